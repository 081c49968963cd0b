/** SQL of the review chain. Staff-only screens: supplier records of every company. */
import type { ReviewListQuery } from '@aerosupply/shared/supplier-review/schemas';
import { APPROVAL_TASK_WORKFLOW, queueSources, REVIEW_QUEUES, transitionsFrom, type ReviewQueue, type ReviewStage } from '@aerosupply/shared/supplier-review/workflow';
import type { ReviewStatus } from '@aerosupply/shared/suppliers/states';
import { sql, type Insertable, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Actor } from '../../platform/context';
import { pageQuery } from '../../platform/db/paging';
import { applyTransitionToMany, statusColumn } from '../../platform/workflow/status-writer';
import { auditorEligibleSql, supplierCategoriesSql } from '../auditors';
import { SUPPLIER_SUBJECT } from '../supplier-profile';

/** Effective sub-stage: the stored one only for the current submission. */
export const stageSql = sql<ReviewStage>`(case when r.company_id is not null and r.cycle_submitted_at is not distinct from p.submitted_at then r.stage else 'prequalification' end)`;

/** Statuses that are part of the staff chain (everything after submission). */
const CHAIN_STATUSES: ReviewStatus[] = [
  'to_be_evaluated', 'pending_business_review', 'rejected', 'approved', 'oa_under_review', 'oa_failed', 'oa_approved',
  'qaudit_under_review', 'qaudit_failed', 'qaudit_passed', 'synchronized_to_sap', 'returned',
];

