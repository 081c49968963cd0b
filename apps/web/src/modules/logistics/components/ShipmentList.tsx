/**
 * Shipment notices as a keyset-paged list (issue 16): staff see every direction with filters and the
 * query by any number (waybill, packing list, order, P/N); forwarders see their company's, one flow
 * list per screen (pick-up, dispatch, customs, delivery). Staff direction pages fix the direction
 * and a flow list; the customs lists show the clearance record; the packing-list screen shows the
 * boxes of each list (expand a row).
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIRECTIONS, SHIPMENT_STATUSES, type FlowList } from '@aerosupply/shared/logistics/workflow';
import { logisticsRoutes } from '@aerosupply/shared/logistics/routes';
import type { ShipmentRow } from '@aerosupply/shared/logistics/schemas';
import { ListTable, hasFilters } from '../../../components/DataTable';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/useListParams';
import { useShipments } from '../api';
import { PackingListBoxes } from './PackingListBoxes';
import { ExportButton } from '../../../components/ExportButton';

export const STATUS_COLORS: Record<string, string> = {
  created: 'default',
  notified: 'blue',
  picked_up: 'cyan',
  shipped: 'geekblue',
  cleared: 'purple',
  intl_notified: 'blue',
  intl_picked_up: 'cyan',
  delivered: 'green',
  voided: 'red',
};

interface Props {
  /** Where a row's detail opens. */
  detailBase: string;
  /** A flow list: the status filter is fixed. */
  flow?: FlowList;
  /** Query values fixed by the screen (direction, cleared). */
  fixed?: Record<string, string>;
  /** Which columns: the notice list, a customs list (clearance record) or the packing lists (boxes). */
  variant?: 'default' | 'customs' | 'packing';
  label: string;
}

