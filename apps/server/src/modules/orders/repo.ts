/** SQL of purchase orders (requests in requests-repo.ts, receipts in receipts-repo.ts); every read of an order carries the company scope. */
import type { ConsignmentQuery, ConsignmentSnapshot } from '@aerosupply/shared/orders/consignment';
import type { OrderListQuery, StaffOrderListQuery } from '@aerosupply/shared/orders/schemas';
import { ENDED_ITEM_STATUSES, REQUESTED_ORDER_STATUSES, type OrderItemStatus, type OrderStatus } from '@aerosupply/shared/orders/workflow';
import { COUNT_CAP, type Page } from '@aerosupply/shared';
import { sql, type Expression, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { containsText } from '../../platform/db/search';
import { companyFilter, isStaff, type Scope } from '../../platform/tenancy/scope';
import type { ChangeValues, PurchaseOrderItemsTable, PurchaseOrdersTable } from './tables';
import { dayEndsAt, dayStartsAt } from '../../platform/db/days';

/** An order's header as lists and the detail read it: its columns, the supplier's names and counters. */
export type OrderHeaderRow = Omit<Selectable<PurchaseOrdersTable>, 'acknowledged_at' | 'created_at'> & {
  supplier_name: string;
  supplier_name_en: string | null;
  vendor_code: string | null;
  pending_requests: number;
  /** Items on which a change may still be asked (not cancelled, none pending). */
  changeable_items: number;
  overdue: boolean;
};

const headerColumns = (db: Database, overdueDays: number, now: Date) =>
  db
    .selectFrom('purchase_orders as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select([
      'o.id',
      'o.order_no',
      'o.version',
      'o.company_id',
      'c.name as supplier_name',
      'c.name_en as supplier_name_en',
      'c.vendor_code',
      'o.source',
      'o.content_hash',
      'o.purchase_dept',
      'o.order_type',
      sql<string>`o.order_date::text`.as('order_date'),
      'o.buyer_user_id',
      'o.buyer_name',
      'o.salesman',
      'o.tel',
      'o.email',
      'o.currency',
      'o.payment_terms',
      'o.incoterms',
      'o.delivery_address',
      'o.invoice_address',
      'o.remark',
      'o.vat_company',
      'o.vat_tax_id',
      'o.vat_address',
      'o.vat_tel',
      'o.vat_bank',
      'o.vat_account',
      sql<string>`o.net_amount::text`.as('net_amount'),
      sql<string>`o.vat_amount::text`.as('vat_amount'),
      sql<string>`o.fee::text`.as('fee'),
      sql<string>`o.total_amount::text`.as('total_amount'),
      'o.item_count',
      'o.status',
      'o.status_before_request',
      'o.supplier_note',
      'o.acknowledgement_no',
      'o.released_at',
      'o.updated_at',
      sql<number>`(select count(*)::int from purchase_order_requests r where r.order_id = o.id and r.status = 'pending')`.as('pending_requests'),
      sql<number>`(select count(*)::int from purchase_order_items i where i.order_id = o.id and i.status in ('open', 'acknowledged'))`.as('changeable_items'),
      sql<boolean>`(o.status = 'new' and o.released_at < ${now}::timestamptz - make_interval(days => ${overdueDays}::int))`.as('overdue'),
    ]);

const SORTS = { orderNo: 'o.order_no', orderDate: 'o.order_date', updatedAt: 'o.updated_at', totalAmount: 'o.total_amount' } as const;
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListContext {
  overdueDays: number;
  now: Date;
  /** The staff actor's user id for `mine`. */
  userId: number;
  /** The company's time zone: released-date filters are its calendar days. */
  timeZone: string;
}

