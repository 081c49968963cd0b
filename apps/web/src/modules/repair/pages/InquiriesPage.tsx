/** Repair inquiries (staff; old /air/sendRepair/index, /air/repair/index, /air/inquirySheet/index): search, list, send a new one. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { REPAIR_PRIORITIES } from '@aerosupply/shared/repair/codes';
import { INQUIRY_STATUSES } from '@aerosupply/shared/repair/workflow';
import type { InquiryRow } from '@aerosupply/shared/repair/responses';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { repairRoutes } from '@aerosupply/shared/repair/routes';
import { repairKeys } from '../api';
import { codeLabel, codeOptions, INQUIRY_COLORS } from '../components/codes';

export default function InquiriesPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const f = (k: string) => t(`repair.fields.${k}`);
  const fields: SearchField[] = [
    { name: 'number', label: f('number') },
    { name: 'pn', label: f('pn') },
    { name: 'status', label: f('status'), type: 'select', options: INQUIRY_STATUSES.map((s) => ({ value: s, label: t(`repair.inquiryStatus.${s}`) })) },
    { name: 'priority', label: f('priority'), type: 'select', options: codeOptions(t, 'priority', REPAIR_PRIORITIES) },
  ];
  const { list, query } = usePagedList(repairKeys.inquiries, repairRoutes.inquiries, searchKeys(fields));
  return (
    <PageContainer
      title={t('repair.inquiries.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate('/repair/inquiries/new')} data-testid="repair-inquiry-create">
          {t('repair.inquiries.create')}
        </Button>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<InquiryRow>
        rowKey="id"
        label={t('repair.inquiries.title')}
        {...pagedTableProps(list, query)}
        columns={[
          { key: 'number', title: f('number'), dataIndex: 'number', render: (v: string, r) => <Link to={`/repair/inquiries/${r.id}`}>{v}</Link> },
          { key: 'pn', title: f('pn'), dataIndex: 'pn' },
          { key: 'description', title: f('description'), dataIndex: 'description', ellipsis: true },
          { key: 'priority', title: f('priority'), dataIndex: 'priority', render: (v: string) => <Tag color={v === 'AOG' ? 'red' : undefined}>{codeLabel(t, 'priority', v)}</Tag> },
          { key: 'quantity', title: f('quantity'), dataIndex: 'quantity', align: 'right', render: (v: number, r) => `${v} ${r.unit}` },
          { key: 'status', title: f('status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="repair.inquiryStatus" colors={INQUIRY_COLORS} /> },
          { priority: 'key', key: 'answers', title: f('answers'), render: (_, r) => `${r.submittedCount} / ${r.shopCount}` },
          { priority: 'key', key: 'quotationDeadline', title: f('quotationDeadline'), dataIndex: 'quotationDeadline', render: (v: string, r) => (r.expired && r.status === 'sent' ? <Tag color="orange">{fmt.dateTime(v)}</Tag> : fmt.dateTime(v)) },
          { key: 'createdBy', title: f('createdBy'), dataIndex: 'createdBy' },
          { key: 'createdAt', title: f('createdAt'), dataIndex: 'createdAt', render: (v: string) => fmt.dateTime(v) },
        ]}
      />
    </PageContainer>
  );
}
