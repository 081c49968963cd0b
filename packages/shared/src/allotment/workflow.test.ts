/** The allotment state table of D-391 (spec 001 §4 'Instruction actions'): who may do what in which status. */
import { describe, expect, it } from 'vitest';
import { SHIPMENT_WORKFLOW } from '../logistics/workflow';
import { allowedActions, decide, decisionTable, transitionOf } from '../workflow/machine';
import { ALLOT_STATUSES, ALLOT_WORKFLOW, SHIPMENT_ACTION_OF, type AllotRecord } from './workflow';

const actor = (kind: 'staff' | 'supplier' | 'forwarder', ...perms: string[]) => ({ companyType: kind, permissions: new Set(perms) });
const actors = {
  base: actor('staff', 'logistics.allot.demand'),
  logistics: actor('staff', 'logistics.allot.manage'),
  forwarder: actor('forwarder', 'fwd.logistics', 'logistics.allot.manage'),
};
const records = Object.fromEntries(ALLOT_STATUSES.map((s) => [s, { status: s } satisfies AllotRecord]));

describe('D-391 allotment state table', () => {
  it('lists, per actor and status, exactly the actions of the recorded table', () => {
    expect(decisionTable(actors, records, (r, a) => allowedActions(ALLOT_WORKFLOW, r, a).filter((x) => x !== 'view'))).toEqual([
      'base | draft | edit delete commit',
      'base | rejected | edit delete commit',
      'base | in_transit | receive',
      'base | received | recallReceive',
      'logistics | submitted | instruct reject void',
      'logistics | instructed | rollback void pickUp rejectPickUp',
      'logistics | picked_up | recallPickUp dispatch dispatchReject',
      'logistics | in_transit | recall transit receive',
      'logistics | received | recallReceive',
      'logistics | voided | restart',
    ]);
  });

  it('answers 403 for the wrong actor and 409 in another status', () => {
    expect(decide(ALLOT_WORKFLOW, 'instruct', { status: 'submitted' }, actors.base)).toEqual({ status: 403, errorKey: 'auth.forbidden' });
    expect(decide(ALLOT_WORKFLOW, 'instruct', { status: 'submitted' }, actors.forwarder)).toEqual({ status: 403, errorKey: 'auth.forbidden' });
    expect(decide(ALLOT_WORKFLOW, 'instruct', { status: 'instructed' }, actors.logistics)).toEqual({ status: 409, errorKey: 'allotment.wrong_state' });
    expect(decide(ALLOT_WORKFLOW, 'edit', { status: 'submitted' }, actors.base)).toEqual({ status: 409, errorKey: 'allotment.not_editable' });
    expect(decide(ALLOT_WORKFLOW, 'instruct', { status: 'submitted' }, actors.logistics)).toBeNull();
  });

  it('keeps the shipment in step: none before instruction, voided when undone, milestones in order', () => {
    const shipmentStatusOf = (s: (typeof ALLOT_STATUSES)[number]) => {
      const action = SHIPMENT_ACTION_OF[s];
      return action === null ? null : transitionOf(SHIPMENT_WORKFLOW, action).to;
    };
    expect(shipmentStatusOf('draft')).toBeNull();
    expect(['instructed', 'picked_up', 'in_transit', 'received'].map((s) => shipmentStatusOf(s as (typeof ALLOT_STATUSES)[number]))).toEqual(['created', 'picked_up', 'shipped', 'delivered']);
    expect(['submitted', 'rejected', 'voided'].map((s) => shipmentStatusOf(s as (typeof ALLOT_STATUSES)[number]))).toEqual(['voided', 'voided', 'voided']);
  });
});
