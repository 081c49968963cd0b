/**
 * SQL of electronic freight bills: rate cards in rate-cards-repo.ts, match summaries in match-repo.ts,
 * the difference list and report D in reports-repo.ts. A bill is its forwarder company's
 * (`companyFilter`): staff see all, a forwarder its own. Each bill carries the rate card in force for its forwarder, route, mode, currency and invoice date (the latest start wins).
 */
import type { BillListQuery } from '@aerosupply/shared/freight-bills/schemas';
import { BILL_WORKFLOW, type BillAction, type BillStatus } from '@aerosupply/shared/freight-bills/workflow';
import { COUNT_CAP } from '@aerosupply/shared';
import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { containsText } from '../../platform/db/search';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import { applyTransition, statusColumn, type TransitionInput } from '../../platform/workflow/status-writer';
import type { FreightBillsTable } from './tables';
import { billsWithCard, day, weightKg } from './bill-query-repo';
import { markChargingBills, markForRecheck } from './match-repo';


/** `FB<yyyymmdd>-<nnnnnn>` numbers from the table's id sequence, `count` at once. */
export async function nextBillNumbers(db: Database, count: number, now: Date): Promise<string[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ n: number }>`select nextval('freight_bills_id_seq'::regclass)::int as n from generate_series(1, ${count})`.execute(db);
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return rows.map((r) => `FB${date}-${String(r.n).padStart(6, '0')}`);
}

function selectBills(db: Database) {
  return billsWithCard(db)
    .select([
      'b.id', 'b.company_id', 'c.name as company_name', 'c.name_en as company_name_en', 'b.number', 'b.invoice_no', 'b.transport_mode',
      'b.material_level', 'b.origin', 'b.destination', 'b.transport_level', 'b.billing_mode', 'b.net_weight', 'b.weight_unit', 'b.currency',
      'b.invoice_amount', 'b.total_freight', 'b.fee_operation', 'b.fee_level', 'b.fee_billing', 'b.fee_route', 'b.fee_additional',
      'b.waybill_nos', 'b.remark', 'b.status', 'b.source', 'b.review_comment', 'b.reviewer_name', 'b.submitted_at', 'b.created_at', 'b.updated_at',
      'rc.rate_card_id', 'rc.rate_per_kg', 'rc.min_charge',
    ])
    .select([day('b.invoice_date', 'invoice_date'), sql<string | null>`b.feedback_date::text`.as('feedback_date'), weightKg.as('weight_kg')]);
}
export type BillRow = Awaited<ReturnType<ReturnType<typeof selectBills>['executeTakeFirstOrThrow']>>;

const BILL_SORT = { number: 'b.number', invoiceDate: 'b.invoice_date', updatedAt: 'b.updated_at' } as const;

/** Expected amount in SQL (the same rule as the shared `expectedAmount`), for the "differs" filter. */
const expectedSql = sql`greatest(rc.min_charge, round(${weightKg} * rc.rate_per_kg, 2))`;

export async function listBills(db: Database, scope: Scope, q: BillListQuery) {
  // The filters on the bill alone, applied to the page's query and to a count (and search ids)
  // without the rate-card lookup each row of the page's query makes (D-713).
  const conds: Expression<SqlBool>[] = [companyFilter('b.company_id', scope)];
  if (q.number) conds.push(containsText('b.number', q.number));
  if (q.invoiceNo) conds.push(containsText('b.invoice_no', q.invoiceNo));
  if (q.status) conds.push(sql<boolean>`b.status = ${q.status}`);
  if (q.transportMode) conds.push(sql<boolean>`b.transport_mode = ${q.transportMode}`);
  if (q.forwarderId) conds.push(sql<boolean>`b.company_id = ${q.forwarderId}`);
  if (q.waybillNo) conds.push(sql<boolean>`${q.waybillNo} = any(b.waybill_nos)`);
  if (q.invoiceFrom) conds.push(sql<boolean>`b.invoice_date >= ${q.invoiceFrom}::date`);
  if (q.invoiceTo) conds.push(sql<boolean>`b.invoice_date <= ${q.invoiceTo}::date`);
  let qb = selectBills(db);
  let base = db.selectFrom('freight_bills as b');
  for (const c of conds) {
    qb = qb.where(c);
    base = base.where(c);
  }
  if (q.differs === 'true') qb = qb.where(sql<boolean>`rc.rate_card_id is not null and b.total_freight <> ${expectedSql}`);
  if (q.differs === 'false') qb = qb.where(sql<boolean>`rc.rate_card_id is not null and b.total_freight = ${expectedSql}`);
  const ordered = qb.orderBy(sql.ref(BILL_SORT[q.sort]), q.order).orderBy('b.id', q.order);
  // The bills grow without bound (200,000 in the bench): the count stops at COUNT_CAP (D-205, D-713).
  return pageQuery(db, ordered, { page: q.page, pageSize: q.pageSize }, {
    countCap: COUNT_CAP,
    ...(q.differs ? {} : { countFrom: base }),
    ...(q.number || q.invoiceNo ? { search: { id: 'b.id' } } : {}),
    // Totals over every page of the search (D-721).
    totals: { amount: 'b.total_freight', currency: 'b.currency', ofRow: (r: BillRow) => ({ currency: r.currency, amount: r.total_freight }) },
  });
}

