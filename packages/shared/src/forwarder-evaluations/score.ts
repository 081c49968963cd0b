/**
 * The scorecard formula of forwarder evaluations (D-413), shared by the server and the screens.
 *
 * - A question's points: a 1-5 score gives (answer - 1) / 4 × 100; yes gives 100, no gives 0.
 * - Questionnaire score: the weighted mean of the answered questions' points (question weights),
 *   null when nothing is answered.
 * - On-time rate: on time ÷ delivered with an ETA, in per cent (report C, D-373); null without any.
 * - Bill accuracy: bills not returned ÷ bills sent for review, in per cent (report E, D-374); null without bills.
 * - Total: Σ weightᵢ × partᵢ ÷ Σ weightᵢ over the parts that are not null (weights are the
 *   EVALUATION_WEIGHTS setting, default questionnaire 50, on-time 30, bill accuracy 20); null when
 *   every part is null. Every figure is rounded to one decimal at the end.
 */

export const QUESTION_KINDS = ['score', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface ScoredQuestion {
  kind: QuestionKind;
  weight: number;
}

/** An answer: 1-5 for a score question, 1 (yes) or 0 (no) for a yes/no question; null unanswered. */
export type AnswerValue = number | null;

export interface ScoreWeights {
  questionnaire: number;
  onTime: number;
  billAccuracy: number;
}

export const DEFAULT_SCORE_WEIGHTS: ScoreWeights = { questionnaire: 50, onTime: 30, billAccuracy: 20 };

const round1 = (n: number) => Math.round(n * 10) / 10;

export function questionPoints(kind: QuestionKind, value: number): number {
  return kind === 'score' ? ((value - 1) / 4) * 100 : value ? 100 : 0;
}

export function questionnaireScore(questions: readonly ScoredQuestion[], answers: readonly AnswerValue[]): number | null {
  let sum = 0;
  let weights = 0;
  questions.forEach((q, i) => {
    const a = answers[i];
    if (a === null || a === undefined || q.weight <= 0) return;
    sum += q.weight * questionPoints(q.kind, a);
    weights += q.weight;
  });
  return weights > 0 ? round1(sum / weights) : null;
}

export const percent = (part: number, whole: number): number | null => (whole > 0 ? round1((part / whole) * 100) : null);

export interface ScoreParts {
  questionnaire: number | null;
  onTime: number | null;
  billAccuracy: number | null;
}

export function totalScore(parts: ScoreParts, w: ScoreWeights): number | null {
  let sum = 0;
  let weights = 0;
  for (const k of ['questionnaire', 'onTime', 'billAccuracy'] as const) {
    const v = parts[k];
    if (v === null || w[k] <= 0) continue;
    sum += w[k] * v;
    weights += w[k];
  }
  return weights > 0 ? round1(sum / weights) : null;
}

/** Reads the EVALUATION_WEIGHTS setting `questionnaire,onTime,billAccuracy` (e.g. `50,30,20`); null when malformed. */
export function parseScoreWeights(value: string | undefined): ScoreWeights | null {
  if (value === undefined || value.trim() === '') return DEFAULT_SCORE_WEIGHTS;
  const parts = value.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 3 || parts.some((p) => !Number.isFinite(p) || p < 0) || parts.every((p) => p === 0)) return null;
  return { questionnaire: parts[0]!, onTime: parts[1]!, billAccuracy: parts[2]! };
}