/** SQL: the record is in one of the queue's (status, stage) pairs. */
function inQueue(queue: ReviewQueue): RawBuilder<SqlBool> {
  const parts = queueSources(queue).map((s) =>
    s.stage ? sql`(p.review_status = ${s.status} and ${stageSql} = ${s.stage})` : sql`(p.review_status = ${s.status})`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** SQL: the actor may act on the record now (permission and, for audits, auditor routing). */
export function actionableSql(actor: Actor, only?: ReviewQueue): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [];
  for (const queue of only ? [only] : REVIEW_QUEUES) {
    const src = queueSources(queue)[0]!;
    const tr = transitionsFrom(src.status, src.stage ?? null).find((t) => t.queue === queue)!;
    if (!actor.permissions.has(tr.permission)) continue;
    parts.push(tr.auditorType ? sql`(${inQueue(queue)} and ${auditorEligibleSql(tr.auditorType, actor)})` : inQueue(queue));
  }
  if (parts.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

function base(db: Database) {
  return db
    .selectFrom('supplier_profiles as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('supplier_reviews as r', 'r.company_id', 'p.company_id')
    .leftJoin('supplier_master_data as md', 'md.company_id', 'p.company_id');
}

const columns = [
  'p.company_id', 'p.supplier_type', 'p.review_status', 'p.control_status', 'p.blacklisted', 'p.submitted_at', 'p.updated_at', 'p.approved_at', 'p.inviting_user_id',
  'c.name', 'c.name_en', 'c.vendor_code', 'c.tax_id', 'c.country',
  'r.application_no', 'r.preaudit_no', 'r.audit_no', 'r.prequal_by', 'r.prequal_at', 'r.assessed_by', 'r.assessed_at',
  'md.purchase_org',
] as const;

function selectRow(db: Database, actor: Actor) {
  return base(db)
    .select(columns)
    .select([
      stageSql.as('stage'),
      supplierCategoriesSql.as('categories'),
      sql<string | null>`(select u.real_name from users u where u.company_id = p.company_id and u.is_company_admin order by u.id limit 1)`.as('applicant'),
      sql<string | null>`(select u.real_name from users u where u.id = p.inviting_user_id)`.as('inviter_name'),
      auditorEligibleSql('prequalification', actor).as('can_prequal'),
      auditorEligibleSql('examination', actor).as('can_examine'),
      sql<boolean>`exists (select 1 from sap_sync_records s where s.company_id = p.company_id and s.status = 'pending')`.as('sap_pending'),
    ]);
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

const RESULT_STATUSES: Record<NonNullable<ReviewListQuery['result']>, ReviewStatus[]> = {
  pending: ['to_be_evaluated', 'pending_business_review', 'approved', 'oa_under_review', 'oa_approved', 'qaudit_under_review', 'qaudit_passed'],
  pass: ['synchronized_to_sap'],
  fail: ['rejected', 'oa_failed', 'qaudit_failed'],
  returned: ['returned'],
};

export async function listReviews(db: Database, actor: Actor, q: ReviewListQuery) {
  let qb = selectRow(db, actor).where('p.review_status', 'in', CHAIN_STATUSES);
  if (q.queue) qb = qb.where(q.mine ? actionableSql(actor, q.queue) : inQueue(q.queue));
  else if (q.mine) qb = qb.where(actionableSql(actor));
  if (q.supplierType) qb = qb.where('p.supplier_type', '=', q.supplierType);
  if (q.status) qb = qb.where('p.review_status', '=', q.status);
  if (q.result) qb = qb.where('p.review_status', 'in', RESULT_STATUSES[q.result]);
  if (q.name) qb = qb.where(sql<boolean>`(c.name ilike ${'%' + q.name + '%'} or c.name_en ilike ${'%' + q.name + '%'})`);
  if (q.applicant) qb = qb.where(sql<boolean>`exists (select 1 from users u where u.company_id = p.company_id and u.is_company_admin and u.real_name ilike ${'%' + q.applicant + '%'})`);
  if (q.applicationNo) qb = qb.where('r.application_no', '=', q.applicationNo);
  if (q.preauditNo) qb = qb.where('r.preaudit_no', '=', q.preauditNo);
  if (q.auditNo) qb = qb.where('r.audit_no', '=', q.auditNo);
  if (q.purchaseOrg) qb = qb.where('md.purchase_org', '=', q.purchaseOrg);
  if (q.category1) {
    qb = qb.where(
      sql<boolean>`exists (select 1 from jsonb_array_elements(${supplierCategoriesSql}) cat where cat->>'level1' = ${q.category1} and (${q.category2 ?? null}::text is null or cat->>'level2' = ${q.category2 ?? null}))`,
    );
  }
  if (q.submittedFrom) qb = qb.where('p.submitted_at', '>=', new Date(`${q.submittedFrom}T00:00:00Z`));
  if (q.submittedTo) qb = qb.where('p.submitted_at', '<', new Date(new Date(`${q.submittedTo}T00:00:00Z`).getTime() + 86_400_000));
  const sortCol = q.sort === 'name' ? 'c.name' : q.sort === 'updatedAt' ? 'p.updated_at' : 'p.submitted_at';
  return pageQuery(db, qb.orderBy(sql`${sql.ref(sortCol)} ${sql.raw(q.order === 'asc' ? 'asc' : 'desc')} nulls last`).orderBy('p.company_id', q.order), q);
}

export const findReview = (db: Database, actor: Actor, companyId: number) =>
  selectRow(db, actor).where('p.company_id', '=', companyId).where('c.type', '=', 'supplier').executeTakeFirst();

/** Counts per queue of records the actor may act on (home page). */
export async function countActionable(db: Database, actor: Actor): Promise<Record<ReviewQueue, number>> {
  const out = {} as Record<ReviewQueue, number>;
  for (const queue of REVIEW_QUEUES) {
    const sqlCond = actionableSql(actor, queue);
    const row = await base(db).select(sql<number>`count(*)`.as('n')).where(sqlCond).executeTakeFirstOrThrow();
    out[queue] = Number(row.n);
  }
  return out;
}

/** Next document number like PQ20260314-0007. */
export async function nextNumber(db: Database, prefix: string, now: Date): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('supplier_review_no_seq')::int as n`.execute(db);
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}-${String(rows[0]!.n).padStart(4, '0')}`;
}

/** Who took the latest review step of the supplier's current submission (four-eyes, D-191). */
export async function lastReviewActor(db: Database, companyId: number) {
  return db
    .selectFrom('timeline_entries as e')
    .select('e.actor_user_id')
    .where('e.subject_type', '=', SUPPLIER_SUBJECT)
    .where('e.subject_id', '=', companyId)
    .where('e.kind', '=', 'review')
    .where(sql<boolean>`e.created_at >= coalesce((select submitted_at from supplier_profiles where company_id = ${companyId}), '-infinity'::timestamptz)`)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Freeze and unfreeze requests waiting for finance (home page). */
export async function countPendingFreezeRequests(db: Database): Promise<number> {
  const row = await db.selectFrom('supplier_freeze_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** SAP syncs that gave up (home page). */
export async function countFailedSapSyncs(db: Database): Promise<number> {
  const row = await db.selectFrom('sap_sync_records').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'failed').executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- approval tasks (OA, QAUDIT) ----

export async function insertApprovalTask(db: Database, values: Insertable<DB['supplier_approval_tasks']>): Promise<void> {
  await db.insertInto('supplier_approval_tasks').values(values).execute();
}

/** A task's status, moved only by the status writer with APPROVAL_TASK_WORKFLOW. */
export const APPROVAL_TASK_STATUS = statusColumn({ table: 'supplier_approval_tasks', workflow: APPROVAL_TASK_WORKFLOW });

/** Decides the supplier's open tasks of the system (none open: nothing changes). */
export async function decidePendingApprovalTask(
  db: Database,
  companyId: number,
  system: 'OA' | 'QAUDIT',
  values: { decision: 'approve' | 'reject'; decided_by: number; decided_at: Date; comment: string | null },
): Promise<void> {
  const open = await db.selectFrom('supplier_approval_tasks').select('id').where('company_id', '=', companyId).where('system', '=', system).where('status', '=', 'pending').execute();
  const { decision, ...set } = values;
  await applyTransitionToMany(db, APPROVAL_TASK_STATUS, { ids: open.map((t) => t.id), action: decision, set });
}

/** The supplier's approval tasks, newest first. */
export const listApprovalTasks = (db: Database, companyId: number) =>
  db.selectFrom('supplier_approval_tasks').selectAll().where('company_id', '=', companyId).orderBy('submitted_at', 'desc').orderBy('id', 'desc').execute();

// ---- the review record ----

/** The wizard data and the evaluation forms of the supplier's review. */
export const findReviewForms = (db: Database, companyId: number) =>
  db
    .selectFrom('supplier_profiles as p')
    .leftJoin('supplier_reviews as r', 'r.company_id', 'p.company_id')
    .select(['p.wizard', 'r.prequal_form', 'r.assessment_form'])
    .where('p.company_id', '=', companyId)
    .executeTakeFirstOrThrow();

/** Locks the supplier's profile row until the end of the transaction (one review step at a time); false when there is none. */
export async function lockSupplierProfile(db: Database, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('supplier_profiles').select(['company_id']).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** The supplier's submission time as SQL, copied at the column's full precision. */
const submittedAtSql = (companyId: number) => sql<Date | null>`(select submitted_at from supplier_profiles where company_id = ${companyId})`;

/**
 * The evaluation record of the supplier and whether it belongs to the current submission (compared
 * in SQL at full precision, exactly as `stageSql` reads it).
 */
export const findReviewCycle = (db: Database, companyId: number) =>
  db
    .selectFrom('supplier_reviews as r')
    .innerJoin('supplier_profiles as p', 'p.company_id', 'r.company_id')
    .select(['r.company_id', sql<boolean>`r.cycle_submitted_at is not distinct from p.submitted_at`.as('same_cycle')])
    .where('r.company_id', '=', companyId)
    .executeTakeFirst();

/** Opens the evaluation record of the current submission. */
export async function insertReviewRecord(db: Database, companyId: number, applicationNo: string): Promise<void> {
  await db
    .insertInto('supplier_reviews')
    .values({ company_id: companyId, stage: 'prequalification', cycle_submitted_at: submittedAtSql(companyId), application_no: applicationNo, prequal_form: null, assessment_form: null })
    .execute();
}

/** Starts a new cycle for a resubmission: back to prequalification. */
export async function restartReviewCycle(db: Database, companyId: number, now: Date): Promise<void> {
  await db.updateTable('supplier_reviews').set({ stage: 'prequalification', cycle_submitted_at: submittedAtSql(companyId), updated_at: now }).where('company_id', '=', companyId).execute();
}

export async function updateReviewRecord(
  db: Database,
  companyId: number,
  values: Partial<Pick<Insertable<DB['supplier_reviews']>, 'stage' | 'preaudit_no' | 'prequal_form' | 'prequal_by' | 'prequal_at' | 'audit_no' | 'assessment_form' | 'assessed_by' | 'assessed_at' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('supplier_reviews').set(values).where('company_id', '=', companyId).execute();
}


/** The supplier's administrators, to tell them. */
export const findCompanyAdminIds = (db: Database, companyId: number) =>
  db.selectFrom('users').select('id').where('company_id', '=', companyId).where('is_company_admin', '=', true).execute();

// Master data is written by its owner, supplier-profile (D-840).
export { upsertPurchaseOrg } from '../supplier-profile';
