/** SQL of repair bills (the shop's bill of a shipped order, finance's review); every read carries the company scope. */
import { COUNT_CAP } from '@aerosupply/shared';
import type { BillListQuery } from '@aerosupply/shared/repair/schemas';
import { BILL_WORKFLOW, type BillAction, type BillStatus } from '@aerosupply/shared/repair/workflow';
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { containsText } from '../../platform/db/search';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import type { RepairBillsTable } from './tables';

function selectBill(db: Database) {
  return db
    .selectFrom('repair_bills as b')
    .innerJoin('repair_orders as o', 'o.id', 'b.order_id')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .selectAll('b')
    .select(['o.order_no', 'o.quoted_amount', 'o.cap_fee', 'c.name as company_name', 'c.name_en as company_name_en']);
}
export type BillDbRow = Awaited<ReturnType<ReturnType<typeof selectBill>['executeTakeFirstOrThrow']>>;

/** The bill lists' filters on repair_bills `b` (the order number through its order), one condition for the rows and their count. */
function billFilter(scope: Scope, q: BillListQuery) {
  const c = [companyFilter('b.company_id', scope)];
  if (q.status) c.push(sql<boolean>`b.status = ${q.status}`);
  if (q.orderNo) c.push(sql<boolean>`b.order_id in (select id from repair_orders where ${containsText('order_no', q.orderNo)})`);
  if (q.invoiceNo) c.push(containsText('b.invoice_no', q.invoiceNo));
  if (q.companyId) c.push(sql<boolean>`b.company_id = ${q.companyId}`);
  // As the flagged bills' partial index states it (migration 0990).
  if (q.flagged !== undefined) c.push(q.flagged ? sql<boolean>`(b.over_quotation or b.over_cap)` : sql<boolean>`not (b.over_quotation or b.over_cap)`);
  return sql<boolean>`${sql.join(c, sql` and `)}`;
}

export function listBills(db: Database, scope: Scope, q: BillListQuery) {
  const where = billFilter(scope, q);
  const rows = selectBill(db).where(where).orderBy('b.submitted_at', 'desc').orderBy('b.id', 'desc');
  // A typed number search that matches few bills pages from their ids (D-684).
  const search = q.orderNo || q.invoiceNo ? { search: { id: 'b.id' } } : {};
  return pageQuery(db, rows, q, {
    countCap: COUNT_CAP,
    countFrom: db.selectFrom('repair_bills as b').select('b.id').where(where),
    ...search,
    // Totals over every page of the search (D-721).
    totals: { amount: 'b.total', currency: 'b.currency', ofRow: (r: BillDbRow) => ({ currency: r.currency, amount: r.total }) },
  });
}

export const findBillOfOrder = (db: Database, orderId: number) => selectBill(db).where('b.order_id', '=', orderId).executeTakeFirst();
export const findBill = (db: Database, scope: Scope, id: number) => selectBill(db).where(companyFilter('b.company_id', scope)).where('b.id', '=', id).executeTakeFirst();

export const lockBill = (trx: Database, scope: Scope, id: number) =>
  trx.selectFrom('repair_bills').select(['id', 'status', 'order_id']).where(companyFilter('company_id', scope)).where('id', '=', id).forUpdate().executeTakeFirst();

/** The bill's status, moved only by `applyTransition` with BILL_WORKFLOW. */
export const BILL_STATUS = statusColumn({ table: 'repair_bills', workflow: BILL_WORKFLOW });

/** The shop's bill: a new one pending review, or the not-approved one resubmitted with these values (`resubmitId`). */
export async function saveBill(trx: Database, values: Omit<Insertable<RepairBillsTable>, 'status'>, resubmitId: number | null) {
  const cleared = { reviewed_at: null, reviewer_name: null, reason: null };
  if (resubmitId !== null) {
    await applyTransition(trx, BILL_STATUS, { id: resubmitId, action: 'resubmit', set: { ...values, ...cleared } });
    return;
  }
  await trx
    .insertInto('repair_bills')
    .values({ ...values, status: 'pending_review' })
    .onConflict((oc) => oc.column('order_id').doUpdateSet({ ...values, ...cleared }))
    .execute();
}

export async function reviewBill(trx: Database, id: number, action: Extract<BillAction, 'approve' | 'reject'>, values: { reason: string | null; reviewed_at: Date; reviewer_name: string }): Promise<BillStatus> {
  return applyTransition(trx, BILL_STATUS, { id, action, set: values });
}

/** Back to pending review: the earlier review (reason, time, reviewer) no longer stands. */
export async function reopenBill(trx: Database, id: number): Promise<BillStatus> {
  return applyTransition(trx, BILL_STATUS, { id, action: 'reopen', set: { reason: null, reviewed_at: null, reviewer_name: null } });
}

/** Repair bills of the scope in one status: the rows of `…repair-bills?status=<status>`. */
export async function countBillsIn(db: Database, scope: Scope, status: BillStatus): Promise<number> {
  const row = await db.selectFrom('repair_bills as b').select(sql<number>`count(*)::int`.as('n')).where(companyFilter('b.company_id', scope)).where('b.status', '=', status).executeTakeFirstOrThrow();
  return row.n;
}
