/**
 * May this actor take this action on this allotment? One answer for the presenter (`actions`) and
 * the service (guards), from ALLOT_WORKFLOW (D-391).
 */
import { ALLOT_WORKFLOW, type AllotAction, type AllotStatus } from '@aerosupply/shared/allotment/workflow';
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

interface AllotFacts {
  status: string;
}

const record = (row: AllotFacts) => ({ status: row.status as AllotStatus });

export const allotActions = (row: AllotFacts, actor: Actor): AllotAction[] => allowedActions(ALLOT_WORKFLOW, record(row), actor);

/** Refuses an action not allowed now: 403 for the wrong actor, 409 in another status. */
export const assertMayOnAllotment = (row: AllotFacts, actor: Actor, action: AllotAction): void => enforce(decide(ALLOT_WORKFLOW, action, record(row), actor));
