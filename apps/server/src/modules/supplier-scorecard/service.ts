/**
 * Supplier performance scorecard (issue 31, D-630..D-639): criteria as data (a new version per
 * save), the computation of a month for every supplier (one aggregate per formula through the
 * owning modules, the scores written in one transaction) and of its quarter from the months'
 * numerators and denominators, a supplier's scorecard with its trend, the evidence of a figure,
 * the ranking with its export, and the scores beside bidders.
 */
import type { Lang } from '@aerosupply/shared/i18n/lang';
import { translate } from '@aerosupply/shared/i18n/messages';
import type { Page } from '@aerosupply/shared/api';
import { FORMULAS, isFormulaCode, paramOf, type FormulaCode, type ScoreGroup } from '@aerosupply/shared/supplier-scorecard/formulas';
import { gradeOf, monthBounds, monthsOfQuarter, monthsUpTo, quarterOf, scoreOf, totalOf, validateCriteria, type Thresholds } from '@aerosupply/shared/supplier-scorecard/grading';
import { EVIDENCE_LIMIT, type ScorePeriod, type SupplierMeasure } from '@aerosupply/shared/supplier-scorecard/measures';
import type { BidderScore, ComputeAnswer, EvidenceView, RankingQuery, RankingRow, ScorecardView, SettingsBody, SettingsView } from '@aerosupply/shared/supplier-scorecard/schemas';
import { dayIn } from '@aerosupply/shared/format/dates';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { columnsIn, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { notifyMany } from '../notifications';
import { FORMULA_SOURCES } from './measures';
import { assertMaySeeSupplier } from './policy';
import { presentPeriod, presentRankingRow, presentSettings } from './presenter';
import * as repo from './repo';

export const SCORECARD_QUEUE = 'scorecard.compute';
export const SCORECARD_JOB_NAME = 'supplier-scorecard';
/** Local hour of the daily run (03:00 company time, after the expiry watch). */
export const SCORECARD_RUN_HOUR = 3;
export const RANKING_EXPORT_CAP = 10_000;

const todayOf = (deps: AppDeps) => dayIn(deps.now(), deps.config.companyTimeZone);
const thresholdsOf = (r: { grade_a: string; grade_b: string; grade_c: string }): Thresholds => ({ a: Number(r.grade_a), b: Number(r.grade_b), c: Number(r.grade_c) });

export async function getSettings(deps: AppDeps): Promise<SettingsView> {
  return presentSettings(await repo.currentSet(deps.db));
}

/** Saves the criteria as a new version; every wrong field is named at once (400). */
export async function saveSettings(deps: AppDeps, actor: Actor, body: SettingsBody): Promise<SettingsView> {
  const errors = validateCriteria(body.criteria, body.totalThresholds);
  if (errors.length) throw new AppError(400, errors[0]!.errorKey, errors[0]!.params, errors);
  const criteria = body.criteria.map((c) => ({ ...c, param: paramOf(c.formula as FormulaCode, c.param) }));
  await deps.db.transaction().execute((trx) => repo.insertSet(trx, body.totalThresholds, criteria, { id: actor.userId, name: actor.realName }));
  return getSettings(deps);
}

interface CriterionRule {
  formula: FormulaCode;
  weight: number;
  thresholds: Thresholds;
  param: number | null;
}

const rulesOf = (set: repo.CriteriaSet): CriterionRule[] =>
  set.criteria.filter((c) => isFormulaCode(c.formula)).map((c) => ({ formula: c.formula as FormulaCode, weight: c.weight, thresholds: thresholdsOf(c), param: c.param === null ? null : Number(c.param) }));

/** Scores of each supplier from its numerators and denominators per formula (missing formula: nothing measured). */
function scoreSuppliers(rules: readonly CriterionRule[], total: Thresholds, byCompany: Map<number, Map<string, { num: number; den: number }>>): repo.ScoreWrite[] {
  const out: repo.ScoreWrite[] = [];
  for (const [companyId, measures] of byCompany) {
    const criteria = rules.map((r) => {
      const m = measures.get(r.formula) ?? { num: 0, den: 0 };
      const { value, score } = scoreOf(r.formula, m.num, m.den, r.param);
      return { formula: r.formula, weight: r.weight, numerator: m.num, denominator: m.den, value, score, grade: gradeOf(score, r.thresholds) };
    });
    if (criteria.every((c) => c.score === null)) continue;
    const t = totalOf(criteria);
    const groupScore = (g: ScoreGroup) => totalOf(criteria.filter((c) => FORMULAS[c.formula as FormulaCode].group === g));
    out.push({
      company_id: companyId,
      total: t,
      grade: gradeOf(t, total),
      groups: { delivery: groupScore('delivery'), quality: groupScore('quality'), cost: groupScore('cost'), service: groupScore('service') },
      criteria,
    });
  }
  return out;
}

function collect(byCompany: Map<number, Map<string, { num: number; den: number }>>, formula: string, rows: readonly SupplierMeasure[]) {
  for (const r of rows) {
    let m = byCompany.get(r.company_id);
    if (!m) byCompany.set(r.company_id, (m = new Map()));
    m.set(formula, { num: Number(r.num), den: Number(r.den) });
  }
}

/** What a computation needs: the database, the company's day and time zone, the clock, and how to run a transaction. */
export interface ComputeContext {
  db: Database;
  today: string;
  timeZone: string;
  now: Date;
  inTransaction: <T>(fn: (trx: Database) => Promise<T>) => Promise<T>;
}

const contextOf = (deps: AppDeps): ComputeContext => ({
  db: deps.db,
  today: todayOf(deps),
  timeZone: deps.config.companyTimeZone,
  now: deps.now(),
  inTransaction: (fn) => deps.db.transaction().execute(fn),
});

const periodOf = (ctx: Pick<ComputeContext, 'today' | 'timeZone'>, month: string): ScorePeriod => ({ ...monthBounds(month), today: ctx.today, timeZone: ctx.timeZone });

/** Computes one month for every supplier (on demand or by the job); see `computeMonthIn`. */
export const computeMonth = (deps: AppDeps, month: string, byName: string | null): Promise<ComputeAnswer> => computeMonthIn(contextOf(deps), month, byName);

/**
 * Computes one month for every supplier with anything to measure and then its quarter, replacing
 * what was stored for both (running it again gives the same rows: idempotent).
 */
export async function computeMonthIn(ctx: ComputeContext, month: string, byName: string | null): Promise<ComputeAnswer> {
  // Elapsed time of the run (a duration, not a date: the monotonic timer, not the clock).
  const started = performance.now();
  if (monthBounds(month).start > ctx.today) throw new AppError(400, 'scorecard.future_month', undefined, [{ path: 'month', errorKey: 'scorecard.future_month' }]);
  const set = await repo.currentSet(ctx.db);
  const rules = rulesOf(set);
  const total = thresholdsOf(set.set);
  const p = periodOf(ctx, month);
  const byCompany = new Map<number, Map<string, { num: number; den: number }>>();
  // One aggregate per formula; on PostgreSQL they run side by side on the pool.
  const measured = await Promise.all(rules.map((r) => FORMULA_SOURCES[r.formula].measure(ctx.db, p, paramOf(r.formula, r.param) ?? 0)));
  rules.forEach((r, i) => collect(byCompany, r.formula, measured[i]!));
  const monthRows = scoreSuppliers(rules, total, byCompany);
  const quarter = quarterOf(month);
  await ctx.inTransaction(async (trx) => {
    // A month and its quarter are written by one computation at a time (D-634); the later one wins whole.
    await repo.lockPeriod(trx, 'month', month);
    await repo.lockPeriod(trx, 'quarter', quarter);
    await repo.replaceScores(trx, 'month', month, set.set.id, monthRows, ctx.now);
    await repo.upsertRun(trx, 'month', month, set.set.id, monthRows.length, byName, ctx.now);
    const byCompanyQ = new Map<number, Map<string, { num: number; den: number }>>();
    for (const r of await repo.summedMonthCriteria(trx, monthsOfQuarter(quarter))) collect(byCompanyQ, r.formula, [{ company_id: r.company_id, num: r.num, den: r.den }]);
    const quarterRows = scoreSuppliers(rules, total, byCompanyQ);
    await repo.replaceScores(trx, 'quarter', quarter, set.set.id, quarterRows, ctx.now);
    await repo.upsertRun(trx, 'quarter', quarter, set.set.id, quarterRows.length, byName, ctx.now);
  });
  return { month, quarter, suppliers: monthRows.length, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Closes a computed month once: each scored supplier's administrators get the notice (in their language). */
export async function closeMonth(deps: AppDeps, month: string): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.closeRun(trx, month, deps.now()))) return 0;
    const admins = await repo.scoredSupplierAdmins(trx, month);
    const byCompany = new Map<number, { users: number[]; total: string; grade: string }>();
    for (const a of admins) {
      const entry = byCompany.get(a.company_id) ?? { users: [], total: a.total ?? '', grade: a.grade ?? '' };
      entry.users.push(a.user_id);
      byCompany.set(a.company_id, entry);
    }
    const batch = [...byCompany.values()].map((e) => ({
      key: 'scorecard.period_closed' as const,
      recipients: e.users,
      params: { period: month, total: e.total, grade: e.grade },
      options: { link: '/sup/scorecard' },
    }));
    for (let i = 0; i < batch.length; i += 200) await notifyMany(deps, trx, batch.slice(i, i + 200));
    return byCompany.size;
  });
}

