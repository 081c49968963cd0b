/** All SQL of agreements, agreement reports and exchange rates; every read of an agreement carries the company scope. */
import type { AgreementListQuery, AgreementReportQuery } from '@aerosupply/shared/agreements/schemas';
import type { ExchangeRateQuery } from '@aerosupply/shared/agreements/rates';
import { AGREEMENT_WORKFLOW, type AgreementAction, type AgreementStatus } from '@aerosupply/shared/agreements/workflow';
import { COUNT_CAP, type Page } from '@aerosupply/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { containsText } from '../../platform/db/search';
import { companyFilter, isStaff, type Scope } from '../../platform/tenancy/scope';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import type { AgreementChargesTable, AgreementClausesTable, AgreementLinesTable, AgreementsTable, ExchangeRatesTable } from './tables';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- Exchange rates ----

const rateColumns = (db: Database) =>
  db
    .selectFrom('exchange_rates as r')
    .select(['r.id', 'r.from_currency', 'r.to_currency', sql<string>`r.rate::text`.as('rate'), sql<string>`r.valid_from::text`.as('valid_from'), 'r.note', 'r.updated_by', 'r.updated_at']);
export type RateRow = Awaited<ReturnType<ReturnType<typeof rateColumns>['executeTakeFirstOrThrow']>>;

function filteredRates(db: Database, q: Omit<ExchangeRateQuery, 'page' | 'pageSize'>) {
  let query = rateColumns(db);
  if (q.fromCurrency) query = query.where('r.from_currency', '=', q.fromCurrency);
  if (q.toCurrency) query = query.where('r.to_currency', '=', q.toCurrency);
  if (q.dateFrom) query = query.where(sql<boolean>`r.valid_from >= ${q.dateFrom}::date`);
  if (q.dateTo) query = query.where(sql<boolean>`r.valid_from <= ${q.dateTo}::date`);
  return query;
}

export function listRates(db: Database, q: ExchangeRateQuery): Promise<Page<RateRow>> {
  return pageQuery(db, filteredRates(db, q).orderBy('r.valid_from', 'desc').orderBy('r.from_currency').orderBy('r.to_currency').orderBy('r.id', 'desc'), q);
}

/** Rates after `afterId` in export order (keyset by id). */
export function rateBatch(db: Database, q: Omit<ExchangeRateQuery, 'page' | 'pageSize'>, afterId: number, limit: number): Promise<RateRow[]> {
  return filteredRates(db, q).where('r.id', '>', afterId).orderBy('r.id').limit(limit).execute();
}

export const findRate = (db: Database, id: number) => rateColumns(db).where('r.id', '=', id).executeTakeFirst();

