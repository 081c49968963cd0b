/**
 * The shop's "no offer" on a repair quotation or a price round: the button, and the dialog that
 * asks for the reason and sends it, so both supplier pages decline the same way.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useSubmit } from '../../../lib/forms';

export interface NoOfferActionProps {
  /** Sends the decline with its reason. */
  decline: (reason: string) => Promise<unknown>;
  /** Runs once the decline is sent (refreshes the page's data). */
  onDeclined: () => void;
  testId: string;
}

export function NoOfferAction({ decline: send, onDeclined, testId }: NoOfferActionProps) {
  const { t } = useTranslation();
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const [declining, setDeclining] = useState(false);
  const decline = useSubmit(
    async (v: { reason: string }) => {
      await send(v.reason);
      setDeclining(false);
      onDeclined();
    },
    { form: reasonForm, success: true },
  );
  return (
    <span>
      <Button danger onClick={() => { reasonForm.resetFields(); decline.reset(); setDeclining(true); }} data-testid={testId}>
        {t('repair.actions.noOffer')}
      </Button>
      <Modal open={declining} title={t('repair.actions.noOffer')} onCancel={() => setDeclining(false)} onOk={() => void reasonForm.validateFields().then((v) => decline.run(v)).catch(() => undefined)} okText={t('repair.form.confirm')} cancelText={t('repair.form.cancel')} confirmLoading={decline.pending}>
        {decline.problem && <Alert type="error" showIcon message={decline.problem} />}
        <Form form={reasonForm} layout="vertical">
          <Form.Item name="reason" label={t('repair.fields.noOfferReason')} rules={[{ required: true, message: t('repair.form.required') }]}>
            <Input.TextArea maxLength={200} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </span>
  );
}
