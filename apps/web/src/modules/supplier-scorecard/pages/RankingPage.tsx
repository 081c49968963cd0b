/**
 * Supplier ranking (`/suppliers/scorecard-ranking`, issue 31 item 3; staff): suppliers ranked by
 * total score for a month or quarter (the month before this one by default), filtered by category
 * and purchasing org, with the group scores and the Excel export of the same search.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { QueryOf } from '@aerosupply/shared/http/contract';
import { scorecardRoutes } from '@aerosupply/shared/supplier-scorecard/routes';
import type { RankingRow } from '@aerosupply/shared/supplier-scorecard/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { call } from '../../../lib/api/call';
import { companyName } from '../../../lib/company-name';
import { useListParams } from '../../../lib/useListParams';
import { currentLang } from '../../../lib/i18n';
import { pagedTableProps } from '../../../lib/usePagedList';
import { scorecardKeys, useCategoryOptions } from '../api';
import { GradeTag } from '../components/GradeTag';

const score = (v: number | null) => (v === null ? '-' : v.toFixed(1));

export default function RankingPage() {
  const { t } = useTranslation();
  const lastMonth = dayjs().subtract(1, 'month').format('YYYY-MM');
  const categories = useCategoryOptions(currentLang());
  const fields: SearchField[] = [
    {
      name: 'periodKind',
      label: t('scorecard.ranking.periodKind'),
      type: 'select',
      options: [
        { value: 'month', label: t('scorecard.kind.month') },
        { value: 'quarter', label: t('scorecard.kind.quarter') },
      ],
    },
    { name: 'period', label: t('scorecard.ranking.period'), placeholder: t('scorecard.ranking.periodHint') },
    { name: 'purchaseOrg', label: t('scorecard.ranking.purchaseOrg'), type: 'dict', domain: 'TC_SUPPLIER_ORG' },
    { name: 'category', label: t('scorecard.ranking.category'), type: 'select', options: categories.options, loading: categories.loading },
    { name: 'name', label: t('scorecard.ranking.name') },
  ];
  const list = useListParams(searchKeys(fields));
  const params = { ...list.query, period: list.filters.period ?? lastMonth };
  const query = useQuery({ queryKey: [...scorecardKeys.ranking, params], queryFn: () => call(scorecardRoutes.ranking, { query: params as QueryOf<typeof scorecardRoutes.ranking> }), placeholderData: keepPreviousData });
  const title = t('scorecard.ranking.title');
  const exportParams = { ...list.filters, period: params.period };
  return (
    <PageContainer title={title} description={t('scorecard.ranking.description', { period: params.period })}>
      <SearchForm fields={fields} values={{ ...list.filters, period: params.period }} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<RankingRow>
        rowKey="companyId"
        label={title}
        {...pagedTableProps(list, query)}
        filtered={hasFilters(list.filters)}
        emptyHint={t('scorecard.ranking.empty')}
        toolbar={<ExportButton route={scorecardRoutes.rankingExport} params={exportParams} fallbackName="supplier-ranking.xlsx" />}
        columns={[
          { key: 'rank', title: t('scorecard.col.rank'), align: 'right', render: (_, r) => r.rank },
          { key: 'supplier', title: t('scorecard.col.supplier'), render: (_, r) => <Link to={`/suppliers/info/${r.companyId}`}>{companyName(r.name, r.nameEn)}</Link> },
          { key: 'vendorCode', title: t('scorecard.col.vendorCode'), render: (_, r) => r.vendorCode ?? '-' },
          { key: 'purchaseOrg', title: t('scorecard.col.purchaseOrg'), render: (_, r) => r.purchaseOrg ?? '-' },
          { key: 'total', title: t('scorecard.total'), render: (_, r) => <GradeTag score={r.total} grade={r.grade} /> },
          { key: 'delivery', title: t('scorecard.group.delivery'), align: 'right', render: (_, r) => score(r.delivery) },
          { key: 'quality', title: t('scorecard.group.quality'), align: 'right', render: (_, r) => score(r.quality) },
          { key: 'cost', title: t('scorecard.group.cost'), align: 'right', render: (_, r) => score(r.cost) },
          { key: 'service', title: t('scorecard.group.service'), align: 'right', render: (_, r) => score(r.service) },
        ]}
      />
    </PageContainer>
  );
}
