/**
 * Repair bills (staff /repair/bills, the review list of old /air/add|edit|detail; the shop's
 * /sup/repair-bills, old /sup/updateBill/index): search by order, invoice, status, flag (and shop for
 * staff), Excel export of the search; each row opens its order, where the bill is entered and reviewed.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Space, Tag } from 'antd';
import type { BillView } from '@aerosupply/shared/repair/responses';
import { BILL_STATUSES } from '@aerosupply/shared/repair/workflow';
import { DataTable } from '../../../components/DataTable';
import { AmountTotals } from '../../../components/list/AmountTotals';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { BILL_ROUTES, ORDER_PAGES, repairKeys, type RepairSide } from '../api';
import { BILL_COLORS } from '../components/codes';

export function RepairBillList({ side }: { side: RepairSide }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = (k: string) => t(`repair.fields.${k}`);
  const fields: SearchField[] = [
    { name: 'orderNo', label: f('orderNo') },
    { name: 'invoiceNo', label: f('invoiceNo') },
    { name: 'status', label: f('billStatus'), type: 'select', options: BILL_STATUSES.map((s) => ({ value: s, label: t(`repair.billStatus.${s}`) })) },
    { name: 'flagged', label: f('flagged'), type: 'select', options: [{ value: 'true', label: t('repair.form.yes') }, { value: 'false', label: t('repair.form.no') }] },
  ];
  const { list, query } = usePagedList(repairKeys.bills(side), BILL_ROUTES[side].list, [...searchKeys(fields), 'companyId']);
  const title = t(side === 'staff' ? 'repair.bills.title' : 'repair.bills.supplierTitle');
  return (
    <PageContainer title={title}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<BillView>
        rowKey="id"
        label={title}
        {...pagedTableProps(list, query)}
        toolbar={<ExportButton route={BILL_ROUTES[side].export} params={list.filters} fallbackName="repair-bills.xlsx" />}
        totals={(rows) => <AmountTotals rows={rows} amount={(r) => r.total} currency={(r) => r.currency} />}
        columns={[
          { key: 'orderNo', title: f('orderNo'), dataIndex: 'orderNo', render: (v: string, r) => <Link to={`${ORDER_PAGES[side]}/${r.orderId}`}>{v}</Link> },
          ...(side === 'staff' ? [{ key: 'shop', title: f('shop'), render: (_: unknown, r: BillView) => companyName(r.companyName, r.companyNameEn) }] : []),
          { key: 'invoiceNo', title: f('invoiceNo'), dataIndex: 'invoiceNo' },
          { key: 'status', title: f('billStatus'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="repair.billStatus" colors={BILL_COLORS} /> },
          { priority: 'key', key: 'total', title: f('total'), align: 'right', render: (_, r) => fmt.amount(r.total, r.currency) },
          { key: 'quotedAmount', title: f('quotedAmount'), align: 'right', render: (_, r) => (r.quotedAmount === null ? '-' : fmt.amount(r.quotedAmount, r.currency)) },
          {
            key: 'flags',
            title: f('flagged'),
            render: (_, r) => (
              <Space size={4} wrap>
                {r.overQuotation && <Tag color="orange">{f('overQuotation')}</Tag>}
                {r.overCap && <Tag color="red">{f('overCap')}</Tag>}
                {!r.overQuotation && !r.overCap && '-'}
              </Space>
            ),
          },
          { priority: 'key', key: 'reason', title: f('reason'), dataIndex: 'reason', ellipsis: true, render: (v: string | null) => v ?? '-' },
          { key: 'submittedAt', title: f('submittedAt'), dataIndex: 'submittedAt', render: (v: string) => fmt.dateTime(v) },
          { key: 'reviewedAt', title: f('reviewedAt'), dataIndex: 'reviewedAt', render: (v: string | null, r) => (v ? `${fmt.dateTime(v)} ${r.reviewerName ?? ''}` : '-') },
        ]}
      />
    </PageContainer>
  );
}

export default function StaffBillsPage() {
  return <RepairBillList side="staff" />;
}
