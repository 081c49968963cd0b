/**
 * SQL of the staff supplier lists. The official-supplier list uses keyset pagination on
 * (name, id) and a capped count so it stays fast among 100,000 suppliers; names are searched with
 * the trigram index of migration 0407 (3+ characters, Chinese or English) or, for 1-2 characters,
 * as name starts with the prefix indexes of migration 0408.
 */
import { COUNT_CAP } from '@aerosupply/shared';
import type { FinanceListQuery, OfficialQuery, SupplierInfoQuery } from '@aerosupply/shared/supplier-directory/schemas';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { updateCompany } from '../../platform/companies';
import { countQuery, pageQuery } from '../../platform/db/paging';

/** ILIKE pattern of a literal search text. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** LIKE pattern of names starting with a literal text. */
export const prefixPattern = (s: string) => `${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Search texts shorter than this match name starts (D-123); a trigram index needs three characters. */
export const CONTAINS_MIN_CHARS = 3;

/**
 * Name condition (Chinese or English). 3+ characters: anywhere in the name, served by the trigram
 * index on the pre-lowered companies.search_name (migration 0407). 1-2 characters: names that start
 * with it, served by the lower(name) / lower(name_en) text_pattern_ops indexes (migration 0408).
 */
export const nameMatch = (q: string): RawBuilder<SqlBool> => {
  const text = q.toLowerCase();
  if ([...text].length >= CONTAINS_MIN_CHARS) return sql<SqlBool>`c.search_name like ${likePattern(text)}`;
  const prefix = prefixPattern(text);
  return sql<SqlBool>`(lower(c.name) like ${prefix} or lower(c.name_en) like ${prefix})`;
};

/** Count cap of a name search: matches are rechecked row by row, so count fewer of them. */
export const SEARCH_COUNT_CAP = 1000;

/** Count of a supplier's qualifications past their end date (not cancelled), relative to `today`. */
const expiredCountSql = (today: string) =>
  sql<number>`(select count(*)::int from supplier_qualifications q where q.company_id = c.id and not q.cancelled and q.end_date < ${today}::date)`;

function base(db: Database) {
  return db
    .selectFrom('companies as c')
    .innerJoin('supplier_profiles as p', 'p.company_id', 'c.id')
    .leftJoin('supplier_master_data as md', 'md.company_id', 'c.id')
    .where('c.type', '=', 'supplier');
}

const columns = [
  'c.id', 'c.name', 'c.name_en', 'c.vendor_code', 'c.tax_id', 'c.country',
  'p.supplier_type', 'p.review_status', 'p.control_status', 'p.blacklisted', 'p.submitted_at', 'p.approved_at', 'p.updated_at',
  'md.purchase_org',
] as const;

function selectRow(db: Database, today: string) {
  return base(db)
    .select(columns)
    .select([
      expiredCountSql(today).as('expired_count'),
      sql<boolean>`exists (select 1 from supplier_freeze_requests f where f.company_id = c.id and f.status = 'pending')`.as('pending_freeze'),
    ]);
}
export type DirectoryRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

/** AND of conditions (true when none). */
export const allOf = (conds: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> => (conds.length ? sql<SqlBool>`(${sql.join(conds, sql` and `)})` : sql<SqlBool>`true`);

export async function listInfo(db: Database, q: SupplierInfoQuery, today: string) {
  const conds: RawBuilder<SqlBool>[] = [];
  if (q.name) conds.push(nameMatch(q.name));
  if (q.vendorCode) conds.push(sql<SqlBool>`c.vendor_code like ${q.vendorCode + '%'}`);
  if (q.taxId) conds.push(sql<SqlBool>`upper(c.tax_id) = upper(${q.taxId})`);
  if (q.supplierType) conds.push(sql<SqlBool>`p.supplier_type = ${q.supplierType}`);
  if (q.reviewStatus) conds.push(sql<SqlBool>`p.review_status = ${q.reviewStatus}`);
  if (q.controlStatus) conds.push(sql<SqlBool>`p.control_status = ${q.controlStatus}`);
  if (q.purchaseOrg) conds.push(sql<SqlBool>`md.purchase_org = ${q.purchaseOrg}`);
  if (q.blacklisted !== undefined) conds.push(sql<SqlBool>`p.blacklisted = ${q.blacklisted}`);
  if (q.expired !== undefined) conds.push(sql<SqlBool>`(${expiredCountSql(today)} > 0) = ${q.expired}`);
  const cond = allOf(conds);
  const sortCol = q.sort === 'name' ? 'c.name' : q.sort === 'vendorCode' ? 'c.vendor_code' : 'p.updated_at';
  const rows = selectRow(db, today)
    .where(cond)
    .orderBy(sql`${sql.ref(sortCol)} ${sql.raw(q.order === 'asc' ? 'asc' : 'desc')} nulls last`)
    .orderBy('c.id', q.order);
  return pageQuery(db, rows, q, { countCap: q.name ? SEARCH_COUNT_CAP : COUNT_CAP });
}

export interface OfficialCursor {
  vendorCode: string;
  id: number;
}

/**
 * One keyset page of official suppliers ordered by vendor code (SAP number; unique for official
 * suppliers), and the capped count when asked. Vendor-code order spreads name matches evenly, so
 * a common search term is served by walking the vendor-code index and a rare one by the trigram
 * index, both in a few milliseconds.
 */
export async function listOfficial(db: Database, q: OfficialQuery, cursor: OfficialCursor | null, today: string) {
  const conds: RawBuilder<SqlBool>[] = [sql<SqlBool>`p.review_status = 'synchronized_to_sap'`];
  if (q.name) conds.push(nameMatch(q.name));
  if (q.vendorCode) conds.push(sql<SqlBool>`c.vendor_code like ${q.vendorCode + '%'}`);
  if (q.supplierType) conds.push(sql<SqlBool>`p.supplier_type = ${q.supplierType}`);
  if (q.controlStatus) conds.push(sql<SqlBool>`p.control_status = ${q.controlStatus}`);
  if (q.purchaseOrg) conds.push(sql<SqlBool>`md.purchase_org = ${q.purchaseOrg}`);
  const cond = allOf(conds);
  let rowsQ = selectRow(db, today).where(cond);
  if (cursor) rowsQ = rowsQ.where(sql<SqlBool>`(c.vendor_code, c.id) > (${cursor.vendorCode}, ${cursor.id})`);
  const [rows, count] = await Promise.all([
    rowsQ.where('c.vendor_code', 'is not', null).orderBy('c.vendor_code').orderBy('c.id').limit(q.pageSize + 1).execute(),
    q.count ? countQuery(db, base(db).where(cond), { countCap: q.name ? SEARCH_COUNT_CAP : COUNT_CAP }) : Promise.resolve(null),
  ]);
  return { rows, count };
}

export async function listFinance(db: Database, q: FinanceListQuery, today: string) {
  const conds: RawBuilder<SqlBool>[] = [sql<SqlBool>`(p.review_status = 'synchronized_to_sap' or c.vendor_code is not null)`];
  if (q.name) conds.push(nameMatch(q.name));
  if (q.vendorCode) conds.push(sql<SqlBool>`c.vendor_code like ${q.vendorCode + '%'}`);
  if (q.controlStatus) conds.push(sql<SqlBool>`p.control_status = ${q.controlStatus}`);
  if (q.pendingFreeze !== undefined) {
    conds.push(sql<SqlBool>`exists (select 1 from supplier_freeze_requests f where f.company_id = c.id and f.status = 'pending') = ${q.pendingFreeze}`);
  }
  const cond = allOf(conds);
  const rows = selectRow(db, today)
    .select([
      'md.payment_terms',
      'md.currency',
      sql<Record<string, unknown> | null>`p.wizard->'finance'`.as('finance'),
      sql<string | null>`(select f.kind from supplier_freeze_requests f where f.company_id = c.id and f.status = 'pending')`.as('pending_kind'),
      sql<number | null>`(select f.id from supplier_freeze_requests f where f.company_id = c.id and f.status = 'pending')`.as('pending_request_id'),
    ])
    .where(cond)
    .orderBy('c.name')
    .orderBy('c.id');
  return pageQuery(db, rows, q, { countCap: COUNT_CAP });
}

export const findDirectoryRow = (db: Database, companyId: number, today: string) => selectRow(db, today).where('c.id', '=', companyId).executeTakeFirst();

export const findMasterData = (db: Database, companyId: number) => db.selectFrom('supplier_master_data').selectAll().where('company_id', '=', companyId).executeTakeFirst();

/** The supplier's registration wizard data (an empty object when none was saved). */
export async function findWizard(db: Database, companyId: number): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('supplier_profiles').select('wizard').where('company_id', '=', companyId).executeTakeFirstOrThrow();
  return (row.wizard ?? {}) as Record<string, unknown>;
}

// ---- official-supplier edits ----

/** The supplier's review status (and company type), its profile row locked until the end of the transaction. */
export const lockSupplierForEdit = (db: Database, companyId: number) =>
  db
    .selectFrom('supplier_profiles as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.review_status', 'c.type'])
    .where('p.company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();


/** Whether another company holds this tax ID (any case). */
export async function taxIdTakenByOther(db: Database, taxId: string, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where(({ fn, eb }) => eb(fn('upper', ['tax_id']), '=', taxId.toUpperCase())).where('id', '!=', companyId).executeTakeFirst();
  return row !== undefined;
}

/** The company's names and tax ID (written by the owner of `companies`, D-840). */
export async function updateCompanyNames(db: Database, companyId: number, values: { name: string; name_en: string | null; tax_id: string | null; updated_at: Date }): Promise<void> {
  const { updated_at: now, ...changes } = values;
  await updateCompany(db, companyId, changes, now);
}

// The supplier's type is written by the owner of `supplier_profiles` (D-840).
export { setSupplierType as updateSupplierType } from '../supplier-profile';

// Master data is written by its owner, supplier-profile (D-840).
export { ensureMasterData, updateMasterData } from '../supplier-profile';
