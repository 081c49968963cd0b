/**
 * May this actor control this supplier, or act on this freeze request? One answer for the
 * presenters (`actions`) and the services (guards), from CONTROL_WORKFLOW and FREEZE_REQUEST_WORKFLOW.
 */
import { allowedActions, decide, stateRefusal } from '@aerosupply/shared/workflow/machine';
import {
  CONTROL_WORKFLOW,
  FREEZE_REQUEST_WORKFLOW,
  type ControlAction,
  type ControlRecord,
  type FreezeRequestAction,
  type FreezeRequestRecord,
} from '@aerosupply/shared/supplier-control/workflow';
import type { ControlStatus } from '@aerosupply/shared/suppliers/states';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

/** The control actions the actor may take on a supplier now (staff lists and the supplier directory). */
export const controlActions = (record: ControlRecord, actor: Actor): ControlAction[] => allowedActions(CONTROL_WORKFLOW, record, actor);

/** Refuses a control action not allowed now: 403 without the permission, 409 with the §8 message of a wrong selection or a pending request. */
export const assertMayControl = (record: ControlRecord, actor: Actor, action: ControlAction): void => enforce(decide(CONTROL_WORKFLOW, action, record, actor));

/** Finance applies an approved request: only the supplier's status is checked (the request itself is the pending one). */
export const assertStatusAllows = (action: ControlAction, status: ControlStatus): void => enforce(stateRefusal(CONTROL_WORKFLOW, action, status));

export const freezeRequestActions = (record: FreezeRequestRecord, actor: Actor): FreezeRequestAction[] => allowedActions(FREEZE_REQUEST_WORKFLOW, record, actor);

/** Refuses a step on a freeze request: 409 once decided or withdrawn, 403 for someone else's request. */
export const assertMayOnFreezeRequest = (record: FreezeRequestRecord, actor: Actor, action: FreezeRequestAction): void =>
  enforce(decide(FREEZE_REQUEST_WORKFLOW, action, record, actor));
