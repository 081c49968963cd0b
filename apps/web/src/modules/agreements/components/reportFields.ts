/** The report filters shared by the agreement query and the agreement report. */
import type { TFunction } from 'i18next';
import { AGREEMENT_CATEGORIES, AGREEMENT_CURRENCIES, AGREEMENT_STATUSES } from '@aerosupply/shared/agreements/schemas';
import type { SearchField } from '../../../components/SearchForm';

export const reportFields = (t: TFunction): SearchField[] => [
  { name: 'supplier', label: t('agreements.fields.supplier') },
  { name: 'partNumber', label: t('agreements.fields.partNumber') },
  { name: 'status', label: t('agreements.fields.status'), type: 'select', options: AGREEMENT_STATUSES.filter((s) => s !== 'draft').map((s) => ({ value: s, label: t(`agreements.status.${s}`) })) },
  { name: 'category', label: t('agreements.fields.category'), type: 'select', options: AGREEMENT_CATEGORIES.map((c) => ({ value: c, label: t(`agreements.category.${c}`) })) },
  { name: 'currency', label: t('agreements.fields.currency'), type: 'select', options: AGREEMENT_CURRENCIES.map((c) => ({ value: c, label: c })) },
  { name: 'valid', label: t('agreements.fields.validity'), type: 'dateRange', from: 'validFrom', to: 'validTo' },
];
