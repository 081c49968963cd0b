/**
 * Forwarder evaluations (issue 17 item 6; old `/logistics/npd/evaluateInitiate`, `evaluateAnswer`):
 * logistics staff keep questionnaire templates, start an evaluation of a forwarder for a period
 * (the forwarder is told by mail and in the notification centre), the forwarder saves answers and
 * submits, staff close it (its scorecard is frozen) or return it with a reason. One transaction per
 * use case; EVALUATION_WORKFLOW decides every action.
 */
import { dayIn } from '@aerosupply/shared/format/dates';
import { translate, type Lang, type Page } from '@aerosupply/shared';
import type {
  AnswerBody,
  EvaluationDetail,
  EvaluationListQuery,
  EvaluationRow,
  ForwarderOption,
  InitiateBody,
  Question,
  ScorecardListQuery,
  ScorecardRow,
  TemplateBody,
  TemplateListQuery,
  TemplateView,
} from '@aerosupply/shared/forwarder-evaluations/schemas';
import type { EvaluationAction } from '@aerosupply/shared/forwarder-evaluations/workflow';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { AppError, notFound } from '../../platform/errors';
import { columnsIn, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { listTimeline, recordTimeline } from '../../platform/timeline';
import { isStaff, mustFind, scopeOf } from '../../platform/tenancy/scope';
import { applyTransition } from '../../platform/workflow/status-writer';
import { notify } from '../notifications';
import { assertMayOnEvaluation, assertMayOnTemplate } from './policy';
import { evaluationNumber, frozenScorecard, presentEvaluationDetail, presentEvaluationRow, presentScorecardRow, presentTemplate } from './presenter';
import * as repo from './repo';
import { measureScorecard, scorecardOf } from './scorecard';
import type { StoredAnswer } from './tables';

export const EVALUATION_SUBJECT = 'forwarder_evaluation';
/** Most rows the scorecard export writes. */
export const SCORECARD_EXPORT_CAP = 10_000;
const actorRef = (actor: Actor) => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });
const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
/** Today in China time (due dates and periods are China dates). */
export const chinaToday = (now: Date) => dayIn(now);

// ---- templates ----

export async function listTemplates(deps: AppDeps, actor: Actor, q: TemplateListQuery): Promise<Page<TemplateView>> {
  return mapPage(await repo.listTemplates(deps.db, q), (r) => presentTemplate(r, actor));
}

export async function getTemplate(deps: AppDeps, actor: Actor, id: number): Promise<TemplateView> {
  return presentTemplate(mustFind(await repo.findTemplate(deps.db, id)), actor);
}

const templateValues = (b: TemplateBody) => ({
  name: b.name,
  name_en: b.nameEn,
  description: b.description ?? null,
  active: b.active,
  questions: JSON.stringify(b.questions),
});

export async function createTemplate(deps: AppDeps, actor: Actor, b: TemplateBody): Promise<TemplateView> {
  const id = await deps.db.transaction().execute(async (trx) => {
    assertMayOnTemplate({ evaluations: 0 }, actor, 'edit');
    const now = deps.now();
    return repo.insertTemplate(trx, { ...templateValues(b), created_by: actor.userId, created_at: now, updated_at: now });
  });
  return getTemplate(deps, actor, id);
}

/** An edit raises the version; evaluations already started keep their copy of the questions (D-410). */
export async function updateTemplate(deps: AppDeps, actor: Actor, id: number, b: TemplateBody): Promise<TemplateView> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.lockTemplate(trx, id);
    if (!row) throw notFound();
    assertMayOnTemplate({ evaluations: 0 }, actor, 'edit');
    await repo.updateTemplate(trx, id, { ...templateValues(b), version: row.version + 1, updated_at: deps.now() });
  });
  return getTemplate(deps, actor, id);
}

export async function deleteTemplate(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockTemplate(trx, id))) throw notFound();
    assertMayOnTemplate({ evaluations: await repo.countTemplateUses(trx, id) }, actor, 'delete');
    await repo.deleteTemplate(trx, id);
  });
}

// ---- evaluations ----

export async function listEvaluations(deps: AppDeps, actor: Actor, q: EvaluationListQuery): Promise<Page<EvaluationRow>> {
  const today = chinaToday(deps.now());
  return mapPage(await repo.listEvaluations(deps.db, scopeOf(actor), q), (r) => presentEvaluationRow(r, actor, today));
}

async function detail(deps: AppDeps, db: Database, actor: Actor, id: number): Promise<EvaluationDetail> {
  const row = mustFind(await repo.findEvaluation(db, id, scopeOf(actor)));
  const history = await listTimeline(db, { type: EVALUATION_SUBJECT, id });
  // The forwarder sees its answers; the measured scorecard is staff's (D-413).
  let scorecard = null;
  if (isStaff(scopeOf(actor))) {
    if (row.status === 'closed') scorecard = frozenScorecard(row);
    else if (row.status !== 'cancelled') scorecard = scorecardOf(await measureScorecard(db, row, deps.config.evaluationWeights), false);
  }
  return presentEvaluationDetail(row, actor, chinaToday(deps.now()), { scorecard, history });
}

