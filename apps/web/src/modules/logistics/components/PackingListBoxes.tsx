/** The boxes of one packing list (a notice's cargo lines): box, P/N, order line, quantity, picked and pending, receiving place. */
import { Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShipment } from '../api';

export function PackingListBoxes({ id }: { id: number }) {
  const { t } = useTranslation();
  const q = useShipment(id);
  if (!q.data) return <Spin size="small" />;
  const dash = (v: string | number | null) => (v === null || v === '' ? '-' : String(v));
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={q.data.cargo}
      data-testid={`packing-boxes-${id}`}
      columns={[
        { title: t('logistics.packing.box'), dataIndex: 'boxNo', render: dash },
        { title: t('logistics.shipment.cargo.partNumber'), dataIndex: 'partNumber' },
        { title: t('logistics.shipment.cargo.order'), render: (_: unknown, c) => (c.orderNo ? `${c.orderNo}/${c.itemNo}` : '-') },
        { title: t('logistics.shipment.cargo.batch'), dataIndex: 'batch', render: dash },
        { title: t('logistics.shipment.cargo.quantity'), dataIndex: 'quantity', align: 'right' as const, render: (v: number, c) => `${v} ${c.unit}` },
        { title: t('logistics.packing.picked'), dataIndex: 'pickedQty', align: 'right' as const },
        { title: t('logistics.shipment.cargo.pendingQty'), dataIndex: 'pendingQty', align: 'right' as const },
        { title: t('logistics.shipment.cargo.receivingPlace'), dataIndex: 'receivingPlace', render: dash },
      ]}
    />
  );
}
