/** Purchase order policy: actor x order, item and request state x action (ORDER_WORKFLOW, ORDER_ITEM_WORKFLOW, ORDER_REQUEST_WORKFLOW). */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnItem, assertMayOnOrder, assertMayOnRequest, itemActions, orderActions, requestActions, requestAnswerActions, type OrderFacts } from './policy';

const orders: Record<string, OrderFacts> = {
  new: { status: 'new', changeable_items: 2 },
  acknowledged: { status: 'acknowledged', changeable_items: 2 },
  change_requested: { status: 'change_requested', changeable_items: 1 },
  change_requested_all: { status: 'change_requested', changeable_items: 0 },
  rejection_requested: { status: 'rejection_requested', changeable_items: 2 },
  cancellation_requested: { status: 'cancellation_requested', changeable_items: 2 },
  rejected: { status: 'rejected', changeable_items: 0 },
  cancelled: { status: 'cancelled', changeable_items: 0 },
  closed: { status: 'closed', changeable_items: 2 },
  completed: { status: 'completed', changeable_items: 0 },
};

const items = {
  'open/new': { item: { status: 'open' }, order: { status: 'new' } },
  'acknowledged/acknowledged': { item: { status: 'acknowledged' }, order: { status: 'acknowledged' } },
  'change_requested/change_requested': { item: { status: 'change_requested' }, order: { status: 'change_requested' } },
  'open/rejection_requested': { item: { status: 'open' }, order: { status: 'rejection_requested' } },
  'open/change_requested': { item: { status: 'open' }, order: { status: 'change_requested' } },
  'rejection_requested/change_requested': { item: { status: 'rejection_requested' }, order: { status: 'change_requested' } },
  'cancellation_requested/change_requested': { item: { status: 'cancellation_requested' }, order: { status: 'change_requested' } },
  'rejected/new': { item: { status: 'rejected' }, order: { status: 'new' } },
  'cancelled/acknowledged': { item: { status: 'cancelled' }, order: { status: 'acknowledged' } },
  'acknowledged/cancellation_requested': { item: { status: 'acknowledged' }, order: { status: 'cancellation_requested' } },
  'cancelled/cancelled': { item: { status: 'cancelled' }, order: { status: 'cancelled' } },
  'received/acknowledged': { item: { status: 'received' }, order: { status: 'acknowledged' } },
  'received/completed': { item: { status: 'received' }, order: { status: 'completed' } },
} as const;

