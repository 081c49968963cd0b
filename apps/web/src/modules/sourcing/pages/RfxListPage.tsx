/**
 * RFx (inquiry programmes) list (issue 12 item 2; spec 001 §2 'RFx (staff)'): filters, sort,
 * paging; create, view, edit, release, copy and delete as the server allows per RFx.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { RFX_STATUSES } from '@aerosupply/shared/sourcing/workflow';
import type { RfxRow } from '@aerosupply/shared/sourcing/responses';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { usePagedList } from '../../../lib/usePagedList';
import { useTableSort } from '../../../lib/useTableSort';
import { sourcingKeys } from '../api';
import { APPROVAL_COLORS, RFX_COLORS } from '../components/colors';
import { useDictLabels } from '../components/labels';
import { useRfxActions } from '../components/useRfxActions';
import { sourcingRoutes } from '@aerosupply/shared/sourcing/routes';
import { ExportButton } from '../../../components/ExportButton';

const SORTABLE = ['number', 'deadlineAt', 'createdAt'];

export default function RfxListPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const label = useDictLabels();
  const fields: SearchField[] = [
    { name: 'number', label: t('sourcing.fields.number') },
    { name: 'description', label: t('sourcing.fields.description') },
    { name: 'status', label: t('sourcing.fields.status'), type: 'select', options: RFX_STATUSES.map((s) => ({ value: s, label: t(`sourcing.rfxStatus.${s}`) })) },
    { name: 'type', label: t('sourcing.fields.type'), type: 'dict', domain: 'TC_IQ_TYPE' },
    { name: 'purchaseOrg', label: t('sourcing.fields.purchaseOrg'), type: 'dict', domain: 'TC_SUPPLIER_ORG' },
    { name: 'materialPn', label: t('sourcing.fields.materialPn') },
    { name: 'created', label: t('sourcing.fields.createdAt'), type: 'dateRange' },
  ];
  const { list, query } = usePagedList(sourcingKeys.rfxList, sourcingRoutes.rfxList, [...searchKeys(fields), 'sort', 'order']);
  const sorting = useTableSort<RfxRow>(list, SORTABLE);
  const refresh = () => void qc.invalidateQueries({ queryKey: sourcingKeys.all });
  const { defs, dialogs } = useRfxActions(refresh);

  return (
    <PageContainer
      title={t('sourcing.rfx.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate('/sourcing/rfx/new')} data-testid="rfx-create">
          {t('sourcing.rfx.createTitle')}
        </Button>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={sorting.onSearch} onReset={list.reset} loading={query.isFetching} />
      <DataTable<RfxRow>
        toolbar={<ExportButton route={sourcingRoutes.rfxExport} params={list.filters} fallbackName="rfx.xlsx" />}
        rowKey="id"
        label={t('sourcing.rfx.title')}
        data={query.data}
        onRefresh={() => void query.refetch()}
        loading={query.isFetching}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onChange={sorting.onChange}
        columns={[
          { key: 'number', title: t('sourcing.fields.number'), dataIndex: 'number', sorter: true, sortOrder: sorting.sortOrder('number'), render: (v: string, r) => <Link to={`/sourcing/rfx/${r.id}`}>{v}</Link> },
          { key: 'description', title: t('sourcing.fields.description'), dataIndex: 'description', ellipsis: true },
          { key: 'type', title: t('sourcing.fields.type'), dataIndex: 'type', render: (v: string) => label('TC_IQ_TYPE', v) },
          { key: 'purchaseOrg', title: t('sourcing.fields.purchaseOrg'), dataIndex: 'purchaseOrg', render: (v: string) => label('TC_SUPPLIER_ORG', v) },
          {
            key: 'status',
            title: t('sourcing.fields.status'),
            dataIndex: 'status',
            render: (v: string, r) => (
              <>
                <StatusTag value={v} prefix="sourcing.rfxStatus" colors={RFX_COLORS} />
                {v === 'not_released' && r.approvalStatus !== 'none' && <StatusTag value={r.approvalStatus} prefix="sourcing.approvalStatus" colors={APPROVAL_COLORS} />}
              </>
            ),
          },
          { priority: 'key', key: 'itemCount', title: t('sourcing.fields.itemCount'), dataIndex: 'itemCount', align: 'right' },
          { priority: 'key', key: 'bidderCount', title: t('sourcing.fields.bidderCount'), dataIndex: 'bidderCount', align: 'right' },
          { priority: 'key', key: 'deadlineAt', title: t('sourcing.fields.deadlineAt'), dataIndex: 'deadlineAt', sorter: true, sortOrder: sorting.sortOrder('deadlineAt'), render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
          { key: 'releasedAt', title: t('sourcing.fields.releasedAt'), dataIndex: 'releasedAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
          { key: 'createdBy', title: t('sourcing.fields.createdBy'), dataIndex: 'createdBy' },
          { key: 'createdAt', title: t('sourcing.fields.createdAt'), dataIndex: 'createdAt', sorter: true, sortOrder: sorting.sortOrder('createdAt'), render: (v: string) => fmt.dateTime(v) },
          {
            key: 'actions',
            title: t('sourcing.fields.actions'),
            fixed: 'right',
            width: 260,
            render: (_, r) => <RecordActions allowed={r.actions} always={['view']} defs={{ view: { labelKey: 'sourcing.actions.view', onClick: () => void navigate(`/sourcing/rfx/${r.id}`) }, ...defs(r) }} />,
          },
        ]}
      />
      {dialogs}
    </PageContainer>
  );
}