export async function listOrders(db: Database, scope: Scope, q: OrderListQuery & Partial<Pick<StaffOrderListQuery, 'supplier' | 'mine' | 'pending'>>, ctx: ListContext): Promise<Page<OrderHeaderRow>> {
  // The filters as conditions on `o`, applied to the page's query itself (so the planner walks an
  // index in the sort order and stops after the page, D-297) and to the count's simpler query.
  const conds: Expression<SqlBool>[] = [companyFilter('o.company_id', scope)];
  if (q.orderNo) conds.push(containsText('o.order_no', q.orderNo));
  if (q.status) conds.push(sql<boolean>`o.status = ${q.status}`);
  if (q.releasedFrom) conds.push(sql<boolean>`o.released_at >= ${dayStartsAt(q.releasedFrom, ctx.timeZone)}`);
  if (q.releasedTo) conds.push(sql<boolean>`o.released_at < ${dayEndsAt(q.releasedTo, ctx.timeZone)}`);
  if (q.purchaseDept) conds.push(containsText('o.purchase_dept', q.purchaseDept));
  if (q.buyer) conds.push(containsText('o.buyer_name', q.buyer));
  if (isStaff(scope)) {
    if (q.supplier) {
      // The matching companies first (a few thousand rows at most), then their orders by company id:
      // one supplier's orders page through its own index in the sort order, where the semi-join
      // fetched and sorted all of them (D-712). The same rows as `exists (… ilike …)`.
      const s = like(q.supplier);
      const ids = (await db.selectFrom('companies as sc').select('sc.id').where(sql<boolean>`(sc.name ilike ${s} or sc.name_en ilike ${s} or sc.vendor_code ilike ${s})`).execute()).map((c) => c.id);
      // No such company: no orders (a constant false, answered without reading).
      conds.push(ids.length === 0 ? sql<boolean>`false` : ids.length === 1 ? sql<boolean>`o.company_id = ${ids[0]!}` : sql<boolean>`o.company_id = any(${sql.val(ids)}::int[])`);
    }
    if (q.mine === 'true') conds.push(sql<boolean>`o.buyer_user_id = ${ctx.userId}`);
    // Pending requests <=> a requested status (REQUESTED_ORDER_STATUSES), which partial indexes cover.
    if (q.pending === 'true') conds.push(sql<boolean>`o.status in (${sql.join(REQUESTED_ORDER_STATUSES.map((s) => sql.lit(s)))})`);
  }
  let base = db.selectFrom('purchase_orders as o');
  let rows = headerColumns(db, ctx.overdueDays, ctx.now);
  for (const c of conds) {
    base = base.where(c);
    rows = rows.where(c);
  }
  const countFrom = base;
  // A supplier with many orders pages without an exact count of all of them (COUNT_CAP, "at least").
  // A typed search that matches few orders pages from their ids (D-684).
  const search = q.orderNo || q.purchaseDept || q.buyer ? { search: { id: 'o.id' } } : {};
  return pageQuery(db, rows.orderBy(SORTS[q.sort], q.order).orderBy('o.id', q.order), q, { countFrom, countCap: COUNT_CAP, ...search });
}

export async function findOrder(db: Database, scope: Scope, id: number, ctx: Omit<ListContext, 'userId'>, lock = false): Promise<OrderHeaderRow | undefined> {
  if (lock) await db.selectFrom('purchase_orders as o').select('o.id').where(companyFilter('o.company_id', scope)).where('o.id', '=', id).forUpdate().execute();
  return headerColumns(db, ctx.overdueDays, ctx.now).where(companyFilter('o.company_id', scope)).where('o.id', '=', id).executeTakeFirst();
}

/** The order with this number, locked (intake). */
export function lockOrderByNo(db: Database, orderNo: string) {
  return db.selectFrom('purchase_orders').select(['id', 'version', 'content_hash', 'status', 'company_id']).where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
}

