/**
 * The default criteria (issue 31 item 1, D-632): weights add up to 100 (delivery 40, quality 25,
 * cost 20, service 15), grades A ≥ 90, B ≥ 75, C ≥ 60. Left out because the portal holds no data
 * for them (D-633): proof-of-delivery differences and data-change and document timeliness.
 */
import type { FormulaCode } from './formulas';
import { DEFAULT_THRESHOLDS, type Thresholds } from './grading';

export const DEFAULT_CRITERIA: { formula: FormulaCode; weight: number; thresholds: Thresholds; param: number | null }[] = [
  { formula: 'delivery.on_time_confirmed', weight: 15, thresholds: { a: 95, b: 85, c: 70 }, param: null },
  { formula: 'delivery.on_time_original', weight: 10, thresholds: { a: 90, b: 75, c: 60 }, param: null },
  { formula: 'delivery.days_late', weight: 5, thresholds: DEFAULT_THRESHOLDS, param: 30 },
  { formula: 'delivery.ack_in_days', weight: 10, thresholds: DEFAULT_THRESHOLDS, param: 3 },
  { formula: 'quality.warranty_returns', weight: 15, thresholds: { a: 95, b: 90, c: 80 }, param: null },
  { formula: 'quality.lapsed_qualifications', weight: 10, thresholds: DEFAULT_THRESHOLDS, param: 50 },
  { formula: 'cost.award_within_budget', weight: 8, thresholds: DEFAULT_THRESHOLDS, param: null },
  { formula: 'cost.award_lowest_offer', weight: 7, thresholds: { a: 80, b: 60, c: 40 }, param: null },
  { formula: 'cost.price_changes', weight: 5, thresholds: DEFAULT_THRESHOLDS, param: 1 },
  { formula: 'service.rfx_answered', weight: 10, thresholds: DEFAULT_THRESHOLDS, param: null },
  { formula: 'service.change_requests', weight: 5, thresholds: DEFAULT_THRESHOLDS, param: 1 },
];
