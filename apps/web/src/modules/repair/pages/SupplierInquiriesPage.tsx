/** The shop's repair inquiries (old /sup/supRepair/index): pending / processed / expired, filter by P/N and material group. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs, Tag } from 'antd';
import { MATERIAL_GROUPS } from '@aerosupply/shared/repair/codes';
import { INQUIRY_GROUPS } from '@aerosupply/shared/repair/workflow';
import type { SupplierInquiry } from '@aerosupply/shared/repair/responses';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { repairRoutes } from '@aerosupply/shared/repair/routes';
import { repairKeys } from '../api';
import { codeLabel, codeOptions, QUOTE_COLORS } from '../components/codes';

export default function SupplierInquiriesPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = (k: string) => t(`repair.fields.${k}`);
  const fields: SearchField[] = [
    { name: 'pn', label: f('pn') },
    { name: 'materialGroup', label: f('materialGroup'), type: 'select', options: codeOptions(t, 'materialGroup', MATERIAL_GROUPS) },
  ];
  const { list, query } = usePagedList(repairKeys.supInquiries, repairRoutes.supInquiries, [...searchKeys(fields), 'group']);
  const group = (list.filters.group as string | undefined) ?? 'pending';
  return (
    <PageContainer title={t('repair.supplier.title')}>
      <Tabs
        activeKey={group}
        onChange={(g) => list.setFilters({ ...list.filters, group: g })}
        items={INQUIRY_GROUPS.map((g) => ({ key: g, label: t(`repair.group.${g}`) }))}
      />
      <SearchForm fields={fields} values={list.filters} onSearch={(v) => list.setFilters({ ...v, group })} onReset={list.reset} loading={query.isFetching} />
      <DataTable<SupplierInquiry>
        rowKey="id"
        label={t('repair.supplier.title')}
        {...pagedTableProps(list, query)}
        columns={[
          { key: 'number', title: f('number'), dataIndex: 'number', render: (v: string, r) => <Link to={`/sup/repair/${r.id}`}>{v}</Link> },
          { key: 'pn', title: f('pn'), dataIndex: 'pn' },
          { key: 'description', title: f('description'), dataIndex: 'description', ellipsis: true },
          { key: 'priority', title: f('priority'), dataIndex: 'priority', render: (v: string) => <Tag color={v === 'AOG' ? 'red' : undefined}>{codeLabel(t, 'priority', v)}</Tag> },
          { key: 'materialGroup', title: f('materialGroup'), dataIndex: 'materialGroup', render: (v: string) => codeLabel(t, 'materialGroup', v) },
          { key: 'quantity', title: f('quantity'), dataIndex: 'quantity', align: 'right', render: (v: number, r) => `${v} ${r.unit}` },
          { priority: 'key', key: 'quoteStatus', title: f('quoteStatus'), render: (_, r) => <StatusTag value={r.quote.status} prefix="repair.quoteStatus" colors={QUOTE_COLORS} /> },
          { priority: 'key', key: 'quotationDeadline', title: f('quotationDeadline'), dataIndex: 'quotationDeadline', render: (v: string) => fmt.dateTime(v) },
        ]}
      />
    </PageContainer>
  );
}
