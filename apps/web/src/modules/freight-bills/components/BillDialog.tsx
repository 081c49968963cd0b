/** The bill's two small forms: the reviewer's return (reason required) and "edit bill number". */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Modal } from 'antd';
import type { BillDetail } from '@aerosupply/shared/freight-bills/schemas';
import { useSubmit, validateThen } from '../../../lib/forms';
import { billApi } from '../api';

export type BillDialogKind = 'return' | 'renumber';

export function BillDialog({ bill, kind, onClose, onDone }: { bill: BillDetail; kind: BillDialogKind | null; onClose: () => void; onDone: (b: BillDetail) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string; number?: string }>();
  const submit = useSubmit(
    async (v: { reason?: string; number?: string }) => {
      onDone(kind === 'return' ? await billApi.giveBack(bill.id, v.reason ?? '') : await billApi.renumber(bill.id, v.number ?? ''));
    },
    { form, success: true },
  );
  const { reset } = submit;
  useEffect(() => {
    if (!kind) return;
    reset();
    form.resetFields();
    if (kind === 'renumber') form.setFieldsValue({ number: bill.number });
  }, [kind, bill.number, form, reset]);
  if (!kind) return null;
  return (
    <Modal
      open
      title={t(`freight-bills.dialog.${kind}`)}
      okText={t('common.actions.confirm')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={submit.pending}
      onOk={() => void validateThen(form, submit.run)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'bill-dialog-ok' } as Record<string, string>}
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name={`bill-${kind}`}>
        {kind === 'return' ? (
          <Form.Item name="reason" label={t('freight-bills.fields.reason')} rules={[{ required: true, whitespace: true, message: t('freight-bills.form.reasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={500} data-testid="bill-reason" />
          </Form.Item>
        ) : (
          <Form.Item name="number" label={t('freight-bills.fields.number')} rules={[{ required: true, whitespace: true, message: t('freight-bills.form.numberRequired') }]}>
            <Input maxLength={30} data-testid="bill-number" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
