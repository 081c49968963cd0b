/**
 * The forms of the order actions (spec 001 §2): whole-order acknowledgement (acknowledgement number,
 * supplier note), item change (new P/N, price, qty, ship date, reason), rejection and cancellation
 * requests of the order or of one item (what it asks, then the reason), the buyer's answer (accept or
 * refuse, comment) and the buyer's cancel/close (reason). Server field errors land on the fields
 * (useSubmit). The buyer's actions send the revision of the order shown (D-502); a 409 (the supplier
 * acted meanwhile) shows the server's message and refreshes the order behind the dialog.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { OrderDetail, OrderItemView, OrderRequestView } from '@aerosupply/shared/orders/schemas';
import { isApiError } from '../../../lib/api/client';
import { useSubmit, validateThen } from '../../../lib/forms';
import { orderApi } from '../api';

export type OrderDialogKind = 'acknowledge' | 'change' | 'rejection' | 'cancellation' | 'itemRejection' | 'itemCancellation' | 'answer' | 'cancel' | 'close';
/** Dialogs that ask only a reason. */
const REASON_ONLY: readonly OrderDialogKind[] = ['rejection', 'cancellation', 'itemRejection', 'itemCancellation', 'cancel', 'close'];

export interface OrderDialogState {
  kind: OrderDialogKind;
  item?: OrderItemView;
  request?: OrderRequestView;
}

interface Values {
  acknowledgementNo?: string;
  supplierNote?: string;
  partNumber?: string;
  unitPrice?: number | null;
  quantity?: number | null;
  shipDate?: Dayjs | null;
  reason?: string;
  decision?: 'accept' | 'refuse';
  comment?: string;
}

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

interface DialogProps {
  order: OrderDetail;
  state: OrderDialogState | null;
  onClose: () => void;
  onDone: (d: OrderDetail) => void;
  /** The order changed meanwhile (409): reload it. */
  onConflict: () => void;
}

export function OrderActionDialog({ order, state, onClose, onDone, onConflict }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = state?.kind;
  const revision = order.revision;
  const submit = useSubmit(
    async (v: Values) => {
      try {
        onDone(await send(v));
      } catch (err) {
        if (isApiError(err) && err.status === 409) onConflict();
        throw err;
      }
    },
    { form, success: true },
  );
  const { reset } = submit;

  async function send(v: Values): Promise<OrderDetail> {
    let done: OrderDetail;
    if (kind === 'acknowledge') done = await orderApi.acknowledge(order.id, { acknowledgementNo: v.acknowledgementNo ?? '', supplierNote: blank(v.supplierNote) });
    else if (kind === 'change')
      done = await orderApi.requestChange(order.id, state!.item!.id, {
        partNumber: blank(v.partNumber),
        unitPrice: v.unitPrice ?? undefined,
        quantity: v.quantity ?? undefined,
        shipDate: v.shipDate ? v.shipDate.format('YYYY-MM-DD') : undefined,
        reason: v.reason ?? '',
      });
    else if (kind === 'rejection') done = await orderApi.requestRejection(order.id, { reason: v.reason ?? '' });
    else if (kind === 'cancellation') done = await orderApi.requestCancellation(order.id, { reason: v.reason ?? '' });
    else if (kind === 'itemRejection') done = await orderApi.requestItemRejection(order.id, state!.item!.id, { reason: v.reason ?? '' });
    else if (kind === 'itemCancellation') done = await orderApi.requestItemCancellation(order.id, state!.item!.id, { reason: v.reason ?? '' });
    else if (kind === 'answer') done = await orderApi.answer(order.id, state!.request!.id, { decision: v.decision ?? 'accept', comment: blank(v.comment), revision });
    else if (kind === 'cancel') done = await orderApi.cancel(order.id, { reason: v.reason ?? '', revision });
    else done = await orderApi.close(order.id, { reason: v.reason ?? '', revision });
    return done;
  }

  useEffect(() => {
    if (!state) return;
    reset();
    form.resetFields();
    if (state.kind === 'change' && state.item) {
      form.setFieldsValue({ partNumber: state.item.partNumber, unitPrice: state.item.unitPrice, quantity: state.item.quantity, shipDate: dayjs(state.item.requestedShipDate) });
    }
    if (state.kind === 'answer') form.setFieldsValue({ decision: 'accept' });
  }, [state, form, reset]);

  if (!state) return null;
  const required = [{ required: true, whitespace: true, message: t('orders.validation.required') }];
  const title = t(`orders.dialog.${state.kind}`, { item: state.item?.itemNo ?? state.request?.itemNo ?? '' });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void validateThen(form, submit.run)}
      okText={t('orders.dialog.submit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ 'data-testid': 'order-dialog-ok' } as Record<string, string>}
      confirmLoading={submit.pending}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<Values> form={form} layout="vertical" aria-label={title} name={`order-${state.kind}`}>
        {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
        {state.kind === 'acknowledge' && (
          <>
            <Form.Item name="acknowledgementNo" label={t('orders.fields.acknowledgementNo')} rules={required}>
              <Input maxLength={30} autoComplete="off" data-testid="order-ack-no" />
            </Form.Item>
            <Form.Item name="supplierNote" label={t('orders.fields.supplierNote')}>
              <Input.TextArea maxLength={500} rows={3} />
            </Form.Item>
          </>
        )}
        {state.kind === 'change' && (
          <>
            <Form.Item name="partNumber" label={t('orders.fields.newPartNumber')}>
              <Input maxLength={60} autoComplete="off" />
            </Form.Item>
            <Form.Item name="unitPrice" label={t('orders.fields.newUnitPrice')}>
              <InputNumber min={0} precision={4} style={{ width: '100%' }} data-testid="order-change-price" />
            </Form.Item>
            <Form.Item name="quantity" label={t('orders.fields.newQuantity')}>
              <InputNumber min={0.001} precision={3} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="shipDate" label={t('orders.fields.newShipDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {(state.kind === 'itemRejection' || state.kind === 'itemCancellation') && (
          <Alert type="warning" showIcon message={t(`orders.confirm.${state.kind}`, { item: state.item?.itemNo ?? '' })} style={{ marginBottom: 16 }} data-testid="order-item-request-warning" />
        )}
        {(state.kind === 'change' || REASON_ONLY.includes(state.kind)) && (
          <Form.Item name="reason" label={t('orders.fields.reason')} rules={required}>
            <Input.TextArea maxLength={500} rows={3} data-testid="order-reason" />
          </Form.Item>
        )}
        {state.kind === 'answer' && (
          <>
            <Form.Item name="decision" label={t('orders.fields.decision')} rules={[{ required: true, message: t('orders.validation.required') }]}>
              <Radio.Group
                options={[
                  { value: 'accept', label: t('orders.decision.accept') },
                  { value: 'refuse', label: t('orders.decision.refuse') },
                ]}
              />
            </Form.Item>
            <Form.Item name="comment" label={t('orders.fields.comment')}>
              <Input.TextArea maxLength={500} rows={3} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
