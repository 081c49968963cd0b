/**
 * Report D (`/logistics/reports/d`, old `/logistics/npd/reportD`; issue 17 item 5, D-371): cost per
 * kg per forwarder and invoice month from electronic bills of one currency (approved by default),
 * a chart of the cost per kg per month by forwarder, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CURRENCIES, TRANSPORT_MODES } from '@aerosupply/shared/freight-bills/codes';
import { BILL_STATUSES } from '@aerosupply/shared/freight-bills/workflow';
import type { ReportDAnswer, ReportDRow } from '@aerosupply/shared/logistics-reports/schemas';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { api } from '../../../lib/api/client';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/useListParams';
import { ReportChart } from '../Chart';

const URL = '/api/logistics-reports/d';

export default function ReportDPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const fields: SearchField[] = [
    { name: 'currency', label: t('logistics-reports.fields.currency'), type: 'select', options: CURRENCIES.map((c) => ({ value: c, label: c })) },
    { name: 'status', label: t('logistics-reports.fields.billStatus'), type: 'select', options: BILL_STATUSES.map((s) => ({ value: s, label: t(`freight-bills.status.${s}`) })) },
    { name: 'transportMode', label: t('logistics-reports.fields.transportMode'), type: 'select', options: TRANSPORT_MODES.map((m) => ({ value: m, label: t(`freight-bills.code.transportMode.${m}`) })) },
    { name: 'invoice', label: t('logistics-reports.fields.invoiceDate'), type: 'dateRange', from: 'from', to: 'to' },
  ];
  const list = useListParams(searchKeys(fields), 100);
  const query = useQuery({ queryKey: ['logistics-reports', 'd', list.filters], queryFn: () => api.get<ReportDAnswer>(URL, list.filters as Record<string, string>), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];
  const title = t('logistics-reports.d.title');
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const forwarders = [...new Map(rows.map((r) => [r.forwarderId, companyName(r.forwarderName, r.forwarderNameEn)])).entries()];
  const series = forwarders.map(([id, name]) => ({ name, values: months.map((m) => rows.find((r) => r.month === m && r.forwarderId === id)?.costPerKg ?? 0) }));
  const start = (list.page - 1) * list.pageSize;

  return (
    <PageContainer title={title}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      {query.data?.capped && <Alert type="warning" showIcon message={t('logistics-reports.throughput.capped')} style={{ marginBottom: 12 }} />}
      <ReportChart title={t('logistics-reports.d.chart')} testId="report-d-chart" categories={months} series={series} />
      <ScrollRegion label={title}>
        <DataTable<ReportDRow>
          rowKey={(r) => `${r.month}-${r.forwarderId}`}
          label={title}
          data={query.data ? { rows: rows.slice(start, start + list.pageSize), page: list.page, pageSize: list.pageSize, total: rows.length } : undefined}
          onRefresh={() => void query.refetch()}
          loading={query.isFetching}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          toolbar={<ExportButton url={`${URL}/export`} params={list.filters} fallbackName="report-d.xlsx" />}
          columns={[
            { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
            { key: 'forwarder', title: t('logistics-reports.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
            { key: 'bills', title: t('logistics-reports.fields.bills'), dataIndex: 'bills', align: 'right' },
            { key: 'weightKg', title: t('logistics-reports.fields.weightKg'), dataIndex: 'weightKg', align: 'right' },
            { key: 'totalFreight', title: t('logistics-reports.fields.totalFreight'), align: 'right', render: (_, r) => fmt.amount(r.totalFreight, r.currency) },
            { key: 'costPerKg', title: t('logistics-reports.fields.costPerKg'), align: 'right', render: (_, r) => fmt.amount(r.costPerKg, r.currency) },
          ]}
        />
      </ScrollRegion>
    </PageContainer>
  );
}
