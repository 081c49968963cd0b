/**
 * May this actor take this action on this bill? One answer for the presenter (`actions`) and the
 * service (guards), from BILL_WORKFLOW. Rate cards have no status: staff holding
 * 'logistics.bills.rates' edit and delete them.
 */
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import { BILL_WORKFLOW, type BillAction, type BillStatus } from '@aerosupply/shared/freight-bills/workflow';
import type { RATE_CARD_ACTIONS } from '@aerosupply/shared/freight-bills/schemas';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

interface BillFacts {
  status: BillStatus;
}

export const billActions = (row: BillFacts, actor: Actor): BillAction[] => allowedActions(BILL_WORKFLOW, { status: row.status }, actor);

/** Refuses an action not allowed now: 403 for the wrong actor, 409 with the action's message in another status. */
export const assertMayOnBill = (row: BillFacts, actor: Actor, action: BillAction): void => enforce(decide(BILL_WORKFLOW, action, { status: row.status }, actor));

export const rateCardActions = (actor: Actor): (typeof RATE_CARD_ACTIONS)[number][] =>
  actor.companyType === 'staff' && actor.permissions.has('logistics.bills.rates') ? ['edit', 'delete'] : [];
