/** SQL of purchase-order items and their delivery lines (written with the order's intake, versions and change requests). */
import { ORDER_ITEM_WORKFLOW, type OrderItemAction, type OrderItemStatus } from '@aerosupply/shared/orders/workflow';
import { sql, type Expression, type Insertable } from 'kysely';
import type { Database } from '../../db/database';
import { applyTransition, applyTransitionToMany, statusColumn } from '../../platform/workflow/status-writer';
import type { ChangeValues, PurchaseOrderItemsTable, PurchaseOrdersTable } from './tables';

// ---- Items and delivery lines ----

export interface ItemRow {
  id: number;
  item_no: number;
  part_number: string;
  description: string | null;
  quantity: string;
  unit: string;
  unit_price: string;
  vat_rate: string;
  net_amount: string;
  vat_amount: string;
  total: string;
  status: OrderItemStatus;
  status_before_request: OrderItemStatus | null;
  original_ship_date: string;
  requested_ship_date: string;
  confirmed_ship_date: string | null;
  reason: string | null;
  agreement_id: number | null;
  agreement_no: string | null;
  agreement_line_no: number | null;
}

const itemColumns = (db: Database) =>
  db
    .selectFrom('purchase_order_items as i')
    .select([
      'i.id',
      'i.item_no',
      'i.part_number',
      'i.description',
      sql<string>`i.quantity::text`.as('quantity'),
      'i.unit',
      sql<string>`i.unit_price::text`.as('unit_price'),
      sql<string>`i.vat_rate::text`.as('vat_rate'),
      sql<string>`i.net_amount::text`.as('net_amount'),
      sql<string>`i.vat_amount::text`.as('vat_amount'),
      sql<string>`i.total::text`.as('total'),
      'i.status',
      'i.status_before_request',
      sql<string>`i.original_ship_date::text`.as('original_ship_date'),
      sql<string>`i.requested_ship_date::text`.as('requested_ship_date'),
      sql<string | null>`i.confirmed_ship_date::text`.as('confirmed_ship_date'),
      'i.reason',
      'i.agreement_id',
      'i.agreement_no',
      'i.agreement_line_no',
    ]);

export const listItems = (db: Database, orderId: number): Promise<ItemRow[]> => itemColumns(db).where('i.order_id', '=', orderId).orderBy('i.item_no').execute();

