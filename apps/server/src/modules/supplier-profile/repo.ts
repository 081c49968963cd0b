/**
 * All SQL of the supplier's own data: profile and wizard, category tree and buyers, qualification
 * documents, change requests and the timeline. Company-owned rows are always filtered by company.
 */
import type { ControlStatus, ReviewStatus, SupplierType } from '@aerosupply/shared/suppliers/states';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { statusColumn } from '../../platform/workflow/status-writer';
import { CONTROL_WORKFLOW } from '@aerosupply/shared/supplier-control/workflow';
import { REVIEW_STATUS_WORKFLOW } from '@aerosupply/shared/supplier-review/workflow';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import { toFileItem } from '../files';

// ---- profile ----

export interface ProfileRow {
  company_id: number;
  supplier_type: SupplierType;
  review_status: ReviewStatus;
  control_status: ControlStatus;
  wizard: Record<string, unknown>;
  submitted_at: Date | null;
  approved_at: Date | null;
  company_name: string;
  company_name_en: string | null;
  vendor_code: string | null;
}

export function findProfile(db: Database, scope: Scope, companyId: number, lock = false): Promise<ProfileRow | undefined> {
  let q = db
    .selectFrom('supplier_profiles')
    .innerJoin('companies', 'companies.id', 'supplier_profiles.company_id')
    .select([
      'supplier_profiles.company_id',
      'supplier_profiles.supplier_type',
      'supplier_profiles.review_status',
      'supplier_profiles.control_status',
      'supplier_profiles.wizard',
      'supplier_profiles.submitted_at',
      'supplier_profiles.approved_at',
      'companies.name as company_name',
      'companies.name_en as company_name_en',
      'companies.vendor_code',
    ])
    .where(companyFilter('supplier_profiles.company_id', scope))
    .where('supplier_profiles.company_id', '=', companyId);
  if (lock) q = q.forUpdate('supplier_profiles');
  return q.executeTakeFirst();
}

export async function saveWizard(db: Database, companyId: number, wizard: Record<string, unknown>, now: Date): Promise<void> {
  await db.updateTable('supplier_profiles').set({ wizard: JSON.stringify(wizard), updated_at: now }).where('company_id', '=', companyId).execute();
}

export async function insertProfile(
  db: Database,
  values: { companyId: number; supplierType: 'aircraft' | 'general'; invitationId: number | null; invitingUserId: number | null; now: Date },
): Promise<void> {
  await db
    .insertInto('supplier_profiles')
    .values({
      company_id: values.companyId,
      supplier_type: values.supplierType,
      review_status: 'draft',
      wizard: '{}',
      invitation_id: values.invitationId,
      inviting_user_id: values.invitingUserId,
      created_at: values.now,
      updated_at: values.now,
    })
    .execute();
}

/** The registration data of the actor's own company (scoped). */
export async function updateSupplierType(db: Database, companyId: number, supplierType: 'aircraft' | 'general', now: Date): Promise<void> {
  await db.updateTable('supplier_profiles').set({ supplier_type: supplierType, updated_at: now }).where('company_id', '=', companyId).execute();
}

/** The profile's review status: the supplier's submission, then the staff chain (REVIEW_STATUS_WORKFLOW). */
export const REVIEW_STATUS = statusColumn({ table: 'supplier_profiles', column: 'review_status', key: 'company_id', workflow: REVIEW_STATUS_WORKFLOW });
/** The profile's control status (CONTROL_WORKFLOW; an approved unfreeze restores the status before the freeze). */
export const CONTROL_STATUS = statusColumn({ table: 'supplier_profiles', column: 'control_status', key: 'company_id', workflow: CONTROL_WORKFLOW });

/** The blacklist flag (only `setSupplierBlacklisted` calls this). */
export async function updateBlacklisted(db: Database, companyId: number, blacklisted: boolean, now: Date): Promise<void> {
  await db.updateTable('supplier_profiles').set({ blacklisted, updated_at: now }).where('company_id', '=', companyId).execute();
}

// ---- categories ----

export interface CategoryRow {
  code: string;
  parent_code: string | null;
  level: number;
  name_zh: string;
  name_en: string;
  has_buyer: boolean;
}

export function listCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .selectFrom('supply_categories as c')
    .select([
      'c.code',
      'c.parent_code',
      'c.level',
      'c.name_zh',
      'c.name_en',
      sql<boolean>`exists (select 1 from category_buyers b where b.category_code = c.code or b.category_code = c.parent_code)`.as('has_buyer'),
    ])
    .where('c.enabled', '=', true)
    .orderBy('c.sort')
    .orderBy('c.code')
    .execute();
}

/** The categories among `codes` (level II) with their parent and whether a buyer is configured. */
export async function categoryBuyerStatus(db: Database, codes: string[]): Promise<Map<string, { parent: string | null; hasBuyer: boolean }>> {
  const map = new Map<string, { parent: string | null; hasBuyer: boolean }>();
  if (codes.length === 0) return map;
  const rows = await db
    .selectFrom('supply_categories as c')
    .select([
      'c.code',
      'c.parent_code',
      sql<boolean>`exists (select 1 from category_buyers b where b.category_code = c.code or b.category_code = c.parent_code)`.as('has_buyer'),
    ])
    .where('c.code', 'in', codes)
    .where('c.enabled', '=', true)
    .execute();
  for (const r of rows) map.set(r.code, { parent: r.parent_code, hasBuyer: r.has_buyer });
  return map;
}

// ---- qualifications ----

