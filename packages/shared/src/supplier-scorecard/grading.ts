/**
 * Scorecard grading and weighting (issue 31, D-631): a criterion's score from its numerator and
 * denominator by its formula's shape, its grade by its thresholds, and the total as the weighted
 * mean of the criteria that could be measured. Shared by the server (which stores the figures)
 * and the screens (which explain them). Figures are rounded at the end: scores to one decimal.
 */
import { FORMULAS, isFormulaCode, paramOf, type FormulaCode } from './formulas';

export const GRADES = ['A', 'B', 'C', 'D'] as const;
export type Grade = (typeof GRADES)[number];

/** Lowest score of grades A, B and C (a > b > c); anything below c is D. */
export interface Thresholds {
  a: number;
  b: number;
  c: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = { a: 90, b: 75, c: 60 };

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number) => Math.min(100, Math.max(0, n));

export interface Measured {
  /** The figure shown (a rate 0..1, days, requests per order, a count); null when not measurable. */
  value: number | null;
  /** 0..100, null when the supplier had nothing to measure in the period (den = 0). */
  score: number | null;
}

export function scoreOf(code: FormulaCode, num: number, den: number, param?: number | null): Measured {
  if (!(den > 0)) return { value: null, score: null };
  const p = paramOf(code, param) ?? 1;
  switch (FORMULAS[code].shape) {
    case 'rate_higher': {
      const v = num / den;
      return { value: v, score: round1(clamp(100 * v)) };
    }
    case 'rate_lower': {
      const v = num / den;
      return { value: v, score: round1(clamp(100 * (1 - v))) };
    }
    case 'scaled_lower': {
      const v = num / den;
      return { value: v, score: round1(clamp(100 * (1 - v / p))) };
    }
    case 'count_lower':
      return { value: num, score: round1(clamp(100 - p * num)) };
  }
}

export function gradeOf(score: number | null, t: Thresholds): Grade | null {
  if (score === null) return null;
  return score >= t.a ? 'A' : score >= t.b ? 'B' : score >= t.c ? 'C' : 'D';
}

/** Σ weight × score ÷ Σ weight over the criteria with a score (weights of unmeasured ones drop out); null when none has. */
export function totalOf(parts: readonly { weight: number; score: number | null }[]): number | null {
  let w = 0;
  let s = 0;
  for (const p of parts) {
    if (p.score === null || p.weight <= 0) continue;
    w += p.weight;
    s += p.weight * p.score;
  }
  return w === 0 ? null : round1(s / w);
}

export interface CriterionInput {
  formula: string;
  weight: number;
  thresholds: Thresholds;
  param?: number | null;
}

export interface SettingsFieldError {
  path: string;
  errorKey: string;
  params?: Record<string, string | number>;
}

const thresholdsOrdered = (t: Thresholds) => t.a > t.b && t.b > t.c && t.c >= 0 && t.a <= 100;

/**
 * Every problem of a criteria set, each on its field: an unknown or repeated formula, a param out
 * of its formula's range, thresholds not strictly descending within 0..100, weights that do not
 * add up to 100. Empty when the set may be saved.
 */
export function validateCriteria(criteria: readonly CriterionInput[], total: Thresholds): SettingsFieldError[] {
  const errors: SettingsFieldError[] = [];
  const seen = new Set<string>();
  criteria.forEach((c, i) => {
    if (!isFormulaCode(c.formula)) errors.push({ path: `criteria.${i}.formula`, errorKey: 'scorecard.unknown_formula', params: { formula: c.formula } });
    else if (seen.has(c.formula)) errors.push({ path: `criteria.${i}.formula`, errorKey: 'scorecard.duplicate_formula' });
    else {
      const def = FORMULAS[c.formula].param;
      if (c.param !== null && c.param !== undefined) {
        if (!def) errors.push({ path: `criteria.${i}.param`, errorKey: 'scorecard.param_unused' });
        else if (c.param < def.min || c.param > def.max) errors.push({ path: `criteria.${i}.param`, errorKey: 'scorecard.param_range', params: { min: def.min, max: def.max } });
      }
    }
    seen.add(c.formula);
    if (!thresholdsOrdered(c.thresholds)) errors.push({ path: `criteria.${i}.thresholds`, errorKey: 'scorecard.thresholds_order' });
  });
  const sum = criteria.reduce((n, c) => n + c.weight, 0);
  if (sum !== 100) errors.push({ path: 'criteria', errorKey: 'scorecard.weights_sum', params: { sum } });
  if (!thresholdsOrdered(total)) errors.push({ path: 'totalThresholds', errorKey: 'scorecard.thresholds_order' });
  return errors;
}

/** Periods: a month `YYYY-MM` and a quarter `YYYY-Qn`, with their first and last days. */
export const PERIOD_KINDS = ['month', 'quarter'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const QUARTER_RE = /^\d{4}-Q[1-4]$/;

export function monthBounds(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

export const quarterOf = (month: string): string => `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;

export function monthsOfQuarter(quarter: string): string[] {
  const y = quarter.slice(0, 4);
  const q = Number(quarter.slice(6));
  return [1, 2, 3].map((k) => `${y}-${String((q - 1) * 3 + k).padStart(2, '0')}`);
}

/** The month before `YYYY-MM-DD`'s month. */
export function previousMonth(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** `count` months ending with `last`, oldest first. */
export function monthsUpTo(last: string, count: number): string[] {
  const out: string[] = [];
  let y = Number(last.slice(0, 4));
  let m = Number(last.slice(5, 7));
  for (let i = 0; i < count; i++) {
    out.unshift(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}
