/**
 * The supplier's actions on a purchase order (spec 001 §4 'PO actions'): acknowledge the whole order
 * or an item, ask for a change of an item, ask to reject or cancel the whole order, or one item
 * alone (D-500). Each runs through `onOrder` (the order locked first) and the order flows.
 */
import type { AcknowledgeItemBody, AcknowledgeOrderBody, OrderDetail, ReasonBody, RequestItemChangeBody } from '@aerosupply/shared/orders/schemas';
import type { OrderRequestKind } from '@aerosupply/shared/orders/workflow';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { mustFind } from '../../platform/tenancy/scope';
import { recordTimeline } from '../../platform/timeline';
import { notify } from '../notifications';
import { onOrder, settleFromItems } from './on-order';
import { assertMayOnItem, assertMayOnOrder } from './policy';
import * as repo from './repo';
import * as requestsRepo from './requests-repo';
import { actorRef, subject } from './service';
import type { ChangeValues } from './tables';

export function acknowledgeOrder(deps: AppDeps, actor: Actor, id: number, body: AcknowledgeOrderBody): Promise<OrderDetail> {
  return onOrder(deps, actor, id, async (trx, row, now) => {
    assertMayOnOrder(row, actor, 'acknowledge');
    await repo.confirmLines(trx, { orderId: id, openOnly: true });
    await repo.acknowledgeOpenItems(trx, id);
    const to = await repo.moveOrder(trx, id, 'acknowledge', { now, acknowledgementNo: body.acknowledgementNo, supplierNote: body.supplierNote ?? null, acknowledgedAt: now });
    await recordTimeline(trx, { subject: subject(id), kind: 'order', action: 'acknowledge', fromStatus: row.status, toStatus: to, note: body.acknowledgementNo, actor: actorRef(actor) });
  });
}

export function acknowledgeItem(deps: AppDeps, actor: Actor, id: number, itemId: number, body: AcknowledgeItemBody): Promise<OrderDetail> {
  return onOrder(deps, actor, id, async (trx, row, now) => {
    const item = mustFind(await repo.findItem(trx, id, itemId, true));
    assertMayOnItem(item, row, actor, 'acknowledge');
    await repo.moveItem(trx, itemId, 'acknowledge', { confirmedShipDate: body.confirmedShipDate ?? item.requested_ship_date });
    await repo.confirmLines(trx, { itemId, confirmedShipDate: body.confirmedShipDate ?? null });
    const to = await settleFromItems(trx, row, now);
    await recordTimeline(trx, { subject: subject(id), kind: 'item', action: 'acknowledge_item', fromStatus: row.status, toStatus: to, note: `#${item.item_no}`, actor: actorRef(actor) });
  });
}

const valuesOf = (item: repo.ItemRow): ChangeValues => ({ partNumber: item.part_number, unitPrice: Number(item.unit_price), quantity: Number(item.quantity), shipDate: item.requested_ship_date });

async function tellBuyer(deps: AppDeps, trx: Database, row: repo.OrderHeaderRow, kind: OrderRequestKind, reason: string): Promise<void> {
  if (row.buyer_user_id === null) return;
  await notify(deps, trx, 'orders.request_submitted', [row.buyer_user_id], { orderNo: row.order_no, company: row.supplier_name, kind: { phrase: `orders.kind.${kind}` }, reason }, { link: `/orders/${row.id}` });
}

export function requestItemChange(deps: AppDeps, actor: Actor, id: number, itemId: number, body: RequestItemChangeBody): Promise<OrderDetail> {
  return onOrder(deps, actor, id, async (trx, row, now) => {
    const item = mustFind(await repo.findItem(trx, id, itemId, true));
    assertMayOnOrder(row, actor, 'request_change');
    assertMayOnItem(item, row, actor, 'request_change');
    const before = valuesOf(item);
    const after: ChangeValues = { partNumber: body.partNumber ?? before.partNumber, unitPrice: body.unitPrice ?? before.unitPrice, quantity: body.quantity ?? before.quantity, shipDate: body.shipDate ?? before.shipDate };
    if (JSON.stringify(before) === JSON.stringify(after)) throw new AppError(400, 'orders.change_empty');
    await requestsRepo.insertRequest(trx, { orderId: id, itemId, itemNo: item.item_no, kind: 'change', version: row.version, before, after, reason: body.reason, userId: actor.userId, userName: actor.realName, now });
    await repo.moveItem(trx, itemId, 'request_change', { statusBeforeRequest: item.status });
    const to = await settleFromItems(trx, row, now);
    await recordTimeline(trx, { subject: subject(id), kind: 'item', action: 'request_change', fromStatus: row.status, toStatus: to, note: `#${item.item_no}: ${body.reason}`, actor: actorRef(actor) });
    await tellBuyer(deps, trx, row, 'change', body.reason);
  });
}

/**
 * The supplier asks to reject (not yet acknowledged) or cancel (acknowledged) one item alone, with a
 * reason (D-500): a pending request on the item, the item waiting for the buyer, the order
 * `change_requested` while it waits (D-501), the buyer told.
 */
function requestItemEnd(kind: 'rejection' | 'cancellation') {
  const action = kind === 'rejection' ? 'request_rejection' : 'request_cancellation';
  return (deps: AppDeps, actor: Actor, id: number, itemId: number, body: ReasonBody): Promise<OrderDetail> =>
    onOrder(deps, actor, id, async (trx, row, now) => {
      const item = mustFind(await repo.findItem(trx, id, itemId, true));
      assertMayOnItem(item, row, actor, action);
      await requestsRepo.insertRequest(trx, { orderId: id, itemId, itemNo: item.item_no, kind, version: row.version, before: null, after: null, reason: body.reason, userId: actor.userId, userName: actor.realName, now });
      await repo.moveItem(trx, itemId, action, { statusBeforeRequest: item.status });
      const to = await settleFromItems(trx, row, now);
      await recordTimeline(trx, { subject: subject(id), kind: 'item', action, fromStatus: row.status, toStatus: to, note: `#${item.item_no}: ${body.reason}`, actor: actorRef(actor) });
      await tellBuyer(deps, trx, row, kind, body.reason);
    });
}

export const requestItemRejection = requestItemEnd('rejection');
export const requestItemCancellation = requestItemEnd('cancellation');

function requestOrderEnd(kind: 'rejection' | 'cancellation') {
  const action = kind === 'rejection' ? 'request_rejection' : 'request_cancellation';
  return (deps: AppDeps, actor: Actor, id: number, body: ReasonBody): Promise<OrderDetail> =>
    onOrder(deps, actor, id, async (trx, row, now) => {
      assertMayOnOrder(row, actor, action);
      await requestsRepo.insertRequest(trx, { orderId: id, itemId: null, itemNo: null, kind, version: row.version, before: null, after: null, reason: body.reason, userId: actor.userId, userName: actor.realName, now });
      const to = await repo.moveOrder(trx, id, action, { statusBeforeRequest: row.status, now });
      await recordTimeline(trx, { subject: subject(id), kind: 'order', action, fromStatus: row.status, toStatus: to, note: body.reason, actor: actorRef(actor) });
      await tellBuyer(deps, trx, row, kind, body.reason);
    });
}

export const requestRejection = requestOrderEnd('rejection');
export const requestCancellation = requestOrderEnd('cancellation');
