/** Staff return a submitted evaluation to the forwarder; the reason is required. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Modal } from 'antd';
import type { EvaluationDetail } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { useSubmit, validateThen } from '../../../lib/forms';
import { evaluationApi } from '../api';

export function ReturnDialog({ id, open, onClose, onDone }: { id: number; open: boolean; onClose: () => void; onDone: (e: EvaluationDetail) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const submit = useSubmit(async (v: { reason?: string }) => onDone(await evaluationApi.giveBack(id, v.reason ?? '')), { form, success: t('evaluations.done.returned') });
  const { reset } = submit;
  useEffect(() => {
    if (!open) return;
    reset();
    form.resetFields();
  }, [open, form, reset]);
  return (
    <Modal
      open={open}
      title={t('evaluations.dialog.return')}
      okText={t('common.actions.confirm')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={submit.pending}
      onOk={() => void validateThen(form, submit.run)}
      onCancel={onClose}
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="evaluation-return">
        <Form.Item name="reason" label={t('evaluations.fields.reason')} rules={[{ required: true, whitespace: true, message: t('evaluations.form.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={500} data-testid="evaluation-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
