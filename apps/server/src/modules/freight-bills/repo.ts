/**
 * All SQL of electronic freight bills and rate cards. A bill is its forwarder company's
 * (`companyFilter`): staff see all, a forwarder its own. Each bill carries the rate card in force
 * for its forwarder, route, mode, currency and invoice date (the latest start wins).
 */
import type { BillListQuery, DifferenceListQuery, RateCardListQuery } from '@aerosupply/shared/freight-bills/schemas';
import type { ReportDQuery, ReportEQuery } from '@aerosupply/shared/logistics-reports/schemas';
import type { BillStatus } from '@aerosupply/shared/freight-bills/workflow';
import { COUNT_CAP } from '@aerosupply/shared';
import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { containsText } from '../../platform/db/search';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import type { FreightBillsTable, FreightRateCardsTable } from './tables';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
const day = (col: string, alias: string) => sql<string>`${sql.ref(col)}::text`.as(alias);

/** `FB<yyyymmdd>-<nnnnnn>` numbers from the table's id sequence, `count` at once. */
export async function nextBillNumbers(db: Database, count: number, now: Date): Promise<string[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ n: number }>`select nextval('freight_bills_id_seq'::regclass)::int as n from generate_series(1, ${count})`.execute(db);
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return rows.map((r) => `FB${date}-${String(r.n).padStart(6, '0')}`);
}

/** Weight in kg as the shared `weightInKg` rounds it. */
const weightKg = sql<string>`round(case when b.weight_unit = 'lb' then b.net_weight * 0.45359237 else b.net_weight end, 3)`;

