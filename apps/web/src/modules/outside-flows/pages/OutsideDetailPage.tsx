/**
 * One outside flow (old `/pdOutside/instruct/edit`, `pickup/edit`, `edit1`, `dispatch/edit`,
 * `customs/edit`, `receive/edit`): the instruction, its cargo lines, each step's data, the
 * timeline, and the actions the server lists (commit, recall, pick-up, dispatch, customs, receive,
 * roll back, recall receive), each confirmed or entered in a dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Descriptions, Space, Spin, Table, Tag, Timeline } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { OutsideDetail, OutsideLine } from '@aerosupply/shared/outside-flows/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { FWD_OUTSIDE, outsideApi, outsideKeys, STAFF_OUTSIDE, useOutsideFlow } from '../api';
import { OUTSIDE_COLORS } from '../components/labels';
import { StepDialog, type StepRequest } from '../components/StepDialog';

export function OutsideDetailPage({ side }: { side: 'staff' | 'forwarder' }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: o, isLoading } = useOutsideFlow(id);
  const [step, setStep] = useState<StepRequest | null>(null);
  if (isLoading || !o) return <Spin />;
  const base = side === 'staff' ? STAFF_OUTSIDE : FWD_OUTSIDE;
  const f = (key: string) => t(`outside-flows.fields.${key}`);
  const done = async (next?: OutsideDetail, text?: string) => {
    if (next) qc.setQueryData(outsideKeys.one(id), next);
    await qc.invalidateQueries({ queryKey: outsideKeys.list });
    await qc.invalidateQueries({ queryKey: outsideKeys.counts });
    if (text) showSuccess(text);
  };
  const back = (action: string) => ({ labelKey: `outside-flows.actions.${action}`, danger: true, onClick: () => setStep({ kind: 'reason', action }) });
  return (
    <PageContainer
      title={`${t('outside-flows.detail.title')} ${o.number}`}
      extra={
        <RecordActions
          allowed={o.actions}
          defs={{
            edit: { labelKey: 'outside-flows.actions.edit', onClick: () => void navigate(`${STAFF_OUTSIDE}/${o.id}/edit`) },
            commit: { labelKey: 'outside-flows.actions.commit', confirmKey: 'outside-flows.confirm.commit', onClick: async () => done(await outsideApi.commit(o.id), t('outside-flows.done.commit')) },
            delete: {
              labelKey: 'outside-flows.actions.delete',
              danger: true,
              confirmKey: 'outside-flows.confirm.delete',
              onClick: async () => {
                await outsideApi.remove(o.id);
                await done(undefined, t('outside-flows.done.delete'));
                void navigate(base);
              },
            },
            recall: back('recall'),
            pickup: { labelKey: 'outside-flows.actions.pickup', onClick: () => setStep({ kind: 'pickup', action: 'pickup' }) },
            rollback_pickup: back('rollback_pickup'),
            dispatch: { labelKey: 'outside-flows.actions.dispatch', onClick: () => setStep({ kind: 'dispatch', action: 'dispatch' }) },
            rollback_dispatch: back('rollback_dispatch'),
            clear: { labelKey: 'outside-flows.actions.clear', onClick: () => setStep({ kind: 'customs', action: 'clear' }) },
            rollback_customs: back('rollback_customs'),
            receive: { labelKey: 'outside-flows.actions.receive', onClick: () => setStep({ kind: 'receive', action: 'receive' }) },
            recall_receive: back('recall_receive'),
            recall_receive_domestic: back('recall_receive_domestic'),
          }}
        />
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={f('number')}>{o.number}</Descriptions.Item>
        <Descriptions.Item label={f('status')}>
          <StatusTag value={o.status} prefix="outside-flows.status" colors={OUTSIDE_COLORS} />
        </Descriptions.Item>
        <Descriptions.Item label={f('direction')}>{`${t(`outside-flows.scope.${o.scope}`)} · ${t(`outside-flows.direction.${o.direction}`)}`}</Descriptions.Item>
        <Descriptions.Item label={f('shipper')}>{o.shipper}</Descriptions.Item>
        <Descriptions.Item label={f('consignee')}>{o.consignee}</Descriptions.Item>
        <Descriptions.Item label={f('route')}>{`${o.originPort} → ${o.destinationPort}`}</Descriptions.Item>
        <Descriptions.Item label={f('transportMode')}>{t(`outside-flows.mode.${o.transportMode}`)}</Descriptions.Item>
        <Descriptions.Item label={f('forwarder')}>{o.forwarderName ? companyName(o.forwarderName, o.forwarderNameEn) : t('outside-flows.noForwarder')}</Descriptions.Item>
        <Descriptions.Item label={f('source')}>{o.sourceShipmentNo ? `${t(`outside-flows.source.${o.source}`)} ${o.sourceShipmentNo}` : t(`outside-flows.source.${o.source}`)}</Descriptions.Item>
        <Descriptions.Item label={f('totalQty')}>{o.totalQty}</Descriptions.Item>
        <Descriptions.Item label={f('createdAt')}>{fmt.dateTime(o.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={f('remark')}>{o.remark ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('outside-flows.detail.lines')} style={{ marginTop: 16 }}>
        <Table<OutsideLine>
          rowKey="lineNo"
          size="small"
          pagination={false}
          dataSource={o.lines}
          scroll={{ x: true }}
          columns={[
            { key: 'lineNo', title: '#', dataIndex: 'lineNo', width: 48 },
            { key: 'partNumber', title: f('partNumber'), dataIndex: 'partNumber' },
            { key: 'description', title: f('description'), dataIndex: 'description', render: (v: string | null) => v ?? '-' },
            { key: 'quantity', title: f('quantity'), align: 'right', render: (_, l) => `${l.quantity} ${l.unit}` },
            { key: 'weightKg', title: f('weightKg'), dataIndex: 'weightKg', align: 'right', render: (v: number | null) => v ?? '-' },
            { key: 'dims', title: f('dimensions'), render: (_, l) => (l.lengthCm && l.widthCm && l.heightCm ? `${l.lengthCm} × ${l.widthCm} × ${l.heightCm}` : '-') },
            { key: 'dangerous', title: f('dangerous'), dataIndex: 'dangerous', render: (v: boolean) => (v ? <Tag color="red">{t('outside-flows.dangerousYes')}</Tag> : t('outside-flows.dangerousNo')) },
          ]}
        />
      </Card>
      <Card size="small" title={t('outside-flows.detail.steps')} style={{ marginTop: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label={f('pickupQty')}>{o.pickup ? o.pickup.pickupQty : '-'}</Descriptions.Item>
          <Descriptions.Item label={f('picker')}>{o.pickup?.picker ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('pickedAt')}>{o.pickup ? fmt.dateTime(o.pickup.pickedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label={f('waybillNo')}>{o.dispatch?.waybillNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('carrier')}>{o.dispatch?.carrier ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('flightNo')}>{o.dispatch?.flightNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('etd')}>{o.dispatch ? fmt.dateTime(o.dispatch.etd) : '-'}</Descriptions.Item>
          {o.scope === 'international' && (
            <>
              <Descriptions.Item label={f('declarationNo')}>{o.customs?.declarationNo ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('clearedAt')}>{o.customs ? fmt.dateTime(o.customs.clearedAt) : '-'}</Descriptions.Item>
              <Descriptions.Item label={f('duties')}>{o.customs ? fmt.amount(o.customs.duties, o.customs.dutiesCurrency) : '-'}</Descriptions.Item>
            </>
          )}
          <Descriptions.Item label={f('receivedQty')}>{o.receipt ? o.receipt.receivedQty : '-'}</Descriptions.Item>
          <Descriptions.Item label={f('difference')}>
            {o.receipt ? <span data-testid="outside-difference">{o.receipt.difference === 0 ? t('outside-flows.noDifference') : o.receipt.difference}</span> : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={f('receiver')}>{o.receipt?.receiver ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('receivedAt')}>{o.receipt ? fmt.dateTime(o.receipt.receivedAt) : '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('outside-flows.detail.history')} style={{ marginTop: 16 }}>
        <Timeline
          items={o.history.map((h) => ({
            content: `${fmt.dateTime(h.at)} ${h.actorName ?? ''} ${t(`outside-flows.history.${h.action}`)}${h.toStatus ? ` → ${t(`outside-flows.status.${h.toStatus}`)}` : ''}${h.note ? `: ${h.note}` : ''}`,
          }))}
        />
      </Card>
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(base)}>{t('common.actions.back')}</Button>
      </Space>
      <StepDialog
        flow={o}
        step={step}
        onClose={() => setStep(null)}
        onDone={(next) => {
          setStep(null);
          void done(next);
        }}
      />
    </PageContainer>
  );
}
