/**
 * One allotment (old `/pdInternalAllot/{demand, instruct, pickUp, dispatch, deliver}/detail`):
 * demand, instruction, pick-up, dispatch and receipt fields, the lines with picked and received
 * quantities and their difference, the shipment's milestones (D-392) and the timeline (every
 * change with time, actor and note); the actions the server lists.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Space, Spin, Steps, Table, Tag, Timeline } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { ALLOT_BASE, stageOf, useAllotment } from '../api';
import { AllotActions } from '../components/AllotActions';
import { ALLOT_COLORS, PRIORITY_COLORS, useBaseName } from '../components/labels';

const MILESTONES = ['notice_created', 'domestic_picked_up', 'shipped', 'delivered'];

export default function AllotDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const baseName = useBaseName();
  const params = useParams();
  const stage = stageOf(params.stage);
  const id = Number(params.id);
  const { data: a, isLoading } = useAllotment(id);
  if (isLoading || !a) return <Spin />;
  const f = (key: string) => t(`allotment.fields.${key}`);
  const reached = new Map(a.milestones.map((m) => [m.milestone, m]));
  const current = MILESTONES.filter((m) => reached.has(m)).length - 1;
  return (
    <PageContainer
      title={`${t('allotment.detail.title')} ${a.number}`}
      extra={<AllotActions record={a} onEdit={() => void navigate(`${ALLOT_BASE}/${stage}/${a.id}/edit`)} onDone={() => undefined} onDeleted={() => void navigate(`${ALLOT_BASE}/${stage}`)} />}
    >
      {a.lastNote && ['rejected', 'voided'].includes(a.status) && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t(`allotment.status.${a.status}`)} description={a.lastNote} data-testid="allot-last-note" />}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={f('number')}>{a.number}</Descriptions.Item>
        <Descriptions.Item label={f('status')}>
          <span data-testid="allot-status">
            <StatusTag value={a.status} prefix="allotment.status" colors={ALLOT_COLORS} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={f('priority')}>
          <Tag color={PRIORITY_COLORS[a.priority]}>{t(`allotment.priority.${a.priority}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={f('fromBase')}>{baseName(a.fromBase)}</Descriptions.Item>
        <Descriptions.Item label={f('toBase')}>{baseName(a.toBase)}</Descriptions.Item>
        <Descriptions.Item label={f('requiredDate')}>{a.requiredDate}</Descriptions.Item>
        <Descriptions.Item label={f('reason')} span={2}>{a.reason}</Descriptions.Item>
        <Descriptions.Item label={f('createdBy')}>{a.createdByName}</Descriptions.Item>
        <Descriptions.Item label={f('shipment')}>{a.shipmentId ? <Link to={`/logistics/shipments/${a.shipmentId}`}>{a.shipmentNumber}</Link> : '-'}</Descriptions.Item>
        <Descriptions.Item label={f('picker')}>{a.picker ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('waybill')}>{a.waybill ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('carrier')}>{a.carrier ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('transportType')}>{a.transportType ? t(`allotment.transportType.${a.transportType}`) : '-'}</Descriptions.Item>
        <Descriptions.Item label={f('etd')}>{a.etd ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('transitBase')}>{a.transitBase ? baseName(a.transitBase) : '-'}</Descriptions.Item>
        <Descriptions.Item label={f('remark')} span={3}>{a.remark ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('allotment.detail.lines')} style={{ marginTop: 16 }}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={a.lines}
          columns={[
            { key: 'lineNo', title: '#', dataIndex: 'lineNo', width: 48 },
            { key: 'partNumber', title: f('partNumber'), dataIndex: 'partNumber' },
            { key: 'description', title: f('description'), dataIndex: 'description', render: (v: string | null) => v ?? '-' },
            { key: 'quantity', title: f('quantity'), align: 'right', render: (_, l) => `${l.quantity} ${l.unit}` },
            { key: 'pickedQty', title: f('pickedQty'), dataIndex: 'pickedQty', align: 'right' },
            { key: 'receivedQty', title: f('receivedQty'), dataIndex: 'receivedQty', align: 'right', render: (v: number | null) => v ?? '-' },
            { key: 'difference', title: f('difference'), dataIndex: 'difference', align: 'right', render: (v: number | null) => (v === null ? '-' : v === 0 ? '0' : <Tag color="red">{v}</Tag>) },
          ]}
        />
      </Card>
      {a.shipmentId && (
        <Card size="small" title={t('allotment.detail.milestones')} style={{ marginTop: 16 }}>
          <Steps
            size="small"
            current={current}
            items={MILESTONES.map((m) => ({ title: t(`allotment.milestone.${m}`), description: reached.has(m) ? `${fmt.dateTime(reached.get(m)!.at)} ${reached.get(m)!.actorName}` : undefined }))}
          />
        </Card>
      )}
      <Card size="small" title={t('allotment.detail.history')} style={{ marginTop: 16 }}>
        <Timeline
          items={a.history.map((h) => ({
            children: `${fmt.dateTime(h.at)} ${h.actorName ?? ''} ${t(`allotment.history.${h.action}`, { defaultValue: h.action })}${h.toStatus && h.toStatus !== h.fromStatus ? ` → ${t(`allotment.status.${h.toStatus}`, { defaultValue: h.toStatus })}` : ''}${h.note ? `: ${h.note}` : ''}`,
          }))}
        />
      </Card>
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(`${ALLOT_BASE}/${stage}`)}>{t('common.actions.back')}</Button>
      </Space>
    </PageContainer>
  );
}
