/** Authorise posts of an account (at least one) or reset its password (spec 001 §2, §6). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Form, Input, Modal } from 'antd';
import type { EmployeeView, PostView } from '@aerosupply/shared/supplier-accounts/schemas';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms';
import { accountApi } from '../api';
import { postLabel } from './EmployeeDialog';
import { employeePasswordRule } from './rules';

export function AuthoriseDialog({ employee, posts, onClose, onSaved }: { employee: EmployeeView | null; posts: PostView[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ postIds: number[] }>();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (employee) form.setFieldsValue({ postIds: employee.posts.map((p) => p.id) });
  }, [employee, form]);
  const save = async () => {
    if (!employee) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setPending(true);
    try {
      await accountApi.authorise(employee.id, values.postIds);
      showSuccess(t('common.messages.saved'));
      onSaved();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal open={!!employee} title={t('supplierAccounts.actions.authorise')} onCancel={onClose} onOk={() => void save()} confirmLoading={pending} okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="postIds" label={t('supplierAccounts.fields.posts')} rules={[{ required: true, type: 'array', min: 1, message: t('supplierAccounts.hints.needsPost') }]} extra={posts.some((p) => !p.assignable) ? t('supplierAccounts.hints.notAssignable') : undefined}>
          <Checkbox.Group options={posts.map((p) => ({ value: p.id, label: postLabel(p), disabled: !p.assignable }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ResetPasswordDialog({ employee, onClose }: { employee: EmployeeView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [pending, setPending] = useState(false);
  const save = async () => {
    if (!employee) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setPending(true);
    try {
      await accountApi.resetPassword(employee.id, values.password);
      showSuccess(t('common.messages.saved'));
      form.resetFields();
      onClose();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal open={!!employee} title={t('supplierAccounts.actions.resetPassword')} onCancel={onClose} onOk={() => void save()} confirmLoading={pending} okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="password" label={t('supplierAccounts.fields.newPassword')} rules={[employeePasswordRule]} extra={t('supplierAccounts.hints.password')}>
          <Input.Password maxLength={12} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
