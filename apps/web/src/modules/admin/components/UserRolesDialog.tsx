/** Sets a user's roles (PUT /api/admin/users/:id/roles); the choice is limited to the company's roles. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Modal, Select } from 'antd';
import { userRolesBody, type AdminUser } from '@aerosupply/shared/admin/schemas';
import { isApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms';
import { adminApi, useRoleOptions } from '../api';
import { zodRule } from '../forms';

export function UserRolesDialog({ user, onClose, onSaved }: { user: AdminUser | null; onClose: () => void; onSaved: (user: AdminUser) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ roleIds: number[] }>();
  const roles = useRoleOptions(user?.companyId, user !== null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    setProblem(null);
    form.setFieldsValue({ roleIds: user.roles.map((r) => r.id) });
  }, [user, form]);

  const save = async () => {
    if (!user) return;
    let values: { roleIds: number[] };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const saved = await adminApi.setUserRoles(user.id, values.roleIds);
      showSuccess(t('common.messages.saved'));
      onSaved(saved);
    } catch (err) {
      if (!applyFieldErrors(form, err)) setProblem(isApiError(err) ? err.message : t('common.errors.unexpected'));
    } finally {
      setPending(false);
    }
  };

  const title = t('admin.users.dialog.rolesTitle', { account: user?.account ?? '' });
  return (
    <Modal
      open={user !== null}
      title={title}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label={title} name="admin-user-roles">
        <Form.Item name="roleIds" label={t('admin.users.fields.roles')} rules={[zodRule(userRolesBody.shape.roleIds, true)]}>
          <Select<number[]>
            mode="multiple"
            options={(roles.data ?? []).map((r) => ({ value: r.value, label: r.label }))}
            loading={roles.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('common.placeholders.select')}
          />
        </Form.Item>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}
