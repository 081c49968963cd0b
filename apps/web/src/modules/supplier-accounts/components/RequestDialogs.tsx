/**
 * Decisions on an employee sign-up request (issue 28 item 7): approve with the posts of the new
 * account (at least one, those the administrator may hand out), or refuse with a reason the
 * requester is told by mail; both ask for confirmation through the dialog's own button.
 */
import { useEffect, type ReactNode } from 'react';
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

interface DecisionDialogProps<V> {
  request: EmployeeRequestView | null;
  onClose: () => void;
  onDone: () => void;
  /** Sends the decision on the request with the form's values. */
  decide: (requestId: number, values: V) => Promise<unknown>;
  success: string;
  title: string;
  okText: string;
  okButtonProps: ButtonProps;
  /** Shown between the requester and the form (a warning). */
  notice?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/** A decision on a request: the requester, the form of the decision, sent by the dialog's own button; the form starts empty for each request. */
function DecisionDialog<V extends object>({ request, onClose, onDone, decide, success, title, okText, okButtonProps, notice, children }: DecisionDialogProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const { run, pending, problem, reset } = useSubmit(
    async (values: V) => {
      await decide(request!.id, values);
      onDone();
    },
    { form, success },
  );
  useEffect(() => {
    if (!request) return;
    form.resetFields();
    reset();
  }, [request, form, reset]);
  return (
    <Modal
      open={!!request}
      title={title}
      onCancel={onClose}
      onOk={() => void validateThen(form, run)}
      okText={okText}
      cancelText={t('common.actions.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      okButtonProps={okButtonProps}
    >
      {request && <Requester request={request} />}
      {notice}
      <Form form={form} layout="vertical" scrollToFirstError={SCROLL_TO_FIRST_ERROR} aria-label={title}>
        {children}
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}

export function ApproveRequestDialog({ request, posts, onClose, onDone }: { request: EmployeeRequestView | null; posts: PostView[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <DecisionDialog<{ postIds: number[] }>
      request={request}
      onClose={onClose}
      onDone={onDone}
      decide={(id, values) => accountApi.approveRequest(id, values.postIds)}
      success={t('supplierAccounts.requests.approved')}
      title={t('supplierAccounts.requests.approveTitle')}
      okText={t('supplierAccounts.requests.approveOk')}
      okButtonProps={{ 'data-testid': 'request-approve-ok' } as ButtonProps}
    >
      <Form.Item
        name="postIds"
        label={t('supplierAccounts.fields.posts')}
        rules={[{ required: true, type: 'array', min: 1, message: t('supplierAccounts.hints.needsPost') }]}
        extra={posts.some((p) => !p.assignable) ? t('supplierAccounts.hints.notAssignable') : undefined}
      >
        <Checkbox.Group options={posts.map((p) => ({ value: p.id, label: postLabel(p), disabled: !p.assignable }))} data-testid="request-posts" />
      </Form.Item>
    </DecisionDialog>
  );
}

export function RefuseRequestDialog({ request, onClose, onDone }: { request: EmployeeRequestView | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <DecisionDialog<{ reason: string }>
      request={request}
      onClose={onClose}
      onDone={onDone}
      decide={(id, values) => accountApi.refuseRequest(id, values.reason)}
      success={t('supplierAccounts.requests.refused')}
      title={t('supplierAccounts.requests.refuseTitle')}
      okText={t('supplierAccounts.requests.refuseOk')}
      okButtonProps={{ danger: true, 'data-testid': 'request-refuse-ok' } as ButtonProps}
      notice={<Alert type="warning" showIcon title={t('supplierAccounts.requests.refuseWarning')} style={{ marginBottom: 16 }} />}
    >
      <Form.Item name="reason" label={t('supplierAccounts.fields.reason')} rules={[zodRule(employeeRequestRefuseSchema.shape.reason, true)]}>
        <Input.TextArea maxLength={REQUEST_TEXT_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} data-testid="request-reason" />
      </Form.Item>
    </DecisionDialog>
  );
}
