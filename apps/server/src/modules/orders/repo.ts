/** SQL of purchase orders (requests in requests-repo.ts, receipts in receipts-repo.ts, items in items-repo.ts, intake look-ups and clients in intake-repo.ts, consignment stock in consignment-repo.ts, reads for other modules in reads-repo.ts); every read of an order carries the company scope. */
import type { OrderListQuery, StaffOrderListQuery } from '@aerosupply/shared/orders/schemas';
import { ORDER_WORKFLOW, REQUESTED_ORDER_STATUSES, type OrderAction, type OrderStatus } from '@aerosupply/shared/orders/workflow';
import { COUNT_CAP, type Page } from '@aerosupply/shared';
import { sql, type Expression, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { containsPattern, containsText } from '../../platform/db/search';
import { companyFilter, isStaff, type Scope } from '../../platform/tenancy/scope';
import type { PurchaseOrdersTable } from './tables';
import { dayEndsAt, dayStartsAt } from '../../platform/db/days';
import { applyTransition, statusColumn, writeDerivedStatus } from '../../platform/workflow/status-writer';

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

/** Totals over every page of an order search (D-721). */
const ORDER_TOTALS = { amount: 'o.total_amount', currency: 'o.currency', ofRow: (r: OrderHeaderRow) => ({ currency: r.currency, amount: r.total_amount }) };

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
      const s = containsPattern(q.supplier);
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
  return pageQuery(db, rows.orderBy(SORTS[q.sort], q.order).orderBy('o.id', q.order), q, { countFrom, countCap: COUNT_CAP, ...search, totals: ORDER_TOTALS });
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

/** The order's status, moved only by `applyTransition` with ORDER_WORKFLOW (or derived from its items, D-501). */
export const ORDER_STATUS = statusColumn({ table: 'purchase_orders', workflow: ORDER_WORKFLOW });

/** A new version from the ERP replaces the header; the order is `new` again. */
export async function replaceOrderHeader(db: Database, id: number, v: Omit<Updateable<PurchaseOrdersTable>, 'status'>): Promise<void> {
  await applyTransition(db, ORDER_STATUS, { id, action: 'new_version', set: v });
}

export interface OrderStatusColumns {
  now: Date;
  statusBeforeRequest?: OrderStatus | null;
  acknowledgementNo?: string;
  supplierNote?: string | null;
  acknowledgedAt?: Date;
}

const orderColumns = (v: OrderStatusColumns) => ({
  updated_at: v.now,
  ...(v.statusBeforeRequest !== undefined ? { status_before_request: v.statusBeforeRequest } : {}),
  ...(v.acknowledgementNo !== undefined ? { acknowledgement_no: v.acknowledgementNo } : {}),
  ...(v.supplierNote !== undefined ? { supplier_note: v.supplierNote } : {}),
  ...(v.acknowledgedAt !== undefined ? { acknowledged_at: v.acknowledgedAt } : {}),
});

/** Moves the order by `action` (409 with the action's message when it is no longer in a from-state). */
export async function moveOrder(db: Database, id: number, action: OrderAction, v: OrderStatusColumns): Promise<OrderStatus> {
  return applyTransition(db, ORDER_STATUS, { id, action, set: orderColumns(v) });
}

/** Writes the order's status derived from its items (D-501); the other columns are written even when the status stays. */
export async function writeOrderStatusOfItems(db: Database, id: number, status: OrderStatus, v: OrderStatusColumns): Promise<void> {
  const changed = await writeDerivedStatus(db, ORDER_STATUS, { id, to: status, set: orderColumns(v) });
  if (!changed) await db.updateTable('purchase_orders').set(orderColumns(v)).where('id', '=', id).execute();
}

export async function updateOrderAmounts(db: Database, id: number, v: { net: number; vat: number; total: number; version: number; now: Date }): Promise<void> {
  await db.updateTable('purchase_orders').set({ net_amount: v.net, vat_amount: v.vat, total_amount: v.total, version: v.version, released_at: v.now, updated_at: v.now }).where('id', '=', id).execute();
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


// Callers read every order query through `repo`; the parts live beside it.
export * from './items-repo';
export * from './intake-repo';
export * from './consignment-repo';
export * from './reads-repo';