export const getEvaluation = (deps: AppDeps, actor: Actor, id: number): Promise<EvaluationDetail> => detail(deps, deps.db, actor, id);

/** `evaluateInitiate`: one evaluation per forwarder and period (D-412), from an active template. */
export async function initiateEvaluation(deps: AppDeps, actor: Actor, b: InitiateBody): Promise<EvaluationDetail> {
  const periodKey = { from: b.periodFrom, to: b.periodTo };
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const forwarder = await repo.findForwarder(trx, b.forwarderId);
      if (!forwarder) throw new AppError(400, 'evaluations.not_forwarder', undefined, [{ path: 'forwarderId', errorKey: 'evaluations.not_forwarder' }]);
      const template = await repo.findTemplate(trx, b.templateId);
      if (!template || !template.active) throw new AppError(400, 'evaluations.template_inactive', undefined, [{ path: 'templateId', errorKey: 'evaluations.template_inactive' }]);
      if (await repo.findOpenPeriod(trx, b.forwarderId, b.periodFrom, b.periodTo)) throw duplicatePeriod(periodKey);
      const now = deps.now();
      const evalId = await repo.insertEvaluation(trx, {
        company_id: b.forwarderId,
        template_id: template.id,
        template_version: template.version,
        title: template.name,
        title_en: template.name_en,
        questions: JSON.stringify(template.questions),
        answers: JSON.stringify(template.questions.map(() => ({ value: null, comment: null }))),
        remark: b.remark ?? null,
        period_from: b.periodFrom,
        period_to: b.periodTo,
        due_date: b.dueDate,
        initiated_by: actor.userId,
        initiated_by_name: actor.realName,
        created_at: now,
        updated_at: now,
      });
      await recordTimeline(trx, { subject: { type: EVALUATION_SUBJECT, id: evalId }, action: 'initiate', toStatus: 'open', actor: actorRef(actor), at: now });
      const users = await repo.evaluationUsers(trx, b.forwarderId);
      if (users.length) await notify(deps, trx, 'evaluations.requested', users, { number: evaluationNumber(evalId), from: b.periodFrom, to: b.periodTo, due: b.dueDate }, { link: `/fwd/evaluations/${evalId}` });
      return evalId;
    });
    return detail(deps, deps.db, actor, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicatePeriod(periodKey);
    throw err;
  }
}

const duplicatePeriod = (p: { from: string; to: string }) => new AppError(409, 'evaluations.duplicate_period', p, [{ path: 'periodFrom', errorKey: 'evaluations.duplicate_period', params: p }]);

/** Checks the answers against the questions (kinds and ranges; every one answered when submitting). */
export function checkAnswers(questions: readonly Question[], body: AnswerBody, submitting: boolean): StoredAnswer[] {
  if (body.answers.length !== questions.length) {
    throw new AppError(400, 'evaluations.answers_count', { count: questions.length }, [{ path: 'answers', errorKey: 'evaluations.answers_count', params: { count: questions.length } }]);
  }
  const fields: { path: string; errorKey: string }[] = [];
  body.answers.forEach((a, i) => {
    const q = questions[i]!;
    const path = `answers.${i}.value`;
    if (a.value === null) {
      if (submitting) fields.push({ path, errorKey: 'evaluations.answer_required' });
    } else if (q.kind === 'score' && (a.value < 1 || a.value > 5)) fields.push({ path, errorKey: 'evaluations.score_range' });
    else if (q.kind === 'yesno' && a.value !== 0 && a.value !== 1) fields.push({ path, errorKey: 'evaluations.yesno_range' });
  });
  if (fields.length) throw new AppError(400, fields[0]!.errorKey, undefined, fields);
  return body.answers.map((a) => ({ value: a.value, comment: a.comment ? a.comment : null }));
}

/** `evaluateAnswer`: the forwarder saves its answers (draft) and, when `submit`, submits them. */
async function answer(deps: AppDeps, actor: Actor, id: number, body: AnswerBody, submit: boolean): Promise<EvaluationDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockEvaluation(trx, id, scopeOf(actor)));
    const action: EvaluationAction = submit ? 'submit' : 'answer';
    assertMayOnEvaluation(row, actor, action);
    const answers = checkAnswers(row.questions, body, submit);
    const now = deps.now();
    const values = { answers: JSON.stringify(answers), comment: body.comment ?? null, updated_at: now };
    if (!submit) await repo.updateEvaluation(trx, id, values);
    else {
      const timeline = { subject: { type: EVALUATION_SUBJECT, id }, actor: actorRef(actor), at: now };
      await applyTransition(trx, repo.EVALUATION_STATUS, { id, action: 'submit', from: row.status, set: { ...values, submitted_at: now }, timeline });
      if (row.initiated_by !== null) await notify(deps, trx, 'evaluations.submitted', [row.initiated_by], { number: evaluationNumber(id), company: actor.companyName }, { link: `/logistics/evaluations/${id}` });
    }
  });
  return detail(deps, deps.db, actor, id);
}

