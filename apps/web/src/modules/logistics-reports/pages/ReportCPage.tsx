/**
 * Report C (`/logistics/reports/c`, old `/logistics/npd/reportC`; issue 17 item 5, D-373): on-time
 * delivery per first-leg forwarder and delivery month (delivered on or before the ETA's day), a
 * chart of the on-time rate per month by forwarder, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportCAnswer, ReportCRow } from '@aerosupply/shared/logistics-reports/schemas';
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

const URL = '/api/logistics-reports/c';

export default function ReportCPage() {
  const { t } = useTranslation();
  const fields: SearchField[] = [
    { name: 'direction', label: t('logistics-reports.fields.direction'), type: 'select', options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) },
    { name: 'deliveredOn', label: t('logistics-reports.fields.deliveredOn'), type: 'dateRange', from: 'from', to: 'to' },
  ];
  const list = useListParams(searchKeys(fields), 100);
  const query = useQuery({ queryKey: ['logistics-reports', 'c', list.filters], queryFn: () => api.get<ReportCAnswer>(URL, list.filters as Record<string, string>), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];
  const title = t('logistics-reports.c.title');
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const forwarders = [...new Map(rows.map((r) => [r.forwarderId, companyName(r.forwarderName, r.forwarderNameEn)])).entries()];
  const series = forwarders.map(([id, name]) => ({ name, values: months.map((m) => rows.find((r) => r.month === m && r.forwarderId === id)?.onTimeRate ?? 0) }));
  const start = (list.page - 1) * list.pageSize;

  return (
    <PageContainer title={title}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      {query.data?.capped && <Alert type="warning" showIcon message={t('logistics-reports.throughput.capped')} style={{ marginBottom: 12 }} />}
      <ReportChart title={t('logistics-reports.c.chart')} testId="report-c-chart" categories={months} series={series} />
      <ScrollRegion label={title}>
        <DataTable<ReportCRow>
          rowKey={(r) => `${r.month}-${r.forwarderId}`}
          label={title}
          data={query.data ? { rows: rows.slice(start, start + list.pageSize), page: list.page, pageSize: list.pageSize, total: rows.length } : undefined}
          onRefresh={() => void query.refetch()}
          loading={query.isFetching}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          toolbar={<ExportButton url={`${URL}/export`} params={list.filters} fallbackName="report-c.xlsx" />}
          columns={[
            { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
            { key: 'forwarder', title: t('logistics-reports.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
            { key: 'delivered', title: t('logistics-reports.fields.deliveredCount'), dataIndex: 'delivered', align: 'right' },
            { key: 'withEta', title: t('logistics-reports.fields.withEta'), dataIndex: 'withEta', align: 'right' },
            { key: 'onTime', title: t('logistics-reports.fields.onTime'), dataIndex: 'onTime', align: 'right' },
            { key: 'late', title: t('logistics-reports.fields.late'), dataIndex: 'late', align: 'right' },
            { key: 'onTimeRate', title: t('logistics-reports.fields.onTimeRate'), align: 'right', render: (_, r) => (r.onTimeRate === null ? '-' : `${r.onTimeRate}%`) },
          ]}
        />
      </ScrollRegion>
    </PageContainer>
  );
}
