/**
 * The allotment screens (issue 17 item 1; old `/pdInternalAllot/{demand, instruct, pickUp,
 * dispatch, deliver}/index`): one list whose stage shows its statuses (D-391), with search (number,
 * part number, waybill), filters, sorting, pagination, Excel export and the actions the server
 * allows on each row. Steps with a form (reason, pick-up, dispatch, transit, receipt) open the
 * step dialog; the others ask for confirmation. The five screens are one switch with each screen's
 * count (D-535).
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Segmented, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALLOT_BASES, ALLOT_PRIORITIES } from '@aerosupply/shared/allotment/codes';
import { allotmentRoutes } from '@aerosupply/shared/allotment/routes';
import type { AllotRow } from '@aerosupply/shared/allotment/schemas';
import { ALLOT_STAGE_NAMES, ALLOT_STAGES } from '@aerosupply/shared/allotment/workflow';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/useListParams';
import { call } from '../../../lib/api/call';
import { useTableSort } from '../../../lib/useTableSort';
import { pagedTableProps } from '../../../lib/usePagedList';
import { ALLOT_BASE, allotKeys, stageOf, useAllotCounts } from '../api';
import { AllotActions } from '../components/AllotActions';
import { ALLOT_COLORS, PRIORITY_COLORS, useBaseName } from '../components/labels';

const SORTABLE = ['number', 'requiredDate', 'priority', 'updatedAt'];

export default function AllotListPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const stage = stageOf(useParams().stage);
  const baseName = useBaseName();
  const counts = useAllotCounts();
  const fields: SearchField[] = [
    { name: 'q', label: t('allotment.fields.search') },
    { name: 'status', label: t('allotment.fields.status'), type: 'select', options: ALLOT_STAGES[stage].map((s) => ({ value: s, label: t(`allotment.status.${s}`) })) },
    { name: 'fromBase', label: t('allotment.fields.fromBase'), type: 'select', options: ALLOT_BASES.map((b) => ({ value: b.code, label: baseName(b.code) })) },
    { name: 'toBase', label: t('allotment.fields.toBase'), type: 'select', options: ALLOT_BASES.map((b) => ({ value: b.code, label: baseName(b.code) })) },
    { name: 'priority', label: t('allotment.fields.priority'), type: 'select', options: ALLOT_PRIORITIES.map((p) => ({ value: p, label: t(`allotment.priority.${p}`) })) },
    { name: 'required', label: t('allotment.fields.requiredDate'), type: 'dateRange' },
  ];
  // The screen's stage goes with the list's own query (page, filters, sort).
  const list = useListParams([...searchKeys(fields), 'sort', 'order'], 20);
  const query = useQuery({ queryKey: [...allotKeys.list(stage), list.query], queryFn: () => call(allotmentRoutes.list, { query: { ...list.query, stage } }), placeholderData: keepPreviousData });
  const sorting = useTableSort<AllotRow>(list, SORTABLE);
  const refresh = () => void qc.invalidateQueries({ queryKey: allotKeys.all });
  const title = t(`allotment.stage.${stage}`);
  const detailOf = (id: number) => `${ALLOT_BASE}/${stage}/${id}`;

  return (
    <PageContainer
      title={title}
      extra={
        stage === 'demand' && (
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate(`${ALLOT_BASE}/demand/new`)} data-testid="allot-create">
            {t('allotment.list.create')}
          </Button>
        )
      }
    >
      <Segmented
        block
        style={{ marginBottom: 16 }}
        value={stage}
        data-testid="allot-stages"
        onChange={(v) => void navigate(`${ALLOT_BASE}/${v}`)}
        options={ALLOT_STAGE_NAMES.map((s) => ({ value: s, label: counts.data ? t('allotment.list.stageCount', { stage: t(`allotment.stage.${s}`), n: counts.data[s] }) : t(`allotment.stage.${s}`) }))}
      />
      <SearchForm fields={fields} values={list.filters} onSearch={sorting.onSearch} onReset={list.reset} loading={query.isFetching} />
      <DataTable<AllotRow>
        rowKey="id"
        label={title}
        {...pagedTableProps(list, query)}
        onChange={sorting.onChange}
        toolbar={<ExportButton route={allotmentRoutes.export} params={{ stage, ...list.filters }} fallbackName="allotments.xlsx" />}
        columns={[
          { key: 'number', title: t('allotment.fields.number'), dataIndex: 'number', sorter: true, sortOrder: sorting.sortOrder('number'), render: (v: string, r) => <Link to={detailOf(r.id)}>{v}</Link> },
          { key: 'status', title: t('allotment.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="allotment.status" colors={ALLOT_COLORS} /> },
          { key: 'route', title: t('allotment.fields.route'), render: (_, r) => `${baseName(r.fromBase)} → ${baseName(r.toBase)}` },
          { key: 'partNumbers', title: t('allotment.fields.partNumbers'), render: (_, r) => r.partNumbers.join(', ') },
          { key: 'totalQty', title: t('allotment.fields.totalQty'), dataIndex: 'totalQty', align: 'right' },
          { key: 'priority', title: t('allotment.fields.priority'), dataIndex: 'priority', sorter: true, sortOrder: sorting.sortOrder('priority'), render: (v: string) => <Tag color={PRIORITY_COLORS[v]}>{t(`allotment.priority.${v}`)}</Tag> },
          { priority: 'key', key: 'requiredDate', title: t('allotment.fields.requiredDate'), dataIndex: 'requiredDate', sorter: true, sortOrder: sorting.sortOrder('requiredDate') },
          { key: 'waybill', title: t('allotment.fields.waybill'), dataIndex: 'waybill', render: (v: string | null) => v ?? '-' },
          { key: 'createdByName', title: t('allotment.fields.createdBy'), dataIndex: 'createdByName' },
          { key: 'updatedAt', title: t('allotment.fields.updatedAt'), dataIndex: 'updatedAt', sorter: true, sortOrder: sorting.sortOrder('updatedAt'), render: (v: string) => fmt.dateTime(v) },
          {
            key: 'actions',
            title: t('allotment.fields.actions'),
            fixed: 'right',
            render: (_, r) => <AllotActions record={r} onView={() => void navigate(detailOf(r.id))} onEdit={() => void navigate(`${detailOf(r.id)}/edit`)} onDone={refresh} />,
          },
        ]}
      />
    </PageContainer>
  );
}
