/** The order's status from its items (D-501), every case of the rule. */
import { describe, expect, it } from 'vitest';
import { fromStates, transitionOf } from '../workflow/machine';
import { ENDED_ITEM_STATUSES, itemBackTo, ORDER_ITEM_WORKFLOW, ORDER_REQUEST_ACCEPTED, ORDER_WORKFLOW, orderBackTo, orderStatusOfItems, type OrderItemStatus } from './workflow';

const of = (...statuses: OrderItemStatus[]) => orderStatusOfItems(statuses.map((status) => ({ status })));

describe('orderStatusOfItems (D-501)', () => {
  it('follows the live items: waiting, received, acknowledged, else new', () => {
    expect(of('open', 'acknowledged')).toBe('new');
    expect(of('acknowledged', 'acknowledged')).toBe('acknowledged');
    expect(of('acknowledged', 'rejection_requested')).toBe('change_requested');
    expect(of('acknowledged', 'cancellation_requested')).toBe('change_requested');
    expect(of('open', 'change_requested')).toBe('change_requested');
    expect(of('acknowledged', 'received')).toBe('acknowledged');
    expect(of('received', 'received')).toBe('completed');
  });

  it('leaves cancelled and rejected items out; none live ends the order', () => {
    expect(of('open', 'rejected')).toBe('new');
    expect(of('acknowledged', 'cancelled', 'rejected')).toBe('acknowledged');
    expect(of('received', 'cancelled')).toBe('completed');
    expect(of('rejected', 'rejected')).toBe('rejected');
    expect(of('rejected', 'cancelled')).toBe('cancelled');
    expect(of('cancelled')).toBe('cancelled');
  });
});

describe('the writes behind answers (D-810)', () => {
  it('returns a refused request to the state before it', () => {
    expect(transitionOf(ORDER_ITEM_WORKFLOW, itemBackTo('acknowledged')).to).toBe('acknowledged');
    expect(transitionOf(ORDER_ITEM_WORKFLOW, itemBackTo('open')).to).toBe('open');
    expect(transitionOf(ORDER_ITEM_WORKFLOW, itemBackTo(null)).to).toBe('open');
    expect(transitionOf(ORDER_WORKFLOW, orderBackTo('acknowledged')).to).toBe('acknowledged');
    expect(transitionOf(ORDER_WORKFLOW, orderBackTo(null)).to).toBe('new');
  });

  it('ends an accepted whole-order request as asked, and every live item with the order', () => {
    expect(transitionOf(ORDER_WORKFLOW, ORDER_REQUEST_ACCEPTED.rejection).to).toBe('rejected');
    expect(transitionOf(ORDER_WORKFLOW, ORDER_REQUEST_ACCEPTED.cancellation).to).toBe('cancelled');
    const ending = transitionOf(ORDER_ITEM_WORKFLOW, 'end_with_order');
    expect(ending.to).toBe('cancelled');
    expect(fromStates(ending).filter((s) => ENDED_ITEM_STATUSES.includes(s))).toEqual([]);
    expect(fromStates(ending)).toHaveLength(ORDER_ITEM_WORKFLOW.states.length - ENDED_ITEM_STATUSES.length);
  });
});
