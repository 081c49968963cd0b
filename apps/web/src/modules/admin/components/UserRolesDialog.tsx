/** Sets a user's roles (PUT /api/admin/users/:id/roles); the choice is limited to the company's roles. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Modal, Select } from 'antd';
import { userRolesBody, type AdminUser } from '@aerosupply/shared/admin/schemas';
import { useSubmit, validateThen } from '../../../lib/forms';
import { adminApi, useRoleOptions } from '../api';
import { zodRule } from '../forms';

export function UserRolesDialog({ user, onClose, onSaved }: { user: AdminUser | null; onClose: () => void; onSaved: (user: AdminUser) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ roleIds: number[] }>();
  const roles = useRoleOptions(user?.companyId, user !== null);
  const submit = useSubmit(async (userId: number, roleIds: number[]) => onSaved(await adminApi.setUserRoles(userId, roleIds)), { form, success: true });
  const { pending, problem, reset } = submit;

  useEffect(() => {
    if (!user) return;
    reset();
    form.setFieldsValue({ roleIds: user.roles.map((r) => r.id) });
  }, [user, form, reset]);

  const save = async () => {
    if (user) await validateThen(form, (values) => submit.run(user.id, values.roleIds));
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
