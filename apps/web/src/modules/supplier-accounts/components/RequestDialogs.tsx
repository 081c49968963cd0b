/**
 * Decisions on an employee sign-up request (issue 28 item 7): approve with the posts of the new
 * account (at least one, those the administrator may hand out), or refuse with a reason the
 * requester is told by mail; both ask for confirmation through the dialog's own button.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, Descriptions, Form, Input, Modal } from 'antd';
import type { ButtonProps } from 'antd';
import type { PostView } from '@aerosupply/shared/supplier-accounts/schemas';
import { employeeRequestRefuseSchema, REQUEST_TEXT_MAX, type EmployeeRequestView } from '@aerosupply/shared/supplier-accounts/requests';
import { SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { accountApi } from '../api';
import { postLabel } from './EmployeeDialog';
import { zodRule } from './rules';

function Requester({ request }: { request: EmployeeRequestView }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'realName', label: t('supplierAccounts.fields.realName'), children: request.realName },
        { key: 'account', label: t('supplierAccounts.fields.account'), children: request.account },
        { key: 'email', label: t('supplierAccounts.fields.email'), children: request.email },
        ...(request.note ? [{ key: 'note', label: t('supplierAccounts.fields.note'), children: request.note }] : []),
      ]}
    />
  );
}

export function ApproveRequestDialog({ request, posts, onClose, onDone }: { request: EmployeeRequestView | null; posts: PostView[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ postIds: number[] }>();
  const { run, pending, problem, reset } = useSubmit(
    async (values: { postIds: number[] }) => {
      await accountApi.approveRequest(request!.id, values.postIds);
      onDone();
    },
    { form, success: t('supplierAccounts.requests.approved') },
  );
  useEffect(() => {
    if (!request) return;
    form.resetFields();
    reset();
  }, [request, form, reset]);
  return (
    <Modal
      open={!!request}
      title={t('supplierAccounts.requests.approveTitle')}
      onCancel={onClose}
      onOk={() => void validateThen(form, run)}
      okText={t('supplierAccounts.requests.approveOk')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'request-approve-ok' } as ButtonProps}
    >
      {request && <Requester request={request} />}
      <Form form={form} layout="vertical" scrollToFirstError={SCROLL_TO_FIRST_ERROR} aria-label={t('supplierAccounts.requests.approveTitle')}>
        <Form.Item
          name="postIds"
          label={t('supplierAccounts.fields.posts')}
          rules={[{ required: true, type: 'array', min: 1, message: t('supplierAccounts.hints.needsPost') }]}
          extra={posts.some((p) => !p.assignable) ? t('supplierAccounts.hints.notAssignable') : undefined}
        >
          <Checkbox.Group options={posts.map((p) => ({ value: p.id, label: postLabel(p), disabled: !p.assignable }))} data-testid="request-posts" />
        </Form.Item>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}

export function RefuseRequestDialog({ request, onClose, onDone }: { request: EmployeeRequestView | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const { run, pending, problem, reset } = useSubmit(
    async (values: { reason: string }) => {
      await accountApi.refuseRequest(request!.id, values.reason);
      onDone();
    },
    { form, success: t('supplierAccounts.requests.refused') },
  );
  useEffect(() => {
    if (!request) return;
    form.resetFields();
    reset();
  }, [request, form, reset]);
  return (
    <Modal
      open={!!request}
      title={t('supplierAccounts.requests.refuseTitle')}
      onCancel={onClose}
      onOk={() => void validateThen(form, run)}
      okText={t('supplierAccounts.requests.refuseOk')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      okButtonProps={{ danger: true, 'data-testid': 'request-refuse-ok' } as ButtonProps}
    >
      {request && <Requester request={request} />}
      <Alert type="warning" showIcon title={t('supplierAccounts.requests.refuseWarning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" scrollToFirstError={SCROLL_TO_FIRST_ERROR} aria-label={t('supplierAccounts.requests.refuseTitle')}>
        <Form.Item name="reason" label={t('supplierAccounts.fields.reason')} rules={[zodRule(employeeRequestRefuseSchema.shape.reason, true)]}>
          <Input.TextArea maxLength={REQUEST_TEXT_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} data-testid="request-reason" />
        </Form.Item>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}
