/**
 * Create or edit an employee account (spec 001 §2, §5): name, user ID (unique), email, phone,
 * password 8-12 with two of letters/underscore/digits, at least one post.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import type { ButtonProps } from 'antd';
import { employeeCreateSchema, type EmployeeCreateBody, type EmployeeView, type PostView } from '@aerosupply/shared/supplier-accounts/schemas';
import { SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { currentLang } from '../../../lib/i18n';
import { accountApi } from '../api';
import { employeePasswordRule, zodRule } from './rules';

const f = employeeCreateSchema.shape;

export function postLabel(p: { nameZh: string; nameEn: string }): string {
  return currentLang() === 'zh' ? p.nameZh : p.nameEn;
}

export function EmployeeDialog({ open, editing, posts, onClose, onSaved }: { open: boolean; editing: EmployeeView | null; posts: PostView[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmployeeCreateBody>();
  const { run, pending, problem, reset } = useSubmit(
    async (values: EmployeeCreateBody) => {
      if (editing) await accountApi.updateEmployee(editing.id, { realName: values.realName, email: values.email, phone: values.phone });
      else await accountApi.createEmployee(values);
      onSaved();
    },
    { form, success: true },
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    reset();
    if (editing) form.setFieldsValue({ realName: editing.realName, account: editing.account, email: editing.email ?? '', phone: editing.phone ?? '' });
  }, [open, editing, form, reset]);

  return (
    <Modal
      open={open}
      title={editing ? t('supplierAccounts.employees.editTitle') : t('supplierAccounts.employees.createTitle')}
      onCancel={onClose}
      onOk={() => void validateThen(form, run)}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'employee-save' } as ButtonProps}
    >
      <Form<EmployeeCreateBody> form={form} layout="vertical" scrollToFirstError={SCROLL_TO_FIRST_ERROR} aria-label={t('supplierAccounts.employees.createTitle')}>
        <Form.Item name="realName" label={t('supplierAccounts.fields.realName')} rules={[zodRule(f.realName, true)]}>
          <Input maxLength={60} data-testid="employee-realName" />
        </Form.Item>
        <Form.Item name="account" label={t('supplierAccounts.fields.account')} rules={[zodRule(f.account, true)]}>
          <Input maxLength={60} disabled={!!editing} autoComplete="off" data-testid="employee-account" />
        </Form.Item>
        <Form.Item name="email" label={t('supplierAccounts.fields.email')} rules={[zodRule(f.email, true)]}>
          <Input maxLength={60} data-testid="employee-email" />
        </Form.Item>
        <Form.Item name="phone" label={t('supplierAccounts.fields.phone')} rules={[zodRule(f.phone, true)]}>
          <Input maxLength={15} data-testid="employee-phone" />
        </Form.Item>
        {!editing && (
          <>
            <Form.Item name="password" label={t('supplierAccounts.fields.password')} rules={[employeePasswordRule]} extra={t('supplierAccounts.hints.password')}>
              <Input.Password maxLength={12} autoComplete="new-password" data-testid="employee-password" />
            </Form.Item>
            <Form.Item name="postIds" label={t('supplierAccounts.fields.posts')} rules={[{ required: true, type: 'array', min: 1, message: t('supplierAccounts.hints.needsPost') }]} extra={posts.some((p) => !p.assignable) ? t('supplierAccounts.hints.notAssignable') : undefined}>
              <Checkbox.Group options={posts.map((p) => ({ value: p.id, label: postLabel(p), disabled: !p.assignable }))} data-testid="employee-posts" />
            </Form.Item>
          </>
        )}
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}