describe('purchase order policy', () => {
  it('allows exactly these order actions (actor | order | actions)', () => {
    expect(decisionTable(POLICY_ACTORS, orders, orderActions)).toEqual([
      'admin | new | view cancel',
      'admin | acknowledged | view cancel close',
      'admin | change_requested | view accept_request refuse_request',
      'admin | change_requested_all | view accept_request refuse_request',
      'admin | rejection_requested | view accept_request refuse_request',
      'admin | cancellation_requested | view accept_request refuse_request',
      'admin | rejected | view',
      'admin | cancelled | view',
      'admin | closed | view',
      'admin | completed | view',
      'buyer | new | view cancel',
      'buyer | acknowledged | view cancel close',
      'buyer | change_requested | view accept_request refuse_request',
      'buyer | change_requested_all | view accept_request refuse_request',
      'buyer | rejection_requested | view accept_request refuse_request',
      'buyer | cancellation_requested | view accept_request refuse_request',
      'buyer | rejected | view',
      'buyer | cancelled | view',
      'buyer | closed | view',
      'buyer | completed | view',
      'supplier | new | view acknowledge request_change request_rejection',
      'supplier | acknowledged | view request_change request_cancellation',
      'supplier | change_requested | view request_change',
      'supplier | change_requested_all | view',
      'supplier | rejection_requested | view',
      'supplier | cancellation_requested | view',
      'supplier | rejected | view',
      'supplier | cancelled | view',
      'supplier | closed | view',
      'supplier | completed | view',
    ]);
  });

  it('allows exactly these item actions (actor | item/order | actions)', () => {
    const table = decisionTable(POLICY_ACTORS, items, (r, actor) => itemActions(r.item, r.order, actor));
    expect(table).toEqual([
      'admin | change_requested/change_requested | accept_change refuse_change',
      'admin | rejection_requested/change_requested | accept_rejection refuse_rejection',
      'admin | cancellation_requested/change_requested | accept_cancellation refuse_cancellation',
      'buyer | change_requested/change_requested | accept_change refuse_change',
      'buyer | rejection_requested/change_requested | accept_rejection refuse_rejection',
      'buyer | cancellation_requested/change_requested | accept_cancellation refuse_cancellation',
      // per item as per order (D-500): reject before acknowledgement, cancel after
      'supplier | open/new | acknowledge request_change request_rejection',
      'supplier | acknowledged/acknowledged | request_change request_cancellation',
      'supplier | open/change_requested | acknowledge request_change request_rejection',
    ]);
  });

  it('refuses with the action’s own message in another state, and the wrong side with 403', () => {
    const { supplier, buyer, finance } = POLICY_ACTORS;
    expect(refusal(() => assertMayOnOrder(orders.acknowledged!, supplier, 'acknowledge'))).toBe('409 orders.already_acknowledged');
    expect(refusal(() => assertMayOnOrder(orders.change_requested!, supplier, 'acknowledge'))).toBe('409 orders.ack_request_pending');
    // the order ended before the supplier's action landed: say how (D-503), not "only a new order ..."
    expect(refusal(() => assertMayOnOrder(orders.cancelled!, supplier, 'acknowledge'))).toBe('409 orders.is_cancelled');
    expect(refusal(() => assertMayOnOrder(orders.closed!, supplier, 'request_cancellation'))).toBe('409 orders.is_closed');
    expect(refusal(() => assertMayOnOrder(orders.completed!, supplier, 'request_change'))).toBe('409 orders.is_completed');
    expect(refusal(() => assertMayOnOrder(orders.rejected!, supplier, 'request_rejection'))).toBe('409 orders.is_rejected');
    expect(refusal(() => assertMayOnItem({ status: 'acknowledged' }, { status: 'acknowledged' }, supplier, 'request_rejection'))).toBe('409 orders.item_not_rejectable');
    expect(refusal(() => assertMayOnItem({ status: 'open' }, { status: 'new' }, supplier, 'request_cancellation'))).toBe('409 orders.item_not_cancellable');
    expect(refusal(() => assertMayOnItem({ status: 'cancelled' }, { status: 'cancelled' }, supplier, 'request_cancellation'))).toBe('409 orders.item_is_cancelled');
    expect(refusal(() => assertMayOnItem({ status: 'rejected' }, { status: 'new' }, supplier, 'acknowledge'))).toBe('409 orders.item_is_rejected');
    expect(refusal(() => assertMayOnItem({ status: 'acknowledged' }, { status: 'cancellation_requested' }, supplier, 'request_cancellation'))).toBe('409 orders.not_changeable');
    expect(refusal(() => assertMayOnItem({ status: 'rejection_requested' }, { status: 'change_requested' }, supplier, 'accept_rejection'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnItem({ status: 'open' }, { status: 'new' }, buyer, 'request_rejection'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnItem({ status: 'open' }, { status: 'new' }, buyer, 'accept_cancellation'))).toBe('409 orders.no_pending_request');
    expect(refusal(() => assertMayOnOrder(orders.acknowledged!, supplier, 'request_rejection'))).toBe('409 orders.not_rejectable');
    expect(refusal(() => assertMayOnOrder(orders.new!, supplier, 'request_cancellation'))).toBe('409 orders.not_cancellable');
    expect(refusal(() => assertMayOnOrder(orders.change_requested_all!, supplier, 'request_change'))).toBe('409 orders.not_changeable');
    expect(refusal(() => assertMayOnOrder(orders.new!, buyer, 'accept_request'))).toBe('409 orders.no_pending_request');
    expect(refusal(() => assertMayOnOrder(orders.new!, buyer, 'acknowledge'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnOrder(orders.change_requested!, finance, 'accept_request'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnOrder(orders.change_requested!, supplier, 'accept_request'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnItem({ status: 'acknowledged' }, { status: 'acknowledged' }, supplier, 'acknowledge'))).toBe('409 orders.item_not_acknowledgeable');
    expect(refusal(() => assertMayOnItem({ status: 'open' }, { status: 'rejection_requested' }, supplier, 'request_change'))).toBe('409 orders.not_changeable');
    expect(refusal(() => assertMayOnItem({ status: 'open' }, { status: 'new' }, supplier, 'acknowledge'))).toBe('allowed');
    // receipt and completion are taken by the receipt of a delivery only (D-480), never by a person
    expect(refusal(() => assertMayOnItem({ status: 'acknowledged' }, { status: 'acknowledged' }, buyer, 'receive'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnOrder(orders.acknowledged!, buyer, 'complete'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnItem({ status: 'received' }, { status: 'acknowledged' }, supplier, 'request_change'))).toBe('409 orders.item_not_changeable');
  });

  it('allows exactly these request answers (actor | request | actions); closing with the order is no one\'s', () => {
    const requests = { pending: { status: 'pending' }, accepted: { status: 'accepted' }, refused: { status: 'refused' } } as const;
    expect(decisionTable(POLICY_ACTORS, requests, requestActions)).toEqual(['admin | pending | accept refuse', 'buyer | pending | accept refuse']);
    const { buyer, supplier } = POLICY_ACTORS;
    expect(refusal(() => assertMayOnRequest({ status: 'accepted' }, buyer, 'refuse'))).toBe('409 orders.request_answered');
    expect(refusal(() => assertMayOnRequest({ status: 'refused' }, buyer, 'accept'))).toBe('409 orders.request_answered');
    expect(refusal(() => assertMayOnRequest({ status: 'pending' }, supplier, 'accept'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnRequest({ status: 'pending' }, buyer, 'close'))).toBe('403 auth.forbidden');
  });

  it('offers a request the answers its flow and the order\'s flow both allow (D-870; actor | request/order | actions)', () => {
    const answers = {
      'pending/change_requested': { request: { status: 'pending' }, order: orders.change_requested! },
      'pending/rejection_requested': { request: { status: 'pending' }, order: orders.rejection_requested! },
      'pending/acknowledged': { request: { status: 'pending' }, order: orders.acknowledged! },
      'accepted/change_requested': { request: { status: 'accepted' }, order: orders.change_requested! },
    } as const;
    const table = decisionTable(POLICY_ACTORS, answers, (r, actor) => requestAnswerActions(r.request, r.order, actor));
    expect(table).toEqual(['admin | pending/change_requested | accept refuse', 'admin | pending/rejection_requested | accept refuse', 'buyer | pending/change_requested | accept refuse', 'buyer | pending/rejection_requested | accept refuse']);
  });

  it('offers the writes behind answers, new versions and the order\'s end to no one (system actions)', () => {
    const { admin, buyer, supplier } = POLICY_ACTORS;
    for (const actor of [admin, buyer, supplier]) {
      expect(refusal(() => assertMayOnOrder(orders.rejection_requested!, actor, 'accept_rejection'))).toBe('403 auth.forbidden');
      expect(refusal(() => assertMayOnOrder(orders.cancellation_requested!, actor, 'back_to_acknowledged'))).toBe('403 auth.forbidden');
      expect(refusal(() => assertMayOnOrder(orders.new!, actor, 'new_version'))).toBe('403 auth.forbidden');
      expect(refusal(() => assertMayOnItem({ status: 'change_requested' }, { status: 'change_requested' }, actor, 'back_to_open'))).toBe('403 auth.forbidden');
      expect(refusal(() => assertMayOnItem({ status: 'open' }, { status: 'new' }, actor, 'end_with_order'))).toBe('403 auth.forbidden');
    }
  });
});