/** Inserts the order header unless the number exists (concurrent intakes of one order: one wins). */
export async function insertOrderIfAbsent(db: Database, v: Insertable<PurchaseOrdersTable>): Promise<number | null> {
  const row = await db.insertInto('purchase_orders').values(v).onConflict((oc) => oc.column('order_no').doNothing()).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function replaceOrderHeader(db: Database, id: number, v: Updateable<PurchaseOrdersTable>): Promise<void> {
  await db.updateTable('purchase_orders').set(v).where('id', '=', id).execute();
}

export async function setOrderStatus(db: Database, id: number, v: { status: OrderStatus; statusBeforeRequest?: OrderStatus | null; now: Date; acknowledgementNo?: string; supplierNote?: string | null; acknowledgedAt?: Date }): Promise<void> {
  await db
    .updateTable('purchase_orders')
    .set({
      status: v.status,
      updated_at: v.now,
      ...(v.statusBeforeRequest !== undefined ? { status_before_request: v.statusBeforeRequest } : {}),
      ...(v.acknowledgementNo !== undefined ? { acknowledgement_no: v.acknowledgementNo } : {}),
      ...(v.supplierNote !== undefined ? { supplier_note: v.supplierNote } : {}),
      ...(v.acknowledgedAt !== undefined ? { acknowledged_at: v.acknowledgedAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function updateOrderAmounts(db: Database, id: number, v: { net: number; vat: number; total: number; version: number; now: Date }): Promise<void> {
  await db.updateTable('purchase_orders').set({ net_amount: v.net, vat_amount: v.vat, total_amount: v.total, version: v.version, released_at: v.now, updated_at: v.now }).where('id', '=', id).execute();
}

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

export async function setItemStatus(db: Database, itemId: number, v: { status: OrderItemStatus; statusBeforeRequest?: OrderItemStatus | null; confirmedShipDate?: string | null; reason?: string | null }): Promise<void> {
  await db
    .updateTable('purchase_order_items')
    .set({
      status: v.status,
      ...(v.statusBeforeRequest !== undefined ? { status_before_request: v.statusBeforeRequest } : {}),
      ...(v.confirmedShipDate !== undefined ? { confirmed_ship_date: v.confirmedShipDate } : {}),
      ...(v.reason !== undefined ? { reason: v.reason } : {}),
    })
    .where('id', '=', itemId)
    .execute();
}

/** Acknowledges every open item of an order, confirming its requested ship date. */
export async function acknowledgeOpenItems(db: Database, orderId: number): Promise<void> {
  await db.updateTable('purchase_order_items').set({ status: 'acknowledged', confirmed_ship_date: sql`requested_ship_date` }).where('order_id', '=', orderId).where('status', '=', 'open').execute();
}

/** Applies an accepted change to an item (the new version's values), open again. */
export async function applyItemChange(db: Database, itemId: number, v: ChangeValues & { net: number; vat: number; total: number; reason: string }): Promise<void> {
  await db
    .updateTable('purchase_order_items')
    .set({
      part_number: v.partNumber,
      unit_price: v.unitPrice,
      quantity: v.quantity,
      requested_ship_date: v.shipDate,
      net_amount: v.net,
      vat_amount: v.vat,
      total: v.total,
      status: 'open',
      status_before_request: null,
      confirmed_ship_date: null,
      reason: v.reason,
    })
    .where('id', '=', itemId)
    .execute();
}

/** Ends the order's live items (an item already cancelled or rejected keeps its status, D-500). */
export async function setAllItemsStatus(db: Database, orderId: number, status: OrderItemStatus): Promise<void> {
  await db.updateTable('purchase_order_items').set({ status, status_before_request: null }).where('order_id', '=', orderId).where('status', 'not in', ENDED_ITEM_STATUSES).execute();
}

// ---- Versions ----

export async function insertVersion(db: Database, orderId: number, version: number, snapshot: Record<string, unknown>, now: Date): Promise<void> {
  await db
    .insertInto('purchase_order_versions')
    .values({ order_id: orderId, version, snapshot: JSON.stringify(snapshot), replaced_at: now })
    .onConflict((oc) => oc.columns(['order_id', 'version']).doNothing())
    .execute();
}

export function listVersions(db: Database, orderId: number) {
  return db
    .selectFrom('purchase_order_versions')
    .select(['version', 'replaced_at', sql<string>`coalesce(snapshot->>'totalAmount', '0')`.as('total_amount'), sql<number>`coalesce(jsonb_array_length(snapshot->'items'), 0)::int`.as('item_count')])
    .where('order_id', '=', orderId)
    .orderBy('version', 'desc')
    .execute();
}

// ---- Look-ups of other records (reads) ----

/** Who handles orders at a supplier: enabled users who are its administrator or hold the PO post. */
const HANDLER = sql<boolean>`(u.is_company_admin or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and 'sup.purchaseOrder' = any(r.permissions)))`;

export interface IntakeRefs {
  id: number;
  name: string;
  country: string | null;
  /** The staff user of the intake's buyer account (null when none is given or none matches). */
  buyer_id: number | null;
  /** The supplier's users who handle orders (`orderHandlers`), for the announcement. */
  handler_ids: number[];
}

/**
 * What an intake looks up, in one query: the supplier by vendor code (none: undefined), the buyer's
 * staff account and the supplier's order handlers.
 */
export async function findIntakeRefs(db: Database, vendorCode: string, buyerAccount: string | null): Promise<IntakeRefs | undefined> {
  const row = await db
    .selectFrom('companies as c')
    .select([
      'c.id',
      'c.name',
      'c.country',
      sql<number | null>`(select bu.id from users bu join companies bc on bc.id = bu.company_id where bc.type = 'staff' and bu.account = ${buyerAccount} limit 1)`.as('buyer_id'),
      sql<number[]>`array(select u.id from users u where u.company_id = c.id and u.enabled and ${HANDLER} order by u.id)`.as('handler_ids'),
    ])
    .where('c.type', '=', 'supplier')
    .where('c.vendor_code', '=', vendorCode)
    .executeTakeFirst();
  return row && { ...row, handler_ids: row.handler_ids.map(Number) };
}

export const findSupplierByVendorCode = (db: Database, vendorCode: string) =>
  db.selectFrom('companies').select(['id', 'name']).where('type', '=', 'supplier').where('vendor_code', '=', vendorCode).executeTakeFirst();

export const findStaffUser = (db: Database, account: string) =>
  db.selectFrom('users').innerJoin('companies', 'companies.id', 'users.company_id').select(['users.id', 'users.real_name']).where('companies.type', '=', 'staff').where('users.account', '=', account).executeTakeFirst();

/** The supplier's enabled users who handle orders: the administrator and holders of the PO post. */
export async function orderHandlers(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.company_id', '=', companyId)
    .where('u.enabled', '=', true)
    .where(HANDLER)
    .execute();
  return rows.map((r) => r.id);
}

// ---- Integration clients ----

export async function insertClient(db: Database, v: { clientId: string; secretHash: string; name: string; createdBy: number }): Promise<number> {
  const row = await db.insertInto('integration_clients').values({ client_id: v.clientId, secret_hash: v.secretHash, name: v.name, created_by: v.createdBy }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const clientColumns = (db: Database) => db.selectFrom('integration_clients').select(['id', 'client_id', 'secret_hash', 'name', 'enabled', 'created_at', 'last_used_at']);
export const listClients = (db: Database) => clientColumns(db).orderBy('id').execute();
export const findClient = (db: Database, id: number) => clientColumns(db).where('id', '=', id).executeTakeFirst();
export const findClientByClientId = (db: Database, clientId: string) => clientColumns(db).where('client_id', '=', clientId).executeTakeFirst();

export async function touchClient(db: Database, id: number, now: Date): Promise<void> {
  await db.updateTable('integration_clients').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function setClientEnabled(db: Database, id: number, enabled: boolean): Promise<void> {
  await db.updateTable('integration_clients').set({ enabled }).where('id', '=', id).execute();
}

// ---- Consignment stock ----

export interface ConsignmentRowDb {
  id: number;
  material_pn: string;
  description: string | null;
  plant: string;
  storage_location: string;
  batch: string | null;
  stock_qty: string;
  unit: string;
  data_time: Date;
}

const STOCK_SORTS = { materialPn: 's.material_pn', stockQty: 's.stock_qty', dataTime: 's.data_time' } as const;

export async function listConsignment(db: Database, scope: Scope, q: ConsignmentQuery): Promise<Page<ConsignmentRowDb>> {
  let base = db.selectFrom('consignment_stock as s').where(companyFilter('s.company_id', scope));
  if (q.materialPn) base = base.where('s.material_pn', 'ilike', like(q.materialPn));
  if (q.description) base = base.where('s.description', 'ilike', like(q.description));
  if (q.storageLocation) base = base.where('s.storage_location', 'ilike', like(q.storageLocation));
  if (q.qtyMin !== undefined) base = base.where(sql<boolean>`s.stock_qty >= ${q.qtyMin}`);
  if (q.qtyMax !== undefined) base = base.where(sql<boolean>`s.stock_qty <= ${q.qtyMax}`);
  const rows = base
    .select(['s.id', 's.material_pn', 's.description', 's.plant', 's.storage_location', 's.batch', sql<string>`s.stock_qty::text`.as('stock_qty'), 's.unit', 's.data_time'])
    .orderBy(STOCK_SORTS[q.sort], q.order)
    .orderBy('s.id', q.order);
  return pageQuery(db, rows, q, { countCap: COUNT_CAP });
}

/** Replaces one supplier's stock rows with a snapshot (in the caller's transaction). */
export async function replaceConsignment(db: Database, companyId: number, dataTime: string, rows: ConsignmentSnapshot['rows']): Promise<void> {
  await db.deleteFrom('consignment_stock').where('company_id', '=', companyId).execute();
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map((r) => ({
      company_id: companyId,
      material_pn: r.materialPn,
      description: r.description ?? null,
      plant: r.plant,
      storage_location: r.storageLocation,
      batch: r.batch ?? null,
      stock_qty: r.stockQty,
      unit: r.unit,
      data_time: dataTime,
    }));
    if (batch.length) await db.insertInto('consignment_stock').values(batch).execute();
  }
}

/** Serialises snapshots of one supplier (two at once: the later transaction waits, then replaces). */
export async function lockSupplierStock(db: Database, companyId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${0x5c0}::int, ${companyId}::int)`.execute(db);
}

// ---- Home counters ----

/** Orders of the scope in these statuses (the supplier's new orders). */
export async function countOrdersIn(db: Database, scope: Scope, statuses: readonly OrderStatus[]): Promise<number> {
  const row = await db.selectFrom('purchase_orders as o').select(sql<number>`count(*)::int`.as('n')).where(companyFilter('o.company_id', scope)).where('o.status', 'in', statuses).executeTakeFirstOrThrow();
  return row.n;
}

/** Orders with a pending supplier request. */
export async function countOrdersWithPendingRequests(db: Database): Promise<number> {
  const row = await db.selectFrom('purchase_order_requests').select(sql<number>`count(distinct order_id)::int`.as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow();
  return row.n;
}

// ---- Read for other modules (logistics shipment notices) ----

export interface OpenOrderLine {
  orderId: number;
  orderNo: string;
  version: number;
  itemId: number;
  itemNo: number;
  partNumber: string;
  description: string | null;
  unit: string;
  lineId: number;
  lineNo: number;
  shipToCode: string;
  needByDate: string;
  confirmedShipDate: string | null;
  /** The line's ordered quantity (what is still to ship is this minus what logistics has shipped against it). */
  openQty: number;
}

/**
 * The delivery lines a supplier may still ship against: orders acknowledged or still open (new,
 * change requested), items neither cancelled nor waiting for a change answer (D-296).
 */
export async function openOrderLinesForSupplier(db: Database, companyId: number, opts: { orderIds?: readonly number[]; limit?: number } = {}): Promise<OpenOrderLine[]> {
  let q = db
    .selectFrom('purchase_order_delivery_lines as d')
    .innerJoin('purchase_order_items as i', 'i.id', 'd.item_id')
    .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
    .select([
      'o.id as orderId',
      'o.order_no as orderNo',
      'o.version',
      'i.id as itemId',
      'i.item_no as itemNo',
      'i.part_number as partNumber',
      'i.description',
      'i.unit',
      'd.id as lineId',
      'd.line_no as lineNo',
      'd.ship_to_code as shipToCode',
      sql<string>`d.need_by_date::text`.as('needByDate'),
      sql<string | null>`d.confirmed_ship_date::text`.as('confirmedShipDate'),
      sql<string>`d.quantity::text`.as('qty'),
    ])
    .where('o.company_id', '=', companyId)
    .where('o.status', 'in', ['new', 'acknowledged', 'change_requested'])
    .where('i.status', 'in', ['open', 'acknowledged']);
  if (opts.orderIds) q = opts.orderIds.length ? q.where('o.id', 'in', opts.orderIds) : q.where(sql<boolean>`false`);
  const rows = await q.orderBy('o.order_no').orderBy('i.item_no').orderBy('d.line_no').limit(opts.limit ?? 5000).execute();
  return rows.map(({ qty, ...r }) => ({ ...r, openQty: Number(qty) }));
}

/** An order item as logistics reads it (despatch and shipment cargo): its order, P/N, quantity and states. */
export interface OrderItemRef {
  orderId: number;
  orderNo: string;
  companyId: number;
  orderStatus: OrderStatus;
  itemId: number;
  itemNo: number;
  partNumber: string;
  description: string | null;
  /** The item's ordered quantity. */
  quantity: number;
  unit: string;
  itemStatus: OrderItemStatus;
}

const itemRefQuery = (db: Database) =>
  db
    .selectFrom('purchase_order_items as i')
    .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
    .select([
      'o.id as orderId',
      'o.order_no as orderNo',
      'o.company_id as companyId',
      'o.status as orderStatus',
      'i.id as itemId',
      'i.item_no as itemNo',
      'i.part_number as partNumber',
      'i.description',
      sql<string>`i.quantity::text`.as('qty'),
      'i.unit',
      'i.status as itemStatus',
    ]);
const toItemRef = ({ qty, ...r }: { qty: string } & Omit<OrderItemRef, 'quantity'>): OrderItemRef => ({ ...r, quantity: Number(qty) });

/** Order items by id, any company and state (staff's shipment cargo; despatch lines as they were). */
export async function findOrderItems(db: Database, itemIds: readonly number[]): Promise<OrderItemRef[]> {
  if (itemIds.length === 0) return [];
  return (await itemRefQuery(db).where('i.id', 'in', itemIds).orderBy('i.id').execute()).map(toItemRef);
}

/**
 * A supplier's acknowledged items of acknowledged orders (what it may despatch, D-309), by order
 * number and item number; optionally only order numbers starting with `orderNo`, or only these items.
 */
export async function acknowledgedItemsOfSupplier(db: Database, companyId: number, opts: { orderNo?: string; itemIds?: readonly number[]; limit?: number } = {}): Promise<OrderItemRef[]> {
  let q = itemRefQuery(db).where('o.company_id', '=', companyId).where('o.status', '=', 'acknowledged').where('i.status', '=', 'acknowledged');
  if (opts.orderNo) q = q.where('o.order_no', 'like', `${opts.orderNo.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
  if (opts.itemIds) q = opts.itemIds.length ? q.where('i.id', 'in', opts.itemIds) : q.where(sql<boolean>`false`);
  return (await q.orderBy('o.order_no').orderBy('i.item_no').limit(opts.limit ?? 500).execute()).map(toItemRef);
}

/** Locks order items (in id order) while another module checks and writes against them (two despatches of one line). */
export async function lockOrderItems(db: Database, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length) await db.selectFrom('purchase_order_items').select('id').where('id', 'in', itemIds).orderBy('id').forUpdate().execute();
}

/** A supplier's latest orders for the supplier 360 (newest release first) and how many it has (capped). */
export async function listOrdersOfSupplier(db: Database, companyId: number, limit: number) {
  const rows = await db
    .selectFrom('purchase_orders as o')
    .select([
      'o.id',
      'o.order_no',
      'o.version',
      'o.status',
      sql<string>`o.total_amount::text`.as('total_amount'),
      'o.currency',
      'o.released_at',
      sql<number>`(select count(*)::int from purchase_order_requests r where r.order_id = o.id and r.status = 'pending')`.as('pending_requests'),
    ])
    .where('o.company_id', '=', companyId)
    .orderBy('o.released_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  const count = await db
    .selectFrom(db.selectFrom('purchase_orders').select('id').where('company_id', '=', companyId).limit(COUNT_CAP + 1).as('x'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Math.min(count.n, COUNT_CAP) };
}
