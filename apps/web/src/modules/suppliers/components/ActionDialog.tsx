/** A dialog for any lifecycle action: comment (or reason) and attachments, plus optional extra fields. */
import { useState, type ReactNode } from 'react';
import { Form, Input, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../lib/forms';
import { UPLOAD_URL, type FileItem } from '../../../lib/upload';
import { UploadField } from '../../../components/UploadField';

export interface ActionValues {
  comment?: string;
  attachments: string[];
  [key: string]: unknown;
}

export interface ActionDialogProps {
  open: boolean;
  title: ReactNode;
  /** The comment is required (returns, rejections, reasons). */
  commentRequired?: boolean;
  /** Label key of the comment field (default: comment). */
  commentLabelKey?: string;
  okText?: ReactNode;
  danger?: boolean;
  onCancel: () => void;
  /**
   * Asked once the form is valid, before the action runs and its button shows progress (a decision
   * confirmed twice); false keeps the dialog open with what was entered.
   */
  confirm?: () => Promise<boolean>;
  /** Runs the action; throws to keep the dialog open (server field errors land on the form). */
  onSubmit: (values: ActionValues) => Promise<unknown>;
  /** Extra form items (assessment form, supplier select...). */
  children?: ReactNode | ((form: FormInstance) => ReactNode);
  initialValues?: Record<string, unknown>;
}

export function ActionDialog({ open, title, commentRequired, commentLabelKey = 'suppliers.fields.comment', okText, danger, onCancel, confirm, onSubmit, children, initialValues }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [pending, setPending] = useState(false);
  const submit = async () => {
    const raw = (await form.validateFields()) as Record<string, unknown> & { files?: FileItem[]; comment?: string };
    const { files, ...rest } = raw;
    if (confirm && !(await confirm())) return;
    setPending(true);
    try {
      await onSubmit({ ...rest, comment: raw.comment?.trim() || undefined, attachments: (files ?? []).map((f) => f.fileKey) });
      form.resetFields();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      onOk={() => void submit()}
      okText={okText ?? t('common.actions.confirm')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ danger, loading: pending }}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {typeof children === 'function' ? children(form) : children}
        <Form.Item
          name="comment"
          label={t(commentLabelKey)}
          rules={commentRequired ? [{ required: true, whitespace: true, message: t('suppliers.messages.commentRequired') }] : []}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="files" label={t('suppliers.fields.attachments')}>
          <UploadField action={UPLOAD_URL} maxCount={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
