/**
 * Throughput (`/logistics/reports/throughput`, old `/logistics/npd/throughput`; issue 17 item 5,
 * D-370): shipments, deliveries and gross weight per base and month, a stacked chart of shipments
 * per month by base, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ThroughputAnswer, ThroughputRow } from '@aerosupply/shared/logistics-reports/schemas';
import { DIRECTIONS } from '@aerosupply/shared/logistics/workflow';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { api } from '../../../lib/api/client';
import { useListParams } from '../../../lib/useListParams';
import { ReportChart, type ChartSeries } from '../Chart';

const URL = '/api/logistics-reports/throughput';
/** Bases drawn as their own series; the rest are summed as "other". */
const TOP_BASES = 6;

function chartOf(rows: ThroughputRow[], other: string): { categories: string[]; series: ChartSeries[] } {
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const volume = new Map<string, number>();
  for (const r of rows) volume.set(r.base, (volume.get(r.base) ?? 0) + r.shipments);
  const top = [...volume.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP_BASES).map(([b]) => b);
  const names = rows.some((r) => !top.includes(r.base)) ? [...top, other] : top;
  const series = names.map((name) => ({
    name,
    values: months.map((m) => rows.filter((r) => r.month === m && (name === other ? !top.includes(r.base) : r.base === name)).reduce((a, r) => a + r.shipments, 0)),
  }));
  return { categories: months, series };
}

export default function ThroughputPage() {
  const { t } = useTranslation();
  const fields: SearchField[] = [
    { name: 'base', label: t('logistics-reports.fields.base') },
    { name: 'direction', label: t('logistics-reports.fields.direction'), type: 'select', options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) },
    { name: 'created', label: t('logistics-reports.fields.created'), type: 'dateRange', from: 'from', to: 'to' },
  ];
  const list = useListParams(searchKeys(fields), 100);
  const query = useQuery({ queryKey: ['logistics-reports', 'throughput', list.filters], queryFn: () => api.get<ThroughputAnswer>(URL, list.filters as Record<string, string>), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];
  const title = t('logistics-reports.throughput.title');
  const chart = chartOf(rows, t('logistics-reports.throughput.other'));
  const start = (list.page - 1) * list.pageSize;

  return (
    <PageContainer title={title}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      {query.data?.capped && <Alert type="warning" showIcon message={t('logistics-reports.throughput.capped')} style={{ marginBottom: 12 }} />}
      <ReportChart title={t('logistics-reports.throughput.chart')} testId="throughput-chart" categories={chart.categories} series={chart.series} stacked />
      <ScrollRegion label={title}>
        <DataTable<ThroughputRow>
          rowKey={(r) => `${r.month}-${r.base}`}
          label={title}
          data={query.data ? { rows: rows.slice(start, start + list.pageSize), page: list.page, pageSize: list.pageSize, total: rows.length } : undefined}
          onRefresh={() => void query.refetch()}
          loading={query.isFetching}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          toolbar={<ExportButton url={`${URL}/export`} params={list.filters} fallbackName="throughput.xlsx" />}
          columns={[
            { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
            { key: 'base', title: t('logistics-reports.fields.base'), dataIndex: 'base' },
            { key: 'shipments', title: t('logistics-reports.fields.shipments'), dataIndex: 'shipments', align: 'right' },
            { key: 'delivered', title: t('logistics-reports.fields.deliveredCount'), dataIndex: 'delivered', align: 'right' },
            { key: 'grossKg', title: t('logistics-reports.fields.grossKg'), dataIndex: 'grossKg', align: 'right' },
          ]}
        />
      </ScrollRegion>
    </PageContainer>
  );
}
