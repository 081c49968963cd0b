/**
 * May this actor take this action on this outside flow? One answer for the presenter (`actions`)
 * and the service (guards), from OUTSIDE_WORKFLOW (D-401, D-404).
 */
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import { OUTSIDE_WORKFLOW, type OutsideAction, type OutsideRecord, type OutsideScope, type OutsideStatus } from '@aerosupply/shared/outside-flows/workflow';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

export interface FlowFacts {
  status: OutsideStatus;
  scope: string;
  forwarder_company_id: number | null;
}

export const recordOf = (row: FlowFacts): OutsideRecord => ({ status: row.status, scope: row.scope as OutsideScope, hasForwarder: row.forwarder_company_id !== null });

export const flowActions = (row: FlowFacts, actor: Actor): OutsideAction[] => allowedActions(OUTSIDE_WORKFLOW, recordOf(row), actor);

/** Refuses an action not allowed now: 403 for the wrong actor, 409 in another status. */
export const assertMayOnFlow = (row: FlowFacts, actor: Actor, action: OutsideAction): void => enforce(decide(OUTSIDE_WORKFLOW, action, recordOf(row), actor));
