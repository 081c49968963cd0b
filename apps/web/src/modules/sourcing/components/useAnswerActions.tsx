/** The supplier's answers to an RFx invitation (participate; not participate with a required reason) as RecordActions definitions. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Modal } from 'antd';
import type { ActionDef } from '../../../components/RecordActions';
import { showSuccess } from '../../../lib/feedback';
import { useSubmit, validateThen } from '../../../lib/forms';
import { sourcingApi } from '../api';

export function useAnswerActions(onChanged: () => void): { defs: (rfxId: number) => Record<string, ActionDef>; dialog: ReactNode } {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState<number | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const decline = useSubmit(
    async (values: { reason: string }) => {
      await sourcingApi.decline(declining!, values.reason);
      showSuccess(t('sourcing.bid.answered'));
      setDeclining(null);
      onChanged();
    },
    { form },
  );
  const defs = (rfxId: number): Record<string, ActionDef> => ({
    participate: {
      labelKey: 'sourcing.bid.participate',
      confirmKey: 'sourcing.bid.confirmParticipate',
      onClick: async () => {
        await sourcingApi.participate(rfxId);
        showSuccess(t('sourcing.bid.answered'));
        onChanged();
      },
    },
    decline: {
      labelKey: 'sourcing.bid.decline',
      danger: true,
      onClick: () => {
        form.resetFields();
        decline.reset();
        setDeclining(rfxId);
      },
    },
  });
  const dialog = (
    <Modal
      open={declining !== null}
      title={t('sourcing.bid.declineTitle')}
      onCancel={() => setDeclining(null)}
      onOk={() => void validateThen(form, decline.run)}
      okText={t('common.actions.save')}
      okButtonProps={{ 'data-testid': 'bid-decline-save' } as unknown as Record<string, string>}
      confirmLoading={decline.pending}
      destroyOnHidden
    >
      {decline.problem && <Alert type="error" showIcon message={decline.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="bid-decline">
        <Form.Item name="reason" label={t('sourcing.bid.reason')} rules={[{ required: true, whitespace: true, message: t('common.validation.required') }]}>
          <Input.TextArea maxLength={500} rows={3} data-testid="bid-decline-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { defs, dialog };
}
