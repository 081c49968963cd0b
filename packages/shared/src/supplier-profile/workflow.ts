/**
 * A data-change request as data (spec 001 §5 'Information change'): a supplier's edit of approved
 * data waits as pending until staff with the change-review permission approve or reject it.
 */
import { defineWorkflow } from '../workflow/machine';
import { CHANGE_STATUSES, type ChangeStatus } from './schemas';

export const CHANGE_ACTIONS = ['view', 'approve', 'reject'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export interface ChangeRequestRecord {
  status: ChangeStatus;
}

const STAFF_REVIEW = { from: 'pending', permission: 'supplier.change.review', actorKinds: ['staff'] } as const;

export const CHANGE_WORKFLOW = defineWorkflow<ChangeStatus, ChangeAction, ChangeRequestRecord>({
  name: 'change requests',
  states: CHANGE_STATUSES,
  actions: CHANGE_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'common.wrong_state',
  transitions: [
    // Whoever sees the request (the supplier's own, or staff) may view it.
    { action: 'view', from: CHANGE_STATUSES },
    { action: 'approve', to: 'approved', ...STAFF_REVIEW },
    { action: 'reject', to: 'rejected', ...STAFF_REVIEW },
  ],
});
