/** All SQL of capability list applications; every query carries the company scope. */
import type { CapabilityListQuery } from '@aerosupply/shared/capabilities/schemas';
import type { CapabilityStatus } from '@aerosupply/shared/suppliers/states';
import { CAPABILITY_WORKFLOW } from '@aerosupply/shared/capabilities/workflow';
import { sql } from 'kysely';
import type { Page } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';

export interface CapabilityRow {
  id: number;
  company_id: number;
  company_name: string;
  company_name_en: string | null;
  number: string;
  procurement_type: string;
  supply_ability: string;
  qualification_status: string;
  categories: { level1: string; level2: string }[];
  items: Record<string, unknown>[];
  remarks: string | null;
  status: CapabilityStatus;
  audit_result: string | null;
  applicant_name: string;
  application_date: string | null;
  prequal_no: string | null;
  audit_no: string | null;
  review_comment: string | null;
  reviewer_name: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const columns = (db: Database) =>
  db
    .selectFrom('capability_applications as a')
    .innerJoin('companies', 'companies.id', 'a.company_id')
    .select([
      'a.id',
      'a.company_id',
      'companies.name as company_name',
      'companies.name_en as company_name_en',
      'a.number',
      'a.procurement_type',
      'a.supply_ability',
      'a.qualification_status',
      'a.categories',
      'a.items',
      'a.remarks',
      'a.status',
      'a.audit_result',
      'a.applicant_name',
      sql<string | null>`a.application_date::text`.as('application_date'),
      'a.prequal_no',
      'a.audit_no',
      'a.review_comment',
      'a.reviewer_name',
      'a.reviewed_at',
      'a.created_at',
      'a.updated_at',
    ]);

const SORTS = { number: 'a.number', applicationDate: 'a.application_date', updatedAt: 'a.updated_at' } as const;
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listApplications(db: Database, scope: Scope, q: CapabilityListQuery): Promise<Page<CapabilityRow>> {
  let base = db.selectFrom('capability_applications as a').where(companyFilter('a.company_id', scope));
  if (q.number) base = base.where('a.number', 'ilike', like(q.number));
  if (q.procurementType) base = base.where('a.procurement_type', '=', q.procurementType);
  if (q.supplyAbility) base = base.where('a.supply_ability', '=', q.supplyAbility);
  if (q.qualificationStatus) base = base.where('a.qualification_status', '=', q.qualificationStatus);
  if (q.auditResult) base = base.where('a.audit_result', '=', q.auditResult);
  if (q.applicant) base = base.where('a.applicant_name', 'ilike', like(q.applicant));
  if (q.applicationDateFrom) base = base.where(sql<boolean>`a.application_date >= ${q.applicationDateFrom}::date`);
  if (q.applicationDateTo) base = base.where(sql<boolean>`a.application_date <= ${q.applicationDateTo}::date`);
  if (q.prequalNo) base = base.where('a.prequal_no', 'ilike', like(q.prequalNo));
  if (q.auditNo) base = base.where('a.audit_no', 'ilike', like(q.auditNo));
  if (q.category) {
    const c = q.category;
    base = base.where(sql<boolean>`(a.categories @> ${JSON.stringify([{ level1: c }])}::jsonb or a.categories @> ${JSON.stringify([{ level2: c }])}::jsonb)`);
  }
  if (q.status) base = base.where('a.status', '=', q.status);
  return pageQuery(db, columns(db).where('a.id', 'in', base.select('a.id')).orderBy(SORTS[q.sort], q.order).orderBy('a.id', q.order), q, { countFrom: base });
}

export function findApplication(db: Database, scope: Scope, id: number, lock = false): Promise<CapabilityRow | undefined> {
  let q = columns(db).where(companyFilter('a.company_id', scope)).where('a.id', '=', id);
  if (lock) q = q.forUpdate('a');
  return q.executeTakeFirst();
}

export async function nextNumber(db: Database, today: string): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('capability_application_no_seq')::text as n`.execute(db);
  return `CA${today.replaceAll('-', '')}${rows[0]!.n.padStart(4, '0')}`;
}

export interface ApplicationValues {
  procurement_type: string;
  supply_ability: string;
  qualification_status: string;
  categories: { level1: string; level2: string }[];
  items: Record<string, unknown>[];
  remarks: string | null;
}

export async function insertApplication(db: Database, v: ApplicationValues & { company_id: number; number: string; applicant_user_id: number; applicant_name: string }): Promise<number> {
  const row = await db
    .insertInto('capability_applications')
    .values({ ...v, categories: JSON.stringify(v.categories), items: JSON.stringify(v.items) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The application's status, moved only by `applyTransition` with CAPABILITY_WORKFLOW. */
export const CAPABILITY_STATUS = statusColumn({ table: 'capability_applications', workflow: CAPABILITY_WORKFLOW });

/** The edit: the supplier's values, back to "to be submitted" (a failed application is corrected so). */
export async function updateApplication(db: Database, id: number, v: ApplicationValues, now: Date): Promise<void> {
  await applyTransition(db, CAPABILITY_STATUS, {
    id,
    action: 'edit',
    set: { ...v, categories: JSON.stringify(v.categories), items: JSON.stringify(v.items), audit_result: null, updated_at: now },
  });
}

export async function setSubmitted(db: Database, id: number, today: string, now: Date): Promise<CapabilityStatus> {
  return applyTransition(db, CAPABILITY_STATUS, { id, action: 'submit', set: { application_date: today, updated_at: now } });
}

export async function setReviewed(
  db: Database,
  id: number,
  v: { decision: 'pass' | 'fail'; comment: string | null; reviewerId: number; reviewerName: string; now: Date },
): Promise<CapabilityStatus> {
  return applyTransition(db, CAPABILITY_STATUS, {
    id,
    action: v.decision,
    set: { audit_result: v.decision, review_comment: v.comment, reviewer_user_id: v.reviewerId, reviewer_name: v.reviewerName, reviewed_at: v.now, updated_at: v.now },
  });
}

/** A supplier's capability applications for the staff supplier detail, newest first. */
export const listApplicationsOf = (db: Database, companyId: number) =>
  db.selectFrom('capability_applications').select(['id', 'number', 'status', 'audit_result', 'application_date', 'prequal_no', 'audit_no', 'reviewer_name', 'reviewed_at']).where('company_id', '=', companyId).orderBy('id', 'desc').execute();
