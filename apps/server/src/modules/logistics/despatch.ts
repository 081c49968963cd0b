/**
 * Supplier despatch against purchase-order lines (issue 16, D-309; issue 26 items 6 and 8, D-510,
 * D-530..D-532): the open lines, the despatches, a new despatch (quantities up to what is open, a
 * trade term of Incoterms 2020, one receiving place and trade term per packing-list number), its
 * edit and withdrawal while no notice carries it, and the shipment it became (`supplier-shipment.ts`).
 */
import type { DespatchBody, DespatchView, OpenOrderLine } from '@aerosupply/shared/logistics/despatch-schemas';
import type { DespatchAction } from '@aerosupply/shared/logistics/despatch';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { scopeOf, type Scope } from '../../platform/tenancy/scope';
import { acknowledgedItemsOfSupplier, findOrderItems, lockOrderItems, type OrderItemRef } from '../orders';
import { assertMayOnDespatch, despatchRecord } from './policy';
import { presentDespatch } from './presenter';
import { despatchFacts } from './shipment-rules';
import * as despatchRepo from './despatch-repo';
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

async function despatchViews(db: Database, actor: Actor, scope: Scope, ids?: readonly number[]): Promise<DespatchView[]> {
  const rows = await repo.listDespatches(db, scope, ids);
  const lines = await repo.despatchLines(db, rows.map((r) => r.id));
  const items = new Map((await findOrderItems(db, [...new Set(lines.map((l) => l.order_item_id))])).map((i) => [i.itemId, i]));
  // A line whose order item is gone (replaced by a new order version) is not shown, as before.
  const shown = lines.flatMap((l) => {
    const item = items.get(l.order_item_id);
    return item ? [{ ...l, item }] : [];
  });
  return rows.map((r) => presentDespatch(r, shown.filter((l) => l.despatch_id === r.id), actor));
}

export const listDespatches = (deps: AppDeps, actor: Actor) => despatchViews(deps.db, actor, scopeOf(actor));

const PENDING = ['change_requested', 'rejection_requested', 'cancellation_requested'];
const ENDED_ORDER = ['rejected', 'cancelled', 'closed', 'completed'];
const ENDED_ITEM = ['cancelled', 'rejected', 'received'];

/**
 * Why a line of the supplier cannot be despatched (D-532): not acknowledged yet, a request waiting
 * for the buyer, or closed. Another company's line, or none, stays "does not exist".
 */
function notDespatchable(path: string, item: OrderItemRef | undefined, companyId: number): AppError {
  if (!item || item.companyId !== companyId) return fieldError(path, 'logistics.order_line_unknown');
  const key = ENDED_ITEM.includes(item.itemStatus) || ENDED_ORDER.includes(item.orderStatus)
    ? 'logistics.order_line_closed'
    : PENDING.includes(item.itemStatus) || PENDING.includes(item.orderStatus)
      ? 'logistics.order_line_request_pending'
      : 'logistics.order_line_not_acknowledged';
  const params = { orderNo: item.orderNo, itemNo: item.itemNo };
  return new AppError(400, key, params, [{ path, errorKey: key, params }]);
}

/**
 * Spec: quantities cannot exceed what is open on the order line (D-309); the lines are locked while
 * checked. `own`: what the despatch being edited already holds of each line (open to it again).
 * Answers each line's order id.
 */
