/**
 * The shipment a supplier's despatch became (issue 26 item 8, D-531): status, route, dates and the
 * milestones reached, with the supplier's own cargo only.
 */
import { useTranslation } from 'react-i18next';
import { Descriptions, Drawer, Spin, Steps, Table, Tag } from 'antd';
import type { SupplierShipmentView } from '@aerosupply/shared/logistics/despatch';
import { MILESTONES, isInternational } from '@aerosupply/shared/logistics/workflow';
import { useFormat } from '../../../lib/format';
import { useSupplierShipment } from '../api';
import { STATUS_COLORS } from './ShipmentList';

type Cargo = SupplierShipmentView['cargo'][number];

export function SupplierShipmentDrawer({ shipmentId, onClose }: { shipmentId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const q = useSupplierShipment(shipmentId);
  const s = q.data;
  const time = (v: string | null) => (v ? fmt.dateTime(v) : '-');
  const body = () => {
    if (!s) return <Spin />;
    const reached = new Map(s.milestones.map((m) => [m.milestone, m]));
    const shown = MILESTONES.filter((m) => isInternational(s.direction) || !['customs_cleared', 'intl_notified', 'intl_picked_up'].includes(m));
    return (
      <>
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('logistics.despatch.fields.shipment')}>{s.number}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.status')}>
            <Tag color={STATUS_COLORS[s.status]} data-testid="supplier-shipment-status">{t(`logistics.status.${s.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.route')}>{`${s.originPort} → ${s.destinationPort}`}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.etd')}>{time(s.etd)}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.despatch.atd')}>{time(s.atd)}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.eta')}>{time(s.eta)}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.despatch.ata')}>{time(s.ata)}</Descriptions.Item>
        </Descriptions>
        <Steps
          direction="vertical"
          size="small"
          current={shown.reduce((last, m, i) => (reached.has(m) ? i : last), -1)}
          data-testid="supplier-milestones"
          items={shown.map((m) => {
            const r = reached.get(m);
            return { title: t(`logistics.milestone.${m}`), description: r ? fmt.dateTime(r.at) : t('logistics.shipment.pending'), status: r ? 'finish' : 'wait' };
          })}
        />
        <Table<Cargo>
          size="small"
          rowKey="lineNo"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={s.cargo}
          columns={[
            { title: t('logistics.despatch.fields.number'), dataIndex: 'despatchNumber', render: (v: string | null) => v ?? '-' },
            { title: t('logistics.shipment.cargo.order'), render: (_: unknown, c) => (c.orderNo ? `${c.orderNo}/${c.itemNo ?? ''}` : '-') },
            { title: t('logistics.shipment.cargo.partNumber'), dataIndex: 'partNumber' },
            { title: t('logistics.shipment.cargo.quantity'), align: 'right' as const, render: (_: unknown, c) => `${c.quantity} ${c.unit}` },
            { title: t('logistics.despatch.pickedQty'), dataIndex: 'pickedQty', align: 'right' as const },
          ]}
        />
      </>
    );
  };
  return (
    <Drawer open={shipmentId !== null} onClose={onClose} title={t('logistics.despatch.shipmentTitle')} size="large" destroyOnHidden>
      {body()}
    </Drawer>
  );
}
