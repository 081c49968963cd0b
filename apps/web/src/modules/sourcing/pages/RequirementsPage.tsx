/**
 * Purchase requirements (demands) that feed RFx (issue 12 item 1): search by number, P/N,
 * description, status, plant, purchasing org, requester and date; sort; create, edit, delete while
 * no RFx has taken them; import from Excel; select open ones and create an RFx from them.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Space, Tooltip } from 'antd';
import { FileSearchOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { REQUIREMENT_STATUSES } from '@aerosupply/shared/sourcing/workflow';
import { REQUIREMENTS_IMPORT } from '@aerosupply/shared/sourcing/import';
import type { RequirementRow } from '@aerosupply/shared/sourcing/responses';
import { DataTable } from '../../../components/DataTable';
import { ImportDialog } from '../../../components/ImportDialog';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { useCan } from '../../../lib/useCan';
import { usePagedList } from '../../../lib/usePagedList';
import { useTableSort } from '../../../lib/useTableSort';
import { sourcingApi, sourcingKeys } from '../api';
import { REQUIREMENT_COLORS } from '../components/colors';
import { useDictLabels } from '../components/labels';
import { sourcingRoutes } from '@aerosupply/shared/sourcing/routes';
import { ExportButton } from '../../../components/ExportButton';

const SORTABLE = ['number', 'requiredDate', 'createdAt'];

export default function RequirementsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const can = useCan();
  const label = useDictLabels();
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<RequirementRow[]>([]);
  const fields: SearchField[] = [
    { name: 'number', label: t('sourcing.fields.number') },
    { name: 'materialPn', label: t('sourcing.fields.materialPn') },
    { name: 'status', label: t('sourcing.fields.status'), type: 'select', options: REQUIREMENT_STATUSES.map((s) => ({ value: s, label: t(`sourcing.status.${s}`) })) },
    { name: 'description', label: t('sourcing.fields.description') },
    { name: 'plant', label: t('sourcing.fields.plant'), type: 'dict', domain: 'TC_FACTORY_TYPE' },
    { name: 'purchaseOrg', label: t('sourcing.fields.purchaseOrg'), type: 'dict', domain: 'TC_SUPPLIER_ORG' },
    { name: 'requester', label: t('sourcing.fields.requester') },
    { name: 'created', label: t('sourcing.fields.createdAt'), type: 'dateRange' },
  ];
  const { list, query } = usePagedList(sourcingKeys.requirements, sourcingRoutes.requirements, [...searchKeys(fields), 'sort', 'order']);
  const sorting = useTableSort<RequirementRow>(list, SORTABLE);
  const refresh = () => void qc.invalidateQueries({ queryKey: sourcingKeys.all });
  const manage = can('sourcing.requirement.manage');
  const free = selected.filter((r) => r.actions.includes('add_to_rfx'));

  return (
    <PageContainer
      title={t('sourcing.requirements.title')}
      extra={
        <Space wrap>
          {can('sourcing.rfx.manage') && (
            <Tooltip title={free.length ? undefined : t('sourcing.requirements.toRfxHint')}>
              <Button icon={<FileSearchOutlined aria-hidden="true" />} disabled={free.length === 0} data-testid="requirements-to-rfx" onClick={() => void navigate(`/sourcing/rfx/new?requirements=${free.map((r) => r.id).join(',')}`)}>
                {t('sourcing.requirements.toRfx')}
              </Button>
            </Tooltip>
          )}
          {manage && (
            <Button icon={<UploadOutlined aria-hidden="true" />} onClick={() => setImporting(true)} data-testid="requirements-import">
              {t('sourcing.requirements.import')}
            </Button>
          )}
          {manage && (
            <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate('/sourcing/requirements/new')} data-testid="requirement-create">
              {t('sourcing.actions.create')}
            </Button>
          )}
        </Space>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={sorting.onSearch} onReset={list.reset} loading={query.isFetching} />
      <DataTable<RequirementRow>
        toolbar={<ExportButton route={sourcingRoutes.requirementsExport} params={list.filters} fallbackName="purchase-requirements.xlsx" />}
        rowKey="id"
        label={t('sourcing.requirements.title')}
        data={query.data}
        onRefresh={() => void query.refetch()}
        loading={query.isFetching}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onChange={sorting.onChange}
        rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_, rows) => setSelected(rows), getCheckboxProps: (r) => ({ disabled: !r.actions.includes('add_to_rfx') }) }}
        columns={[
          { key: 'number', title: t('sourcing.fields.number'), dataIndex: 'number', sorter: true, sortOrder: sorting.sortOrder('number'), render: (v: string, r) => <Link to={`/sourcing/requirements/${r.id}`}>{v}</Link> },
          { key: 'materialPn', title: t('sourcing.fields.materialPn'), dataIndex: 'materialPn' },
          { key: 'description', title: t('sourcing.fields.description'), dataIndex: 'description', ellipsis: true },
          { priority: 'key', key: 'quantity', title: t('sourcing.fields.quantity'), dataIndex: 'quantity', align: 'right', render: (v: number, r) => `${v} ${r.unit}` },
          { priority: 'key', key: 'requiredDate', title: t('sourcing.fields.requiredDate'), dataIndex: 'requiredDate', sorter: true, sortOrder: sorting.sortOrder('requiredDate'), render: (v: string | null) => v ?? '-' },
          { key: 'plant', title: t('sourcing.fields.plant'), dataIndex: 'plant', render: (v: string | null) => label('TC_FACTORY_TYPE', v) },
          { key: 'purchaseOrg', title: t('sourcing.fields.purchaseOrg'), dataIndex: 'purchaseOrg', render: (v: string | null) => label('TC_SUPPLIER_ORG', v) },
          { key: 'status', title: t('sourcing.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="sourcing.status" colors={REQUIREMENT_COLORS} /> },
          { key: 'rfx', title: t('sourcing.fields.rfx'), dataIndex: 'rfx', render: (v: RequirementRow['rfx']) => (v ? <Link to={`/sourcing/rfx/${v.id}`}>{v.number}</Link> : '-') },
          { key: 'requester', title: t('sourcing.fields.requester'), dataIndex: 'requester' },
          { key: 'createdAt', title: t('sourcing.fields.createdAt'), dataIndex: 'createdAt', sorter: true, sortOrder: sorting.sortOrder('createdAt'), render: (v: string) => fmt.dateTime(v) },
          {
            key: 'actions',
            title: t('sourcing.fields.actions'),
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                always={['view']}
                defs={{
                  view: { labelKey: 'sourcing.actions.view', onClick: () => void navigate(`/sourcing/requirements/${r.id}`) },
                  edit: { labelKey: 'sourcing.actions.edit', onClick: () => void navigate(`/sourcing/requirements/${r.id}/edit`) },
                  delete: {
                    labelKey: 'sourcing.actions.delete',
                    danger: true,
                    confirmKey: 'sourcing.requirements.confirmDelete',
                    onClick: async () => {
                      await sourcingApi.deleteRequirement(r.id);
                      showSuccess(t('sourcing.requirements.deleted'));
                      refresh();
                    },
                  },
                }}
              />
            ),
          },
        ]}
      />
      <ImportDialog open={importing} importKey={REQUIREMENTS_IMPORT} title={t('sourcing.requirements.importTitle')} onClose={() => setImporting(false)} onCommitted={refresh} />
    </PageContainer>
  );
}