/** Bills with their forwarder and the rate card in force (the latest start wins). */
function billsWithCard(db: Database) {
  return db
    .selectFrom('freight_bills as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('freight_rate_cards as rc')
          .select(['rc.id as rate_card_id', 'rc.rate_per_kg', 'rc.min_charge'])
          .whereRef('rc.company_id', '=', 'b.company_id')
          .where(sql<boolean>`upper(rc.origin) = upper(b.origin) and upper(rc.destination) = upper(b.destination)`)
          .whereRef('rc.transport_mode', '=', 'b.transport_mode')
          .whereRef('rc.currency', '=', 'b.currency')
          .where(sql<boolean>`rc.effective_from <= b.invoice_date and (rc.effective_to is null or rc.effective_to >= b.invoice_date)`)
          .orderBy('rc.effective_from', 'desc')
          .orderBy('rc.id', 'desc')
          .limit(1)
          .as('rc'),
      (join) => join.onTrue(),
    );
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
  return pageQuery(db, ordered, { page: q.page, pageSize: q.pageSize }, { countCap: COUNT_CAP, ...(q.differs ? {} : { countFrom: base }), ...(q.number || q.invoiceNo ? { search: { id: 'b.id' } } : {}) });
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

export async function setBillStatus(trx: Database, id: number, status: BillStatus, values: Updateable<FreightBillsTable>): Promise<void> {
  await trx.updateTable('freight_bills').set({ ...values, status }).where('id', '=', id).execute();
  await markForRecheck(trx, [id]);
}

export async function deleteBill(trx: Database, id: number): Promise<void> {
  await markForRecheck(trx, [id]);
  await trx.deleteFrom('freight_bills').where('id', '=', id).execute();
}

async function insertWaybillRows(trx: Database, bills: readonly { id: number; company_id: number; waybill_nos: readonly string[] }[]): Promise<void> {
  const rows = bills.flatMap((b) => [...new Set(b.waybill_nos)].map((waybill) => ({ bill_id: b.id, company_id: b.company_id, waybill })));
  for (let i = 0; i < rows.length; i += 2000) await trx.insertInto('freight_bill_waybills').values(rows.slice(i, i + 2000)).execute();
}

/** The bills and every bill of the same forwarder sharing one of their waybills: stored summaries dropped (D-437). */
async function markForRecheck(trx: Database, billIds: readonly number[]): Promise<void> {
  if (billIds.length === 0) return;
  const ids = [...billIds];
  // A join with the ids (not `id = any(…) or id in (…)`, which reads every bill): an import of
  // 10,000 bills marks them and their waybills' other bills in one pass.
  await sql`
    update freight_bills b set match_checked_at = null, match_dirty_at = clock_timestamp()
      from (select unnest(${ids}::int[]) as id
            union
            select o.bill_id from freight_bill_waybills m join freight_bill_waybills o on o.company_id = m.company_id and o.waybill = m.waybill where m.bill_id = any(${ids}::int[])) x
     where b.id = x.id`.execute(trx);
}

/** The stored bills charging any of these (forwarder, waybill) pairs: summaries dropped (an import's new bills, D-437). */
async function markChargingBills(trx: Database, pairs: readonly { companyId: number; waybill: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  await sql`
    update freight_bills b set match_checked_at = null, match_dirty_at = clock_timestamp()
      from (select distinct o.bill_id
              from unnest(${pairs.map((p) => p.companyId)}::int[], ${pairs.map((p) => p.waybill)}::text[]) as p(c, w)
              join freight_bill_waybills o on o.company_id = p.c and o.waybill = p.w) x
     where b.id = x.bill_id`.execute(trx);
}

/** Bills priced by this rate card (its forwarder, route, mode and currency): stored summaries dropped (D-437). */
async function markCardBills(trx: Database, cardId: number): Promise<void> {
  await sql`
    update freight_bills b set match_checked_at = null, match_dirty_at = clock_timestamp()
      from freight_rate_cards rc
     where rc.id = ${cardId} and b.company_id = rc.company_id and upper(b.origin) = upper(rc.origin) and upper(b.destination) = upper(rc.destination)
       and b.transport_mode = rc.transport_mode and b.currency = rc.currency`.execute(trx);
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

// ---- rate cards ----

function selectCards(db: Database) {
  return db
    .selectFrom('freight_rate_cards as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select([
      'r.id', 'r.company_id', 'c.name as company_name', 'c.name_en as company_name_en', 'r.origin', 'r.destination', 'r.transport_mode', 'r.currency',
      'r.rate_per_kg', 'r.min_charge', 'r.remark', 'r.updated_at',
    ])
    .select([day('r.effective_from', 'effective_from'), sql<string | null>`r.effective_to::text`.as('effective_to')]);
}
export type RateCardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['executeTakeFirstOrThrow']>>;

export async function listRateCards(db: Database, q: RateCardListQuery) {
  let qb = selectCards(db);
  if (q.forwarderId) qb = qb.where('r.company_id', '=', q.forwarderId);
  if (q.origin) qb = qb.where('r.origin', 'ilike', like(q.origin));
  if (q.destination) qb = qb.where('r.destination', 'ilike', like(q.destination));
  if (q.transportMode) qb = qb.where('r.transport_mode', '=', q.transportMode);
  if (q.onDate) qb = qb.where(sql<boolean>`r.effective_from <= ${q.onDate}::date and (r.effective_to is null or r.effective_to >= ${q.onDate}::date)`);
  return pageQuery(db, qb.orderBy('c.name').orderBy('r.origin').orderBy('r.destination').orderBy('r.effective_from', 'desc').orderBy('r.id'), { page: q.page, pageSize: q.pageSize });
}

export const findRateCard = (db: Database, id: number) => selectCards(db).where('r.id', '=', id).executeTakeFirst();

export const lockRateCard = (trx: Database, id: number) => trx.selectFrom('freight_rate_cards').select('id').where('id', '=', id).forUpdate().executeTakeFirst();

export type RateCardValues = Omit<Insertable<FreightRateCardsTable>, 'id' | 'created_by' | 'created_at'>;

/** A card of the same forwarder, route, mode and currency whose period overlaps [from, to]. */
export async function findOverlappingCard(db: Database, v: { company_id: number; origin: string; destination: string; transport_mode: string; currency: string; effective_from: string; effective_to: string | null }, exceptId?: number) {
  let q = db
    .selectFrom('freight_rate_cards')
    .select('id')
    .where('company_id', '=', v.company_id)
    .where(sql<boolean>`upper(origin) = upper(${v.origin}) and upper(destination) = upper(${v.destination})`)
    .where('transport_mode', '=', v.transport_mode)
    .where('currency', '=', v.currency)
    .where(sql<boolean>`daterange(effective_from, effective_to, '[]') && daterange(${v.effective_from}::date, ${v.effective_to}::date, '[]')`);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** Serialises rate card writes of one forwarder (the overlap check then holds). */
export async function lockForwarderCards(trx: Database, companyId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(8501, ${companyId})`.execute(trx);
}

export async function insertRateCard(trx: Database, values: RateCardValues & { created_by: number; created_at: Date }): Promise<number> {
  const id = (await trx.insertInto('freight_rate_cards').values(values).returning('id').executeTakeFirstOrThrow()).id;
  await markCardBills(trx, id);
  return id;
}

export async function updateRateCard(trx: Database, id: number, values: Updateable<FreightRateCardsTable>): Promise<void> {
  await markCardBills(trx, id);
  await trx.updateTable('freight_rate_cards').set(values).where('id', '=', id).execute();
  await markCardBills(trx, id);
}

export async function deleteRateCard(trx: Database, id: number): Promise<void> {
  await markCardBills(trx, id);
  await trx.deleteFrom('freight_rate_cards').where('id', '=', id).execute();
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

// ---- cross-bill difference list (D-369) ----

/** Narrowing the difference scan beyond the list's filters (report E, D-374/D-430): one currency, no drafts. */
export interface BillNarrowing {
  currency?: string;
  sentForReview?: boolean;
}

/**
 * The bills the difference list compares: the filters on the bill itself, newest first, at most
 * `limit` (the caller asks one more than its cap to know it was exceeded).
 */
/** What the difference list reads of a bill (D-436: only these columns, 20,000 bills at a time). */
function selectCandidates(db: Database) {
  return billsWithCard(db)
    .select([
      'b.id', 'b.company_id', 'c.name as company_name', 'c.name_en as company_name_en', 'b.number', 'b.invoice_no', 'b.origin', 'b.destination', 'b.currency',
      'b.total_freight', 'b.waybill_nos', 'b.status', 'rc.rate_card_id', 'rc.rate_per_kg', 'rc.min_charge',
    ])
    .select([day('b.invoice_date', 'invoice_date'), weightKg.as('weight_kg')]);
}

export async function listDifferenceCandidates(db: Database, scope: Scope, q: Omit<DifferenceListQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'kind' | 'minAmount'> & BillNarrowing, limit: number) {
  let qb = selectCandidates(db).where(companyFilter('b.company_id', scope)).where(sql<boolean>`(cardinality(b.waybill_nos) > 0 or rc.rate_card_id is not null)`);
  if (q.forwarderId) qb = qb.where('b.company_id', '=', q.forwarderId);
  if (q.status) qb = qb.where('b.status', '=', q.status);
  if (q.currency) qb = qb.where('b.currency', '=', q.currency);
  if (q.sentForReview) qb = qb.where('b.status', '!=', 'draft');
  if (q.number) qb = qb.where(containsText('b.number', q.number));
  if (q.invoiceNo) qb = qb.where(containsText('b.invoice_no', q.invoiceNo));
  if (q.waybillNo) qb = qb.where(sql<boolean>`upper(${q.waybillNo}) = any(b.waybill_nos)`);
  if (q.invoiceFrom) qb = qb.where(sql<boolean>`b.invoice_date >= ${q.invoiceFrom}::date`);
  if (q.invoiceTo) qb = qb.where(sql<boolean>`b.invoice_date <= ${q.invoiceTo}::date`);
  return qb.orderBy('b.id', 'desc').limit(limit).execute();
}

/**
 * For each of these bills, the other submitted or approved bills of its forwarder charging one of its
 * waybills (the duplicate check of many bills at once, D-436): one self-join of the bills' waybill
 * rows, so only real duplicates come back. One row per bill, waybill and other bill, ordered so.
 */
export async function findWaybillsCharged(db: Database, billIds: readonly number[]) {
  if (billIds.length === 0) return [];
  const { rows } = await sql<{ asker: number; waybill: string; id: number; number: string }>`
    select m.bill_id as asker, o.waybill, o.bill_id as id, b.number
      from freight_bill_waybills m
      join freight_bill_waybills o on o.company_id = m.company_id and o.waybill = m.waybill and o.bill_id <> m.bill_id
      join freight_bills b on b.id = o.bill_id
     where m.bill_id = any(${[...billIds]}::int[]) and b.status in ('submitted', 'approved')
     order by m.bill_id, o.waybill, o.bill_id`.execute(db);
  return rows.map((r) => ({ askerId: r.asker, waybill: r.waybill, billId: r.id, number: r.number }));
}

/** The difference list's bills by id (the ones report E or the re-check job compares), newest first. */
export const differenceCandidatesByIds = (db: Database, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : selectCandidates(db).where(sql<boolean>`b.id = any(${[...ids]}::int[])`).orderBy('b.id', 'desc').execute();

// ---- stored match summaries (report E, D-437) ----

/** The database clock as text (microseconds kept): a summary computed after it is stored only if nothing changed since. */
export async function matchClock(db: Database): Promise<string> {
  return (await sql<{ t: string }>`select clock_timestamp()::text as t`.execute(db)).rows[0]!.t;
}

/** Stores the summaries computed from `startedAt` on, except on bills changed meanwhile (they stay to be re-checked). */
export async function storeMatchSummaries(db: Database, summaries: readonly { billId: number; differences: number; amount: number }[], strict: boolean, startedAt: string): Promise<void> {
  for (let i = 0; i < summaries.length; i += 5000) {
    const part = summaries.slice(i, i + 5000);
    await sql`
      update freight_bills b set match_differences = v.n, match_amount = v.a, match_strict = ${strict}, match_checked_at = ${startedAt}::timestamptz
        from unnest(${part.map((p) => p.billId)}::int[], ${part.map((p) => p.differences)}::int[], ${part.map((p) => p.amount)}::numeric[]) as v(id, n, a)
       where b.id = v.id and (b.match_dirty_at is null or b.match_dirty_at < ${startedAt}::timestamptz)`.execute(db);
  }
}

/**
 * Bills sent for review whose stored summary is missing, of another strictness, or (open bills:
 * submitted, returned) older than `openMinutes`, so a shipment changed since is seen; newest first.
 */
export async function billsToRecheck(db: Database, strict: boolean, openMinutes: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select id from freight_bills
     where status <> 'draft'
       and (match_checked_at is null or match_strict is distinct from ${strict}
            or (status in ('submitted', 'returned') and match_checked_at < clock_timestamp() - make_interval(mins => ${openMinutes})))
     order by id desc limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/** The bill and the bills of its forwarder sharing a waybill with it whose summary is to be (re)checked (after a write). */
export async function staleAround(db: Database, billId: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select b.id from freight_bills b
     where (b.id = ${billId} or b.id in (select o.bill_id from freight_bill_waybills m join freight_bill_waybills o on o.company_id = m.company_id and o.waybill = m.waybill where m.bill_id = ${billId}))
       and b.match_checked_at is null
     order by b.id desc limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Report E in one pass (D-374, D-430, D-437): per invoice month and forwarder (newest month first,
 * at most `limit` rows) the counts of `billAccuracyCounts`, and of the newest `cap` bills counted
 * that the difference list compares (with waybills or a rate card): how many were scanned, those
 * whose fresh stored summary shows a difference and their amount at stake, and the ids whose
 * summary is to be computed now. `scanned_all` and `over_cap` are over every row, shown or not.
 */
export async function accuracyRows(db: Database, q: ReportEQuery, subjectType: string, strict: boolean, cap: number, limit: number) {
  const where = [sql`b.currency = ${q.currency}`, sql`b.status <> 'draft'`];
  if (q.forwarderId) where.push(sql`b.company_id = ${q.forwarderId}`);
  if (q.from) where.push(sql`b.invoice_date >= ${q.from}::date`);
  if (q.to) where.push(sql`b.invoice_date <= ${q.to}::date`);
  const { rows } = await sql<{
    month: string; company_id: number; company_name: string; company_name_en: string | null; bills: number; returned: number; total_freight: string;
    scanned_all: number; with_differences: number; amount: string | null; stale: number[] | null; over_cap: boolean;
  }>`
    with counted as (
      select b.id, b.company_id, b.status, b.total_freight, to_char(b.invoice_date, 'YYYY-MM') as month, b.match_differences, b.match_amount,
             (b.match_checked_at is not null and b.match_strict = ${strict}) as fresh,
             (cardinality(b.waybill_nos) > 0 or exists (
               select 1 from freight_rate_cards rc
                where rc.company_id = b.company_id and upper(rc.origin) = upper(b.origin) and upper(rc.destination) = upper(b.destination)
                  and rc.transport_mode = b.transport_mode and rc.currency = b.currency
                  and rc.effective_from <= b.invoice_date and (rc.effective_to is null or rc.effective_to >= b.invoice_date))) as comparable
        from freight_bills b
       where ${sql.join(where, sql` and `)}
    ),
    ranked as (
      select k.*, case when k.comparable then row_number() over (partition by k.comparable order by k.id desc) end as rn from counted k
    )
    select g.month, g.company_id, c.name as company_name, c.name_en as company_name_en,
           (count(*))::int as bills,
           (count(*) filter (where g.status = 'returned' or r.subject_id is not null))::int as returned,
           sum(g.total_freight)::text as total_freight,
           (sum(count(*) filter (where g.rn <= ${cap})) over ())::int as scanned_all,
           (count(*) filter (where g.rn <= ${cap} and g.fresh and g.match_differences > 0))::int as with_differences,
           (sum(g.match_amount) filter (where g.rn <= ${cap} and g.fresh))::text as amount,
           array_agg(g.id) filter (where g.rn <= ${cap} and not g.fresh) as stale,
           coalesce(bool_or(bool_or(g.rn > ${cap})) over (), false) as over_cap
      from ranked g
      join companies c on c.id = g.company_id
      left join (select distinct t.subject_id from timeline_entries t where t.subject_type = ${subjectType} and t.action = 'return') r on r.subject_id = g.id
     group by g.month, g.company_id, c.name, c.name_en
     order by g.month desc, c.name
     limit ${limit}`.execute(db);
  return rows;
}

// ---- report D: cost per kg (read by the logistics reports through index.ts, D-371) ----

/** Bills of one currency and status per forwarder and invoice month: count, kg, total freight (newest month first). */
export function costPerKgRows(db: Database, q: ReportDQuery, limit: number) {
  const month = sql<string>`to_char(b.invoice_date, 'YYYY-MM')`;
  let qb = db
    .selectFrom('freight_bills as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .where('b.currency', '=', q.currency)
    .where('b.status', '=', q.status);
  if (q.forwarderId) qb = qb.where('b.company_id', '=', q.forwarderId);
  if (q.transportMode) qb = qb.where('b.transport_mode', '=', q.transportMode);
  if (q.from) qb = qb.where(sql<boolean>`b.invoice_date >= ${q.from}::date`);
  if (q.to) qb = qb.where(sql<boolean>`b.invoice_date <= ${q.to}::date`);
  return qb
    .select([
      month.as('month'),
      'b.company_id',
      'c.name as company_name',
      'c.name_en as company_name_en',
      sql<number>`count(*)::int`.as('bills'),
      sql<string>`sum(${weightKg})::text`.as('weight_kg'),
      sql<string>`sum(b.total_freight)::text`.as('total_freight'),
    ])
    .groupBy([month, 'b.company_id', 'c.name', 'c.name_en'])
    .orderBy(month, 'desc')
    .orderBy('c.name')
    .limit(limit)
    .execute();
}

/**
 * Report E's counts (D-374): per forwarder and invoice month, the bills of one currency sent for
 * review (not drafts), those returned at least once (a 'return' on their history) and their total freight.
 */
export function billAccuracyCounts(db: Database, q: ReportEQuery, subjectType: string, limit: number) {
  const month = sql<string>`to_char(b.invoice_date, 'YYYY-MM')`;
  let qb = db
    .selectFrom('freight_bills as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    // The bills returned once, read once (a hash join, not a look-up per bill).
    .leftJoin(
      (eb) => eb.selectFrom('timeline_entries as t').select('t.subject_id').distinct().where('t.subject_type', '=', subjectType).where('t.action', '=', 'return').as('r'),
      (join) => join.on(sql<boolean>`r.subject_id = b.id`),
    )
    .where('b.currency', '=', q.currency)
    .where('b.status', '!=', 'draft');
  if (q.forwarderId) qb = qb.where('b.company_id', '=', q.forwarderId);
  if (q.from) qb = qb.where(sql<boolean>`b.invoice_date >= ${q.from}::date`);
  if (q.to) qb = qb.where(sql<boolean>`b.invoice_date <= ${q.to}::date`);
  return qb
    .select([
      month.as('month'),
      'b.company_id',
      'c.name as company_name',
      'c.name_en as company_name_en',
      sql<number>`count(*)::int`.as('bills'),
      sql<number>`(count(*) filter (where b.status = 'returned' or r.subject_id is not null))::int`.as('returned'),
      sql<string>`sum(b.total_freight)::text`.as('total_freight'),
    ])
    .groupBy([month, 'b.company_id', 'c.name', 'c.name_en'])
    .orderBy(month, 'desc')
    .orderBy('c.name')
    .limit(limit)
    .execute();
}

// ---- workbench counters (issue 28 item 2, D-580) ----

/** Bills of the scope in one status: the rows of `fwd/bills?status=` / `logistics/bills?status=`. */
export async function countBillsIn(db: Database, scope: Scope, status: BillStatus): Promise<number> {
  const row = await db.selectFrom('freight_bills as b').select(sql<number>`count(*)::int`.as('n')).where(companyFilter('b.company_id', scope)).where('b.status', '=', status).executeTakeFirstOrThrow();
  return row.n;
}
