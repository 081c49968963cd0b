/**
 * Outside flows (issue 17 item 2; old `/pdOutside/instruct/index1`-`index4`, pick-up, dispatch,
 * customs and receive lists): ONE list whose status tabs (with counts) are filters (D-403), with
 * search, filters, sorting, pagination and Excel export. Staff create instructions (by hand or
 * from a shipment's cargo); the forwarder sees its own flows and takes its steps from the detail.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge, Button, Space, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryOf } from '@aerosupply/shared/http/contract';
import { outsideFlowRoutes } from '@aerosupply/shared/outside-flows/routes';
import { OUTSIDE_DIRECTIONS, OUTSIDE_TRANSPORT_MODES, type OutsideRow } from '@aerosupply/shared/outside-flows/schemas';
import { OUTSIDE_SCOPES, OUTSIDE_STATUSES, OUTSIDE_TABS, type OutsideTab } from '@aerosupply/shared/outside-flows/workflow';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { confirmedAction, RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { useCan } from '../../../lib/useCan';
import { useListParams } from '../../../lib/useListParams';
import { useTableSort } from '../../../lib/useTableSort';
import { pagedTableProps } from '../../../lib/usePagedList';
import { FWD_OUTSIDE, outsideApi, outsideKeys, STAFF_OUTSIDE, useOutsideOptions } from '../api';
import { OUTSIDE_COLORS } from '../components/labels';

const SORTABLE = ['number', 'createdAt', 'updatedAt'];

export function OutsideListPage({ side }: { side: 'staff' | 'forwarder' }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const can = useCan();
  const options = useOutsideOptions();
  const base = side === 'staff' ? STAFF_OUTSIDE : FWD_OUTSIDE;
  const f = (key: string) => t(`outside-flows.fields.${key}`);
  const fields: SearchField[] = [
    { name: 'keyword', label: f('keyword') },
    { name: 'status', label: f('status'), type: 'select', options: OUTSIDE_STATUSES.map((s) => ({ value: s, label: t(`outside-flows.status.${s}`) })) },
    { name: 'direction', label: f('direction'), type: 'select', options: OUTSIDE_DIRECTIONS.map((s) => ({ value: s, label: t(`outside-flows.direction.${s}`) })) },
    { name: 'scope', label: f('scope'), type: 'select', options: OUTSIDE_SCOPES.map((s) => ({ value: s, label: t(`outside-flows.scope.${s}`) })) },
    { name: 'transportMode', label: f('transportMode'), type: 'select', options: OUTSIDE_TRANSPORT_MODES.map((m) => ({ value: m, label: t(`outside-flows.mode.${m}`) })) },
    ...(side === 'staff'
      ? [{ name: 'forwarderId', label: f('forwarder'), type: 'select' as const, loading: options.isLoading, options: (options.data?.forwarders ?? []).map((o) => ({ value: String(o.id), label: `${o.code} ${companyName(o.name, o.nameEn)}` })) }]
      : []),
    { name: 'originPort', label: f('originPort') },
    { name: 'destinationPort', label: f('destinationPort') },
  ];
  const list = useListParams([...searchKeys(fields), 'sort', 'order']);
  const tabParam = useListParams(['tab']);
  const tab: OutsideTab = OUTSIDE_TABS.find((x) => x === tabParam.filters.tab) ?? (side === 'staff' ? 'all' : 'open');
  const sorting = useTableSort<OutsideRow>(list, SORTABLE);
  const query = useQuery({ queryKey: [...outsideKeys.list, list.query, tab], queryFn: () => outsideApi.list({ ...(list.query as QueryOf<typeof outsideFlowRoutes.list>), tab }), placeholderData: keepPreviousData });
  const filterOnly = Object.fromEntries(Object.entries(list.filters).filter(([k]) => k !== 'sort' && k !== 'order')) as Record<string, string>;
  const counts = useQuery({ queryKey: [...outsideKeys.counts, filterOnly], queryFn: () => outsideApi.counts(filterOnly), placeholderData: keepPreviousData });
  const refresh = () => void qc.invalidateQueries({ queryKey: outsideKeys.all });
  const title = side === 'staff' ? t('outside-flows.list.staffTitle') : t('outside-flows.list.fwdTitle');

  return (
    <PageContainer
      title={title}
      extra={
        <Space wrap>
          <ExportButton route={outsideFlowRoutes.export} params={{ ...list.filters, tab }} fallbackName="outside-flows.xlsx" />
          {side === 'staff' && can('logistics.outside.manage') && (
            <>
              <Button onClick={() => void navigate(`${STAFF_OUTSIDE}/new?from=cargo`)} data-testid="outside-from-cargo">
                {t('outside-flows.list.fromCargo')}
              </Button>
              <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate(`${STAFF_OUTSIDE}/new`)} data-testid="outside-create">
                {t('outside-flows.list.create')}
              </Button>
            </>
          )}
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => tabParam.setFilters({ tab: k })}
        items={OUTSIDE_TABS.filter((x) => side === 'staff' || x !== 'draft').map((x) => ({
          key: x,
          label: (
            <Space size={4}>
              {t(`outside-flows.tab.${x}`)}
              <Badge count={counts.data?.[x] ?? 0} showZero overflowCount={9999} color={x === 'open' ? 'blue' : 'gray'} />
            </Space>
          ),
        }))}
      />
      <SearchForm fields={fields} values={list.filters} onSearch={sorting.onSearch} onReset={list.reset} loading={query.isFetching} />
      <DataTable<OutsideRow>
        rowKey="id"
        label={`${title} · ${t(`outside-flows.tab.${tab}`)}`}
        {...pagedTableProps(list, query)}
        onChange={sorting.onChange}
        columns={[
          { key: 'number', title: f('number'), dataIndex: 'number', sorter: true, sortOrder: sorting.sortOrder('number'), render: (v: string, r) => <Link to={`${base}/${r.id}`}>{v}</Link> },
          { key: 'status', title: f('status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="outside-flows.status" colors={OUTSIDE_COLORS} /> },
          { key: 'direction', title: f('direction'), render: (_, r) => `${t(`outside-flows.scope.${r.scope}`)} · ${t(`outside-flows.direction.${r.direction}`)}` },
          { key: 'shipper', title: f('shipper'), dataIndex: 'shipper', ellipsis: true },
          { key: 'consignee', title: f('consignee'), dataIndex: 'consignee', ellipsis: true },
          { key: 'route', title: f('route'), render: (_, r) => `${r.originPort} → ${r.destinationPort}` },
          { key: 'transportMode', title: f('transportMode'), dataIndex: 'transportMode', render: (v: string) => t(`outside-flows.mode.${v}`) },
          ...(side === 'staff' ? [{ key: 'forwarder', title: f('forwarder'), render: (_: unknown, r: OutsideRow) => (r.forwarderName ? companyName(r.forwarderName, r.forwarderNameEn) : t('outside-flows.noForwarder')) }] : []),
          { key: 'totalQty', title: f('totalQty'), dataIndex: 'totalQty', align: 'right' },
          { key: 'waybillNo', title: f('waybillNo'), dataIndex: 'waybillNo', render: (v: string | null) => v ?? '-' },
          { key: 'updatedAt', title: f('updatedAt'), dataIndex: 'updatedAt', sorter: true, sortOrder: sorting.sortOrder('updatedAt'), render: (v: string) => fmt.dateTime(v) },
          {
            key: 'actions',
            title: f('actions'),
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                always={['view']}
                defs={{
                  view: { labelKey: 'outside-flows.actions.view', onClick: () => void navigate(`${base}/${r.id}`) },
                  edit: { labelKey: 'outside-flows.actions.edit', onClick: () => void navigate(`${STAFF_OUTSIDE}/${r.id}/edit`) },
                  commit: confirmedAction({ labelKey: 'outside-flows.actions.commit', confirmKey: 'outside-flows.confirm.commit' }, () => outsideApi.commit(r.id), t('outside-flows.done.commit'), refresh),
                  delete: confirmedAction({ labelKey: 'outside-flows.actions.delete', danger: true, confirmKey: 'outside-flows.confirm.delete' }, () => outsideApi.remove(r.id), t('outside-flows.done.delete'), refresh),
                }}
              />
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
