/**
 * Bill differences (issue 17 item 4; old `/logistics/npd/standingbookDifference`, D-369): every
 * difference between what the forwarders bill and what they carried or agreed (weight, chargeable
 * weight, route, billed twice, rate, waybill not found), over all bills, with the amount at stake,
 * totals per kind, filters, and the Excel export of the same search.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Space, Tag } from 'antd';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { freightBillRoutes } from '@aerosupply/shared/freight-bills/routes';
import type { DifferenceRow } from '@aerosupply/shared/freight-bills/schemas';
import { DIFFERENCE_LIST_KINDS } from '@aerosupply/shared/freight-bills/schemas';
import { BILL_STATUSES } from '@aerosupply/shared/freight-bills/workflow';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { call } from '../../../lib/api/call';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/useListParams';
import { billKeys, STAFF_BILLS, useForwarders } from '../api';
import { BILL_COLORS } from '../components/labels';
import { pagedTableProps } from '../../../lib/usePagedList';


export default function DifferencesPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const forwarders = useForwarders();
  const fields: SearchField[] = [
    { name: 'kind', label: t('freight-bills.differences.kind'), type: 'select', options: DIFFERENCE_LIST_KINDS.map((k) => ({ value: k, label: t(`freight-bills.differences.kinds.${k}`) })) },
    { name: 'status', label: t('freight-bills.fields.status'), type: 'select', options: BILL_STATUSES.map((s) => ({ value: s, label: t(`freight-bills.status.${s}`) })) },
    {
      name: 'forwarderId',
      label: t('freight-bills.fields.forwarder'),
      type: 'select',
      loading: forwarders.isLoading,
      options: (forwarders.data ?? []).map((f) => ({ value: String(f.id), label: companyName(f.name, f.nameEn) })),
    },
    { name: 'number', label: t('freight-bills.fields.number') },
    { name: 'invoiceNo', label: t('freight-bills.fields.invoiceNo') },
    { name: 'waybillNo', label: t('freight-bills.fields.waybillNo') },
    { name: 'minAmount', label: t('freight-bills.differences.minAmount') },
    { name: 'invoice', label: t('freight-bills.fields.invoiceDate'), type: 'dateRange' },
  ];
  const list = useListParams([...searchKeys(fields), 'sort', 'order']);
  const query = useQuery({ queryKey: [...billKeys.all, 'differences', list.query], queryFn: () => call(freightBillRoutes.differences, { query: list.query }), placeholderData: keepPreviousData });
  const title = t('freight-bills.differences.title');
  const summary = query.data?.summary ?? [];

  return (
    <PageContainer title={title}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      {query.data?.truncated && <Alert type="warning" showIcon message={t('freight-bills.differences.truncated', { count: query.data.billsScanned })} style={{ marginBottom: 12 }} />}
      {summary.length > 0 && (
        <Space wrap style={{ marginBottom: 12 }} data-testid="differences-summary" aria-label={t('freight-bills.differences.summary')}>
          {summary.map((s) => (
            <Tag key={`${s.kind}-${s.currency}`} color={s.kind === 'rate' || s.kind === 'duplicate' ? 'error' : 'warning'}>
              {t(`freight-bills.differences.kinds.${s.kind}`)}: {s.count} · {fmt.amount(s.amount, s.currency)}
            </Tag>
          ))}
        </Space>
      )}
      <ScrollRegion label={title}>
        <DataTable<DifferenceRow>
          rowKey="key"
          label={title}
          {...pagedTableProps(list, query)}
          toolbar={<ExportButton route={freightBillRoutes.exportDifferences} params={list.filters} fallbackName="bill-differences.xlsx" />}
          columns={[
            { key: 'number', title: t('freight-bills.fields.number'), dataIndex: 'number', render: (v: string, r) => <Link to={`${STAFF_BILLS}/${r.billId}`}>{v}</Link> },
            { key: 'invoiceNo', title: t('freight-bills.fields.invoiceNo'), dataIndex: 'invoiceNo' },
            { key: 'invoiceDate', title: t('freight-bills.fields.invoiceDate'), dataIndex: 'invoiceDate' },
            { key: 'forwarder', title: t('freight-bills.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
            { key: 'route', title: t('freight-bills.fields.route'), render: (_, r) => `${r.origin} → ${r.destination}` },
            { key: 'kind', title: t('freight-bills.differences.kind'), dataIndex: 'kind', render: (v: string) => t(`freight-bills.differences.kinds.${v}`) },
            { key: 'waybill', title: t('freight-bills.match.waybill'), dataIndex: 'waybill', render: (v: string | null) => v ?? '-' },
            { key: 'billValue', title: t('freight-bills.match.billValue'), dataIndex: 'billValue' },
            {
              key: 'shipmentValue',
              title: t('freight-bills.match.shipmentValue'),
              render: (_, r) => (r.shipmentValue === null ? t('freight-bills.match.notFound') : r.kind === 'duplicate' ? t('freight-bills.differences.otherBill', { number: r.shipmentValue }) : r.shipmentValue),
            },
            { key: 'amount', title: t('freight-bills.match.amount'), align: 'right', render: (_, r) => (r.amount === null ? t('freight-bills.match.noAmount') : fmt.amount(r.amount, r.currency)) },
            { key: 'status', title: t('freight-bills.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="freight-bills.status" colors={BILL_COLORS} /> },
          ]}
        />
      </ScrollRegion>
    </PageContainer>
  );
}
