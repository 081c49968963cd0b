/**
 * Shipment notices as a keyset-paged list (issue 16): staff see every direction with filters and the
 * query by any number (waybill, packing list, order, P/N); forwarders see their company's, one flow
 * list per screen (pick-up, dispatch, customs, delivery).
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIRECTIONS, SHIPMENT_STATUSES, type FlowList } from '@aerosupply/shared/logistics/workflow';
import type { ShipmentRow } from '@aerosupply/shared/logistics/schemas';
import { ListTable, hasFilters } from '../../../components/DataTable';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/useListParams';
import { useShipments } from '../api';

export const STATUS_COLORS: Record<string, string> = {
  created: 'default',
  notified: 'blue',
  picked_up: 'cyan',
  shipped: 'geekblue',
  cleared: 'purple',
  intl_notified: 'blue',
  intl_picked_up: 'cyan',
  delivered: 'green',
};

interface Props {
  /** Where a row's detail opens. */
  detailBase: string;
  /** A forwarder's flow list: the status filter is fixed. */
  flow?: FlowList;
  label: string;
}

export function ShipmentList({ detailBase, flow, label }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'number', label: t('logistics.shipment.anyNumber'), placeholder: t('logistics.shipment.anyNumberHint') },
      ...(flow
        ? []
        : [
            { name: 'direction', label: t('logistics.shipment.fields.direction'), type: 'select' as const, options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) },
            { name: 'status', label: t('logistics.shipment.fields.status'), type: 'select' as const, options: SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`logistics.status.${s}`) })) },
            { name: 'flow', label: t('logistics.shipment.flowList'), type: 'select' as const, options: (['toShip', 'shipped', 'pickup', 'customs', 'delivery'] as const).map((f) => ({ value: f, label: t(`logistics.flow.${f}`) })) },
          ]),
      { name: 'created', label: t('logistics.shipment.fields.createdAt'), type: 'dateRange' },
    ],
    [t, flow],
  );
  const list = useListParams(searchKeys(fields));
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const query = useShipments({ ...list.filters, ...(flow ? { flow } : {}), pageSize: list.pageSize, cursor });
  const search = (v: Record<string, string | undefined>) => {
    setCursors([undefined]);
    list.setFilters(v);
  };
  return (
    <>
      <SearchForm fields={fields} values={list.filters} onSearch={search} onReset={() => search({})} loading={query.isFetching} />
      <ListTable<ShipmentRow>
        rowKey="id"
        label={label}
        filtered={hasFilters(list.filters)}
        loading={query.isFetching}
        rows={query.data?.rows}
        onRefresh={() => void query.refetch()}
        columns={[
          { key: 'number', title: t('logistics.shipment.fields.number'), dataIndex: 'number', render: (v: string, r) => <Link to={`${detailBase}/${r.id}`}>{v}</Link> },
          { key: 'direction', title: t('logistics.shipment.fields.direction'), dataIndex: 'direction', render: (v: string) => t(`logistics.direction.${v}`) },
          { key: 'status', title: t('logistics.shipment.fields.status'), dataIndex: 'status', render: (v: string) => <Tag color={STATUS_COLORS[v]}>{t(`logistics.status.${v}`)}</Tag> },
          { key: 'packingListNo', title: t('logistics.shipment.fields.packingListNo'), dataIndex: 'packingListNo', render: (v: string | null) => v ?? '-' },
          { key: 'awb', title: t('logistics.shipment.fields.awb'), dataIndex: 'awb', render: (v: string | null) => v ?? '-' },
          { key: 'route', title: t('logistics.shipment.route'), render: (_: unknown, r) => `${r.originPort} → ${r.destinationPort}` },
          { key: 'weight', title: t('logistics.shipment.fields.chargeableWeight'), dataIndex: 'chargeableWeight', align: 'right', render: (v: number | null) => (v === null ? '-' : `${v} kg`) },
          { key: 'forwarder', title: t('logistics.shipment.fields.forwarder'), dataIndex: 'forwarder', render: (v: ShipmentRow['forwarder']) => (v ? companyName(v.name, v.nameEn) : '-') },
          { key: 'createdAt', title: t('logistics.shipment.fields.createdAt'), dataIndex: 'createdAt', render: (v: string) => fmt.dateTime(v) },
        ]}
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
