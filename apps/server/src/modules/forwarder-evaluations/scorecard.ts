/**
 * The scorecard of one evaluation (D-413): the questionnaire score of its answers, the forwarder's
 * measured on-time rate over the period (report C's counts, through logistics/index.ts) and its
 * bill accuracy over the period (report E's counts, through freight-bills/index.ts), combined with
 * the EVALUATION_WEIGHTS setting. Measured while the evaluation is open; frozen when it is closed.
 */
import type { Question, Scorecard } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { percent, questionnaireScore, totalScore, type ScoreWeights } from '@aerosupply/shared/forwarder-evaluations/score';
import type { ReportCQuery } from '@aerosupply/shared/logistics-reports/schemas';
import type { Database } from '../../db/database';
import { billAccuracyOf } from '../freight-bills';
import { onTimeRows } from '../logistics';
import type { StoredAnswer, StoredMeasures } from './tables';

export interface MeasuredScorecard {
  questionnaire: number | null;
  onTime: number | null;
  billAccuracy: number | null;
  total: number | null;
  measures: StoredMeasures;
}

export async function measureScorecard(
  db: Database,
  e: { company_id: number; period_from: string; period_to: string; questions: Question[]; answers: StoredAnswer[] },
  weights: ScoreWeights,
): Promise<MeasuredScorecard> {
  const q: ReportCQuery = { forwarderId: e.company_id, from: e.period_from, to: e.period_to };
  const [months, bills] = await Promise.all([onTimeRows(db, q, 10_000), billAccuracyOf(db, e.company_id, e.period_from, e.period_to)]);
  const withEta = months.reduce((n, r) => n + Number(r.with_eta), 0);
  const onTimeCount = months.reduce((n, r) => n + Number(r.on_time), 0);
  const parts = {
    questionnaire: questionnaireScore(e.questions, e.answers.map((a) => a?.value ?? null)),
    onTime: percent(onTimeCount, withEta),
    billAccuracy: percent(bills.bills - bills.returned, bills.bills),
  };
  return { ...parts, total: totalScore(parts, weights), measures: { deliveredWithEta: withEta, onTimeCount, bills: bills.bills, billsReturned: bills.returned, weights } };
}

export const scorecardOf = (s: MeasuredScorecard, frozen: boolean): Scorecard => ({
  questionnaire: s.questionnaire,
  onTime: s.onTime,
  billAccuracy: s.billAccuracy,
  total: s.total,
  deliveredWithEta: s.measures.deliveredWithEta,
  onTimeCount: s.measures.onTimeCount,
  bills: s.measures.bills,
  billsReturned: s.measures.billsReturned,
  weights: s.measures.weights,
  frozen,
});
