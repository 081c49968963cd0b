/** The outside flow state table as data (D-401..D-403): its shape, tabs and recall targets. */
import { describe, expect, it } from 'vitest';
import { decide, fromStates, transitionOf } from '../workflow/machine';
import { OUTSIDE_STATUSES, OUTSIDE_TABS, OUTSIDE_WORKFLOW, recallReceiveAction, TAB_STATUSES } from './workflow';

const staff = { companyType: 'staff' as const, permissions: new Set(['logistics.outside.manage']) };

describe('outside flow state table', () => {
  it('moves forward one step at a time and every roll back returns to the step before', () => {
    const moves = OUTSIDE_WORKFLOW.transitions.filter((t) => t.to !== undefined).map((t) => `${t.action}: ${fromStates(t).join('|')} -> ${t.to}`);
    expect(moves).toEqual([
      'commit: draft -> instructed',
      'recall: instructed -> draft',
      'pickup: instructed -> picked_up',
      'rollback_pickup: picked_up -> instructed',
      'dispatch: picked_up -> dispatched',
      'rollback_dispatch: dispatched -> picked_up',
      'clear: dispatched -> cleared',
      'rollback_customs: cleared -> dispatched',
      'receive: dispatched|cleared -> received',
      'recall_receive: received -> cleared',
      'recall_receive_domestic: received -> dispatched',
    ]);
  });

  it('the four tabs are filters of one list: draft, open and received split the statuses, all holds them all', () => {
    const split = [...TAB_STATUSES.draft, ...TAB_STATUSES.open, ...TAB_STATUSES.received];
    expect([...split].sort()).toEqual([...OUTSIDE_STATUSES].sort());
    expect(new Set(split).size).toBe(split.length);
    expect(TAB_STATUSES.all).toEqual(OUTSIDE_STATUSES);
    expect(OUTSIDE_TABS).toEqual(['draft', 'open', 'received', 'all']);
  });

  it('recalls a receipt to the status before it: cleared when international, dispatched when domestic', () => {
    expect(transitionOf(OUTSIDE_WORKFLOW, recallReceiveAction('international')).to).toBe('cleared');
    expect(transitionOf(OUTSIDE_WORKFLOW, recallReceiveAction('domestic')).to).toBe('dispatched');
    const received = { status: 'received' as const, scope: 'domestic' as const, hasForwarder: false };
    expect(decide(OUTSIDE_WORKFLOW, 'recall_receive_domestic', received, staff)).toBeNull();
    expect(decide(OUTSIDE_WORKFLOW, 'recall_receive', received, staff)).toEqual({ status: 409, errorKey: 'outsideFlows.no_customs' });
  });

  it('receives an international flow only after customs, a domestic one after dispatch', () => {
    expect(decide(OUTSIDE_WORKFLOW, 'receive', { status: 'dispatched', scope: 'international', hasForwarder: true }, staff)).toEqual({ status: 409, errorKey: 'outsideFlows.customs_first' });
    expect(decide(OUTSIDE_WORKFLOW, 'receive', { status: 'cleared', scope: 'international', hasForwarder: true }, staff)).toBeNull();
    expect(decide(OUTSIDE_WORKFLOW, 'receive', { status: 'dispatched', scope: 'domestic', hasForwarder: false }, staff)).toBeNull();
  });
});
