/**
 * One shipment (issue 16): the notice's fields, cargo with picked and pending quantities, the eight
 * milestones of spec 001 §4 with time and actor, the timeline, and the actions this user may take
 * now (staff: edit, assign, recall, void, restart, delete; forwarder: pick-up, dispatch, rollback, customs, delivery with photos).
 * Used by staff (`/logistics/shipments/:id`) and forwarders (`/fwd/shipments/:id`); fits 390 px.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button, Card, Descriptions, Popconfirm, Space, Spin, Steps, Table, Tag, Timeline } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MILESTONES, isInternational } from '@aerosupply/shared/logistics/workflow';
import type { ShipmentDetail } from '@aerosupply/shared/logistics/schemas';
import { FileList } from '../../../components/FileList';
import { PageContainer } from '../../../components/PageContainer';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { companyName } from '../../../lib/company-name';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { logisticsApi, logisticsKeys, useShipment, useShipmentTimeline } from '../api';
import { DIALOG_ACTIONS, REASON_ACTIONS, ShipmentActionDialog, type DialogAction } from '../components/ShipmentActionDialog';
import { STATUS_COLORS } from '../components/ShipmentList';

export default function ShipmentDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const forwarderSide = useLocation().pathname.startsWith('/fwd/');
  const query = useShipment(id);
  const timeline = useShipmentTimeline(id);
  const [action, setAction] = useState<DialogAction | null>(null);
  const s = query.data;
  if (!s) return <Spin />;

  const refresh = (saved?: ShipmentDetail) => {
    if (saved) qc.setQueryData(logisticsKeys.shipment(id), saved);
    void qc.invalidateQueries({ queryKey: logisticsKeys.all });
  };
  const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : String(v));
  const time = (v: string | null) => (v ? fmt.dateTime(v) : '-');
  const reached = new Map(s.milestones.map((m) => [m.milestone, m]));
  const shown = MILESTONES.filter((m) => isInternational(s.direction) || !['customs_cleared', 'intl_notified', 'intl_picked_up'].includes(m));
  const current = shown.reduce((last, m, i) => (reached.has(m) ? i : last), -1);
  const buttons = DIALOG_ACTIONS.filter((a) => s.actions.includes(a));

  return (
    <PageContainer
      title={`${t('logistics.shipment.detailTitle')} ${s.number}`}
      extra={
        <Space wrap>
          <Tag color={STATUS_COLORS[s.status]} data-testid="shipment-status">
            {t(`logistics.status.${s.status}`)}
          </Tag>
          {buttons.map((a) => (
            <Button key={a} type={REASON_ACTIONS.includes(a) ? 'default' : 'primary'} danger={a === 'void'} data-testid={`action-${a}`} onClick={() => setAction(a)}>
              {t(`logistics.actions.${a}`)}
            </Button>
          ))}
          {!forwarderSide && s.actions.includes('edit') && (
            <Button data-testid="action-edit" onClick={() => void navigate(`/logistics/shipments/${id}/edit`)}>
              {t('logistics.actions.edit')}
            </Button>
          )}
          {s.actions.includes('delete') && (
            <Popconfirm
              title={t('logistics.shipment.confirmDelete')}
              onConfirm={async () => {
                await logisticsApi.deleteShipment(id);
                showSuccess(t('logistics.shipment.deleted'));
                refresh();
                void navigate('/logistics/shipments');
              }}
            >
              <Button danger>{t('logistics.actions.delete')}</Button>
            </Popconfirm>
          )}
          <Button onClick={() => void navigate(forwarderSide ? '/fwd/pickup' : '/logistics/shipments')}>{t('common.actions.back')}</Button>
        </Space>
      }
    >
      <Card title={t('logistics.shipment.milestones')} size="small" style={{ marginBottom: 16 }}>
        <Steps
          direction="vertical"
          size="small"
          current={current}
          data-testid="milestones"
          items={shown.map((m) => {
            const r = reached.get(m);
            return { title: t(`logistics.milestone.${m}`), description: r ? `${fmt.dateTime(r.at)} · ${r.actor}` : t('logistics.shipment.pending'), status: r ? 'finish' : 'wait' };
          })}
        />
      </Card>
      <Card title={t('logistics.shipment.sections.shipment')} size="small" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('logistics.shipment.fields.direction')}>{t(`logistics.direction.${s.direction}`)}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.transportType')}>{t(`logistics.transportType.${s.transportType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.packingListNo')}>{dash(s.packingListNo)}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.awb')}>{dash(s.awb)}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.masterWaybill')}>{dash(s.masterWaybill)}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.tradeTerm')}>{dash(s.tradeTerm)}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.route')}>{`${s.originPort}${s.transitPort ? ` → ${s.transitPort}` : ''} → ${s.destinationPort}`}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.shipper')}>{`${s.shipperCity}, ${s.shipperCountry}`}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.consignee')}>{`${s.consigneeCompany ? `${s.consigneeCompany}, ` : ''}${s.consigneeCity}, ${s.consigneeCountry}`}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.pieces')}>{s.pieces}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.grossWeight')}>{s.grossWeight === null ? '-' : `${s.grossWeight} kg`}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.chargeableWeight')}>{s.chargeableWeight === null ? '-' : `${s.chargeableWeight} kg`}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.dangerous')}>{s.dangerous ? `${t('logistics.shipment.yes')} ${dash(s.unNumber)}` : t('logistics.shipment.no')}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.dryIce')}>{s.dryIce ? `${t('logistics.shipment.yes')} ${s.dryIceKg ?? ''} kg` : t('logistics.shipment.no')}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.carrier')}>{`${dash(s.carrier)} ${s.flightNo ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label="ETD / ETA">{`${time(s.etd)} / ${time(s.eta)}`}</Descriptions.Item>
          <Descriptions.Item label="ATD / ATA">{`${time(s.atd)} / ${time(s.ata)}`}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.forwarder')}>{s.forwarder ? companyName(s.forwarder.name, s.forwarder.nameEn) : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.lastLegForwarder')}>{s.lastLegForwarder ? companyName(s.lastLegForwarder.name, s.lastLegForwarder.nameEn) : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('logistics.shipment.fields.exportAgent')}>{s.exportAgent ? companyName(s.exportAgent.name, s.exportAgent.nameEn) : '-'}</Descriptions.Item>
        </Descriptions>
        {s.msdsFiles.length > 0 && <FileList files={s.msdsFiles} />}
      </Card>
      <Card title={t('logistics.shipment.sections.cargo')} size="small" style={{ marginBottom: 16 }}>
        <ScrollRegion label={t('logistics.shipment.sections.cargo')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={s.cargo}
          columns={[
            { title: t('logistics.shipment.cargo.partNumber'), dataIndex: 'partNumber' },
            { title: t('logistics.shipment.cargo.order'), render: (_: unknown, c) => (c.orderNo ? `${c.orderNo}/${c.itemNo}` : '-') },
            { title: t('logistics.shipment.cargo.batch'), dataIndex: 'batch', render: dash },
            { title: t('logistics.shipment.cargo.quantity'), dataIndex: 'quantity', align: 'right' as const, render: (v: number, c) => `${v} ${c.unit}` },
            { title: t('logistics.shipment.cargo.pendingQty'), dataIndex: 'pendingQty', align: 'right' as const },
            { title: t('logistics.shipment.cargo.businessType'), dataIndex: 'businessType', render: (v: string) => t(`logistics.businessType.${v}`) },
          ]}
        />
        </ScrollRegion>
      </Card>
      {s.podPhotos.length > 0 && (
        <Card title={t('logistics.shipment.sections.pod')} size="small" style={{ marginBottom: 16 }}>
          <FileList files={s.podPhotos} />
        </Card>
      )}
      <Card title={t('logistics.shipment.sections.timeline')} size="small">
        <Timeline
          items={(timeline.data ?? []).map((e) => ({
            children: `${fmt.dateTime(e.at)} · ${e.actor} (${t(`logistics.side.${e.side}`)}) · ${t(`logistics.event.${e.action.startsWith('reach:') ? 'reach' : e.action}`)}${e.toStatus ? ` → ${t(`logistics.status.${e.toStatus}`, { defaultValue: '' })}` : ''}${e.note ? ` (${e.note})` : ''}`,
          }))}
        />
      </Card>
      <ShipmentActionDialog shipment={s} action={action} onClose={() => setAction(null)} onDone={refresh} />
    </PageContainer>
  );
}
