/**
 * Binds or unbinds a user's hardware key (spec 001 §2 'hardware key binding', §3 'hardware-key
 * serial'): PUT /api/admin/users/:id/hardware-key {serial | null}.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { hardwareKeyBody, type AdminUser } from '@aerosupply/shared/admin/schemas';
import { isApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms';
import { adminApi } from '../api';
import { zodRule } from '../forms';

const serialSchema = hardwareKeyBody.shape.serial.unwrap().min(1, { error: 'validation.required' });

export function HardwareKeyDialog({ user, onClose, onSaved }: { user: AdminUser | null; onClose: () => void; onSaved: (user: AdminUser) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ serial: string }>();
  const [pending, setPending] = useState<'bind' | 'unbind' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    setProblem(null);
    form.setFieldsValue({ serial: user.hardwareKey ?? '' });
  }, [user, form]);

  const save = async (serial: string | null) => {
    if (!user) return;
    setPending(serial === null ? 'unbind' : 'bind');
    setProblem(null);
    try {
      const saved = await adminApi.setHardwareKey(user.id, serial);
      showSuccess(serial === null ? t('admin.users.messages.keyUnbound') : t('admin.users.messages.keyBound'));
      onSaved(saved);
    } catch (err) {
      if (!applyFieldErrors(form, err)) setProblem(isApiError(err) ? err.message : t('common.errors.unexpected'));
    } finally {
      setPending(null);
    }
  };

  const bind = async () => {
    try {
      const values = await form.validateFields();
      await save(values.serial.trim());
    } catch {
      // field errors are shown on the form
    }
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
              onConfirm={() => save(null)}
            >
              <Button danger loading={pending === 'unbind'} disabled={pending !== null}>
                {t('admin.users.actions.unbindKey')}
              </Button>
            </Popconfirm>
          )}
          <Button type="primary" onClick={() => void bind()} loading={pending === 'bind'} disabled={pending !== null}>
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
    </Modal>
  );
}
