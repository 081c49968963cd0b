/** The scorecard's answers from its rows (issue 31). */
import { FORMULAS, FORMULA_CODES, isFormulaCode, type FormulaCode } from '@aerosupply/shared/supplier-scorecard/formulas';
import type { Grade } from '@aerosupply/shared/supplier-scorecard/grading';
import type { PeriodScore, RankingRow, SettingsView } from '@aerosupply/shared/supplier-scorecard/schemas';
import type { CriteriaSet, RankingDbRow, StoredScore } from './repo';

const n = (v: string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
const grade = (g: string | null): Grade | null => (g === 'A' || g === 'B' || g === 'C' || g === 'D' ? g : null);

export function presentSettings({ set, criteria }: CriteriaSet): SettingsView {
  return {
    version: set.id,
    criteria: criteria
      .filter((c) => isFormulaCode(c.formula))
      .map((c) => ({
        formula: c.formula as FormulaCode,
        group: FORMULAS[c.formula as FormulaCode].group,
        weight: c.weight,
        thresholds: { a: Number(c.grade_a), b: Number(c.grade_b), c: Number(c.grade_c) },
        param: n(c.param),
      })),
    totalThresholds: { a: Number(set.grade_a), b: Number(set.grade_b), c: Number(set.grade_c) },
    formulas: FORMULA_CODES.map((code) => ({ code, group: FORMULAS[code].group, shape: FORMULAS[code].shape, param: FORMULAS[code].param ?? null })),
    updatedAt: new Date(set.created_at).toISOString(),
    updatedByName: set.created_by_name,
  };
}

export function presentPeriod(r: StoredScore, closed: boolean): PeriodScore {
  return {
    period: r.period,
    periodKind: r.period_kind,
    total: n(r.total),
    grade: grade(r.grade),
    groups: { delivery: n(r.delivery), quality: n(r.quality), cost: n(r.cost), service: n(r.service) },
    computedAt: new Date(r.computed_at).toISOString(),
    closed,
    criteria: r.criteria
      .filter((c) => isFormulaCode(c.formula))
      .sort((a, b) => FORMULA_CODES.indexOf(a.formula as FormulaCode) - FORMULA_CODES.indexOf(b.formula as FormulaCode))
      .map((c) => ({
        formula: c.formula as FormulaCode,
        group: FORMULAS[c.formula as FormulaCode].group,
        weight: c.weight,
        numerator: Number(c.numerator),
        denominator: Number(c.denominator),
        value: n(c.value),
        score: n(c.score),
        grade: grade(c.grade),
      })),
  };
}

export function presentRankingRow(r: RankingDbRow): RankingRow {
  return {
    rank: r.rank,
    companyId: r.company_id,
    name: r.name,
    nameEn: r.name_en,
    vendorCode: r.vendor_code,
    purchaseOrg: r.purchase_org,
    total: n(r.total),
    grade: grade(r.grade),
    delivery: n(r.delivery),
    quality: n(r.quality),
    cost: n(r.cost),
    service: n(r.service),
  };
}
