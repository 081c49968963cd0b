/**
 * May this actor take this action on this order or item? One answer for the presenter (`actions`)
 * and the service (guards), from ORDER_WORKFLOW, ORDER_ITEM_WORKFLOW and ORDER_REQUEST_WORKFLOW.
 */
import {
  ORDER_ITEM_WORKFLOW,
  ORDER_REQUEST_WORKFLOW,
  ORDER_WORKFLOW,
  type OrderAction,
  type OrderItemAction,
  type OrderItemStatus,
  type OrderRequestAction,
  type OrderRequestStatus,
  type OrderStatus,
} from '@aerosupply/shared/orders/workflow';
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

export interface OrderFacts {
  status: OrderStatus;
  changeable_items: number;
}

export interface ItemFacts {
  status: OrderItemStatus;
}

const record = (row: OrderFacts) => ({ status: row.status, changeableItems: row.changeable_items });

export const orderActions = (row: OrderFacts, actor: Actor): OrderAction[] => allowedActions(ORDER_WORKFLOW, record(row), actor);

/** Refuses an action not allowed now: 403 for the wrong actor, 409 with the action's message in another status. */
export const assertMayOnOrder = (row: OrderFacts, actor: Actor, action: OrderAction): void => enforce(decide(ORDER_WORKFLOW, action, record(row), actor));

const itemRecord = (item: ItemFacts, order: Pick<OrderFacts, 'status'>) => ({ status: item.status, orderStatus: order.status });

export const itemActions = (item: ItemFacts, order: Pick<OrderFacts, 'status'>, actor: Actor): OrderItemAction[] => allowedActions(ORDER_ITEM_WORKFLOW, itemRecord(item, order), actor);

export const assertMayOnItem = (item: ItemFacts, order: Pick<OrderFacts, 'status'>, actor: Actor, action: OrderItemAction): void =>
  enforce(decide(ORDER_ITEM_WORKFLOW, action, itemRecord(item, order), actor));

export interface RequestFacts {
  status: OrderRequestStatus;
}

export const requestActions = (request: RequestFacts, actor: Actor): OrderRequestAction[] => allowedActions(ORDER_REQUEST_WORKFLOW, { status: request.status }, actor);

/** The order's action each answer also takes (answerRequest checks both). */
const ORDER_ACTION_OF_ANSWER: Partial<Record<OrderRequestAction, OrderAction>> = { accept: 'accept_request', refuse: 'refuse_request' };

/** The answers the viewer may give a request now (D-870): those its own flow and the order's flow both allow. */
export function requestAnswerActions(request: RequestFacts, order: OrderFacts, actor: Actor): OrderRequestAction[] {
  const onOrder = orderActions(order, actor);
  return requestActions(request, actor).filter((a) => {
    const orderAction = ORDER_ACTION_OF_ANSWER[a];
    return orderAction !== undefined && onOrder.includes(orderAction);
  });
}

/** Refuses an answer to a request answered already (409 `orders.request_answered`). */
export const assertMayOnRequest = (request: RequestFacts, actor: Actor, action: OrderRequestAction): void => enforce(decide(ORDER_REQUEST_WORKFLOW, action, { status: request.status }, actor));
