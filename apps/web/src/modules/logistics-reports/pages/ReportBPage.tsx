/**
 * Report B (`/logistics/reports/b`, old `/logistics/npd/reportB`; issue 17 item 5, D-372): cycle
 * times per leg, first-leg forwarder and notice month (hours: shipments, average, median), a chart
 * of the average total hours per month by forwarder, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CYCLE_LEGS, type LegStat, type ReportBAnswer, type ReportBRow } from '@aerosupply/shared/logistics-reports/schemas';
import { DIRECTIONS } from '@aerosupply/shared/logistics/workflow';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { api } from '../../../lib/api/client';
import { companyName } from '../../../lib/company-name';
import { useListParams } from '../../../lib/useListParams';
import { ReportChart } from '../Chart';

const URL = '/api/logistics-reports/b';

export default function ReportBPage() {
  const { t } = useTranslation();
  const fields: SearchField[] = [
    { name: 'direction', label: t('logistics-reports.fields.direction'), type: 'select', options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) },
    { name: 'created', label: t('logistics-reports.fields.created'), type: 'dateRange', from: 'from', to: 'to' },
  ];
  const list = useListParams(searchKeys(fields), 100);
  const query = useQuery({ queryKey: ['logistics-reports', 'b', list.filters], queryFn: () => api.get<ReportBAnswer>(URL, list.filters as Record<string, string>), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];
  const title = t('logistics-reports.b.title');
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const forwarders = [...new Map(rows.map((r) => [r.forwarderId, companyName(r.forwarderName, r.forwarderNameEn)])).entries()];
  const series = forwarders.map(([id, name]) => ({ name, values: months.map((m) => rows.find((r) => r.month === m && r.forwarderId === id)?.total.avgHours ?? 0) }));
  const start = (list.page - 1) * list.pageSize;
  const leg = (s: LegStat) => (s.count === 0 ? '-' : t('logistics-reports.b.cell', { avg: s.avgHours, median: s.medianHours, count: s.count }));

  return (
    <PageContainer title={title}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      {query.data?.capped && <Alert type="warning" showIcon message={t('logistics-reports.throughput.capped')} style={{ marginBottom: 12 }} />}
      <ReportChart title={t('logistics-reports.b.chart')} testId="report-b-chart" categories={months} series={series} />
      <ScrollRegion label={title}>
        <DataTable<ReportBRow>
          rowKey={(r) => `${r.month}-${r.forwarderId}`}
          label={title}
          data={query.data ? { rows: rows.slice(start, start + list.pageSize), page: list.page, pageSize: list.pageSize, total: rows.length } : undefined}
          onRefresh={() => void query.refetch()}
          loading={query.isFetching}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          toolbar={<ExportButton url={`${URL}/export`} params={list.filters} fallbackName="report-b.xlsx" />}
          columns={[
            { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
            { key: 'forwarder', title: t('logistics-reports.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
            { key: 'shipments', title: t('logistics-reports.fields.shipments'), dataIndex: 'shipments', align: 'right' },
            ...CYCLE_LEGS.map((l) => ({ key: l, title: t(`logistics-reports.b.leg.${l}`), align: 'right' as const, render: (_: unknown, r: ReportBRow) => leg(r[l]) })),
          ]}
        />
      </ScrollRegion>
    </PageContainer>
  );
}
