/**
 * Supplier control as data (spec 001 §4 'Supplier control', §8): suspend, un-suspend and delete at
 * once; freeze and unfreeze through a buyer's request that finance decides (`FREEZE_REQUEST_WORKFLOW`).
 * A wrong selection gets the §8 message of the action.
 */
import { CONTROL_STATUSES, type ControlStatus } from '../suppliers/states';
import { defineWorkflow, type Guard, type Transition, type WorkflowActor } from '../workflow/machine';

export const CONTROL_ACTIONS = ['suspend', 'unsuspend', 'delete', 'freeze', 'unfreeze'] as const;
export type ControlAction = (typeof CONTROL_ACTIONS)[number];

/** What supplier control reads from a supplier record. */
export interface ControlRecord {
  controlStatus: ControlStatus;
  /** A freeze or unfreeze request of the supplier awaits finance. */
  pendingRequest: boolean;
}

export interface ControlTransition extends Transition<ControlStatus, ControlAction, ControlRecord> {
  wrongStateKey: string;
  /** Done through the three-step request / finance approval / result flow. */
  viaFinance?: boolean;
}

const noPendingRequest: Guard<ControlRecord> = {
  name: 'no freeze or unfreeze request pending',
  test: (r) => !r.pendingRequest,
  refusal: { status: 409, errorKey: 'supplier_control.request_pending' },
};

export const CONTROL_WORKFLOW = defineWorkflow<ControlStatus, ControlAction, ControlRecord, WorkflowActor, ControlTransition>({
  name: 'supplier-control',
  states: CONTROL_STATUSES,
  actions: CONTROL_ACTIONS,
  stateOf: (r) => r.controlStatus,
  wrongStateKey: 'common.wrong_state',
  transitions: [
    { action: 'suspend', from: 'normal', to: 'suspended', permission: 'supplier.control', wrongStateKey: 'supplier_control.select_normal_to_suspend' },
    { action: 'unsuspend', from: 'suspended', to: 'normal', permission: 'supplier.control', wrongStateKey: 'supplier_control.select_suspended_to_unsuspend' },
    { action: 'delete', from: ['normal', 'suspended', 'frozen'], to: 'deleted', permission: 'supplier.control', wrongStateKey: 'supplier_control.select_undeleted_to_delete' },
    // Deleted is final (D-107): a deleted supplier is not frozen, so an unfreeze never "restores" deleted.
    {
      action: 'freeze',
      from: ['normal', 'suspended'],
      to: 'frozen',
      permission: 'supplier.freeze.request',
      wrongStateKey: 'supplier_control.select_unfrozen_to_freeze',
      refusedKeys: { deleted: 'supplier_control.deleted_no_freeze' },
      guards: [noPendingRequest],
      viaFinance: true,
    },
    // No `to`: an approved unfreeze restores the status before the freeze (supplier-control's service).
    { action: 'unfreeze', from: 'frozen', permission: 'supplier.freeze.request', wrongStateKey: 'supplier_control.select_frozen_to_unfreeze', guards: [noPendingRequest], viaFinance: true },
  ],
});

/** Freeze / unfreeze request statuses (three steps: request, finance approval, result). */
export const FREEZE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type FreezeRequestStatus = (typeof FREEZE_REQUEST_STATUSES)[number];

export const FREEZE_REQUEST_ACTIONS = ['approve', 'reject', 'edit', 'withdraw'] as const;
export type FreezeRequestAction = (typeof FREEZE_REQUEST_ACTIONS)[number];

/** The actor of a freeze request's own actions: the requester, or an administrator, may change it. */
export interface FreezeRequestActor extends WorkflowActor {
  userId: number;
  roles: readonly string[];
}

export interface FreezeRequestRecord {
  status: FreezeRequestStatus;
  requestedBy: number;
}

const requesterOrAdmin: Guard<FreezeRequestRecord, FreezeRequestActor> = {
  name: 'actor is the requester or an administrator',
  test: (r, actor) => r.requestedBy === actor.userId || actor.roles.includes('admin'),
  refusal: { status: 403, errorKey: 'auth.forbidden' },
};

export const FREEZE_REQUEST_WORKFLOW = defineWorkflow<FreezeRequestStatus, FreezeRequestAction, FreezeRequestRecord, FreezeRequestActor>({
  name: 'supplier-freeze-request',
  states: FREEZE_REQUEST_STATUSES,
  actions: FREEZE_REQUEST_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'supplier_control.request_not_pending',
  transitions: [
    { action: 'approve', from: 'pending', to: 'approved', permission: 'supplier.freeze.approve' },
    { action: 'reject', from: 'pending', to: 'rejected', permission: 'supplier.freeze.approve' },
    { action: 'edit', from: 'pending', permission: 'supplier.freeze.request', guards: [requesterOrAdmin] },
    { action: 'withdraw', from: 'pending', to: 'withdrawn', permission: 'supplier.freeze.request', guards: [requesterOrAdmin] },
  ],
});
