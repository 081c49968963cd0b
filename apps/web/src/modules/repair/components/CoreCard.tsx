import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Space, Tag } from 'antd';
import type { RepairOrderDetail } from '@aerosupply/shared/repair/responses';
import { RecordActions } from '../../../components/RecordActions';
import { useFormat } from '../../../lib/format';
import { useSubmit } from '../../../lib/forms';
import { repairApi, type RepairSide } from '../api';

/**
 * Exchange with core return (D-347, D-456): the core falls due when the unit ships; due date, waybill,
 * sent and received (staff record the sending, the shop the receipt); days overdue and their charge
 * at the quotation's fee per day.
 */
export function CoreCard({ o, side, onChanged }: { o: RepairOrderDetail; side: RepairSide; onChanged: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ waybillNo: string }>();
  const send = useSubmit(
    async (v: { waybillNo: string }) => {
      await repairApi.coreSent(o.id, v.waybillNo);
      setOpen(false);
      onChanged();
    },
    { form, success: true },
  );
  const core = o.core!;
  const c = (k: string) => t(`repair.core.${k}`);
  const money = (v: number | null) => (v === null ? '-' : fmt.amount(v, o.currency ?? undefined));
  const color = core.status === 'received' ? 'green' : core.overdue ? 'red' : core.status ? 'blue' : 'default';
  return (
    <Card
      size="small"
      title={c('title')}
      extra={
        <Space>
          {side === 'staff' && core.actions.includes('send_core') && (
            <Button onClick={() => { form.resetFields(); send.reset(); setOpen(true); }} data-testid="repair-core-sent">{c('send')}</Button>
          )}
          {side === 'supplier' && core.actions.includes('receive_core') && (
            <RecordActions allowed={['receive_core']} defs={{ receive_core: { labelKey: 'repair.core.receive', confirmKey: 'repair.core.confirmReceive', onClick: async () => { await repairApi.coreReceived(o.id); onChanged(); } } }} />
          )}
        </Space>
      }
    >
      {core.overdue && <Alert type="error" showIcon style={{ marginBottom: 12 }} data-testid="repair-core-overdue" message={t('repair.core.overdueAlert', { days: core.overdueDays, amount: money(core.overdueCharge) })} />}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'status', label: c('status'), children: <Tag color={color}>{core.status ? c(`statuses.${core.status}`) : c('notDue')}</Tag> },
          { key: 'dueDate', label: c('dueDate'), children: core.overdue ? <Tag color="red">{core.dueDate ?? '-'}</Tag> : (core.dueDate ?? '-') },
          { key: 'returnDays', label: t('repair.fields.coreReturnDays'), children: core.returnDays ?? '-' },
          { key: 'overdueFee', label: c('overdueFee'), children: money(core.overdueFee) },
          { key: 'overdueDays', label: c('overdueDays'), children: core.overdueDays },
          { key: 'overdueCharge', label: c('overdueCharge'), children: money(core.overdueCharge) },
          { key: 'waybillNo', label: c('waybillNo'), children: core.waybillNo ?? '-' },
          { key: 'sentAt', label: c('sentAt'), children: core.sentAt ? fmt.dateTime(core.sentAt) : '-' },
          { key: 'receivedAt', label: c('receivedAt'), children: core.receivedAt ? fmt.dateTime(core.receivedAt) : '-' },
        ]}
      />
      <Modal open={open} title={c('send')} onCancel={() => setOpen(false)} onOk={() => void form.validateFields().then((v) => send.run(v)).catch(() => undefined)} okText={t('repair.form.confirm')} cancelText={t('repair.form.cancel')} confirmLoading={send.pending}>
        {send.problem && <Alert type="error" showIcon message={send.problem} />}
        <Form form={form} layout="vertical">
          <Form.Item name="waybillNo" label={c('waybillNo')} rules={[{ required: true, message: t('repair.form.required') }]}><Input maxLength={60} /></Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
