/**
 * May this actor take this action on this evaluation? One answer for the presenter (`actions`) and
 * the service (guards), from EVALUATION_WORKFLOW. Templates have no status: staff holding
 * 'logistics.evaluation.manage' edit them, and delete those no evaluation was started from.
 */
import type { TEMPLATE_ACTIONS } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { EVALUATION_WORKFLOW, type EvaluationAction, type EvaluationStatus } from '@aerosupply/shared/forwarder-evaluations/workflow';
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { conflict, enforce, forbidden } from '../../platform/errors';

interface EvaluationFacts {
  status: EvaluationStatus;
}

type TemplateAction = (typeof TEMPLATE_ACTIONS)[number];

export const evaluationActions = (row: EvaluationFacts, actor: Actor): EvaluationAction[] => allowedActions(EVALUATION_WORKFLOW, { status: row.status }, actor);

/** Refuses an action not allowed now: 403 for the wrong actor, 409 with the action's message in another status. */
export const assertMayOnEvaluation = (row: EvaluationFacts, actor: Actor, action: EvaluationAction): void => enforce(decide(EVALUATION_WORKFLOW, action, { status: row.status }, actor));

const mayManage = (actor: Actor) => actor.companyType === 'staff' && actor.permissions.has('logistics.evaluation.manage');

export const templateActions = (row: { evaluations: number }, actor: Actor): TemplateAction[] => (mayManage(actor) ? (row.evaluations > 0 ? ['edit'] : ['edit', 'delete']) : []);

export function assertMayOnTemplate(row: { evaluations: number }, actor: Actor, action: TemplateAction): void {
  if (!mayManage(actor)) throw forbidden();
  if (!templateActions(row, actor).includes(action)) throw conflict('evaluations.template_in_use');
}
