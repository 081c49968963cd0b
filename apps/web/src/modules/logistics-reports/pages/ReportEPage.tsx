/**
 * Report E (`/logistics/reports/e`, old `/logistics/npd/reportE`; issue 17 item 5, D-374): bill
 * accuracy per forwarder and invoice month (bills sent for review, share returned, bills with
 * differences and the amount at stake of the difference list), a chart of the returned share per
 * month by forwarder, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CURRENCIES } from '@aerosupply/shared/freight-bills/codes';
import type { ReportEAnswer, ReportERow } from '@aerosupply/shared/logistics-reports/schemas';
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

const URL = '/api/logistics-reports/e';

export default function ReportEPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const fields: SearchField[] = [
    { name: 'currency', label: t('logistics-reports.fields.currency'), type: 'select', options: CURRENCIES.map((c) => ({ value: c, label: c })) },
    { name: 'invoice', label: t('logistics-reports.fields.invoiceDate'), type: 'dateRange', from: 'from', to: 'to' },
  ];
  const list = useListParams(searchKeys(fields), 100);
  const query = useQuery({ queryKey: ['logistics-reports', 'e', list.filters], queryFn: () => api.get<ReportEAnswer>(URL, list.filters as Record<string, string>), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];
  const title = t('logistics-reports.e.title');
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const forwarders = [...new Map(rows.map((r) => [r.forwarderId, companyName(r.forwarderName, r.forwarderNameEn)])).entries()];
  const series = forwarders.map(([id, name]) => ({ name, values: months.map((m) => rows.find((r) => r.month === m && r.forwarderId === id)?.returnedShare ?? 0) }));
  const start = (list.page - 1) * list.pageSize;

  return (
    <PageContainer title={title}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      {(query.data?.capped || query.data?.truncated) && <Alert type="warning" showIcon message={t('logistics-reports.throughput.capped')} style={{ marginBottom: 12 }} />}
      <ReportChart title={t('logistics-reports.e.chart')} testId="report-e-chart" categories={months} series={series} />
      <ScrollRegion label={title}>
        <DataTable<ReportERow>
          rowKey={(r) => `${r.month}-${r.forwarderId}`}
          label={title}
          data={query.data ? { rows: rows.slice(start, start + list.pageSize), page: list.page, pageSize: list.pageSize, total: rows.length } : undefined}
          onRefresh={() => void query.refetch()}
          loading={query.isFetching}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          toolbar={<ExportButton url={`${URL}/export`} params={list.filters} fallbackName="report-e.xlsx" />}
          columns={[
            { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
            { key: 'forwarder', title: t('logistics-reports.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
            { key: 'bills', title: t('logistics-reports.fields.bills'), dataIndex: 'bills', align: 'right' },
            { key: 'returned', title: t('logistics-reports.fields.returned'), dataIndex: 'returned', align: 'right' },
            { key: 'returnedShare', title: t('logistics-reports.fields.returnedShare'), align: 'right', render: (_, r) => `${r.returnedShare}%` },
            { key: 'withDifferences', title: t('logistics-reports.fields.withDifferences'), dataIndex: 'withDifferences', align: 'right' },
            { key: 'amountAtStake', title: t('logistics-reports.fields.amountAtStake'), align: 'right', render: (_, r) => fmt.amount(r.amountAtStake, r.currency) },
            { key: 'totalFreight', title: t('logistics-reports.fields.totalFreight'), align: 'right', render: (_, r) => fmt.amount(r.totalFreight, r.currency) },
          ]}
        />
      </ScrollRegion>
    </PageContainer>
  );
}
