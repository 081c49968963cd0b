/**
 * Supplier despatch against purchase-order lines (issue 16, D-309; issue 26 item 6, D-510): the
 * open lines, the despatches, and a new despatch (quantities up to what is open, a trade term of
 * Incoterms 2020, one receiving place and trade term per packing-list number).
 */
import type { DespatchBody, DespatchView, OpenOrderLine } from '@aerosupply/shared/logistics/schemas';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { scopeOf, type Scope } from '../../platform/tenancy/scope';
import { acknowledgedItemsOfSupplier, findOrderItems, lockOrderItems, type OrderItemRef } from '../orders';
import { presentDespatch } from './presenter';
import { despatchFacts } from './shipment-rules';
import * as repo from './repo';
import { recordEvent } from '../webhooks';

/** Order items with what is still open on each (ordered minus despatched). */
async function withDespatched(db: Database, items: readonly OrderItemRef[]) {
  const despatched = await repo.despatchedByItem(db, items.map((i) => i.itemId));
  return items.map((i) => ({ ...i, despatched: despatched.get(i.itemId) ?? 0, openQty: i.quantity - (despatched.get(i.itemId) ?? 0) }));
}

export async function openLines(deps: AppDeps, actor: Actor, orderNo?: string): Promise<OpenOrderLine[]> {
  const rows = await withDespatched(deps.db, await acknowledgedItemsOfSupplier(deps.db, actor.companyId, { orderNo }));
  return rows
    .map((r) => ({ orderId: r.orderId, orderNo: r.orderNo, orderItemId: r.itemId, itemNo: r.itemNo, partNumber: r.partNumber, description: r.description, quantity: r.quantity, despatched: r.despatched, openQty: r.openQty, unit: r.unit }))
    .filter((r) => r.openQty > 0);
}

async function despatchViews(db: Database, scope: Scope, ids?: readonly number[]): Promise<DespatchView[]> {
  const rows = await repo.listDespatches(db, scope, ids);
  const lines = await repo.despatchLines(db, rows.map((r) => r.id));
  const items = new Map((await findOrderItems(db, [...new Set(lines.map((l) => l.order_item_id))])).map((i) => [i.itemId, i]));
  // A line whose order item is gone (replaced by a new order version) is not shown, as before.
  const shown = lines.flatMap((l) => {
    const item = items.get(l.order_item_id);
    return item ? [{ ...l, item }] : [];
  });
  return rows.map((r) => presentDespatch(r, shown.filter((l) => l.despatch_id === r.id)));
}

export const listDespatches = (deps: AppDeps, actor: Actor) => despatchViews(deps.db, scopeOf(actor));

/**
 * Spec: quantities cannot exceed what is open on the order line (D-309); the lines are locked while
 * checked. The trade term is an Incoterm and the packing list keeps one place and term (D-510).
 */
export async function createDespatch(deps: AppDeps, actor: Actor, body: DespatchBody): Promise<DespatchView> {
  const now = new Date();
  const id = await deps.db.transaction().execute(async (trx) => {
    const itemIds = [...new Set(body.lines.map((l) => l.orderItemId))];
    await lockOrderItems(trx, itemIds);
    const open = new Map((await withDespatched(trx, await acknowledgedItemsOfSupplier(trx, actor.companyId, { itemIds }))).map((l) => [l.itemId, l]));
    const asked = new Map<number, number>();
    body.lines.forEach((l, i) => {
      const line = open.get(l.orderItemId);
      if (!line) throw fieldError(`lines.${i}.orderItemId`, 'logistics.order_line_unknown');
      const total = (asked.get(l.orderItemId) ?? 0) + l.quantity;
      const openQty = line.openQty;
      if (total > openQty + 1e-9) throw badRequestField(`lines.${i}.quantity`, openQty);
      asked.set(l.orderItemId, total);
    });
    const facts = await despatchFacts(trx, actor.companyId, body);
    const did = await repo.insertDespatch(trx, {
      number: await repo.nextNumber(trx, 'DN', now),
      company_id: actor.companyId,
      packing_list_no: body.packingListNo,
      ship_date: body.shipDate,
      receiving_place: facts.receivingPlace,
      trade_term: facts.tradeTerm,
      remark: body.remark ?? null,
      created_by: actor.userId,
      created_at: now,
    });
    await repo.insertDespatchLines(trx, body.lines.map((l) => ({ despatch_id: did, order_id: open.get(l.orderItemId)!.orderId, order_item_id: l.orderItemId, quantity: l.quantity, batch: l.batch ?? null, box_no: l.boxNo ?? null })));
    await recordEvent(trx, { type: 'despatch.created', subject: { type: 'despatch', id: did }, payload: (await despatchViews(trx, scopeOf(actor), [did]))[0]! });
    return did;
  });
  return (await despatchViews(deps.db, scopeOf(actor), [id]))[0]!;
}

const badRequestField = (path: string, open: number) => new AppError(400, 'logistics.over_open_qty', { open }, [{ path, errorKey: 'logistics.over_open_qty', params: { open } }]);
