/** Price rounds, the wheel price lists (staff; D-341, D-342): search by number, material group, status; send a new round. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MATERIAL_GROUPS } from '@aerosupply/shared/repair/codes';
import { ROUND_STATUSES, type RoundRow } from '@aerosupply/shared/repair/price-rounds';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { repairRoutes } from '@aerosupply/shared/repair/routes';
import { repairKeys } from '../api';
import { codeLabel, codeOptions, ROUND_COLORS } from '../components/codes';

export default function PriceRoundsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const f = (k: string) => t(`repair.fields.${k}`);
  const fields: SearchField[] = [
    { name: 'number', label: f('roundNumber') },
    { name: 'materialGroup', label: f('materialGroup'), type: 'select', options: codeOptions(t, 'materialGroup', MATERIAL_GROUPS) },
    { name: 'status', label: f('status'), type: 'select', options: ROUND_STATUSES.map((s) => ({ value: s, label: t(`repair.roundStatus.${s}`) })) },
  ];
  const { list, query } = usePagedList(repairKeys.rounds, repairRoutes.rounds, searchKeys(fields));
  return (
    <PageContainer
      title={t('repair.rounds.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate('/repair/price-rounds/new')} data-testid="repair-round-create">
          {t('repair.rounds.create')}
        </Button>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<RoundRow>
        rowKey="id"
        label={t('repair.rounds.title')}
        {...pagedTableProps(list, query)}
        columns={[
          { key: 'number', title: f('roundNumber'), dataIndex: 'number', render: (v: string, r) => <Link to={`/repair/price-rounds/${r.id}`}>{v}</Link> },
          { key: 'title', title: f('roundTitle'), dataIndex: 'title', ellipsis: true },
          { key: 'materialGroup', title: f('materialGroup'), dataIndex: 'materialGroup', render: (v: string) => codeLabel(t, 'materialGroup', v) },
          { key: 'validity', title: f('validity'), render: (_, r) => `${r.validFrom} ~ ${r.validTo}` },
          { key: 'lines', title: f('lineCount'), align: 'right', render: (_, r) => r.lines.length },
          { key: 'status', title: f('status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="repair.roundStatus" colors={ROUND_COLORS} /> },
          { key: 'answers', title: f('answers'), render: (_, r) => `${r.submittedCount} / ${r.shopCount}` },
          { key: 'quotationDeadline', title: f('quotationDeadline'), dataIndex: 'quotationDeadline', render: (v: string, r) => (r.expired && r.status === 'sent' ? <Tag color="orange">{fmt.dateTime(v)}</Tag> : fmt.dateTime(v)) },
          { key: 'createdBy', title: f('createdBy'), dataIndex: 'createdBy' },
        ]}
      />
    </PageContainer>
  );
}