export interface QualificationRow {
  id: number;
  company_id: number;
  doc_type: string | null;
  authority: string | null;
  number: string | null;
  certificate_no: string | null;
  scope: string | null;
  start_date: string | null;
  end_date: string | null;
  remarks: string | null;
  file_keys: string[];
  cancelled: boolean;
  cancel_reason: string | null;
  updated_at: Date;
}

const qualificationColumns = (db: Database) =>
  db
    .selectFrom('supplier_qualifications as q')
    .select([
      'q.id',
      'q.company_id',
      'q.doc_type',
      'q.authority',
      'q.number',
      'q.certificate_no',
      'q.scope',
      sql<string | null>`q.start_date::text`.as('start_date'),
      sql<string | null>`q.end_date::text`.as('end_date'),
      'q.remarks',
      'q.file_keys',
      'q.cancelled',
      'q.cancel_reason',
      'q.updated_at',
    ]);

export interface QualificationFilter {
  docType?: string;
  validity?: 'valid' | 'expiring' | 'expired' | 'cancelled';
  keyword?: string;
  today: string;
  soon: string;
}

export async function listQualifications(db: Database, scope: Scope, companyId: number, f: QualificationFilter, page?: { page: number; pageSize: number }): Promise<{ rows: QualificationRow[]; total: number }> {
  let q = qualificationColumns(db).where(companyFilter('q.company_id', scope)).where('q.company_id', '=', companyId);
  if (f.docType) q = q.where('q.doc_type', '=', f.docType);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('q.number', 'ilike', like), eb('q.certificate_no', 'ilike', like), eb('q.scope', 'ilike', like)]));
  }
  if (f.validity === 'cancelled') q = q.where('q.cancelled', '=', true);
  else if (f.validity) {
    q = q.where('q.cancelled', '=', false);
    if (f.validity === 'expired') q = q.where(sql<boolean>`q.end_date < ${f.today}::date`);
    if (f.validity === 'expiring') q = q.where(sql<boolean>`q.end_date >= ${f.today}::date and q.end_date <= ${f.soon}::date`);
    if (f.validity === 'valid') q = q.where(sql<boolean>`(q.end_date is null or q.end_date > ${f.soon}::date)`);
  }
  const rows = q.orderBy('q.end_date', 'asc').orderBy('q.id', 'asc');
  if (page) return pageQuery(db, rows, page);
  const all = await rows.execute();
  return { rows: all, total: all.length };
}

export function findQualification(db: Database, scope: Scope, id: number): Promise<QualificationRow | undefined> {
  return qualificationColumns(db).where(companyFilter('q.company_id', scope)).where('q.id', '=', id).executeTakeFirst();
}

export interface QualificationValues {
  doc_type?: string | null;
  authority: string | null;
  number: string | null;
  certificate_no: string | null;
  scope: string | null;
  start_date: string | null;
  end_date: string | null;
  remarks: string | null;
  file_keys: string[];
}

export async function insertQualification(db: Database, companyId: number, v: QualificationValues): Promise<number> {
  const row = await db
    .insertInto('supplier_qualifications')
    .values({ company_id: companyId, ...v, doc_type: v.doc_type ?? null, file_keys: JSON.stringify(v.file_keys) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQualification(db: Database, companyId: number, id: number, v: QualificationValues, now: Date): Promise<void> {
  const { doc_type, ...rest } = v;
  await db
    .updateTable('supplier_qualifications')
    .set({ ...rest, ...(doc_type !== undefined ? { doc_type } : {}), file_keys: JSON.stringify(v.file_keys), updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .execute();
}

export async function cancelQualification(db: Database, companyId: number, id: number, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('supplier_qualifications')
    .set({ cancelled: true, cancel_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .execute();
}

export async function deleteQualifications(db: Database, companyId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('supplier_qualifications').where('company_id', '=', companyId).where('id', 'in', ids).execute();
}

// ---- files ----

/** File items of the keys visible in the scope, by key (names and download urls for the screens). */
export async function fileItems(db: Database, scope: Scope, keys: string[]): Promise<Record<string, FileItem>> {
  const unique = [...new Set(keys)].filter((k) => /^[A-Za-z0-9_-]{16,64}$/.test(k));
  if (unique.length === 0) return {};
  const rows = await db
    .selectFrom('files')
    .select(['id', 'filename', 'content_type', 'size'])
    .where('id', 'in', unique)
    .where(companyFilter('files.company_id', scope))
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, toFileItem(r)]));
}

/** A supplier's qualifications for the staff supplier detail, by end date. */
export const listQualificationsOf = (db: Database, companyId: number): Promise<QualificationRow[]> =>
  qualificationColumns(db).where('q.company_id', '=', companyId).orderBy('q.end_date').orderBy('q.id').execute();

// ---- contacts and home counters ----

/** The supplier's wizard data (its contacts are in `supply.contacts`). */
export async function findWizardData(db: Database, companyId: number): Promise<unknown> {
  const row = await db.selectFrom('supplier_profiles').select('wizard').where('company_id', '=', companyId).executeTakeFirst();
  return row?.wizard;
}

/** The supplier's review status, if it has a profile. */
export async function findReviewStatus(db: Database, companyId: number): Promise<ReviewStatus | undefined> {
  const row = await db.selectFrom('supplier_profiles').select('review_status').where('company_id', '=', companyId).executeTakeFirst();
  return row?.review_status;
}

/** Live qualifications of the company ending on or before `until`. */
export async function countQualificationsEndingBy(db: Database, companyId: number, until: Date): Promise<number> {
  const row = await db
    .selectFrom('supplier_qualifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('cancelled', '=', false)
    .where(sql<boolean>`end_date <= ${until}::date`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
