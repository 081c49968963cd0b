/** How a criterion's value reads, by its formula's shape: a rate in per cent, days, per order, a count. */
import { FORMULAS, type FormulaCode } from '@aerosupply/shared/supplier-scorecard/formulas';
import type { TFunction } from 'i18next';

export function formatValue(t: TFunction, formula: FormulaCode, value: number | null): string {
  if (value === null) return '-';
  switch (FORMULAS[formula].shape) {
    case 'rate_higher':
    case 'rate_lower':
      return `${(value * 100).toFixed(1)}%`;
    case 'scaled_lower':
      return formula === 'delivery.days_late' ? t('scorecard.value.days', { value: value.toFixed(1) }) : t('scorecard.value.perOrder', { value: value.toFixed(2) });
    case 'count_lower':
      return String(value);
  }
}
