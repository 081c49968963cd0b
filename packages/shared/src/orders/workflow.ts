/**
 * Purchase orders as data (spec 001 §4 'PO actions', decided in docs/spec-decisions.md D-220): an
 * order arrives `new`; the supplier acknowledges it (whole order or item by item), asks for a change
 * of an item, or asks to reject it (before acknowledgement) or cancel it (after); the buyer accepts
 * or refuses each request. An accepted change makes a new version of the order (`new` again); an
 * accepted rejection or cancellation ends it. Staff may cancel or close an order themselves.
 *
 * Two flows: the order (ORDER_WORKFLOW) and its items (ORDER_ITEM_WORKFLOW). The supplier may also
 * ask to reject (before acknowledgement) or cancel (after) a single item (D-500); the buyer answers
 * it like a change. The order's status while no whole-order request is pending follows its items
 * (`orderStatusOfItems`, the rule of D-501).
 */
import { defineWorkflow } from '../workflow/machine';

export const ORDER_STATUSES = ['new', 'acknowledged', 'change_requested', 'rejection_requested', 'cancellation_requested', 'rejected', 'cancelled', 'closed', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * `received`: the item's whole quantity was received (D-480); set by the receipt only.
 * `rejection_requested` / `cancellation_requested`: the supplier asked to reject / cancel this item
 * alone; `rejected` / `cancelled`: the buyer accepted (or the whole order ended) (D-500).
 */
export const ORDER_ITEM_STATUSES = ['open', 'acknowledged', 'change_requested', 'rejection_requested', 'cancellation_requested', 'cancelled', 'rejected', 'received'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];
/** Items that no longer count for the order: not delivered, not measured on time, not acknowledged. */
export const ENDED_ITEM_STATUSES: readonly OrderItemStatus[] = ['cancelled', 'rejected'];
export const isLiveItem = (i: { status: OrderItemStatus }): boolean => !ENDED_ITEM_STATUSES.includes(i.status);
/** Item states in which a supplier request on the item waits for the buyer. */
export const REQUESTED_ITEM_STATUSES: readonly OrderItemStatus[] = ['change_requested', 'rejection_requested', 'cancellation_requested'];

/** Order actions: the supplier's (acknowledge, request_*), the buyer's answers and own actions. */
export const ORDER_ACTIONS = [
  'view',
  'acknowledge',
  'request_change',
  'request_rejection',
  'request_cancellation',
  'accept_request',
  'refuse_request',
  'cancel',
  'close',
  'complete',
  'accept_rejection',
  'accept_cancellation',
  'back_to_new',
  'back_to_acknowledged',
  'new_version',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ITEM_ACTIONS = [
  'acknowledge',
  'request_change',
  'request_rejection',
  'request_cancellation',
  'accept_change',
  'refuse_change',
  'accept_rejection',
  'refuse_rejection',
  'accept_cancellation',
  'refuse_cancellation',
  'receive',
  'back_to_open',
  'back_to_acknowledged',
  'end_with_order',
] as const;
export type OrderItemAction = (typeof ORDER_ITEM_ACTIONS)[number];

/** The facts the order flow reads. */
export interface OrderRecord {
  status: OrderStatus;
  /** Items still open for a change request (not cancelled, none pending on them). */
  changeableItems: number;
}

export interface OrderItemRecord {
  status: OrderItemStatus;
  orderStatus: OrderStatus;
}

const SUPPLIER = { permission: 'sup.purchaseOrder', actorKinds: ['supplier'] } as const;
const BUYER = { permission: 'po.manage', actorKinds: ['staff'] } as const;
/** Taken by the receipt of delivered goods only (D-480): no person holds a side that may take it (checked with stateRefusal). */
const RECEIPT = { actorKinds: [] } as const;
/**
 * The writes behind a person's action whose target depends on the record (an answer to a request,
 * an intake's new version): no person is offered them, the person's own action is checked instead (D-810).
 */
const SYSTEM = { actorKinds: [] } as const;
/** Order states in which the supplier still works on the order. */
const OPEN: readonly OrderStatus[] = ['new', 'acknowledged', 'change_requested'];
const REQUESTED: readonly OrderStatus[] = ['change_requested', 'rejection_requested', 'cancellation_requested'];
/**
 * What the supplier is told when the order ended before its action landed (D-503): the buyer
 * cancelled or closed it, a request ended it, the goods completed it. Not "only a new order ...".
 */
const ENDED_ORDER: Partial<Record<OrderStatus, string>> = {
  cancelled: 'orders.is_cancelled',
  rejected: 'orders.is_rejected',
  closed: 'orders.is_closed',
  completed: 'orders.is_completed',
};
const ENDED_ITEM: Partial<Record<OrderItemStatus, string>> = { cancelled: 'orders.item_is_cancelled', rejected: 'orders.item_is_rejected' };
const orderOpen = (errorKey: string) => ({ name: 'order still open', test: (r: OrderItemRecord) => OPEN.includes(r.orderStatus), refusal: { status: 409 as const, errorKey } });

export const ORDER_WORKFLOW = defineWorkflow<OrderStatus, OrderAction, OrderRecord>({
  name: 'orders',
  states: ORDER_STATUSES,
  actions: ORDER_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'orders.wrong_state',
  transitions: [
    { action: 'view', from: ORDER_STATUSES, permission: ['po.view', 'sup.purchaseOrder'] },
    {
      action: 'acknowledge',
      from: 'new',
      to: 'acknowledged',
      ...SUPPLIER,
      wrongStateKey: 'orders.not_acknowledgeable',
      refusedKeys: { ...ENDED_ORDER, acknowledged: 'orders.already_acknowledged', change_requested: 'orders.ack_request_pending' },
    },
    {
      action: 'request_change',
      from: ['new', 'acknowledged', 'change_requested'],
      to: 'change_requested',
      ...SUPPLIER,
      wrongStateKey: 'orders.not_changeable',
      refusedKeys: ENDED_ORDER,
      guards: [{ name: 'an item may still change', test: (r) => r.changeableItems > 0, refusal: { status: 409, errorKey: 'orders.not_changeable' } }],
    },
    { action: 'request_rejection', from: 'new', to: 'rejection_requested', ...SUPPLIER, wrongStateKey: 'orders.not_rejectable', refusedKeys: ENDED_ORDER },
    { action: 'request_cancellation', from: 'acknowledged', to: 'cancellation_requested', ...SUPPLIER, wrongStateKey: 'orders.not_cancellable', refusedKeys: ENDED_ORDER },
    // The answer's state depends on the request (change: a new version `new`; rejection: `rejected`; cancellation: `cancelled`), see ORDER_REQUEST_ACCEPTED.
    { action: 'accept_request', from: REQUESTED, ...BUYER, wrongStateKey: 'orders.no_pending_request' },
    // A refused request returns the order to the state it had before the request.
    { action: 'refuse_request', from: REQUESTED, ...BUYER, wrongStateKey: 'orders.no_pending_request' },
    { action: 'cancel', from: ['new', 'acknowledged'], to: 'cancelled', ...BUYER, wrongStateKey: 'orders.not_cancellable' },
    { action: 'close', from: 'acknowledged', to: 'closed', ...BUYER, wrongStateKey: 'orders.not_closable' },
    // Every live item received (D-480): the receipt of the shipment that carried the last quantity completes the order.
    { action: 'complete', from: 'acknowledged', to: 'completed', ...RECEIPT },
    // accept_request on a whole-order request: the order ends as the request asked (ORDER_REQUEST_ACCEPTED).
    { action: 'accept_rejection', from: 'rejection_requested', to: 'rejected', ...SYSTEM, wrongStateKey: 'orders.no_pending_request' },
    { action: 'accept_cancellation', from: 'cancellation_requested', to: 'cancelled', ...SYSTEM, wrongStateKey: 'orders.no_pending_request' },
    // refuse_request on a whole-order request: back to the state before it (`status_before_request`).
    { action: 'back_to_new', from: REQUESTED, to: 'new', ...SYSTEM, wrongStateKey: 'orders.no_pending_request' },
    { action: 'back_to_acknowledged', from: REQUESTED, to: 'acknowledged', ...SYSTEM, wrongStateKey: 'orders.no_pending_request' },
    // The ERP sent a new version of an order the supplier still works on (or asked to end): `new` again.
    { action: 'new_version', from: [...OPEN, 'rejection_requested', 'cancellation_requested'], to: 'new', ...SYSTEM, wrongStateKey: 'orders.order_closed' },
  ],
});

export const ORDER_ITEM_WORKFLOW = defineWorkflow<OrderItemStatus, OrderItemAction, OrderItemRecord>({
  name: 'order items',
  states: ORDER_ITEM_STATUSES,
  actions: ORDER_ITEM_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'orders.wrong_state',
  transitions: [
    { action: 'acknowledge', from: 'open', to: 'acknowledged', ...SUPPLIER, wrongStateKey: 'orders.item_not_acknowledgeable', refusedKeys: ENDED_ITEM, guards: [orderOpen('orders.wrong_state')] },
    {
      action: 'request_change',
      from: ['open', 'acknowledged'],
      to: 'change_requested',
      ...SUPPLIER,
      wrongStateKey: 'orders.item_not_changeable',
      refusedKeys: ENDED_ITEM,
      guards: [orderOpen('orders.not_changeable')],
    },
    // Per item as per order (D-500): reject what is not acknowledged yet, cancel what is.
    { action: 'request_rejection', from: 'open', to: 'rejection_requested', ...SUPPLIER, wrongStateKey: 'orders.item_not_rejectable', refusedKeys: ENDED_ITEM, guards: [orderOpen('orders.not_changeable')] },
    {
      action: 'request_cancellation',
      from: 'acknowledged',
      to: 'cancellation_requested',
      ...SUPPLIER,
      wrongStateKey: 'orders.item_not_cancellable',
      refusedKeys: ENDED_ITEM,
      guards: [orderOpen('orders.not_changeable')],
    },
    // An accepted change puts the item's new values in a new version of the order, open again.
    { action: 'accept_change', from: 'change_requested', to: 'open', ...BUYER, wrongStateKey: 'orders.no_pending_request' },
    // A refused request returns the item to the state it had before the request.
    { action: 'refuse_change', from: 'change_requested', ...BUYER, wrongStateKey: 'orders.no_pending_request' },
    { action: 'accept_rejection', from: 'rejection_requested', to: 'rejected', ...BUYER, wrongStateKey: 'orders.no_pending_request' },
    { action: 'refuse_rejection', from: 'rejection_requested', ...BUYER, wrongStateKey: 'orders.no_pending_request' },
    { action: 'accept_cancellation', from: 'cancellation_requested', to: 'cancelled', ...BUYER, wrongStateKey: 'orders.no_pending_request' },
    { action: 'refuse_cancellation', from: 'cancellation_requested', ...BUYER, wrongStateKey: 'orders.no_pending_request' },
    // The item's received quantity reached its ordered quantity (D-480).
    { action: 'receive', from: 'acknowledged', to: 'received', ...RECEIPT },
    // The write behind refuse_*: the item goes back to the state before the request (`status_before_request`).
    { action: 'back_to_open', from: REQUESTED_ITEM_STATUSES, to: 'open', ...SYSTEM, wrongStateKey: 'orders.no_pending_request' },
    { action: 'back_to_acknowledged', from: REQUESTED_ITEM_STATUSES, to: 'acknowledged', ...SYSTEM, wrongStateKey: 'orders.no_pending_request' },
    // The whole order was cancelled, or its rejection or cancellation accepted: every live item is cancelled (D-500).
    { action: 'end_with_order', from: ORDER_ITEM_STATUSES.filter((s) => !ENDED_ITEM_STATUSES.includes(s)), to: 'cancelled', ...SYSTEM },
  ],
});

/** The state-restoring action of a refused request, by the state the record had before it. */
export const itemBackTo = (before: OrderItemStatus | null): OrderItemAction => (before === 'acknowledged' ? 'back_to_acknowledged' : 'back_to_open');
export const orderBackTo = (before: OrderStatus | null): OrderAction => (before === 'acknowledged' ? 'back_to_acknowledged' : 'back_to_new');

/** The buyer's answer to a request on an item, by the request's kind (accept, refuse). */
export const ITEM_ANSWER_ACTIONS: Record<OrderRequestKind, { accept: OrderItemAction; refuse: OrderItemAction }> = {
  change: { accept: 'accept_change', refuse: 'refuse_change' },
  rejection: { accept: 'accept_rejection', refuse: 'refuse_rejection' },
  cancellation: { accept: 'accept_cancellation', refuse: 'refuse_cancellation' },
};

/** What an accepted request does to the order. */
export const ORDER_REQUEST_KINDS = ['change', 'rejection', 'cancellation'] as const;
export type OrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];
/** The order's action when the buyer accepts a whole-order request (its row says the state: `rejected`, `cancelled`). */
export const ORDER_REQUEST_ACCEPTED: Record<Exclude<OrderRequestKind, 'change'>, OrderAction> = { rejection: 'accept_rejection', cancellation: 'accept_cancellation' };

export const ORDER_REQUEST_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type OrderRequestStatus = (typeof ORDER_REQUEST_STATUSES)[number];

/** The buyer accepts or refuses a pending request; an order that ends or gets a new version closes the pending ones (refused, D-810). */
export const ORDER_REQUEST_ACTIONS = ['accept', 'refuse', 'close'] as const;
export type OrderRequestAction = (typeof ORDER_REQUEST_ACTIONS)[number];

export interface OrderRequestRecord {
  status: OrderRequestStatus;
}

export const ORDER_REQUEST_WORKFLOW = defineWorkflow<OrderRequestStatus, OrderRequestAction, OrderRequestRecord>({
  name: 'order requests',
  states: ORDER_REQUEST_STATUSES,
  actions: ORDER_REQUEST_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'orders.request_answered',
  transitions: [
    { action: 'accept', from: 'pending', to: 'accepted', ...BUYER },
    { action: 'refuse', from: 'pending', to: 'refused', ...BUYER },
    // Taken with the order's cancel, close or new version, never on its own.
    { action: 'close', from: 'pending', to: 'refused', ...SYSTEM },
  ],
});

/**
 * The order's status from its items while no whole-order rejection or cancellation is asked (D-501):
 * live items are those neither cancelled nor rejected.
 * - no live item left: `rejected` when every item was rejected, else `cancelled`;
 * - any live item waits for the buyer (change, rejection or cancellation asked): `change_requested`
 *   (the supplier asked to amend the order);
 * - every live item received: `completed` (D-480);
 * - every live item acknowledged (or acknowledged and received since): `acknowledged`;
 * - else `new`.
 */
export function orderStatusOfItems(items: readonly { status: OrderItemStatus }[]): OrderStatus {
  const live = items.filter(isLiveItem);
  if (live.length === 0) return items.length > 0 && items.every((i) => i.status === 'rejected') ? 'rejected' : 'cancelled';
  if (live.some((i) => REQUESTED_ITEM_STATUSES.includes(i.status))) return 'change_requested';
  if (live.every((i) => i.status === 'received')) return 'completed';
  // A received item was acknowledged before it was received.
  if (live.every((i) => i.status === 'acknowledged' || i.status === 'received')) return 'acknowledged';
  return 'new';
}

/** The statuses that still count as "open" for an order (the supplier may act). */
export const OPEN_ORDER_STATUSES = OPEN;
/**
 * The statuses in which a supplier request waits for the buyer: by the flows above an order has a
 * pending request exactly when it is in one of these (a change keeps the order `change_requested`
 * while any item change waits; rejection and cancellation requests set their own status; a new
 * version refuses what was pending). The buyers' "pending requests" list filters on them (D-297).
 */
export const REQUESTED_ORDER_STATUSES = REQUESTED;