async function checkLines(trx: Database, actor: Actor, body: DespatchBody, own: ReadonlyMap<number, number> = new Map()): Promise<Map<number, number>> {
  const itemIds = [...new Set(body.lines.map((l) => l.orderItemId))];
  await lockOrderItems(trx, itemIds);
  const open = new Map((await withDespatched(trx, await acknowledgedItemsOfSupplier(trx, actor.companyId, { itemIds }))).map((l) => [l.itemId, l]));
  const missing = itemIds.filter((id) => !open.has(id));
  const found = new Map((await findOrderItems(trx, missing)).map((i) => [i.itemId, i]));
  const asked = new Map<number, number>();
  body.lines.forEach((l, i) => {
    const line = open.get(l.orderItemId);
    if (!line) throw notDespatchable(`lines.${i}.orderItemId`, found.get(l.orderItemId), actor.companyId);
    const total = (asked.get(l.orderItemId) ?? 0) + l.quantity;
    const openQty = line.openQty + (own.get(l.orderItemId) ?? 0);
    if (total > openQty + 1e-9) throw badRequestField(`lines.${i}.quantity`, openQty);
    asked.set(l.orderItemId, total);
  });
  return new Map([...open].map(([id, l]) => [id, l.orderId]));
}

const lineRows = (despatchId: number, body: DespatchBody, orderOf: Map<number, number>) =>
  body.lines.map((l) => ({ despatch_id: despatchId, order_id: orderOf.get(l.orderItemId)!, order_item_id: l.orderItemId, quantity: l.quantity, batch: l.batch ?? null, box_no: l.boxNo ?? null }));

export async function createDespatch(deps: AppDeps, actor: Actor, body: DespatchBody): Promise<DespatchView> {
  const now = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    const orderOf = await checkLines(trx, actor, body);
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
    await repo.insertDespatchLines(trx, lineRows(did, body, orderOf));
    await recordEvent(trx, { type: 'despatch.created', subject: { type: 'despatch', id: did }, payload: (await despatchViews(trx, actor, scopeOf(actor), [did]))[0]! });
    return did;
  });
  return (await despatchViews(deps.db, actor, scopeOf(actor), [id]))[0]!;
}

/** The supplier's despatch, locked, if it may take `action` now (404 another company's; 409 on a notice or picked up, D-530). */
async function lockFor(trx: Database, actor: Actor, id: number, action: DespatchAction) {
  const row = await despatchRepo.lockDespatch(trx, actor.companyId, id);
  if (!row) throw notFound();
  assertMayOnDespatch(despatchRecord(row), actor, action);
  return row;
}

/** Edit while on no notice: the whole despatch again, its own quantities open to it (D-531). */
export async function updateDespatch(deps: AppDeps, actor: Actor, id: number, body: DespatchBody): Promise<DespatchView> {
  await deps.db.transaction().execute(async (trx) => {
    await lockFor(trx, actor, id, 'edit');
    const own = new Map<number, number>();
    for (const l of await repo.despatchLines(trx, [id])) own.set(l.order_item_id, (own.get(l.order_item_id) ?? 0) + Number(l.quantity));
    const orderOf = await checkLines(trx, actor, body, own);
    const facts = await despatchFacts(trx, actor.companyId, body, id);
    await despatchRepo.updateDespatch(trx, id, { packing_list_no: body.packingListNo, ship_date: body.shipDate, receiving_place: facts.receivingPlace, trade_term: facts.tradeTerm, remark: body.remark ?? null });
    await despatchRepo.deleteDespatchLines(trx, id);
    await repo.insertDespatchLines(trx, lineRows(id, body, orderOf));
  });
  return (await despatchViews(deps.db, actor, scopeOf(actor), [id]))[0]!;
}

/** Withdrawal while on no notice: the despatch and its lines go; what they held is open on the order lines again (D-531). */
export async function withdrawDespatch(deps: AppDeps, actor: Actor, id: number): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    await lockFor(trx, actor, id, 'withdraw');
    // The ERP hears of the withdrawal with the despatch as it was (issue 33).
    const withdrawn = (await despatchViews(trx, actor, scopeOf(actor), [id]))[0]!;
    await despatchRepo.deleteDespatch(trx, id);
    await recordEvent(trx, { type: 'despatch.withdrawn', subject: { type: 'despatch', id }, payload: withdrawn });
  });
  return null;
}

const badRequestField = (path: string, open: number) => new AppError(400, 'logistics.over_open_qty', { open }, [{ path, errorKey: 'logistics.over_open_qty', params: { open } }]);
