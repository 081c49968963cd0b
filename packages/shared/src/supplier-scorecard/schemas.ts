/**
 * Requests and answers of the supplier performance scorecard (issue 31): the criteria settings,
 * the on-demand computation, a supplier's scorecard with its trend, the evidence behind a figure,
 * the ranking, and the scores beside bidders.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { idSchema, pageOf, timestamp } from '../contracts';
import { optionalField, text } from '../validation/fields';
import { FORMULA_CODES, FORMULA_SHAPES, SCORE_GROUPS } from './formulas';
import { GRADES, MONTH_RE, PERIOD_KINDS, QUARTER_RE } from './grading';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const num = z.number({ error: 'validation.invalid_type' });
const pct = num.min(0, { error: 'validation.too_small' }).max(100, { error: 'validation.too_big' });
const page = z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20);
export const monthText = z.string({ error: 'validation.invalid_type' }).regex(MONTH_RE, { error: 'scorecard.invalid_month' });
const periodText = z.string({ error: 'validation.invalid_type' }).refine((s) => MONTH_RE.test(s) || QUARTER_RE.test(s), { error: 'scorecard.invalid_period' });

export const thresholdsSchema = z.strictObject({ a: pct, b: pct, c: pct });

/** A criterion as written: the formula is checked against the catalogue by the rules (a field error, not a schema one). */
export const criterionBody = z.strictObject({
  formula: z.string({ error: 'validation.invalid_type' }).min(1, { error: 'validation.required' }).max(60, { error: 'validation.too_long' }),
  weight: num.int({ error: 'validation.invalid' }).min(0, { error: 'validation.too_small' }).max(100, { error: 'validation.too_big' }),
  thresholds: thresholdsSchema,
  param: num.nullable().optional(),
});
export type CriterionBody = z.infer<typeof criterionBody>;

export const settingsBody = z.strictObject({
  criteria: z.array(criterionBody, { error: 'validation.invalid_type' }).min(1, { error: 'scorecard.no_criteria' }).max(FORMULA_CODES.length, { error: 'validation.too_long' }),
  totalThresholds: thresholdsSchema,
});
export type SettingsBody = z.infer<typeof settingsBody>;

const formulaCode = z.enum(FORMULA_CODES);
const group = z.enum(SCORE_GROUPS);
const grade = z.enum(GRADES).nullable();

export const criterionView = z.strictObject({
  formula: formulaCode,
  group,
  weight: z.number(),
  thresholds: thresholdsSchema,
  param: z.number().nullable(),
});
export type CriterionView = z.infer<typeof criterionView>;

export const formulaView = z.strictObject({
  code: formulaCode,
  group,
  shape: z.enum(FORMULA_SHAPES),
  param: z.strictObject({ default: z.number(), min: z.number(), max: z.number() }).nullable(),
});

export const settingsView = z.strictObject({
  version: idSchema,
  criteria: z.array(criterionView),
  totalThresholds: thresholdsSchema,
  formulas: z.array(formulaView),
  updatedAt: timestamp,
  updatedByName: z.string().nullable(),
});
export type SettingsView = z.infer<typeof settingsView>;

export const computeBody = z.strictObject({ month: monthText });
export const computeAnswer = z.strictObject({ month: z.string(), quarter: z.string(), suppliers: z.number().int(), seconds: z.number() });
export type ComputeAnswer = z.infer<typeof computeAnswer>;

export const criterionScore = z.strictObject({
  formula: formulaCode,
  group,
  weight: z.number(),
  numerator: z.number(),
  denominator: z.number(),
  value: z.number().nullable(),
  score: z.number().nullable(),
  grade,
});
export type CriterionScore = z.infer<typeof criterionScore>;

export const periodScore = z.strictObject({
  period: z.string(),
  periodKind: z.enum(PERIOD_KINDS),
  total: z.number().nullable(),
  grade,
  groups: z.strictObject({ delivery: z.number().nullable(), quality: z.number().nullable(), cost: z.number().nullable(), service: z.number().nullable() }),
  computedAt: timestamp,
  closed: z.boolean(),
  criteria: z.array(criterionScore),
});
export type PeriodScore = z.infer<typeof periodScore>;

export const scorecardQuery = z.strictObject({
  months: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1, { error: 'validation.too_small' }).max(36, { error: 'validation.too_big' }).default(12),
});

export const scorecardView = z.strictObject({
  companyId: idSchema,
  name: z.string(),
  nameEn: z.string().nullable(),
  latest: periodScore.nullable(),
  months: z.array(periodScore),
  quarters: z.array(periodScore),
});
export type ScorecardView = z.infer<typeof scorecardView>;

export const evidenceQuery = z.strictObject({ period: monthText, formula: formulaCode });
export const evidenceRow = z.strictObject({
  /** The record the row is about: an order line (order no/item no), an RFx, a repair order, a qualification. */
  ref: z.string(),
  /** The day the row is measured on (received, answered, awarded...). */
  date: z.string().nullable(),
  /** The day it was due or the figure it is compared with, as text (a date or a price). */
  due: z.string().nullable(),
  /** The row's figure (days late, price, ratio); null when none. */
  figure: z.number().nullable(),
  /** Whether the row counts against the supplier. */
  against: z.boolean(),
});
export type EvidenceRow = z.infer<typeof evidenceRow>;
export const evidenceView = z.strictObject({
  formula: formulaCode,
  period: z.string(),
  numerator: z.number().nullable(),
  denominator: z.number().nullable(),
  rows: z.array(evidenceRow),
  /** More rows exist than answered. */
  truncated: z.boolean(),
});
export type EvidenceView = z.infer<typeof evidenceView>;

export const rankingQuery = z.strictObject({
  periodKind: z.enum(PERIOD_KINDS, { error: 'validation.invalid_enum' }).default('month'),
  period: periodText,
  category: opt(text(20)),
  purchaseOrg: opt(text(20)),
  name: opt(text(100)),
  page,
  pageSize,
});
export type RankingQuery = z.infer<typeof rankingQuery>;

export const rankingRow = z.strictObject({
  rank: z.number().int(),
  companyId: idSchema,
  name: z.string(),
  nameEn: z.string().nullable(),
  vendorCode: z.string().nullable(),
  purchaseOrg: z.string().nullable(),
  total: z.number().nullable(),
  grade,
  delivery: z.number().nullable(),
  quality: z.number().nullable(),
  cost: z.number().nullable(),
  service: z.number().nullable(),
});
export type RankingRow = z.infer<typeof rankingRow>;
export const rankingPage = pageOf(rankingRow);

export const bidderScoresQuery = z.strictObject({
  companyIds: z.string({ error: 'validation.invalid_type' }).regex(/^\d{1,10}(,\d{1,10}){0,199}$/, { error: 'validation.invalid' }),
});
export const bidderScore = z.strictObject({ companyId: idSchema, period: z.string().nullable(), total: z.number().nullable(), grade });
export type BidderScore = z.infer<typeof bidderScore>;
export const bidderScores = z.array(bidderScore);
