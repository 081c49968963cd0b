/** The order's status from its items (D-501), every case of the rule. */
import { describe, expect, it } from 'vitest';
import { orderStatusOfItems, type OrderItemStatus } from './workflow';

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