/** The job: computes the month (and closes it when asked) and the current month to date. */
export async function runScorecardJob(deps: AppDeps, payload: { month?: unknown; close?: unknown }): Promise<void> {
  const month = typeof payload.month === 'string' ? payload.month : null;
  if (!month) return;
  const run = await repo.findRun(deps.db, 'month', month);
  // A closed month keeps the scores its suppliers were told; only a staff action recomputes it.
  if (!run?.closed_at) await computeMonth(deps, month, null);
  if (payload.close === true) await closeMonth(deps, month);
  const current = todayOf(deps).slice(0, 7);
  if (current !== month) await computeMonth(deps, current, null);
}

/** The scheduler's tick: from 03:00 company time, once a day, the month before (closing it) and this month to date. */
export async function tickScorecardScheduler(deps: AppDeps): Promise<boolean> {
  const now = deps.now();
  const tz = deps.config.companyTimeZone;
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: tz }).format(now));
  if (hour < SCORECARD_RUN_HOUR) return false;
  const today = dayIn(now, tz);
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const previous = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.claimSchedulerRun(trx, SCORECARD_JOB_NAME, today))) return false;
    await deps.jobs.enqueue(SCORECARD_QUEUE, { month: previous, close: true }, { db: trx, maxAttempts: 3 });
    return true;
  });
}

