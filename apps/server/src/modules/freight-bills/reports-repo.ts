/** SQL of the cross-bill difference list (D-369) and report D (cost per kg, read by the logistics reports through index.ts, D-371). */
import type { DifferenceListQuery } from '@aerosupply/shared/freight-bills/schemas';
import type { ReportDQuery, ReportEQuery } from '@aerosupply/shared/logistics-reports/schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { containsText } from '../../platform/db/search';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import { billsWithCard, day, weightKg } from './bill-query-repo';

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
