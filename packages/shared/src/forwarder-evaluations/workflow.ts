/**
 * A forwarder evaluation as data (issue 17 item 6; spec 001 L7, L159 "NPD questionnaire"; the seeds
 * give no statuses, decided in D-411): logistics staff start it ('open'), the forwarder saves
 * answers and submits; staff close it (the scorecard is frozen then) or return it with a reason,
 * after which the forwarder answers again. Staff may cancel an evaluation not yet submitted.
 */
import { defineWorkflow } from '../workflow/machine';

export const EVALUATION_STATUSES = ['open', 'submitted', 'returned', 'closed', 'cancelled'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export const EVALUATION_ACTIONS = ['view', 'answer', 'submit', 'close', 'return', 'cancel'] as const;
export type EvaluationAction = (typeof EVALUATION_ACTIONS)[number];

export interface EvaluationRecord {
  status: EvaluationStatus;
}

const FORWARDER = { permission: 'fwd.evaluation', actorKinds: ['forwarder'], wrongStateKey: 'evaluations.not_answerable' } as const;
const STAFF = { permission: 'logistics.evaluation.manage', actorKinds: ['staff'] } as const;

export const EVALUATION_WORKFLOW = defineWorkflow<EvaluationStatus, EvaluationAction, EvaluationRecord>({
  name: 'forwarder-evaluations',
  states: EVALUATION_STATUSES,
  actions: EVALUATION_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'common.wrong_state',
  transitions: [
    { action: 'view', from: EVALUATION_STATUSES },
    { action: 'answer', from: ['open', 'returned'], ...FORWARDER },
    { action: 'submit', from: ['open', 'returned'], to: 'submitted', ...FORWARDER },
    { action: 'close', from: 'submitted', to: 'closed', ...STAFF, wrongStateKey: 'evaluations.not_submitted' },
    { action: 'return', from: 'submitted', to: 'returned', ...STAFF, wrongStateKey: 'evaluations.not_submitted' },
    { action: 'cancel', from: ['open', 'returned'], to: 'cancelled', ...STAFF, wrongStateKey: 'evaluations.not_cancellable' },
  ],
});
