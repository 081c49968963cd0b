/**
 * SQL of the supplier scorecard (issue 31): the criteria sets, the scores of a period written in
 * one statement per table, a supplier's scores with their criteria, the ranking (reading the
 * supplier's names and its master data's purchasing org and categories), the latest score of bidders, runs.
 */
import type { PeriodKind } from '@aerosupply/shared/supplier-scorecard/grading';
import type { RankingQuery } from '@aerosupply/shared/supplier-scorecard/schemas';
import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';

export async function currentSet(db: Database) {
  const set = await db.selectFrom('scorecard_criteria_sets').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const criteria = await db.selectFrom('scorecard_criteria').selectAll().where('set_id', '=', set.id).orderBy('position').execute();
  return { set, criteria };
}
export type CriteriaSet = Awaited<ReturnType<typeof currentSet>>;

export async function insertSet(
  trx: Database,
  total: { a: number; b: number; c: number },
  criteria: { formula: string; weight: number; thresholds: { a: number; b: number; c: number }; param: number | null }[],
  by: { id: number; name: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('scorecard_criteria_sets')
    .values({ grade_a: total.a, grade_b: total.b, grade_c: total.c, created_by: by.id, created_by_name: by.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('scorecard_criteria')
    .values(criteria.map((c, i) => ({ set_id: id, position: i, formula: c.formula, weight: c.weight, grade_a: c.thresholds.a, grade_b: c.thresholds.b, grade_c: c.thresholds.c, param: c.param })))
    .execute();
  return id;
}

export interface ScoreWrite {
  company_id: number;
  total: number | null;
  grade: string | null;
  groups: { delivery: number | null; quality: number | null; cost: number | null; service: number | null };
  criteria: { formula: string; weight: number; numerator: number; denominator: number; value: number | null; score: number | null; grade: string | null }[];
}

/** Serialises the writes of one period (a staff computation racing the job): held until the transaction ends. */
export async function lockPeriod(trx: Database, kind: PeriodKind, period: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${0x31c}::int, hashtext(${`${kind}:${period}`}))`.execute(trx);
}

/** Replaces the scores of one period with these (one statement per table: the period's rows go, the new ones come in batches). */
export async function replaceScores(trx: Database, kind: PeriodKind, period: string, setId: number, rows: readonly ScoreWrite[], now: Date): Promise<void> {
  await trx.deleteFrom('supplier_scores').where('period_kind', '=', kind).where('period', '=', period).execute();
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    const ids = await trx
      .insertInto('supplier_scores')
      .values(batch.map((r) => ({ company_id: r.company_id, period_kind: kind, period, set_id: setId, total: r.total, grade: r.grade, ...r.groups, computed_at: now })))
      .returning(['id', 'company_id'])
      .execute();
    const idOf = new Map(ids.map((r) => [r.company_id, r.id]));
    const criteria = batch.flatMap((r) => r.criteria.map((c) => ({ score_id: idOf.get(r.company_id)!, ...c })));
    for (let k = 0; k < criteria.length; k += 2000) await trx.insertInto('supplier_score_criteria').values(criteria.slice(k, k + 2000)).execute();
  }
}

/** Numerators and denominators of these months summed per supplier and formula (the quarter's aggregate). */
export async function summedMonthCriteria(db: Database, months: readonly string[]) {
  const rows = await db
    .selectFrom('supplier_score_criteria as c')
    .innerJoin('supplier_scores as s', 's.id', 'c.score_id')
    .select(['s.company_id', 'c.formula', sql<string>`sum(c.numerator)::text`.as('num'), sql<string>`sum(c.denominator)::text`.as('den')])
    .where('s.period_kind', '=', 'month')
    .where('s.period', 'in', months)
    .groupBy(['s.company_id', 'c.formula'])
    .execute();
  return rows.map((r) => ({ company_id: r.company_id, formula: r.formula, num: Number(r.num), den: Number(r.den) }));
}

export async function upsertRun(trx: Database, kind: PeriodKind, period: string, setId: number, suppliers: number, byName: string | null, now: Date): Promise<void> {
  await trx
    .insertInto('scorecard_runs')
    .values({ period_kind: kind, period, set_id: setId, suppliers, computed_at: now, computed_by_name: byName })
    .onConflict((oc) => oc.columns(['period_kind', 'period']).doUpdateSet({ set_id: setId, suppliers, computed_at: now, computed_by_name: byName }))
    .execute();
}

export const findRun = (db: Database, kind: PeriodKind, period: string) =>
  db.selectFrom('scorecard_runs').selectAll().where('period_kind', '=', kind).where('period', '=', period).executeTakeFirst();

/** Marks the month closed; false when it was closed already (the notice goes out once). */
export async function closeRun(trx: Database, period: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('scorecard_runs')
    .set({ closed_at: now })
    .where('period_kind', '=', 'month')
    .where('period', '=', period)
    .where('closed_at', 'is', null)
    .returning('period')
    .executeTakeFirst();
  return row !== undefined;
}

export const closedMonths = (db: Database, months: readonly string[]) =>
  months.length === 0
    ? Promise.resolve([])
    : db.selectFrom('scorecard_runs').select('period').where('period_kind', '=', 'month').where('period', 'in', months).where('closed_at', 'is not', null).execute();

/** The enabled administrators of the suppliers scored in a period, with their score. */
export async function scoredSupplierAdmins(db: Database, period: string) {
  return db
    .selectFrom('supplier_scores as s')
    .innerJoin('users as u', 'u.company_id', 's.company_id')
    .select(['s.company_id', 'u.id as user_id', sql<string | null>`s.total::text`.as('total'), 's.grade'])
    .where('s.period_kind', '=', 'month')
    .where('s.period', '=', period)
    .where('s.total', 'is not', null)
    .where('u.is_company_admin', '=', true)
    .where('u.enabled', '=', true)
    .orderBy('s.company_id')
    .execute();
}

export const findSupplier = (db: Database, companyId: number) =>
  db.selectFrom('companies').select(['id', 'name', 'name_en']).where('id', '=', companyId).where('type', '=', 'supplier').executeTakeFirst();

export interface StoredCriterion {
  formula: string;
  weight: number;
  numerator: string;
  denominator: string;
  value: string | null;
  score: string | null;
  grade: string | null;
}

/** A supplier's scores of these months and quarters with their criteria, in one statement. */
export async function scoresOf(db: Database, companyId: number, months: readonly string[], quarters: readonly string[]) {
  const { rows } = await sql<{
    period: string;
    period_kind: PeriodKind;
    total: string | null;
    grade: string | null;
    delivery: string | null;
    quality: string | null;
    cost: string | null;
    service: string | null;
    computed_at: Date;
    criteria: StoredCriterion[];
  }>`
    select s.period, s.period_kind, s.total::text as total, s.grade, s.delivery::text as delivery, s.quality::text as quality, s.cost::text as cost, s.service::text as service, s.computed_at,
           (select coalesce(json_agg(json_build_object('formula', c.formula, 'weight', c.weight, 'numerator', c.numerator::text, 'denominator', c.denominator::text,
                                                       'value', c.value::text, 'score', c.score::text, 'grade', c.grade)), '[]'::json)
              from supplier_score_criteria c where c.score_id = s.id) as criteria
      from supplier_scores s
     where s.company_id = ${companyId}
       and ((s.period_kind = 'month' and s.period = any(${[...months]}::text[])) or (s.period_kind = 'quarter' and s.period = any(${[...quarters]}::text[])))
     order by s.period`.execute(db);
  return rows;
}
export type StoredScore = Awaited<ReturnType<typeof scoresOf>>[number];

/** The stored criterion of one supplier, month and formula. */
export const storedCriterion = (db: Database, companyId: number, period: string, formula: string) =>
  db
    .selectFrom('supplier_score_criteria as c')
    .innerJoin('supplier_scores as s', 's.id', 'c.score_id')
    .select([sql<string>`c.numerator::text`.as('num'), sql<string>`c.denominator::text`.as('den')])
    .where('s.company_id', '=', companyId)
    .where('s.period_kind', '=', 'month')
    .where('s.period', '=', period)
    .where('c.formula', '=', formula)
    .executeTakeFirst();

function rankingBase(db: Database, q: RankingQuery) {
  let qb = db
    .selectFrom('supplier_scores as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .leftJoin('supplier_master_data as md', 'md.company_id', 's.company_id')
    .where('s.period_kind', '=', q.periodKind)
    .where('s.period', '=', q.period)
    .where('s.total', 'is not', null);
  if (q.purchaseOrg) qb = qb.where('md.purchase_org', '=', q.purchaseOrg);
  if (q.name) qb = qb.where(sql<SqlBool>`(c.name ilike ${'%' + q.name + '%'} or c.name_en ilike ${'%' + q.name + '%'} or c.vendor_code = ${q.name})`);
  if (q.category)
    qb = qb.where(
      sql<SqlBool>`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(md.categories) = 'array' then md.categories else '[]'::jsonb end) k
                     where ${q.category} in (k->>'level1', k->>'level2'))`,
    );
  return qb;
}

const rankingColumns = [
  's.company_id', 'c.name', 'c.name_en', 'c.vendor_code', 'md.purchase_org', 's.grade',
  sql<string | null>`s.total::text`.as('total'),
  sql<string | null>`s.delivery::text`.as('delivery'),
  sql<string | null>`s.quality::text`.as('quality'),
  sql<string | null>`s.cost::text`.as('cost'),
  sql<string | null>`s.service::text`.as('service'),
  sql<number>`(rank() over (order by s.total desc))::int`.as('rank'),
] as const;

export function ranking(db: Database, q: RankingQuery) {
  const rows = rankingBase(db, q).select(rankingColumns).orderBy('s.total', 'desc').orderBy('s.company_id');
  return pageQuery(db, rows, q);
}
export type RankingDbRow = Awaited<ReturnType<typeof ranking>>['rows'][number];

export const rankingAll = (db: Database, q: RankingQuery, cap: number) =>
  rankingBase(db, q).select(rankingColumns).orderBy('s.total', 'desc').orderBy('s.company_id').limit(cap).execute();

/** Each company's newest month score. */
export async function latestMonthScores(db: Database, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  const { rows } = await sql<{ company_id: number; period: string; total: string | null; grade: string | null }>`
    select distinct on (s.company_id) s.company_id, s.period, s.total::text as total, s.grade
      from supplier_scores s
     where s.period_kind = 'month' and s.company_id = any(${[...companyIds]}::int[])
     order by s.company_id, s.period desc`.execute(db);
  return rows;
}

export { claimSchedulerRun } from '../../platform/jobs/scheduler-runs';
