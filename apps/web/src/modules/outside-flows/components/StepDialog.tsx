/**
 * The step forms of an outside flow: pick-up (quantity, picker, time), dispatch (waybill, carrier,
 * flight, ETD), customs (declaration, cleared at, duties), receive (quantity, receiver, time) and
 * the optional reason of a roll back or recall. Server field errors land on their fields.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { OUTSIDE_CURRENCIES, type CustomsBody, type OutsideDetail } from '@aerosupply/shared/outside-flows/schemas';
import { useSubmit, validateThen } from '../../../lib/forms';
import { outsideApi, type StepKind } from '../api';
import { BACK_PATHS } from './labels';

type Values = Record<string, string | number | Dayjs | undefined>;

export interface StepRequest {
  kind: StepKind;
  /** The workflow action (for a roll back or recall: which one). */
  action: string;
}

export function StepDialog({ flow, step, onClose, onDone }: { flow: OutsideDetail; step: StepRequest | null; onClose: () => void; onDone: (f: OutsideDetail) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const iso = (v: unknown) => (dayjs.isDayjs(v) ? v.toISOString() : '');
  const submit = useSubmit(
    async (v: Values) => {
      if (!step) return;
      const id = flow.id;
      const s = (k: string) => (v[k] === undefined || v[k] === '' ? undefined : String(v[k]));
      const n = (k: string) => (v[k] === undefined || v[k] === null ? (undefined as unknown as number) : Number(v[k]));
      let next: OutsideDetail;
      if (step.kind === 'pickup') next = await outsideApi.pickup(id, { pickupQty: n('pickupQty'), picker: s('picker') ?? '', pickedAt: iso(v.pickedAt) });
      else if (step.kind === 'dispatch') next = await outsideApi.dispatch(id, { waybillNo: s('waybillNo') ?? '', carrier: s('carrier') ?? '', flightNo: s('flightNo'), etd: iso(v.etd) });
      else if (step.kind === 'customs') next = await outsideApi.customs(id, { declarationNo: s('declarationNo') ?? '', clearedAt: iso(v.clearedAt), duties: n('duties'), dutiesCurrency: s('dutiesCurrency') as CustomsBody['dutiesCurrency'] | undefined });
      else if (step.kind === 'receive') next = await outsideApi.receive(id, { receivedQty: n('receivedQty'), receiver: s('receiver') ?? '', receivedAt: iso(v.receivedAt), note: s('note') });
      else next = await outsideApi.back(id, BACK_PATHS[step.action]!, s('reason'));
      onDone(next);
    },
    { form, success: true },
  );
  const { reset } = submit;
  useEffect(() => {
    if (!step) return;
    reset();
    form.resetFields();
    const now = dayjs();
    if (step.kind === 'pickup') form.setFieldsValue({ pickupQty: flow.totalQty, pickedAt: now });
    if (step.kind === 'dispatch') form.setFieldsValue({ etd: now });
    if (step.kind === 'customs') form.setFieldsValue({ clearedAt: now, duties: 0, dutiesCurrency: 'CNY' });
    if (step.kind === 'receive') form.setFieldsValue({ receivedQty: flow.pickup?.pickupQty ?? flow.totalQty, receivedAt: now });
  }, [step, flow.totalQty, flow.pickup, form, reset]);
  if (!step) return null;
  const f = (key: string) => t(`outside-flows.fields.${key}`);
  const required = (key: string) => [{ required: true, message: t('outside-flows.form.required', { field: f(key) }) }];
  const text = (key: string, max: number, must = true) => (
    <Form.Item name={key} label={f(key)} rules={must ? [...required(key), { whitespace: true, message: t('outside-flows.form.required', { field: f(key) }) }] : []}>
      <Input maxLength={max} data-testid={`outside-${key}`} />
    </Form.Item>
  );
  const qty = (key: string) => (
    <Form.Item name={key} label={f(key)} rules={required(key)}>
      <InputNumber min={0} precision={3} style={{ width: '100%' }} data-testid={`outside-${key}`} />
    </Form.Item>
  );
  const time = (key: string) => (
    <Form.Item name={key} label={f(key)} rules={required(key)}>
      <DatePicker showTime style={{ width: '100%' }} data-testid={`outside-${key}`} />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={t(`outside-flows.dialog.${step.kind === 'reason' ? step.action : step.kind}`)}
      okText={t('common.actions.confirm')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={submit.pending}
      onOk={() => void validateThen(form, submit.run)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'outside-dialog-ok' } as Record<string, string>}
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name={`outside-${step.kind}`}>
        {step.kind === 'pickup' && (
          <>
            {qty('pickupQty')}
            {text('picker', 60)}
            {time('pickedAt')}
          </>
        )}
        {step.kind === 'dispatch' && (
          <>
            {text('waybillNo', 30)}
            {text('carrier', 60)}
            {text('flightNo', 20, false)}
            {time('etd')}
          </>
        )}
        {step.kind === 'customs' && (
          <>
            {text('declarationNo', 30)}
            {time('clearedAt')}
            <Form.Item name="duties" label={f('duties')} rules={required('duties')}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid="outside-duties" />
            </Form.Item>
            <Form.Item name="dutiesCurrency" label={f('dutiesCurrency')}>
              <Select options={OUTSIDE_CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </>
        )}
        {step.kind === 'receive' && (
          <>
            {qty('receivedQty')}
            {text('receiver', 60)}
            {time('receivedAt')}
            <Form.Item name="note" label={f('note')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </>
        )}
        {step.kind === 'reason' && (
          <>
            <Alert type="warning" showIcon message={t(`outside-flows.confirm.${step.action}`)} style={{ marginBottom: 16 }} />
            <Form.Item name="reason" label={f('reason')}>
              <Input.TextArea rows={3} maxLength={500} data-testid="outside-reason" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
