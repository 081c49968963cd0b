/**
 * Repair orders (staff /repair/orders; the shop's /sup/repair-orders, old /sup/statusUpdate/index and
 * /sup/updateBill/index): filters by stage, status, overdue; turn-around days flagged past the quoted lead time.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from 'antd';
import { ORDER_STATUSES } from '@aerosupply/shared/repair/workflow';
import type { RepairOrderRow } from '@aerosupply/shared/repair/responses';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { ORDER_PAGES, ORDER_ROUTES, repairKeys, type RepairSide } from '../api';
import { codeLabel, ORDER_COLORS } from '../components/codes';
import { ExportButton } from '../../../components/ExportButton';

/** `embedded`: inside another page (the purchase-order lists' repair tab, D-460), without a page heading of its own. */
export function RepairOrderList({ side, embedded = false }: { side: RepairSide; embedded?: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = (k: string) => t(`repair.fields.${k}`);
  const fields: SearchField[] = [
    { name: 'orderNo', label: f('orderNo') },
    { name: 'pn', label: f('pn') },
    { name: 'stage', label: f('stage'), type: 'select', options: ['shop', 'payment', 'closed'].map((s) => ({ value: s, label: t(`repair.stage.${s}`) })) },
    { name: 'status', label: f('status'), type: 'select', options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`repair.orderStatus.${s}`) })) },
    { name: 'overdue', label: f('overdue'), type: 'select', options: [{ value: 'true', label: t('repair.form.yes') }, { value: 'false', label: t('repair.form.no') }] },
  ];
  const { list, query } = usePagedList(repairKeys.orders(side), ORDER_ROUTES[side].list, searchKeys(fields));
  const content = (
    <>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<RepairOrderRow>
        toolbar={<ExportButton route={ORDER_ROUTES[side].export} params={list.filters} fallbackName="repair-orders.xlsx" />}
        rowKey="id"
        label={t('repair.orders.title')}
        {...pagedTableProps(list, query)}
        columns={[
          { key: 'orderNo', title: f('roNo'), dataIndex: 'orderNo', render: (v: string, r) => <Link to={`${ORDER_PAGES[side]}/${r.id}`}>{v}</Link> },
          { key: 'sequenceNo', title: f('sequenceNo'), dataIndex: 'sequenceNo', align: 'right' },
          ...(side === 'staff' ? [{ key: 'shop', title: f('shop'), render: (_: unknown, r: RepairOrderRow) => companyName(r.companyName, r.companyNameEn) }] : []),
          { key: 'kind', title: f('kind'), dataIndex: 'kind', render: (v: string) => (v === 'exchange' ? <Tag color="purple">{t(`repair.kind.${v}`)}</Tag> : t(`repair.kind.${v}`)) },
          { priority: 'key', key: 'pn', title: f('pn'), dataIndex: 'pn' },
          { key: 'description', title: f('description'), dataIndex: 'description', ellipsis: true },
          { key: 'priority', title: f('priority'), dataIndex: 'priority', render: (v: string) => codeLabel(t, 'priority', v) },
          { key: 'status', title: f('status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="repair.orderStatus" colors={ORDER_COLORS} /> },
          { key: 'statusSince', title: f('statusSince'), dataIndex: 'statusSince', render: (v: string) => fmt.dateTime(v) },
          {
            key: 'turnaroundDays',
            title: f('turnaroundDays'),
            align: 'right',
            render: (_, r) => (r.overdue ? <Tag color="red">{`${r.turnaroundDays} / ${r.quotedLeadDays ?? '-'}`}</Tag> : `${r.turnaroundDays} / ${r.quotedLeadDays ?? '-'}`),
          },
          { key: 'plannedCompletionDate', title: f('plannedCompletionDate'), dataIndex: 'plannedCompletionDate', render: (v: string | null) => v ?? '-' },
        ]}
      />
    </>
  );
  return embedded ? content : <PageContainer title={t(side === 'staff' ? 'repair.orders.title' : 'repair.orders.supplierTitle')}>{content}</PageContainer>;
}

export default function StaffOrdersPage() {
  return <RepairOrderList side="staff" />;
}
