/**
 * The RFx actions the server lists on a record (edit, submit for approval, withdraw, approve,
 * reject, release, open early, copy, delete) as RecordActions definitions, with their dialogs: the
 * approval decision with its comment (required to reject), the opening password shown once after a
 * release and the password asked before opening early.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import type { ActionDef } from '../../../components/RecordActions';
import { showSuccess } from '../../../lib/feedback';
import { useSubmit, validateThen } from '../../../lib/forms';
import { sourcingApi } from '../api';

interface RfxRef {
  id: number;
  number: string;
}

export function useRfxActions(onChanged: () => void): { defs: (r: RfxRef) => Record<string, ActionDef>; dialogs: ReactNode; showPassword: (password: string) => void } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState<string | null>(null);
  const [opening, setOpening] = useState<RfxRef | null>(null);
  const [form] = Form.useForm<{ password: string }>();
  const [deciding, setDeciding] = useState<{ rfx: RfxRef; action: 'approve' | 'reject' } | null>(null);
  const [decisionForm] = Form.useForm<{ comment?: string }>();
  const decide = useSubmit(
    async (values: { comment?: string }) => {
      const { rfx, action } = deciding!;
      const comment = values.comment?.trim() ? values.comment.trim() : undefined;
      if (action === 'approve') await sourcingApi.approveRfx(rfx.id, comment);
      else await sourcingApi.rejectRfx(rfx.id, comment ?? '');
      showSuccess(t(action === 'approve' ? 'sourcing.approval.approved' : 'sourcing.approval.rejected'));
      setDeciding(null);
      onChanged();
    },
    { form: decisionForm },
  );
  const startDecision = (r: RfxRef, action: 'approve' | 'reject') => {
    decisionForm.resetFields();
    decide.reset();
    setDeciding({ rfx: r, action });
  };
  const open = useSubmit(
    async (values: { password: string }) => {
      await sourcingApi.openEarly(opening!.id, values.password);
      showSuccess(t('sourcing.rfx.opened'));
      setOpening(null);
      onChanged();
    },
    { form },
  );

  const defs = (r: RfxRef): Record<string, ActionDef> => ({
    edit: { labelKey: 'sourcing.actions.edit', onClick: () => void navigate(`/sourcing/rfx/${r.id}/edit`) },
    submit_approval: {
      labelKey: 'sourcing.actions.submit_approval',
      confirmKey: 'sourcing.approval.confirmSubmit',
      onClick: async () => {
        await sourcingApi.submitApproval(r.id);
        showSuccess(t('sourcing.approval.submitted'));
        onChanged();
      },
    },
    withdraw_approval: {
      labelKey: 'sourcing.actions.withdraw_approval',
      confirmKey: 'sourcing.approval.confirmWithdraw',
      onClick: async () => {
        await sourcingApi.withdrawApproval(r.id);
        showSuccess(t('sourcing.approval.withdrawn'));
        onChanged();
      },
    },
    approve: { labelKey: 'sourcing.actions.approve', onClick: () => startDecision(r, 'approve') },
    reject: { labelKey: 'sourcing.actions.reject', danger: true, onClick: () => startDecision(r, 'reject') },
    release: {
      labelKey: 'sourcing.actions.release',
      confirmKey: 'sourcing.rfx.confirmRelease',
      onClick: async () => {
        const done = await sourcingApi.releaseRfx(r.id);
        showSuccess(t('sourcing.rfx.released', { invited: done.invited }));
        if (done.openingPassword) setPassword(done.openingPassword);
        onChanged();
      },
    },
    open_early: {
      labelKey: 'sourcing.actions.open_early',
      onClick: () => {
        form.resetFields();
        open.reset();
        setOpening(r);
      },
    },
    copy: {
      labelKey: 'sourcing.actions.copy',
      confirmKey: 'sourcing.rfx.confirmCopy',
      onClick: async () => {
        const copy = await sourcingApi.copyRfx(r.id);
        showSuccess(t('sourcing.rfx.copied', { number: copy.number }));
        onChanged();
        void navigate(`/sourcing/rfx/${copy.id}/edit`);
      },
    },
    delete: {
      labelKey: 'sourcing.actions.delete',
      danger: true,
      confirmKey: 'sourcing.rfx.confirmDelete',
      onClick: async () => {
        await sourcingApi.deleteRfx(r.id);
        showSuccess(t('sourcing.rfx.deleted'));
        onChanged();
      },
    },
  });

  const dialogs = (
    <>
      <Modal
        open={deciding !== null}
        title={`${t(deciding?.action === 'reject' ? 'sourcing.approval.rejectTitle' : 'sourcing.approval.approveTitle')} ${deciding?.rfx.number ?? ''}`}
        onCancel={() => setDeciding(null)}
        onOk={() => void validateThen(decisionForm, decide.run)}
        okText={t(deciding?.action === 'reject' ? 'sourcing.actions.reject' : 'sourcing.actions.approve')}
        okButtonProps={{ danger: deciding?.action === 'reject', 'data-testid': 'rfx-decision-confirm' } as unknown as Record<string, string>}
        confirmLoading={decide.pending}
        destroyOnHidden
      >
        {decide.problem && <Alert type="error" showIcon message={decide.problem} style={{ marginBottom: 16 }} />}
        <Form form={decisionForm} layout="vertical" name="rfx-approval-decision">
          <Form.Item
            name="comment"
            label={t('sourcing.approval.comment')}
            rules={deciding?.action === 'reject' ? [{ required: true, whitespace: true, message: t('common.validation.required') }] : []}
          >
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="rfx-decision-comment" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={password !== null} title={t('sourcing.rfx.passwordTitle')} onOk={() => setPassword(null)} onCancel={() => setPassword(null)} cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false}>
        <Typography.Paragraph>{t('sourcing.rfx.passwordOnce')}</Typography.Paragraph>
        <Typography.Text code copyable strong data-testid="rfx-opening-password">
          {password}
        </Typography.Text>
      </Modal>
      <Modal
        open={opening !== null}
        title={`${t('sourcing.rfx.openEarlyTitle')} ${opening?.number ?? ''}`}
        onCancel={() => setOpening(null)}
        onOk={() => void validateThen(form, open.run)}
        okText={t('sourcing.actions.open_early')}
        okButtonProps={{ danger: true, 'data-testid': 'rfx-open-early-confirm' } as unknown as Record<string, string>}
        confirmLoading={open.pending}
        destroyOnHidden
      >
        <Alert type="warning" showIcon message={t('sourcing.rfx.openEarlyWarn')} style={{ marginBottom: 16 }} />
        {open.problem && <Alert type="error" showIcon message={open.problem} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" name="rfx-open-early">
          <Form.Item name="password" label={t('sourcing.fields.password')} rules={[{ required: true, message: t('common.validation.required') }]}>
            <Input.Password maxLength={32} autoComplete="off" data-testid="rfx-open-early-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
  return { defs, dialogs, showPassword: setPassword };
}
