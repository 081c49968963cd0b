/**
 * Receipt closes the chain (issue 26 item 1, D-480): a delivered shipment records what it received
 * of each purchase-order item (partial deliveries add up); an item whose whole quantity is received
 * becomes `received`, and an order whose every live item is becomes `completed`, both through the
 * order flows (ORDER_ITEM_WORKFLOW `receive`, ORDER_WORKFLOW `complete`). Logistics calls it inside
 * the delivery's transaction through the module's index.
 */
import { formatDate } from '@aerosupply/shared/format/dates';
import { isWhole } from '@aerosupply/shared/orders/on-time';
import { isLiveItem, ORDER_ITEM_WORKFLOW, ORDER_WORKFLOW } from '@aerosupply/shared/orders/workflow';
import { stateRefusal } from '@aerosupply/shared/workflow/machine';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, conflict } from '../../platform/errors';
import { recordTimeline, type TimelineActor } from '../../platform/timeline';
import * as repo from './repo';
import * as receiptsRepo from './receipts-repo';

const ORDER_SUBJECT = 'purchase_order';

export interface ReceiptLine {
  orderItemId: number;
  quantity: number;
  /** The suppliers whose despatches (or shipment) carried the line: the item must be each one's (none known: not checked). */
  supplierCompanyIds: readonly number[];
}

export interface ShipmentReceipt {
  shipmentId: number;
  shipmentNumber: string;
  /** When the goods arrived; its day in the company's time zone is the receipt date. */
  receivedAt: Date;
  lines: readonly ReceiptLine[];
}

/**
 * Records a shipment's receipt on the order items it carried, in the caller's transaction. The
 * orders and then the items are locked, so two receipts of the last quantity at once queue: the
 * second sees the first's and is refused (409 `orders.over_received`). An item of a supplier other
 * than the one that shipped it is refused (409 `orders.receipt_other_supplier`).
 */
export async function receiveShipment(deps: AppDeps, trx: Database, actor: Actor, receipt: ShipmentReceipt): Promise<void> {
  const asked = new Map<number, number>();
  for (const l of receipt.lines) asked.set(l.orderItemId, (asked.get(l.orderItemId) ?? 0) + l.quantity);
  if (asked.size === 0) return;
  const items = await receiptsRepo.lockReceivingItems(trx, [...asked.keys()]);
  const byId = new Map(items.map((i) => [i.itemId, i]));
  for (const l of receipt.lines) {
    const item = byId.get(l.orderItemId);
    if (!item) throw conflict('logistics.order_line_unknown');
    if (l.supplierCompanyIds.some((c) => c !== item.companyId)) throw conflict('orders.receipt_other_supplier', { orderNo: item.orderNo, itemNo: item.itemNo });
  }
  for (const [itemId, quantity] of asked) {
    const item = byId.get(itemId)!;
    const open = item.quantity - item.received;
    if (quantity > open + 1e-9) throw new AppError(409, 'orders.over_received', { orderNo: item.orderNo, itemNo: item.itemNo, open: Math.max(open, 0) });
  }

  const now = deps.now();
  const receivedOn = formatDate(receipt.receivedAt, false, deps.config.companyTimeZone);
  await receiptsRepo.insertReceipts(
    trx,
    [...asked].map(([itemId, quantity]) => {
      const item = byId.get(itemId)!;
      return {
        order_id: item.orderId,
        item_no: item.itemNo,
        shipment_id: receipt.shipmentId,
        shipment_number: receipt.shipmentNumber,
        quantity,
        received_on: receivedOn,
        received_at: receipt.receivedAt,
        recorded_at: now,
        recorded_by: actor.userId,
        recorded_by_name: actor.realName,
      };
    }),
  );

  const by: TimelineActor = { userId: actor.userId, realName: actor.realName, companyId: actor.companyId };
  const orders = new Map<number, { status: typeof items[number]['orderStatus']; notes: string[] }>();
  for (const [itemId, quantity] of asked) {
    const item = byId.get(itemId)!;
    const o = orders.get(item.orderId) ?? { status: item.orderStatus, notes: [] };
    orders.set(item.orderId, o);
    const whole = isWhole({ quantity: item.quantity, receivedQty: item.received + quantity });
    o.notes.push(`#${item.itemNo} x ${quantity}`);
    // An item not acknowledged now (a change pending) keeps its status; its quantity is recorded (D-480).
    if (whole && stateRefusal(ORDER_ITEM_WORKFLOW, 'receive', item.itemStatus) === null) {
      await repo.moveItem(trx, itemId, 'receive');
    }
  }
  for (const [orderId, o] of orders) {
    await recordTimeline(trx, { subject: { type: ORDER_SUBJECT, id: orderId }, kind: 'item', action: 'receive', fromStatus: o.status, toStatus: o.status, note: `${receipt.shipmentNumber}: ${o.notes.join('; ')}`, actor: by, at: now });
    if (stateRefusal(ORDER_WORKFLOW, 'complete', o.status) !== null) continue;
    const live = (await receiptsRepo.itemStatusesOf(trx, orderId)).filter(isLiveItem);
    if (live.length === 0 || !live.every((i) => i.status === 'received')) continue;
    const to = await repo.moveOrder(trx, orderId, 'complete', { now });
    await recordTimeline(trx, { subject: { type: ORDER_SUBJECT, id: orderId }, kind: 'order', action: 'complete', fromStatus: o.status, toStatus: to, note: receipt.shipmentNumber, actor: by, at: now });
  }
}

/** The company's calendar day now (on-time of lines not yet received, D-481). */
export const companyToday = (deps: AppDeps): string => formatDate(deps.now(), false, deps.config.companyTimeZone);