export function ShipmentList({ detailBase, flow, fixed, variant = 'default', label }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'number', label: t('logistics.shipment.anyNumber'), placeholder: t('logistics.shipment.anyNumberHint') },
      ...(fixed?.direction
        ? []
        : [{ name: 'direction', label: t('logistics.shipment.fields.direction'), type: 'select' as const, options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) }]),
      ...(flow
        ? []
        : [
            { name: 'status', label: t('logistics.shipment.fields.status'), type: 'select' as const, options: SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`logistics.status.${s}`) })) },
            { name: 'flow', label: t('logistics.shipment.flowList'), type: 'select' as const, options: (['toShip', 'shipped', 'pickup', 'customs', 'delivery'] as const).map((f) => ({ value: f, label: t(`logistics.flow.${f}`) })) },
          ]),
      { name: 'created', label: t('logistics.shipment.fields.createdAt'), type: 'dateRange' },
    ],
    [t, flow, fixed?.direction],
  );
  const list = useListParams(searchKeys(fields));
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const query = useShipments({ ...list.filters, ...(flow ? { flow } : {}), ...fixed, pageSize: list.pageSize, cursor });
  const numberCol = { key: 'number', title: t('logistics.shipment.fields.number'), dataIndex: 'number', render: (v: string, r: ShipmentRow) => <Link to={`${detailBase}/${r.id}`}>{v}</Link> };
  const statusCol = { key: 'status', title: t('logistics.shipment.fields.status'), dataIndex: 'status', render: (v: string) => <Tag color={STATUS_COLORS[v]}>{t(`logistics.status.${v}`)}</Tag> };
  const directionCol = { key: 'direction', title: t('logistics.shipment.fields.direction'), dataIndex: 'direction', render: (v: string) => t(`logistics.direction.${v}`) };
  const plCol = { key: 'packingListNo', title: t('logistics.shipment.fields.packingListNo'), dataIndex: 'packingListNo', render: (v: string | null) => v ?? '-' };
  const awbCol = { key: 'awb', title: t('logistics.shipment.fields.awb'), dataIndex: 'awb', render: (v: string | null) => v ?? '-' };
  const routeCol = { key: 'route', title: t('logistics.shipment.route'), render: (_: unknown, r: ShipmentRow) => `${r.originPort} → ${r.destinationPort}` };
  const forwarderCol = { key: 'forwarder', title: t('logistics.shipment.fields.forwarder'), dataIndex: 'forwarder', render: (v: ShipmentRow['forwarder']) => (v ? companyName(v.name, v.nameEn) : '-') };
  const createdCol = { key: 'createdAt', title: t('logistics.shipment.fields.createdAt'), dataIndex: 'createdAt', render: (v: string) => fmt.dateTime(v) };
  const clearance = (pick: (c: NonNullable<ShipmentRow['clearanceSummary']>) => string) => (_: unknown, r: ShipmentRow) => (r.clearanceSummary ? pick(r.clearanceSummary) || '-' : '-');
  const columns =
    variant === 'customs'
      ? [
          numberCol,
          statusCol,
          awbCol,
          routeCol,
          { key: 'declarationNo', title: t('logistics.dialog.fields.declarationNo'), render: clearance((c) => c.declarationNo) },
          { key: 'clearanceType', title: t('logistics.dialog.fields.clearanceType'), render: clearance((c) => (c.clearanceType ? t(`logistics.clearanceType.${c.clearanceType}`) : '')) },
          { key: 'declaredAt', title: t('logistics.dialog.fields.declaredAt'), render: clearance((c) => (c.declaredAt ? fmt.dateTime(c.declaredAt) : '')) },
          { key: 'agentName', title: t('logistics.dialog.fields.agentName'), render: clearance((c) => c.agentName) },
          forwarderCol,
        ]
      : variant === 'packing'
        ? [
            plCol,
            numberCol,
            directionCol,
            statusCol,
            { key: 'tradeTerm', title: t('logistics.shipment.fields.tradeTerm'), dataIndex: 'tradeTerm', render: (v: string | null) => v ?? '-' },
            { key: 'pieces', title: t('logistics.shipment.fields.pieces'), dataIndex: 'pieces', align: 'right' as const },
            { key: 'gross', title: t('logistics.shipment.fields.grossWeight'), dataIndex: 'grossWeight', align: 'right' as const, render: (v: number | null) => (v === null ? '-' : `${v} kg`) },
            // D-303: the shipping forecast is editable only while every box awaits pick-up.
            { key: 'forecast', title: t('logistics.packing.forecast'), render: (_: unknown, r: ShipmentRow) => (r.actions.includes('edit') ? t('logistics.packing.editable') : t('logistics.packing.locked')) },
            createdCol,
          ]
        : [
            numberCol,
            directionCol,
            statusCol,
            plCol,
            awbCol,
            routeCol,
            { key: 'weight', title: t('logistics.shipment.fields.chargeableWeight'), dataIndex: 'chargeableWeight', align: 'right' as const, render: (v: number | null) => (v === null ? '-' : `${v} kg`) },
            forwarderCol,
            createdCol,
          ];
  const search = (v: Record<string, string | undefined>) => {
    setCursors([undefined]);
    list.setFilters(v);
  };
  return (
    <>
      <SearchForm fields={fields} values={list.filters} onSearch={search} onReset={() => search({})} loading={query.isFetching} />
      <ListTable<ShipmentRow>
        toolbar={<ExportButton route={logisticsRoutes.exportShipments} params={{ ...list.filters, ...(flow ? { flow } : {}), ...fixed }} fallbackName="shipments.xlsx" />}
        rowKey="id"
        label={label}
        filtered={hasFilters(list.filters)}
        loading={query.isFetching}
        rows={query.data?.rows}
        onRefresh={() => void query.refetch()}
        columns={columns}
        expandable={variant === 'packing' ? { expandedRowRender: (r) => <PackingListBoxes id={r.id} />, rowExpandable: () => true } : undefined}
      />
      <Space style={{ marginTop: 12, width: '100%', justifyContent: 'flex-end' }}>
        <Button disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t('logistics.shipment.previous')}
        </Button>
        <Button disabled={!query.data?.nextCursor} onClick={() => setCursors((c) => [...c, query.data?.nextCursor ?? undefined])}>
          {t('logistics.shipment.next')}
        </Button>
      </Space>
    </>
  );
}
