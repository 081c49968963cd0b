/**
 * Binds or unbinds a user's hardware key (spec 001 §2 'hardware key binding', §3 'hardware-key
 * serial'): PUT /api/admin/users/:id/hardware-key {serial | null}; and the security keys (WebAuthn)
 * bound to the account with the key at hand, removal of a lost key, and the requirement of a key
 * (issue 32 item 1, D-604, D-606).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Divider, Form, Input, Modal, Popconfirm, Space, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { securityKeyRoutes } from '@aerosupply/shared/auth/routes';
import { keysOfUser, SecurityKeys } from '../../../components/second-factor/SecurityKeys';
import { call } from '../../../lib/api/call';
import { hardwareKeyBody, type AdminUser } from '@aerosupply/shared/admin/schemas';
import { useSubmit, validateThen } from '../../../lib/forms';
import { adminApi } from '../api';
import { zodRule } from '../forms';

const serialSchema = hardwareKeyBody.shape.serial.unwrap().min(1, { error: 'validation.required' });

export function HardwareKeyDialog({ user, onClose, onSaved }: { user: AdminUser | null; onClose: () => void; onSaved: (user: AdminUser) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ serial: string }>();
  const saveKey = async (userId: number, serial: string | null) => onSaved(await adminApi.setHardwareKey(userId, serial));
  const binding = useSubmit(saveKey, { form, success: t('admin.users.messages.keyBound') });
  const unbinding = useSubmit(saveKey, { form, success: t('admin.users.messages.keyUnbound') });
  const pending = binding.pending || unbinding.pending;
  const problem = binding.problem ?? unbinding.problem;
  const { reset: resetBind } = binding;
  const { reset: resetUnbind } = unbinding;

  useEffect(() => {
    if (!user) return;
    resetBind();
    resetUnbind();
    form.setFieldsValue({ serial: user.hardwareKey ?? '' });
  }, [user, form, resetBind, resetUnbind]);

  const bind = async () => {
    if (user) await validateThen(form, (values) => binding.run(user.id, values.serial.trim()));
  };
  const unbind = async () => {
    if (user) await unbinding.run(user.id, null);
  };

  const title = t('admin.users.dialog.hardwareKeyTitle', { account: user?.account ?? '' });
  return (
    <Modal
      open={user !== null}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          {user?.hardwareKey && (
            <Popconfirm
              title={t('admin.users.confirm.unbindKey')}
              okText={t('common.actions.confirm')}
              cancelText={t('common.actions.cancel')}
              onConfirm={() => unbind()}
            >
              <Button danger loading={unbinding.pending} disabled={pending}>
                {t('admin.users.actions.unbindKey')}
              </Button>
            </Popconfirm>
          )}
          <Button type="primary" onClick={() => void bind()} loading={binding.pending} disabled={pending}>
            {t('admin.users.actions.bindKey')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" aria-label={title} name="admin-hardware-key">
        <Form.Item name="serial" label={t('admin.users.fields.hardwareKey')} rules={[zodRule(serialSchema, true)]} extra={t('admin.users.dialog.hardwareKeyHint')}>
          <Input maxLength={60} autoComplete="off" />
        </Form.Item>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
      {user && <UserSecurityKeys userId={user.id} />}
    </Modal>
  );
}

function UserSecurityKeys({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const state = useQuery({ queryKey: ['admin-user-keys', userId], queryFn: () => call(securityKeyRoutes.ofUser, { params: { id: userId } }), staleTime: 0 });
  const setRequired = async (required: boolean) => {
    await call(securityKeyRoutes.setUserRequired, { params: { id: userId }, body: { required } });
    await client.invalidateQueries({ queryKey: ['admin-user-keys', userId] });
  };
  return (
    <>
      <Divider />
      <SecurityKeys calls={keysOfUser(userId)} />
      <Space style={{ marginTop: 12 }}>
        <Switch id="user-key-required" checked={state.data?.required ?? false} loading={state.isLoading} onChange={(v) => void setRequired(v)} data-testid="user-key-required" />
        <label htmlFor="user-key-required">{t('admin.users.keyRequired')}</label>
      </Space>
    </>
  );
}
