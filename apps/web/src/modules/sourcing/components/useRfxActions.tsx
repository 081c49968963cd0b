/**
 * The RFx actions the server lists on a record (edit, release, open early, copy, delete) as
 * RecordActions definitions, with their dialogs: the opening password shown once after a release
 * and the password asked before opening early.
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