export function findItem(db: Database, orderId: number, itemId: number, lock = false): Promise<ItemRow | undefined> {
  let q = itemColumns(db).where('i.order_id', '=', orderId).where('i.id', '=', itemId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export interface DeliveryLineRow {
  id: number;
  item_id: number;
  line_no: number;
  ship_to_code: string;
  delivery_address: string | null;
  quantity: string;
  need_by_date: string;
  original_need_by_date: string;
  confirmed_ship_date: string | null;
}

const lineColumns = [
  'd.id',
  'd.item_id',
  'd.line_no',
  'd.ship_to_code',
  'd.delivery_address',
  sql<string>`d.quantity::text`.as('quantity'),
  sql<string>`d.need_by_date::text`.as('need_by_date'),
  sql<string>`d.original_need_by_date::text`.as('original_need_by_date'),
  sql<string | null>`d.confirmed_ship_date::text`.as('confirmed_ship_date'),
] as const;

export function listDeliveryLines(db: Database, orderId: number): Promise<DeliveryLineRow[]> {
  return db
    .selectFrom('purchase_order_delivery_lines as d')
    .innerJoin('purchase_order_items as i', 'i.id', 'd.item_id')
    .select(lineColumns)
    .where('i.order_id', '=', orderId)
    .orderBy('d.item_id')
    .orderBy('d.line_no')
    .execute();
}

export interface NewItem extends Omit<Insertable<PurchaseOrderItemsTable>, 'order_id'> {
  lines: { ship_to_code: string; delivery_address: string | null; quantity: number; need_by_date: string; original_need_by_date: string; confirmed_ship_date?: string | null }[];
}

/** The item columns an intake writes, as one JSON record set (`jsonb_to_recordset`). */
const ITEM_RECORD = sql.raw(
  `x(item_no int, part_number text, description text, quantity numeric, unit text, unit_price numeric, vat_rate numeric, net_amount numeric, vat_amount numeric, total numeric,
     status text, status_before_request text, original_ship_date date, requested_ship_date date, confirmed_ship_date date, reason text,
     agreement_id int, agreement_no text, agreement_line_no int)`,
);
const LINE_RECORD = sql.raw(`y(item_no int, line_no int, ship_to_code text, delivery_address text, quantity numeric, need_by_date date, original_need_by_date date, confirmed_ship_date date)`);

/** Items and delivery lines as the two JSON parameters of one insert statement. */
function itemRecords(items: readonly NewItem[]): { items: string; lines: string } {
  return {
    items: JSON.stringify(items.map(({ lines: _lines, ...i }) => i)),
    lines: JSON.stringify(items.flatMap((i) => i.lines.map((l, n) => ({ ...l, item_no: i.item_no, line_no: n + 1 })))),
  };
}

/** `insert into purchase_order_items ... select` the items of `orderId` (an expression: a number or `o.id` of a CTE). */
const itemsInsert = (orderId: Expression<number> | number, itemsJson: string, from: ReturnType<typeof sql>) => sql`
  insert into purchase_order_items (order_id, item_no, part_number, description, quantity, unit, unit_price, vat_rate, net_amount, vat_amount, total,
                                    status, status_before_request, original_ship_date, requested_ship_date, confirmed_ship_date, reason,
                                    agreement_id, agreement_no, agreement_line_no)
  select ${orderId}, x.item_no, x.part_number, x.description, x.quantity, x.unit, x.unit_price, x.vat_rate, x.net_amount, x.vat_amount, x.total,
         coalesce(x.status, 'open'), x.status_before_request, x.original_ship_date, x.requested_ship_date, x.confirmed_ship_date, x.reason,
         x.agreement_id, x.agreement_no, x.agreement_line_no
    from ${from} jsonb_to_recordset(${itemsJson}::jsonb) as ${ITEM_RECORD}
  returning id, item_no`;

const linesInsert = (linesJson: string) => sql`
  insert into purchase_order_delivery_lines (item_id, line_no, ship_to_code, delivery_address, quantity, need_by_date, original_need_by_date, confirmed_ship_date)
  select i.id, y.line_no, y.ship_to_code, y.delivery_address, y.quantity, y.need_by_date, y.original_need_by_date, y.confirmed_ship_date
    from jsonb_to_recordset(${linesJson}::jsonb) as ${LINE_RECORD} join i on i.item_no = y.item_no`;

/**
 * Inserts an order's items and their delivery lines in one statement (one round trip however many
 * lines: an order may carry 2,000; the rows travel as two JSON parameters).
 */
export async function insertItems(db: Database, orderId: number, items: readonly NewItem[]): Promise<void> {
  if (items.length === 0) return;
  const r = itemRecords(items);
  await sql`with i as (${itemsInsert(orderId, r.items, sql``)}) ${linesInsert(r.lines)}`.execute(db);
}

/**
 * The intake's write of a new order: header, items and delivery lines in one statement, unless the
 * number exists (concurrent intakes of one order: one wins; the others get null and read the winner).
 */
export async function insertOrderWithItems(db: Database, header: Insertable<PurchaseOrdersTable>, items: readonly NewItem[]): Promise<number | null> {
  const r = itemRecords(items);
  const insertHeader = db.insertInto('purchase_orders').values(header).onConflict((oc) => oc.column('order_no').doNothing()).returning('id');
  const { rows } = await sql<{ id: number }>`
    with o as (${insertHeader}),
         i as (${itemsInsert(sql<number>`o.id`, r.items, sql`o cross join`)}),
         d as (${linesInsert(r.lines)})
    select id from o`.execute(db);
  return rows[0]?.id ?? null;
}

/** Original ship dates by item number, kept when a new version replaces the items. */
export async function originalShipDates(db: Database, orderId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('purchase_order_items').select(['item_no', sql<string>`original_ship_date::text`.as('d')]).where('order_id', '=', orderId).execute();
  return new Map(rows.map((r) => [r.item_no, r.d]));
}

/** Original need-by dates of the delivery lines by `itemNo/lineNo`, kept when a new version replaces the items (D-291). */
export async function originalLineDates(db: Database, orderId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('purchase_order_delivery_lines as d')
    .innerJoin('purchase_order_items as i', 'i.id', 'd.item_id')
    .select(['i.item_no', 'd.line_no', sql<string>`d.original_need_by_date::text`.as('d')])
    .where('i.order_id', '=', orderId)
    .execute();
  return new Map(rows.map((r) => [`${r.item_no}/${r.line_no}`, r.d]));
}

/** One item's delivery lines, locked (an accepted change rescales them). */
export function lockItemLines(db: Database, itemId: number): Promise<DeliveryLineRow[]> {
  return db.selectFrom('purchase_order_delivery_lines as d').select(lineColumns).where('d.item_id', '=', itemId).orderBy('d.line_no').forUpdate().execute();
}

/** Writes the rescaled lines of an item: new quantity and date for kept lines, the dropped ones deleted; confirmations cleared (D-292). */
export async function rewriteItemLines(db: Database, itemId: number, kept: readonly { id: number; quantity: number; needByDate: string }[], dropped: readonly number[]): Promise<void> {
  if (dropped.length) await db.deleteFrom('purchase_order_delivery_lines').where('item_id', '=', itemId).where('id', 'in', dropped).execute();
  for (const l of kept) {
    await db.updateTable('purchase_order_delivery_lines').set({ quantity: l.quantity, need_by_date: l.needByDate, confirmed_ship_date: null }).where('id', '=', l.id).execute();
  }
}

/** Confirms the lines of items: the item's confirmed date when the supplier gave one, else each line's need-by date (D-291). */
export async function confirmLines(db: Database, where: { itemId: number; confirmedShipDate: string | null } | { orderId: number; openOnly: true }): Promise<void> {
  if ('itemId' in where) {
    await db
      .updateTable('purchase_order_delivery_lines')
      .set({ confirmed_ship_date: where.confirmedShipDate === null ? sql`need_by_date` : sql`${where.confirmedShipDate}::date` })
      .where('item_id', '=', where.itemId)
      .execute();
    return;
  }
  await db
    .updateTable('purchase_order_delivery_lines')
    .set({ confirmed_ship_date: sql`need_by_date` })
    .where('item_id', 'in', (eb) => eb.selectFrom('purchase_order_items').select('id').where('order_id', '=', where.orderId).where('status', '=', 'open'))
    .execute();
}

export async function deleteItems(db: Database, orderId: number): Promise<void> {
  await db.deleteFrom('purchase_order_items').where('order_id', '=', orderId).execute();
}

/** The item's status, moved only by `applyTransition` with ORDER_ITEM_WORKFLOW. */
export const ORDER_ITEM_STATUS = statusColumn({ table: 'purchase_order_items', workflow: ORDER_ITEM_WORKFLOW });

/** Moves one item by `action`, with the columns the action writes beside its status. */
export async function moveItem(
  db: Database,
  itemId: number,
  action: OrderItemAction,
  v: { statusBeforeRequest?: OrderItemStatus | null; confirmedShipDate?: string | null; reason?: string | null } = {},
): Promise<OrderItemStatus> {
  return applyTransition(db, ORDER_ITEM_STATUS, {
    id: itemId,
    action,
    set: {
      ...(v.statusBeforeRequest !== undefined ? { status_before_request: v.statusBeforeRequest } : {}),
      ...(v.confirmedShipDate !== undefined ? { confirmed_ship_date: v.confirmedShipDate } : {}),
      ...(v.reason !== undefined ? { reason: v.reason } : {}),
    },
  });
}

const itemIdsOf = async (db: Database, orderId: number): Promise<number[]> => (await db.selectFrom('purchase_order_items').select('id').where('order_id', '=', orderId).execute()).map((r) => r.id);

/** Acknowledges every open item of an order, confirming its requested ship date. */
export async function acknowledgeOpenItems(db: Database, orderId: number): Promise<void> {
  await applyTransitionToMany(db, ORDER_ITEM_STATUS, { ids: await itemIdsOf(db, orderId), action: 'acknowledge', set: { confirmed_ship_date: sql`requested_ship_date` } });
}

/** Applies an accepted change to an item (the new version's values), open again. */
export async function applyItemChange(db: Database, itemId: number, v: ChangeValues & { net: number; vat: number; total: number; reason: string }): Promise<void> {
  await applyTransition(db, ORDER_ITEM_STATUS, {
    id: itemId,
    action: 'accept_change',
    set: {
      part_number: v.partNumber,
      unit_price: v.unitPrice,
      quantity: v.quantity,
      requested_ship_date: v.shipDate,
      net_amount: v.net,
      vat_amount: v.vat,
      total: v.total,
      status_before_request: null,
      confirmed_ship_date: null,
      reason: v.reason,
    },
  });
}

/** Ends the order's live items (an item already cancelled or rejected keeps its status, D-500). */
export async function endItemsWithOrder(db: Database, orderId: number): Promise<void> {
  await applyTransitionToMany(db, ORDER_ITEM_STATUS, { ids: await itemIdsOf(db, orderId), action: 'end_with_order', set: { status_before_request: null } });
}
