/** SQL of forwarder evaluations: templates, evaluations (company-scoped), scorecards, forwarder options. */
import type { EvaluationListQuery, ScorecardListQuery, TemplateListQuery } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { EVALUATION_WORKFLOW, type EvaluationStatus } from '@aerosupply/shared/forwarder-evaluations/workflow';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { statusColumn } from '../../platform/workflow/status-writer';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import type { EvaluationTemplatesTable, ForwarderEvaluationsTable } from './tables';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

// ---- templates ----

const selectTemplates = (db: Database) =>
  db
    .selectFrom('evaluation_templates as t')
    .selectAll('t')
    .select(sql<number>`(select count(*)::int from forwarder_evaluations e where e.template_id = t.id)`.as('evaluations'));

export type TemplateRow = Awaited<ReturnType<typeof findTemplate>> & {};

const TEMPLATE_SORT = { name: 't.name', updatedAt: 't.updated_at' } as const;

export function listTemplates(db: Database, q: TemplateListQuery) {
  let qb = selectTemplates(db);
  if (q.name) qb = qb.where((eb) => eb.or([eb('t.name', 'ilike', like(q.name!)), eb('t.name_en', 'ilike', like(q.name!))]));
  if (q.active) qb = qb.where('t.active', '=', q.active === 'true');
  return pageQuery(db, qb.orderBy(sql.ref(TEMPLATE_SORT[q.sort]), q.order).orderBy('t.id', q.order), { page: q.page, pageSize: q.pageSize });
}

export const findTemplate = (db: Database, id: number) => selectTemplates(db).where('t.id', '=', id).executeTakeFirst();

export const lockTemplate = (trx: Database, id: number) => trx.selectFrom('evaluation_templates').select(['id', 'active', 'version']).where('id', '=', id).forUpdate().executeTakeFirst();