export async function insertRate(db: Database, v: Insertable<ExchangeRatesTable>): Promise<number | null> {
  const row = await db.insertInto('exchange_rates').values(v).onConflict((oc) => oc.columns(['from_currency', 'to_currency', 'valid_from']).doNothing()).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

/** Whether another row holds this pair and date. */
export async function rateExists(db: Database, from: string, to: string, date: string, exceptId: number): Promise<boolean> {
  const row = await db.selectFrom('exchange_rates').select('id').where('from_currency', '=', from).where('to_currency', '=', to).where(sql<boolean>`valid_from = ${date}::date`).where('id', '<>', exceptId).executeTakeFirst();
  return row !== undefined;
}

export async function updateRate(db: Database, id: number, v: Updateable<ExchangeRatesTable>): Promise<boolean> {
  const r = await db.updateTable('exchange_rates').set(v).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteRate(db: Database, id: number): Promise<boolean> {
  const r = await db.deleteFrom('exchange_rates').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The newest rate of the pair dated on or before `date`. */
export function rateOn(db: Database, from: string, to: string, date: string) {
  return db
    .selectFrom('exchange_rates')
    .select([sql<string>`rate::text`.as('rate'), sql<string>`valid_from::text`.as('valid_from')])
    .where('from_currency', '=', from)
    .where('to_currency', '=', to)
    .where(sql<boolean>`valid_from <= ${date}::date`)
    .orderBy('valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** SQL of the CNY rate of an agreement's currency at its validity start (direct pair, else inverse), for reports. */
const cnyRate = sql<string | null>`(case when a.currency = 'CNY' then 1::numeric else coalesce(
  (select r.rate from exchange_rates r where r.from_currency = a.currency and r.to_currency = 'CNY' and r.valid_from <= a.valid_from order by r.valid_from desc limit 1),
  (select 1 / r.rate from exchange_rates r where r.from_currency = 'CNY' and r.to_currency = a.currency and r.valid_from <= a.valid_from order by r.valid_from desc limit 1)) end)`;

// ---- Agreements ----

const headerColumns = (db: Database) =>
  db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'a.id',
      'a.agreement_no',
      'a.version',
      'a.company_id',
      'c.name as supplier_name',
      'c.name_en as supplier_name_en',
      'c.vendor_code',
      'a.title',
      'a.status',
      'a.currency',
      'a.incoterms',
      'a.incoterms_place',
      'a.payment_terms',
      sql<string>`a.valid_from::text`.as('valid_from'),
      sql<string>`a.valid_to::text`.as('valid_to'),
      'a.remark',
      'a.source',
      'a.source_ref',
      'a.buyer_user_id',
      'a.buyer_name',
      'a.approver_name',
      sql<string>`a.total_amount::text`.as('total_amount'),
      'a.line_count',
      'a.refuse_reason',
      'a.cancel_reason',
      'a.sent_at',
      'a.answered_at',
      'a.updated_at',
    ]);
export type AgreementHeaderRow = Awaited<ReturnType<ReturnType<typeof headerColumns>['executeTakeFirstOrThrow']>>;

export async function listAgreements(db: Database, scope: Scope, q: AgreementListQuery): Promise<Page<AgreementHeaderRow>> {
  let base = db.selectFrom('agreements as a').where(companyFilter('a.company_id', scope));
  if (q.agreementNo) base = base.where(containsText('a.agreement_no', q.agreementNo));
  if (q.title) base = base.where('a.title', 'ilike', like(q.title));
  if (q.status) base = base.where('a.status', '=', q.status);
  if (q.validOn) base = base.where(sql<boolean>`${q.validOn}::date between a.valid_from and a.valid_to`);
  // A supplier never sees drafts (D-271): the agreement reaches it when sent.
  if (!isStaff(scope)) base = base.where('a.status', '<>', 'draft');
  if (isStaff(scope) && q.supplier) {
    // The matching companies first, then their agreements by company id (D-712): the same rows.
    const s = like(q.supplier);
    const ids = (await db.selectFrom('companies as sc').select('sc.id').where(sql<boolean>`(sc.name ilike ${s} or sc.name_en ilike ${s} or sc.vendor_code ilike ${s})`).execute()).map((c) => c.id);
    base = base.where(ids.length ? sql<boolean>`a.company_id = any(${sql.val(ids)}::int[])` : sql<boolean>`false`);
  }
  return pageQuery(db, headerColumns(db).where('a.id', 'in', base.select('a.id')).orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc'), q, {
    countFrom: base,
    countCap: COUNT_CAP,
    ...(q.agreementNo || q.title || (isStaff(scope) && q.supplier) ? { search: { id: 'a.id' } } : {}),
    // Totals over every page of the search (D-721).
    totals: { amount: 'a.total_amount', currency: 'a.currency', ofRow: (r: AgreementHeaderRow) => ({ currency: r.currency, amount: r.total_amount }) },
  });
}

/** One agreement in scope (suppliers: not a draft), optionally locked first. */
export async function findAgreement(db: Database, scope: Scope, id: number, lock = false): Promise<AgreementHeaderRow | undefined> {
  const draftHidden = isStaff(scope) ? sql<boolean>`true` : sql<boolean>`a.status <> 'draft'`;
  if (lock) await db.selectFrom('agreements as a').select('a.id').where(companyFilter('a.company_id', scope)).where(draftHidden).where('a.id', '=', id).forUpdate().execute();
  return headerColumns(db).where(companyFilter('a.company_id', scope)).where(draftHidden).where('a.id', '=', id).executeTakeFirst();
}

export async function insertAgreement(db: Database, v: Insertable<AgreementsTable>): Promise<number | null> {
  const row = await db.insertInto('agreements').values(v).onConflict((oc) => oc.column('agreement_no').doNothing()).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function updateAgreement(db: Database, id: number, v: Updateable<AgreementsTable>): Promise<void> {
  await db.updateTable('agreements').set(v).where('id', '=', id).execute();
}

/** The next agreement number of a year: AG<yyyy><6 digits>. */
export async function nextAgreementNo(db: Database, year: string): Promise<string> {
  const prefix = `AG${year}`;
  const row = await db
    .selectFrom('agreements')
    .select(sql<string | null>`max(agreement_no)`.as('max'))
    .where('agreement_no', 'like', `${prefix}%`)
    .executeTakeFirst();
  const n = row?.max ? Number(row.max.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(n).padStart(6, '0')}`;
}

const lineColumns = (db: Database) =>
  db
    .selectFrom('agreement_lines as l')
    .select([
      'l.id',
      'l.agreement_id',
      'l.line_no',
      'l.part_number',
      'l.description',
      'l.category',
      sql<string>`l.quantity::text`.as('quantity'),
      'l.unit',
      sql<string>`l.unit_price::text`.as('unit_price'),
      sql<string>`l.amount::text`.as('amount'),
      'l.lead_time_days',
      'l.replaces_pn',
      'l.manufacturer_pn',
      'l.manufacturer_code',
      'l.manufacturer_name',
      'l.condition_code',
      'l.certificate',
      sql<string | null>`l.postponed_date::text`.as('postponed_date'),
    ]);
export type LineRow = Awaited<ReturnType<ReturnType<typeof lineColumns>['executeTakeFirstOrThrow']>>;

export const listLines = (db: Database, agreementId: number) => lineColumns(db).where('l.agreement_id', '=', agreementId).orderBy('l.line_no').execute();

export const listClauses = (db: Database, agreementId: number) =>
  db.selectFrom('agreement_clauses').select(['seq', 'contract_type', 'contract_no', 'contract_name', 'clause_no', 'clause_text']).where('agreement_id', '=', agreementId).orderBy('seq').execute();
export type ClauseRow = Awaited<ReturnType<typeof listClauses>>[number];

export const listCharges = (db: Database, agreementId: number) =>
  db.selectFrom('agreement_charges').select(['seq', 'line_no', 'name', sql<string>`amount::text`.as('amount')]).where('agreement_id', '=', agreementId).orderBy('seq').execute();
export type ChargeRow = Awaited<ReturnType<typeof listCharges>>[number];

type Content<T> = Omit<Insertable<T>, 'agreement_id'>[];

/** Replaces the lines, clauses and charges of an agreement. */
export async function replaceContent(db: Database, agreementId: number, lines: Content<AgreementLinesTable>, clauses: Content<AgreementClausesTable>, charges: Content<AgreementChargesTable>): Promise<void> {
  await db.deleteFrom('agreement_lines').where('agreement_id', '=', agreementId).execute();
  await db.deleteFrom('agreement_clauses').where('agreement_id', '=', agreementId).execute();
  await db.deleteFrom('agreement_charges').where('agreement_id', '=', agreementId).execute();
  for (let i = 0; i < lines.length; i += 500) await db.insertInto('agreement_lines').values(lines.slice(i, i + 500).map((l) => ({ ...l, agreement_id: agreementId }))).execute();
  for (let i = 0; i < clauses.length; i += 500) await db.insertInto('agreement_clauses').values(clauses.slice(i, i + 500).map((c) => ({ ...c, agreement_id: agreementId }))).execute();
  for (let i = 0; i < charges.length; i += 500) await db.insertInto('agreement_charges').values(charges.slice(i, i + 500).map((c) => ({ ...c, agreement_id: agreementId }))).execute();
}

export async function insertVersion(db: Database, agreementId: number, version: number, snapshot: Record<string, unknown>): Promise<void> {
  await db
    .insertInto('agreement_versions')
    .values({ agreement_id: agreementId, version, snapshot: JSON.stringify(snapshot) })
    .onConflict((oc) => oc.columns(['agreement_id', 'version']).doUpdateSet({ snapshot: JSON.stringify(snapshot) }))
    .execute();
}

export const findVersion = (db: Database, agreementId: number, version: number) =>
  db.selectFrom('agreement_versions').select('snapshot').where('agreement_id', '=', agreementId).where('version', '=', version).executeTakeFirst();

/** Agreements the validity job moves today: confirmed whose validity started, confirmed/active whose validity ended. */
export function dueForValidity(db: Database, today: string) {
  return db
    .selectFrom('agreements')
    .select(['id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['confirmed', 'active']), sql<boolean>`valid_to < ${today}::date`]),
        eb.and([eb('status', '=', 'confirmed'), sql<boolean>`valid_from <= ${today}::date`]),
      ]),
    )
    .orderBy('id')
    .limit(1000)
    .execute();
}

/** Locks one agreement for the validity job (no scope: the system). */
export const lockForJob = (db: Database, id: number) =>
  db.selectFrom('agreements').select(['id', 'status', sql<string>`valid_from::text`.as('valid_from'), sql<string>`valid_to::text`.as('valid_to')]).where('id', '=', id).forUpdate().executeTakeFirst();

/** The agreement's status, moved only by the status writer with AGREEMENT_WORKFLOW. */
export const AGREEMENT_STATUS = statusColumn({ table: 'agreements', workflow: AGREEMENT_WORKFLOW });

/** Moves an agreement by a buyer's, the supplier's or the validity job's `action` with the other columns it writes. */
export const moveAgreement = (db: Database, id: number, action: AgreementAction, set: Updateable<AgreementsTable>): Promise<AgreementStatus> => applyTransition(db, AGREEMENT_STATUS, { id, action, set });

/** Suppliers a buyer may pick (official or any supplier company). */
export function supplierOptions(db: Database, q: string | undefined) {
  let query = db.selectFrom('companies').select(['id', 'name', 'name_en', 'vendor_code']).where('type', '=', 'supplier');
  if (q) {
    const s = like(q);
    query = query.where((eb) => eb.or([eb('name', 'ilike', s), eb('name_en', 'ilike', s), eb('vendor_code', 'ilike', s)]));
  }
  return query.orderBy('name').limit(50).execute();
}

export const findSupplierCompany = (db: Database, id: number) => db.selectFrom('companies').select(['id', 'name', 'name_en']).where('id', '=', id).where('type', '=', 'supplier').executeTakeFirst();

// ---- Reports ----

type ReportFilters = Omit<AgreementReportQuery, 'page' | 'pageSize'>;

/** Agreement ids matching the report filters (a line filter keeps agreements with such a line). */
function reportAgreements(db: Database, scope: Scope, q: ReportFilters) {
  let base = db.selectFrom('agreements as a').where(companyFilter('a.company_id', scope));
  base = q.status ? base.where('a.status', '=', q.status) : base.where('a.status', '<>', 'draft');
  if (!isStaff(scope)) base = base.where('a.status', '<>', 'draft');
  if (q.currency) base = base.where('a.currency', '=', q.currency);
  if (q.validFrom) base = base.where(sql<boolean>`a.valid_to >= ${q.validFrom}::date`);
  if (q.validTo) base = base.where(sql<boolean>`a.valid_from <= ${q.validTo}::date`);
  if (q.supplier) {
    const s = like(q.supplier);
    base = base.where(sql<boolean>`exists (select 1 from companies sc where sc.id = a.company_id and (sc.name ilike ${s} or sc.name_en ilike ${s} or sc.vendor_code ilike ${s}))`);
  }
  return base;
}

const lineFilter = (q: ReportFilters) => ({ category: q.category, part: q.partNumber ? like(q.partNumber) : undefined });

export function reportMain(db: Database, scope: Scope, q: AgreementReportQuery) {
  let base = reportAgreements(db, scope, q);
  const f = lineFilter(q);
  if (f.category || f.part) {
    base = base.where(
      sql<boolean>`exists (select 1 from agreement_lines l where l.agreement_id = a.id ${f.category ? sql`and l.category = ${f.category}` : sql``} ${f.part ? sql`and l.part_number ilike ${f.part}` : sql``})`,
    );
  }
  const rows = db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'a.id',
      'a.agreement_no',
      'a.version',
      'a.title',
      'c.name as supplier_name',
      'c.name_en as supplier_name_en',
      'a.status',
      'a.currency',
      sql<string>`a.valid_from::text`.as('valid_from'),
      sql<string>`a.valid_to::text`.as('valid_to'),
      'a.line_count',
      sql<string>`a.total_quantity::text`.as('total_quantity'),
      sql<string>`a.total_amount::text`.as('total_amount'),
      sql<string | null>`${cnyRate}::text`.as('rate'),
    ])
    .where('a.id', 'in', base.select('a.id'))
    .orderBy('a.valid_from', 'desc')
    .orderBy('a.id', 'desc');
  return pageQuery(db, rows, q, { countFrom: base, countCap: COUNT_CAP });
}
export type ReportMainRow = Awaited<ReturnType<typeof reportMain>>['rows'][number];

const reportLineSelect = (db: Database) =>
  db
    .selectFrom('agreement_lines as l')
    .innerJoin('agreements as a', 'a.id', 'l.agreement_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'l.id',
      'l.agreement_id',
      'a.agreement_no',
      'c.name as supplier_name',
      'c.name_en as supplier_name_en',
      'a.status',
      'l.line_no',
      'l.part_number',
      'l.description',
      'l.category',
      sql<string>`l.quantity::text`.as('quantity'),
      'l.unit',
      sql<string>`l.unit_price::text`.as('unit_price'),
      sql<string>`l.amount::text`.as('amount'),
      'a.currency',
      sql<string>`a.valid_from::text`.as('valid_from'),
      sql<string>`a.valid_to::text`.as('valid_to'),
    ]);
export type ReportLineRow = Awaited<ReturnType<ReturnType<typeof reportLineSelect>['execute']>>[number];

function filteredLines(db: Database, scope: Scope, q: ReportFilters) {
  let query = reportLineSelect(db).where('l.agreement_id', 'in', reportAgreements(db, scope, q).select('a.id'));
  if (q.category) query = query.where('l.category', '=', q.category);
  if (q.partNumber) query = query.where('l.part_number', 'ilike', like(q.partNumber));
  return query;
}

export function reportLines(db: Database, scope: Scope, q: AgreementReportQuery) {
  let count = db.selectFrom('agreement_lines as l').where('l.agreement_id', 'in', reportAgreements(db, scope, q).select('a.id'));
  if (q.category) count = count.where('l.category', '=', q.category);
  if (q.partNumber) count = count.where('l.part_number', 'ilike', like(q.partNumber));
  return pageQuery(db, filteredLines(db, scope, q).orderBy('l.id', 'desc'), q, { countFrom: count, countCap: COUNT_CAP });
}

/** Lines after `beforeId` (descending ids), for the streamed export. */
export const reportLineBatch = (db: Database, scope: Scope, q: ReportFilters, beforeId: number, limit: number) =>
  filteredLines(db, scope, q).where('l.id', '<', beforeId).orderBy('l.id', 'desc').limit(limit).execute();

/** Spend in CNY per supplier and per category over the agreements matching the filters, in one pass (grouping sets). */
export async function spend(db: Database, scope: Scope, q: ReportFilters) {
  const ids = reportAgreements(db, scope, q).select('a.id');
  const lineWhere = sql`${q.category ? sql`and l.category = ${q.category}` : sql``} ${q.partNumber ? sql`and l.part_number ilike ${like(q.partNumber)}` : sql``}`;
  const rows = await sql<{ company_id: number | null; category: string | null; unconverted: boolean; amount: string }>`
    with x as materialized (select a.id, a.company_id, ${cnyRate} as rate from agreements a where a.id in (${ids})),
    per as (select x.company_id, l.category, x.rate is null as unconverted, sum(l.amount) * coalesce(x.rate, 0) as amount
              from x join agreement_lines l on l.agreement_id = x.id ${lineWhere}
             group by x.id, x.company_id, l.category, x.rate)
    select company_id, category, unconverted, sum(amount)::text as amount from per
     group by grouping sets ((company_id, unconverted), (category, unconverted))`.execute(db);
  const converted = rows.rows.filter((r) => !r.unconverted);
  const bySupplierIds = converted.filter((r) => r.company_id !== null).sort((a, b) => Number(b.amount) - Number(a.amount)).slice(0, 20);
  const names = bySupplierIds.length
    ? await db.selectFrom('companies').select(['id', 'name', 'name_en']).where('id', 'in', bySupplierIds.map((r) => r.company_id!)).execute()
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n]));
  const unconverted = await sql<{ n: number }>`select count(*)::int as n from agreements a where a.id in (${ids}) and (${cnyRate}) is null`.execute(db);
  return {
    bySupplier: bySupplierIds.map((r) => ({ company_id: r.company_id!, name: nameOf.get(r.company_id!)?.name ?? '', name_en: nameOf.get(r.company_id!)?.name_en ?? null, amount: r.amount })),
    byCategory: converted.filter((r) => r.category !== null).sort((a, b) => Number(b.amount) - Number(a.amount)).map((r) => ({ category: r.category!, amount: r.amount })),
    unconverted: unconverted.rows[0]?.n ?? 0,
  };
}

// ---- workbench counters (issue 28 item 2, D-580) ----

/** Agreements of the scope in one status (never drafts for a supplier): the rows of `…agreements?status=<status>`. */
export async function countAgreementsIn(db: Database, scope: Scope, status: AgreementStatus): Promise<number> {
  let qb = db.selectFrom('agreements as a').select(sql<number>`count(*)::int`.as('n')).where(companyFilter('a.company_id', scope)).where('a.status', '=', status);
  if (!isStaff(scope)) qb = qb.where('a.status', '<>', 'draft');
  return (await qb.executeTakeFirstOrThrow()).n;
}