export const saveAnswers = (deps: AppDeps, actor: Actor, id: number, body: AnswerBody) => answer(deps, actor, id, body, false);
export const submitAnswers = (deps: AppDeps, actor: Actor, id: number, body: AnswerBody) => answer(deps, actor, id, body, true);

/** Staff close a submitted evaluation: the scorecard is measured now and frozen. */
export async function closeEvaluation(deps: AppDeps, actor: Actor, id: number, comment: string | undefined): Promise<EvaluationDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockEvaluation(trx, id, scopeOf(actor)));
    assertMayOnEvaluation(row, actor, 'close');
    const s = await measureScorecard(trx, row, deps.config.evaluationWeights);
    const now = deps.now();
    const scores = { questionnaire_score: s.questionnaire, on_time_rate: s.onTime, bill_accuracy: s.billAccuracy, total_score: s.total, measures: JSON.stringify(s.measures) };
    await applyTransition(trx, repo.EVALUATION_STATUS, {
      id,
      action: 'close',
      from: row.status,
      set: { close_comment: comment ?? null, ...scores, closed_at: now, updated_at: now },
      timeline: { subject: { type: EVALUATION_SUBJECT, id }, note: comment ?? null, actor: actorRef(actor), at: now },
    });
  });
  return detail(deps, deps.db, actor, id);
}

export async function returnEvaluation(deps: AppDeps, actor: Actor, id: number, reason: string): Promise<EvaluationDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockEvaluation(trx, id, scopeOf(actor)));
    assertMayOnEvaluation(row, actor, 'return');
    const now = deps.now();
    const timeline = { subject: { type: EVALUATION_SUBJECT, id }, note: reason, actor: actorRef(actor), at: now };
    await applyTransition(trx, repo.EVALUATION_STATUS, { id, action: 'return', from: row.status, set: { return_reason: reason, updated_at: now }, timeline });
    const users = await repo.evaluationUsers(trx, row.company_id);
    if (users.length) await notify(deps, trx, 'evaluations.returned', users, { number: evaluationNumber(id), reason }, { link: `/fwd/evaluations/${id}` });
  });
  return detail(deps, deps.db, actor, id);
}

export async function cancelEvaluation(deps: AppDeps, actor: Actor, id: number): Promise<EvaluationDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockEvaluation(trx, id, scopeOf(actor)));
    assertMayOnEvaluation(row, actor, 'cancel');
    const now = deps.now();
    const timeline = { subject: { type: EVALUATION_SUBJECT, id }, actor: actorRef(actor), at: now };
    await applyTransition(trx, repo.EVALUATION_STATUS, { id, action: 'cancel', from: row.status, set: { updated_at: now }, timeline });
  });
  return detail(deps, deps.db, actor, id);
}

// ---- scorecards ----

export async function listScorecards(deps: AppDeps, q: ScorecardListQuery): Promise<Page<ScorecardRow>> {
  return mapPage(await repo.listScorecards(deps.db, q), presentScorecardRow);
}

const S_COLUMNS: ColumnDef[] = [
  ['number', 'evaluations.col.number', 12],
  ['forwarder', 'evaluations.col.forwarder', 28],
  ['periodFrom', 'evaluations.col.periodFrom', 12],
  ['periodTo', 'evaluations.col.periodTo', 12],
  ['questionnaire', 'evaluations.col.questionnaire', 12],
  ['onTime', 'evaluations.col.onTime', 12],
  ['billAccuracy', 'evaluations.col.billAccuracy', 14],
  ['total', 'evaluations.col.total', 12],
  ['closedAt', 'evaluations.col.closedAt', 12],
];

/** The filtered, sorted scorecards in the user's language. */
export function exportScorecards(deps: AppDeps, q: ScorecardListQuery, lang: Lang): ExportFile {
  let done = false;
  const next = async () => {
    if (done) return [];
    done = true;
    return (await repo.allScorecards(deps.db, q, SCORECARD_EXPORT_CAP)).map((r) => {
      const s = presentScorecardRow(r);
      return {
        number: s.number,
        forwarder: lang === 'en' ? (s.forwarderNameEn ?? s.forwarderName) : s.forwarderName,
        periodFrom: s.periodFrom,
        periodTo: s.periodTo,
        questionnaire: s.questionnaire ?? '',
        onTime: s.onTime ?? '',
        billAccuracy: s.billAccuracy ?? '',
        total: s.total ?? '',
        closedAt: s.closedAt ? chinaToday(new Date(s.closedAt)) : '',
      };
    });
  };
  const stream = streamWorkbook(translate('evaluations.sheet', lang), columnsIn(S_COLUMNS, lang), next, SCORECARD_EXPORT_CAP);
  return { filename: `${translate('evaluations.file', lang)}.xlsx`, stream };
}

export async function listForwarders(deps: AppDeps): Promise<ForwarderOption[]> {
  return (await repo.listForwarders(deps.db)).map((r) => ({ id: r.id, name: r.name, nameEn: r.name_en }));
}