export const findBill = (db: Database, id: number, scope: Scope) => selectBills(db).where('b.id', '=', id).where(companyFilter('b.company_id', scope)).executeTakeFirst();

/** Holds the bill until the transaction ends: two reviewers at once, one waits and then sees the new status. */
export const lockBill = (trx: Database, id: number, scope: Scope) =>
  trx.selectFrom('freight_bills as b').select(['b.id', 'b.company_id', 'b.status', 'b.number']).where('b.id', '=', id).where(companyFilter('b.company_id', scope)).forUpdate().executeTakeFirst();

export type BillValues = Omit<Insertable<FreightBillsTable>, 'id'>;

export async function insertBill(trx: Database, values: BillValues): Promise<number> {
  const id = (await trx.insertInto('freight_bills').values(values).returning('id').executeTakeFirstOrThrow()).id;
  await insertWaybillRows(trx, [{ id, company_id: values.company_id, waybill_nos: values.waybill_nos ?? [] }]);
  await markForRecheck(trx, [id]);
  return id;
}

/** Many bills at once (the Excel import), in chunks. */
export async function insertBills(trx: Database, values: BillValues[]): Promise<number[]> {
  // New bills have no stored summary yet; the bills already charging their waybills lose theirs.
  await markChargingBills(trx, values.flatMap((v) => (v.waybill_nos ?? []).map((waybill) => ({ companyId: v.company_id, waybill }))));
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const rows = await trx.insertInto('freight_bills').values(values.slice(i, i + 500)).returning(['id', 'company_id', 'waybill_nos']).execute();
    await insertWaybillRows(trx, rows);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * Every bill write goes through here (D-436, D-437): the bill's waybill rows follow its waybills, and
 * the bill and every bill of its forwarder sharing a waybill (before and after; a duplicate is mutual)
 * lose their stored match summary.
 */
export async function updateBill(trx: Database, id: number, values: Updateable<FreightBillsTable>): Promise<void> {
  await markForRecheck(trx, [id]);
  const row = await trx.updateTable('freight_bills').set(values).where('id', '=', id).returning(['id', 'company_id', 'waybill_nos']).executeTakeFirst();
  if (row && values.waybill_nos !== undefined) {
    await trx.deleteFrom('freight_bill_waybills').where('bill_id', '=', id).execute();
    await insertWaybillRows(trx, [row]);
  }
  await markForRecheck(trx, [id]);
}

/** The bill's status, moved only by `applyTransition` with BILL_WORKFLOW. */
export const BILL_STATUS = statusColumn({ table: 'freight_bills', workflow: BILL_WORKFLOW });

/** A status step of the bill (target from BILL_WORKFLOW); the bill's stored match summary is dropped like on every write. */
export async function moveBill(trx: Database, input: TransitionInput<BillStatus, BillAction> & { set: Updateable<FreightBillsTable> }): Promise<BillStatus> {
  const to = await applyTransition(trx, BILL_STATUS, input);
  await markForRecheck(trx, [input.id]);
  return to;
}

export async function deleteBill(trx: Database, id: number): Promise<void> {
  await markForRecheck(trx, [id]);
  await trx.deleteFrom('freight_bills').where('id', '=', id).execute();
}

async function insertWaybillRows(trx: Database, bills: readonly { id: number; company_id: number; waybill_nos: readonly string[] }[]): Promise<void> {
  const rows = bills.flatMap((b) => [...new Set(b.waybill_nos)].map((waybill) => ({ bill_id: b.id, company_id: b.company_id, waybill })));
  for (let i = 0; i < rows.length; i += 2000) await trx.insertInto('freight_bill_waybills').values(rows.slice(i, i + 2000)).execute();
}

/** Another bill of the company with this invoice number (duplicate detection). */
export const findInvoiceOwner = (db: Database, companyId: number, invoiceNo: string, exceptId?: number) => {
  let q = db.selectFrom('freight_bills').select(['id', 'number']).where('company_id', '=', companyId).where(sql<boolean>`upper(invoice_no) = upper(${invoiceNo})`);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
};

export const findNumberOwner = (db: Database, companyId: number, number: string, exceptId: number) =>
  db.selectFrom('freight_bills').select('id').where('company_id', '=', companyId).where('number', '=', number).where('id', '<>', exceptId).executeTakeFirst();

/** Which of these invoice numbers (upper-cased) the company has billed already. */
export async function existingInvoiceNos(db: Database, companyId: number, invoiceNos: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const upper = [...new Set(invoiceNos.map((n) => n.toUpperCase()))];
  for (let i = 0; i < upper.length; i += 1000) {
    const chunk = upper.slice(i, i + 1000);
    const rows = await db
      .selectFrom('freight_bills')
      .select(sql<string>`upper(invoice_no)`.as('n'))
      .where('company_id', '=', companyId)
      .where(sql<boolean>`upper(invoice_no) in (${sql.join(chunk)})`)
      .execute();
    for (const r of rows) found.add(r.n);
  }
  return found;
}

/** Forwarder companies (the rate card picker). */
export const listForwarders = (db: Database) => db.selectFrom('companies').select(['id', 'name', 'name_en']).where('type', '=', 'forwarder').orderBy('name').orderBy('id').execute();

export const findForwarder = (db: Database, id: number) => db.selectFrom('companies').select('id').where('id', '=', id).where('type', '=', 'forwarder').executeTakeFirst();

/**
 * Other submitted or approved bills of the same forwarder charging any of these waybills (the
 * duplicate check of the shipment match, D-367): one row per bill and waybill.
 */
export async function findWaybillsChargedElsewhere(db: Database, companyId: number, billId: number, waybills: readonly string[]) {
  if (waybills.length === 0) return [];
  const list = sql.join(waybills.map((w) => w.toUpperCase()));
  const rows = await db
    .selectFrom('freight_bills as b')
    .select(['b.id', 'b.number', 'b.waybill_nos'])
    .where('b.company_id', '=', companyId)
    .where('b.id', '<>', billId)
    .where('b.status', 'in', ['submitted', 'approved'])
    .where(sql<boolean>`b.waybill_nos && array[${list}]::text[]`)
    .orderBy('b.id')
    .execute();
  const wanted = new Set(waybills.map((w) => w.toUpperCase()));
  return rows.flatMap((r) => r.waybill_nos.filter((w) => wanted.has(w)).map((waybill) => ({ billId: r.id, number: r.number, waybill })));
}

// ---- workbench counters (issue 28 item 2, D-580) ----

/** Bills of the scope in one status: the rows of `fwd/bills?status=` / `logistics/bills?status=`. */
export async function countBillsIn(db: Database, scope: Scope, status: BillStatus): Promise<number> {
  const row = await db.selectFrom('freight_bills as b').select(sql<number>`count(*)::int`.as('n')).where(companyFilter('b.company_id', scope)).where('b.status', '=', status).executeTakeFirstOrThrow();
  return row.n;
}


// Callers read every bill query through `repo`; the parts live beside it.
export * from './rate-cards-repo';
export * from './match-repo';
export * from './reports-repo';
