/** Template and evaluation rows -> responses, with the actions open now. */
import type { EvaluationDetail, EvaluationRow, Scorecard, ScorecardRow, TemplateView } from '@aerosupply/shared/forwarder-evaluations/schemas';
import type { Actor } from '../../platform/context';
import type { TimelineEntry } from '../../platform/timeline';
import { evaluationActions, templateActions } from './policy';
import type { EvaluationRow as EvaluationDbRow, TemplateRow } from './repo';

const num = (v: string | null) => (v === null ? null : Number(v));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const evaluationNumber = (id: number) => `EV${String(id).padStart(6, '0')}`;

export function presentTemplate(row: TemplateRow, actor: Actor): TemplateView {
  const evaluations = Number(row.evaluations);
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
    active: row.active,
    version: row.version,
    questions: row.questions,
    evaluations,
    updatedAt: row.updated_at.toISOString(),
    actions: templateActions({ evaluations }, actor),
  };
}

export function presentEvaluationRow(row: EvaluationDbRow, actor: Actor, today: string): EvaluationRow {
  return {
    id: row.id,
    number: evaluationNumber(row.id),
    forwarderId: row.company_id,
    forwarderName: row.company_name,
    forwarderNameEn: row.company_name_en,
    title: row.title,
    titleEn: row.title_en,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    dueDate: row.due_date,
    status: row.status,
    overdue: (row.status === 'open' || row.status === 'returned') && row.due_date < today,
    totalScore: row.status === 'closed' ? num(row.total_score) : null,
    updatedAt: row.updated_at.toISOString(),
    actions: evaluationActions(row, actor),
  };
}

export function presentEvaluationDetail(row: EvaluationDbRow, actor: Actor, today: string, extra: { scorecard: Scorecard | null; history: TimelineEntry[] }): EvaluationDetail {
  return {
    ...presentEvaluationRow(row, actor, today),
    templateId: row.template_id,
    templateVersion: row.template_version,
    questions: row.questions,
    answers: row.questions.map((_, i) => ({ value: row.answers[i]?.value ?? null, comment: row.answers[i]?.comment ?? null })),
    comment: row.comment,
    remark: row.remark,
    returnReason: row.return_reason,
    closeComment: row.close_comment,
    initiatedBy: row.initiated_by_name,
    submittedAt: iso(row.submitted_at),
    closedAt: iso(row.closed_at),
    createdAt: row.created_at.toISOString(),
    scorecard: extra.scorecard,
    history: extra.history.map((h) => ({ action: h.action, fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, actorName: h.actorName, at: h.createdAt })),
  };
}

/** The frozen scorecard of a closed evaluation. */
export function frozenScorecard(row: EvaluationDbRow): Scorecard | null {
  if (!row.measures) return null;
  return {
    questionnaire: num(row.questionnaire_score),
    onTime: num(row.on_time_rate),
    billAccuracy: num(row.bill_accuracy),
    total: num(row.total_score),
    deliveredWithEta: row.measures.deliveredWithEta,
    onTimeCount: row.measures.onTimeCount,
    bills: row.measures.bills,
    billsReturned: row.measures.billsReturned,
    weights: row.measures.weights,
    frozen: true,
  };
}

export function presentScorecardRow(row: EvaluationDbRow): ScorecardRow {
  return {
    evaluationId: row.id,
    number: evaluationNumber(row.id),
    forwarderId: row.company_id,
    forwarderName: row.company_name,
    forwarderNameEn: row.company_name_en,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    questionnaire: num(row.questionnaire_score),
    onTime: num(row.on_time_rate),
    billAccuracy: num(row.bill_accuracy),
    total: num(row.total_score),
    closedAt: iso(row.closed_at),
  };
}
