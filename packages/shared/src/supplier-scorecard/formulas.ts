/**
 * The fixed catalogue of computable scorecard formulas (issue 31, D-630..D-633). A criterion of
 * the settings names one of these codes; the server computes each from the portal's own records
 * with one aggregate query per formula over the period (a numerator and a denominator per
 * supplier), and the shape below turns the pair into a value and a 0-100 score.
 *
 * Shapes:
 * - `rate_higher`: value = num / den (0..1), score = 100 × value (on-time lines, answered RFx);
 * - `rate_lower`: value = num / den, score = 100 × (1 − value) (warranty returns);
 * - `scaled_lower`: value = num / den (days late per decided line, requests per order),
 *   score = 100 × max(0, 1 − value / param): `param` is the value that scores 0;
 * - `count_lower`: value = num (lapsed qualifications), applicable when den > 0 (orders open),
 *   score = max(0, 100 − param × value): `param` is the points one occurrence costs.
 * A formula's `param` of `rate_higher` (acknowledgement) is its own figure (the agreed days).
 */
export const SCORE_GROUPS = ['delivery', 'quality', 'cost', 'service'] as const;
export type ScoreGroup = (typeof SCORE_GROUPS)[number];

export const FORMULA_SHAPES = ['rate_higher', 'rate_lower', 'scaled_lower', 'count_lower'] as const;
export type FormulaShape = (typeof FORMULA_SHAPES)[number];

export interface FormulaParam {
  default: number;
  min: number;
  max: number;
}

export interface FormulaDef {
  group: ScoreGroup;
  shape: FormulaShape;
  /** The formula's one number (agreed days, scale, points), when it has one. */
  param?: FormulaParam;
}

export const FORMULA_CODES = [
  'delivery.on_time_confirmed',
  'delivery.on_time_original',
  'delivery.days_late',
  'delivery.ack_in_days',
  'quality.warranty_returns',
  'quality.lapsed_qualifications',
  'cost.award_within_budget',
  'cost.award_lowest_offer',
  'cost.price_changes',
  'service.rfx_answered',
  'service.change_requests',
] as const;
export type FormulaCode = (typeof FORMULA_CODES)[number];

export const FORMULAS: Record<FormulaCode, FormulaDef> = {
  'delivery.on_time_confirmed': { group: 'delivery', shape: 'rate_higher' },
  'delivery.on_time_original': { group: 'delivery', shape: 'rate_higher' },
  'delivery.days_late': { group: 'delivery', shape: 'scaled_lower', param: { default: 30, min: 1, max: 365 } },
  'delivery.ack_in_days': { group: 'delivery', shape: 'rate_higher', param: { default: 3, min: 0, max: 60 } },
  'quality.warranty_returns': { group: 'quality', shape: 'rate_lower' },
  'quality.lapsed_qualifications': { group: 'quality', shape: 'count_lower', param: { default: 50, min: 1, max: 100 } },
  'cost.award_within_budget': { group: 'cost', shape: 'rate_higher' },
  'cost.award_lowest_offer': { group: 'cost', shape: 'rate_higher' },
  'cost.price_changes': { group: 'cost', shape: 'scaled_lower', param: { default: 1, min: 0.1, max: 10 } },
  'service.rfx_answered': { group: 'service', shape: 'rate_higher' },
  'service.change_requests': { group: 'service', shape: 'scaled_lower', param: { default: 1, min: 0.1, max: 10 } },
};

export const isFormulaCode = (code: string): code is FormulaCode => (FORMULA_CODES as readonly string[]).includes(code);

/** The param a criterion computes with: its own, else the formula's default; null for a formula without one. */
export const paramOf = (code: FormulaCode, param: number | null | undefined): number | null => {
  const def = FORMULAS[code].param;
  return def ? (param ?? def.default) : null;
};