export async function insertTemplate(trx: Database, values: Insertable<EvaluationTemplatesTable>): Promise<number> {
  return (await trx.insertInto('evaluation_templates').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTemplate(trx: Database, id: number, values: Updateable<EvaluationTemplatesTable>): Promise<void> {
  await trx.updateTable('evaluation_templates').set(values).where('id', '=', id).execute();
}

export async function countTemplateUses(trx: Database, id: number): Promise<number> {
  return Number((await trx.selectFrom('forwarder_evaluations').select(sql<number>`count(*)::int`.as('n')).where('template_id', '=', id).executeTakeFirstOrThrow()).n);
}

export async function deleteTemplate(trx: Database, id: number): Promise<void> {
  await trx.deleteFrom('evaluation_templates').where('id', '=', id).execute();
}

// ---- evaluations ----

const selectEvaluations = (db: Database) =>
  db
    .selectFrom('forwarder_evaluations as e')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .select([
      'e.id', 'e.company_id', 'c.name as company_name', 'c.name_en as company_name_en', 'e.template_id', 'e.template_version', 'e.title', 'e.title_en',
      'e.questions', 'e.answers', 'e.comment', 'e.remark', 'e.status', 'e.return_reason', 'e.close_comment',
      'e.questionnaire_score', 'e.on_time_rate', 'e.bill_accuracy', 'e.total_score', 'e.measures',
      'e.initiated_by', 'e.initiated_by_name', 'e.submitted_at', 'e.closed_at', 'e.created_at', 'e.updated_at',
      sql<string>`e.period_from::text`.as('period_from'),
      sql<string>`e.period_to::text`.as('period_to'),
      sql<string>`e.due_date::text`.as('due_date'),
    ]);

export type EvaluationRow = NonNullable<Awaited<ReturnType<typeof findEvaluation>>>;

const EVALUATION_SORT = { id: 'e.id', periodTo: 'e.period_to', dueDate: 'e.due_date', updatedAt: 'e.updated_at' } as const;

/** The digits of an evaluation number (`EV000012` or `12`). */
const numberId = (v: string) => {
  const digits = v.replace(/^\s*EV/i, '').trim();
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
};

export function listEvaluations(db: Database, scope: Scope, q: EvaluationListQuery) {
  let qb = selectEvaluations(db).where(companyFilter('e.company_id', scope));
  if (q.number) {
    const id = numberId(q.number);
    qb = id === null ? qb.where(sql<boolean>`false`) : qb.where('e.id', '=', id);
  }
  if (q.forwarderId) qb = qb.where('e.company_id', '=', q.forwarderId);
  if (q.status) qb = qb.where('e.status', '=', q.status);
  if (q.from) qb = qb.where(sql<boolean>`e.period_to >= ${q.from}::date`);
  if (q.to) qb = qb.where(sql<boolean>`e.period_from <= ${q.to}::date`);
  return pageQuery(db, qb.orderBy(sql.ref(EVALUATION_SORT[q.sort]), q.order).orderBy('e.id', q.order), { page: q.page, pageSize: q.pageSize });
}

export const findEvaluation = (db: Database, id: number, scope: Scope) => selectEvaluations(db).where('e.id', '=', id).where(companyFilter('e.company_id', scope)).executeTakeFirst();

/** Holds the evaluation until the transaction ends: two answers at once, the second waits and sees the new status. */
export const lockEvaluation = (trx: Database, id: number, scope: Scope) =>
  trx
    .selectFrom('forwarder_evaluations as e')
    .select(['e.id', 'e.company_id', 'e.status', 'e.questions', 'e.answers', 'e.title', 'e.title_en', 'e.initiated_by'])
    .select([sql<string>`e.period_from::text`.as('period_from'), sql<string>`e.period_to::text`.as('period_to')])
    .where('e.id', '=', id)
    .where(companyFilter('e.company_id', scope))
    .forUpdate()
    .executeTakeFirst();

export async function findOpenPeriod(trx: Database, companyId: number, from: string, to: string): Promise<boolean> {
  const row = await trx
    .selectFrom('forwarder_evaluations')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<boolean>`period_from = ${from}::date and period_to = ${to}::date`)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertEvaluation(trx: Database, values: Insertable<ForwarderEvaluationsTable>): Promise<number> {
  return (await trx.insertInto('forwarder_evaluations').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The evaluation's status, moved only by `applyTransition` with EVALUATION_WORKFLOW. */
export const EVALUATION_STATUS = statusColumn({ table: 'forwarder_evaluations', workflow: EVALUATION_WORKFLOW });

export async function updateEvaluation(trx: Database, id: number, values: Updateable<ForwarderEvaluationsTable>): Promise<void> {
  await trx.updateTable('forwarder_evaluations').set(values).where('id', '=', id).execute();
}

// ---- scorecards ----

const SCORECARD_SORT = { periodTo: 'e.period_to', total: 'e.total_score', forwarder: 'c.name' } as const;

const scorecardQuery = (db: Database, q: Omit<ScorecardListQuery, 'page' | 'pageSize'>) => {
  let qb = selectEvaluations(db).where('e.status', '=', 'closed');
  if (q.forwarderId) qb = qb.where('e.company_id', '=', q.forwarderId);
  if (q.from) qb = qb.where(sql<boolean>`e.period_to >= ${q.from}::date`);
  if (q.to) qb = qb.where(sql<boolean>`e.period_from <= ${q.to}::date`);
  const sortRef = sql.ref(SCORECARD_SORT[q.sort]);
  return qb.orderBy(q.sort === 'total' ? sql`${sortRef} ${sql.raw(q.order)} nulls last` : sql`${sortRef} ${sql.raw(q.order)}`).orderBy('e.id', q.order);
};

export const listScorecards = (db: Database, q: ScorecardListQuery) => pageQuery(db, scorecardQuery(db, q), { page: q.page, pageSize: q.pageSize });

/** Every filtered scorecard for the export, at most `cap`. */
export const allScorecards = (db: Database, q: ScorecardListQuery, cap: number) => scorecardQuery(db, q).limit(cap).execute();

// ---- people and companies ----

export function listForwarders(db: Database) {
  return db.selectFrom('companies').select(['id', 'name', 'name_en']).where('type', '=', 'forwarder').orderBy('name').orderBy('id').execute();
}

export const findForwarder = (db: Database, id: number) => db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).where('type', '=', 'forwarder').executeTakeFirst();

/** The forwarder's enabled users holding 'fwd.evaluation' (or its company administrators), told of a new or returned evaluation. */
export async function evaluationUsers(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.company_id', '=', companyId)
    .where('u.enabled', '=', true)
    .where(sql<boolean>`(u.is_company_admin or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and 'fwd.evaluation' = any(r.permissions)))`)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

// ---- workbench counters (issue 28 item 2, D-580) ----

/** Evaluations of the scope in one status: the rows of `fwd/evaluations?status=` / `logistics/evaluations?status=`. */
export async function countEvaluationsIn(db: Database, scope: Scope, status: EvaluationStatus): Promise<number> {
  const row = await db.selectFrom('forwarder_evaluations as e').select(sql<number>`count(*)::int`.as('n')).where(companyFilter('e.company_id', scope)).where('e.status', '=', status).executeTakeFirstOrThrow();
  return row.n;
}