/** A supplier's scorecard: the last `months` months and their quarters, the newest month as `latest`. */
export async function getScorecard(deps: AppDeps, actor: Actor, companyId: number, months: number): Promise<ScorecardView> {
  assertMaySeeSupplier(actor, companyId);
  const list = monthsUpTo(todayOf(deps).slice(0, 7), months);
  const quarters = [...new Set(list.map(quarterOf))];
  const [supplier, rows, closed] = await Promise.all([repo.findSupplier(deps.db, companyId), repo.scoresOf(deps.db, companyId, list, quarters), repo.closedMonths(deps.db, list)]);
  if (!supplier) throw notFound();
  const monthRows = rows.filter((r) => r.period_kind === 'month');
  const quarterRows = rows.filter((r) => r.period_kind === 'quarter');
  const closedSet = new Set(closed.map((c) => c.period));
  const monthViews = monthRows.map((r) => presentPeriod(r, closedSet.has(r.period)));
  const quarterViews = quarterRows.map((r) => presentPeriod(r, monthsOfQuarter(r.period).every((m) => closedSet.has(m))));
  return { companyId, name: supplier.name, nameEn: supplier.name_en, latest: monthViews.at(-1) ?? null, months: monthViews, quarters: quarterViews };
}

export async function getEvidence(deps: AppDeps, actor: Actor, companyId: number, month: string, formula: FormulaCode): Promise<EvidenceView> {
  assertMaySeeSupplier(actor, companyId);
  if (!(await repo.findSupplier(deps.db, companyId))) throw notFound();
  const set = await repo.currentSet(deps.db);
  const rule = rulesOf(set).find((r) => r.formula === formula);
  const param = paramOf(formula, rule?.param) ?? 0;
  const [stored, rows] = await Promise.all([
    repo.storedCriterion(deps.db, companyId, month, formula),
    FORMULA_SOURCES[formula].evidence(deps.db, companyId, periodOf(contextOf(deps), month), param, EVIDENCE_LIMIT + 1),
  ]);
  return {
    formula,
    period: month,
    numerator: stored ? Number(stored.num) : null,
    denominator: stored ? Number(stored.den) : null,
    rows: rows.slice(0, EVIDENCE_LIMIT),
    truncated: rows.length > EVIDENCE_LIMIT,
  };
}

export async function listRanking(deps: AppDeps, q: RankingQuery): Promise<Page<RankingRow>> {
  const page = await repo.ranking(deps.db, q);
  return { ...page, rows: page.rows.map(presentRankingRow) };
}

const R_COLUMNS: readonly ColumnDef[] = [
  ['rank', 'scorecard.col.rank', 8],
  ['supplier', 'scorecard.col.supplier', 36],
  ['vendorCode', 'scorecard.col.vendorCode', 14],
  ['purchaseOrg', 'scorecard.col.purchaseOrg', 12],
  ['total', 'scorecard.col.total', 12],
  ['grade', 'scorecard.col.grade', 8],
  ['delivery', 'scorecard.col.delivery', 10],
  ['quality', 'scorecard.col.quality', 10],
  ['cost', 'scorecard.col.cost', 10],
  ['service', 'scorecard.col.service', 10],
];

export function exportRanking(deps: AppDeps, q: RankingQuery, lang: Lang): ExportFile {
  let done = false;
  const next = async () => {
    if (done) return [];
    done = true;
    return (await repo.rankingAll(deps.db, q, RANKING_EXPORT_CAP)).map((r) => {
      const v = presentRankingRow(r);
      return { ...v, supplier: lang === 'en' ? (v.nameEn ?? v.name) : v.name };
    });
  };
  const stream = streamWorkbook(translate('scorecard.sheet', lang), columnsIn(R_COLUMNS, lang), next, RANKING_EXPORT_CAP);
  return { filename: `${translate('scorecard.file', lang)}-${q.period}.xlsx`, stream };
}

export async function bidderScores(deps: AppDeps, companyIds: readonly number[]): Promise<BidderScore[]> {
  const rows = await repo.latestMonthScores(deps.db, companyIds);
  const byId = new Map(rows.map((r) => [r.company_id, r]));
  return companyIds.map((id) => {
    const r = byId.get(id);
    return { companyId: id, period: r?.period ?? null, total: r?.total == null ? null : Number(r.total), grade: (r?.grade ?? null) as BidderScore['grade'] };
  });
}

export const parseCompanyIds = (text: string): number[] => {
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)) throw badRequest('validation.invalid');
  return ids;
};

