/**
 * The form of a step (D-391): a reason (reject, roll back, void, recalls, pick-up and dispatch
 * rejections), the pick-up (who picked), the dispatch (waybill, carrier, transport type, ETD), a
 * transit stop (base) and the receipt (received quantity per line; a difference needs a note).
 * The dialog's OK is the confirmation.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select, Spin, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { ALLOT_BASES } from '@aerosupply/shared/allotment/codes';
import { ALLOT_TRANSPORT_TYPES, type AllotDetail, type AllotDispatchBody, type AllotTransitBody } from '@aerosupply/shared/allotment/schemas';
import { REASON_ACTIONS } from '@aerosupply/shared/allotment/workflow';
import { useSubmit, validateThen } from '../../../lib/forms';
import { allotApi, useAllotment } from '../api';
import { useBaseName } from './labels';

export const STEP_KINDS = [...REASON_ACTIONS, 'pickUp', 'dispatch', 'transit', 'receive'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

interface Values {
  note?: string;
  picker?: string;
  waybill?: string;
  carrier?: string;
  transportType?: string;
  etd?: Dayjs;
  base?: string;
  received?: Record<string, number>;
}

export function StepDialog({ allotmentId, kind, onClose, onDone }: { allotmentId: number; kind: StepKind | null; onClose: () => void; onDone: (next: AllotDetail, kind: StepKind) => void }) {
  const { t } = useTranslation();
  const baseName = useBaseName();
  const [form] = Form.useForm<Values>();
  const detail = useAllotment(kind === 'receive' ? allotmentId : null);
  const needsReason = (REASON_ACTIONS as readonly string[]).includes(kind ?? '');
  const submit = useSubmit(
    async (v: Values) => {
      if (!kind) return;
      const note = v.note?.trim() ? v.note.trim() : undefined;
      // The form's rules require these fields; the server still checks every one (400 naming it).
      const next =
        kind === 'pickUp'
          ? await allotApi.pickUp(allotmentId, { picker: v.picker as string, note })
          : kind === 'dispatch'
            ? await allotApi.dispatch(allotmentId, { waybill: v.waybill as string, carrier: v.carrier as string, transportType: v.transportType as AllotDispatchBody['transportType'], etd: v.etd?.format('YYYY-MM-DD') as string, note })
            : kind === 'transit'
              ? await allotApi.transit(allotmentId, { base: v.base as AllotTransitBody['base'], note })
              : kind === 'receive'
                ? await allotApi.receive(allotmentId, { lines: (detail.data?.lines ?? []).map((l) => ({ lineId: l.id, receivedQty: v.received?.[String(l.id)] ?? 0 })), note })
                : await allotApi.noteStep(allotmentId, kind, note, true);
      onDone(next, kind);
    },
    { form },
  );
  const { reset } = submit;
  useEffect(() => {
    if (!kind) return;
    reset();
    form.resetFields();
    if (kind === 'dispatch') form.setFieldsValue({ transportType: 'land' });
  }, [kind, form, reset]);
  useEffect(() => {
    if (kind === 'receive' && detail.data) form.setFieldsValue({ received: Object.fromEntries(detail.data.lines.map((l) => [String(l.id), l.quantity])) });
  }, [kind, detail.data, form]);
  if (!kind) return null;
  const f = (key: string) => t(`allotment.fields.${key}`);
  const required = (key: string) => [{ required: true, whitespace: true, message: t('allotment.form.required', { field: f(key) }) }];
  return (
    <Modal
      open
      title={t(`allotment.actions.${kind}`)}
      okText={t('common.actions.confirm')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={submit.pending}
      onOk={() => void validateThen(form, submit.run)}
      onCancel={onClose}
      width={kind === 'receive' ? 720 : 520}
      okButtonProps={{ 'data-testid': 'allot-dialog-ok' } as Record<string, string>}
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name={`allot-${kind}`}>
        {kind === 'pickUp' && (
          <Form.Item name="picker" label={f('picker')} rules={required('picker')}>
            <Input maxLength={60} data-testid="allot-picker" />
          </Form.Item>
        )}
        {kind === 'dispatch' && (
          <>
            <Form.Item name="waybill" label={f('waybill')} rules={required('waybill')}>
              <Input maxLength={30} data-testid="allot-waybill" />
            </Form.Item>
            <Form.Item name="carrier" label={f('carrier')} rules={required('carrier')}>
              <Input maxLength={60} data-testid="allot-carrier" />
            </Form.Item>
            <Form.Item name="transportType" label={f('transportType')} rules={[{ required: true, message: t('allotment.form.required', { field: f('transportType') }) }]}>
              <Select options={ALLOT_TRANSPORT_TYPES.map((x) => ({ value: x, label: t(`allotment.transportType.${x}`) }))} data-testid="allot-transport" />
            </Form.Item>
            <Form.Item name="etd" label={f('etd')} rules={[{ required: true, message: t('allotment.form.required', { field: f('etd') }) }]}>
              <DatePicker style={{ width: '100%' }} data-testid="allot-etd" />
            </Form.Item>
          </>
        )}
        {kind === 'transit' && (
          <Form.Item name="base" label={f('transitBase')} rules={[{ required: true, message: t('allotment.form.required', { field: f('transitBase') }) }]}>
            <Select options={ALLOT_BASES.map((b) => ({ value: b.code, label: baseName(b.code) }))} data-testid="allot-transit-base" />
          </Form.Item>
        )}
        {kind === 'receive' &&
          (detail.data ? (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={detail.data.lines}
              style={{ marginBottom: 16 }}
              columns={[
                { key: 'partNumber', title: f('partNumber'), dataIndex: 'partNumber' },
                { key: 'quantity', title: f('quantity'), render: (_, l) => `${l.quantity} ${l.unit}` },
                {
                  key: 'received',
                  title: f('receivedQty'),
                  render: (_, l) => (
                    <Form.Item name={['received', String(l.id)]} noStyle rules={[{ required: true, message: t('allotment.form.required', { field: f('receivedQty') }) }]}>
                      <InputNumber min={0} max={l.quantity} precision={3} aria-label={`${f('receivedQty')} ${l.partNumber}`} data-testid={`allot-received-${l.lineNo}`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          ) : (
            <Spin />
          ))}
        <Form.Item name="note" label={needsReason ? f('reason') : kind === 'receive' ? f('differenceNote') : f('note')} rules={needsReason ? required('reason') : []}>
          <Input.TextArea rows={3} maxLength={500} data-testid="allot-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
