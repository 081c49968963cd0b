/**
 * Position roles (posts) of the supplier over the six function permissions (spec 001 §2, §6):
 * create, edit, delete (warning: cannot be undone; a post still assigned cannot be deleted).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Form, Input, Modal, Tag } from 'antd';
import type { ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { postBodySchema, type PostBody, type PostView } from '@aerosupply/shared/supplier-accounts/schemas';
import { ListTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { confirmedAction, RecordActions } from '../../../components/RecordActions';
import { useCan } from '../../../lib/useCan';
import { SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { accountApi, accountKeys, postManageKey, sideFunctions, usePosts } from '../api';
import { postLabel } from '../components/EmployeeDialog';
import { zodRule } from '../components/rules';

const f = postBodySchema.shape;

function PostDialog({ open, editing, onClose, onSaved }: { open: boolean; editing: PostView | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PostBody>();
  const { run, pending, problem, reset } = useSubmit(
    async (values: PostBody) => {
      const body = { ...values, description: values.description || undefined };
      if (editing) await accountApi.updatePost(editing.id, body);
      else await accountApi.createPost(body);
      onSaved();
    },
    { form, success: true },
  );
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    reset();
    if (editing) form.setFieldsValue({ nameZh: editing.nameZh, nameEn: editing.nameEn, description: editing.description ?? undefined, permissions: editing.permissions });
  }, [open, editing, form, reset]);
  return (
    <Modal open={open} title={editing ? t('supplierAccounts.posts.editTitle') : t('supplierAccounts.posts.createTitle')} onCancel={onClose} onOk={() => void validateThen(form, run)} confirmLoading={pending} okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} destroyOnHidden okButtonProps={{ 'data-testid': 'post-save' } as ButtonProps}>
      <Form<PostBody> form={form} layout="vertical" scrollToFirstError={SCROLL_TO_FIRST_ERROR}>
        <Form.Item name="nameZh" label={t('supplierAccounts.fields.nameZh')} rules={[zodRule(f.nameZh, true)]}>
          <Input maxLength={60} data-testid="post-nameZh" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('supplierAccounts.fields.nameEn')} rules={[zodRule(f.nameEn, true)]}>
          <Input maxLength={60} data-testid="post-nameEn" />
        </Form.Item>
        <Form.Item name="description" label={t('supplierAccounts.fields.description')} rules={[zodRule(f.description)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="permissions" label={t('supplierAccounts.fields.functions')} rules={[{ required: true, type: 'array', min: 1, message: t('supplierAccounts.hints.needsFunction') }]}>
          <Checkbox.Group options={sideFunctions().map((p) => ({ value: p, label: t(`supplierAccounts.functions.${p.replace('.', '_')}`) }))} data-testid="post-functions" />
        </Form.Item>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}

export default function PostsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const posts = usePosts();
  // Only the company administrator changes posts (D-96); others see them read-only.
  const managesPosts = useCan()(postManageKey());
  const [dialog, setDialog] = useState<{ open: boolean; editing: PostView | null }>({ open: false, editing: null });
  const refresh = () => void qc.invalidateQueries({ queryKey: accountKeys.posts });
  return (
    <PageContainer
      title={t('supplierAccounts.posts.title')}
      extra={
        managesPosts && (
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setDialog({ open: true, editing: null })} data-testid="post-create">
            {t('supplierAccounts.posts.create')}
          </Button>
        )
      }
    >
      {!managesPosts && <Alert type="info" showIcon title={t('supplierAccounts.posts.adminOnly')} style={{ marginBottom: 16 }} data-testid="posts-admin-only" />}
      <ListTable<PostView>
        rowKey="id"
        label={t('supplierAccounts.posts.title')}
        emptyHint={t('supplierAccounts.posts.emptyHint', { action: t('supplierAccounts.posts.create') })}
        loading={posts.isFetching}
        rows={posts.data}
        onRefresh={refresh}
        columns={[
          { title: t('supplierAccounts.fields.postName'), key: 'name', render: (_, r) => postLabel(r) },
          { title: t('supplierAccounts.fields.functions'), dataIndex: 'permissions', render: (v: string[]) => v.map((p) => <Tag key={p}>{t(`supplierAccounts.functions.${p.replace('.', '_')}`)}</Tag>) },
          { title: t('supplierAccounts.fields.userCount'), dataIndex: 'userCount' },
          { title: t('supplierAccounts.fields.description'), dataIndex: 'description' },
          {
            title: t('supplierAccounts.fields.actions'),
            key: 'actions',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  edit: { labelKey: 'common.actions.edit', onClick: () => setDialog({ open: true, editing: r }) },
                  delete: confirmedAction({ labelKey: 'common.actions.delete', danger: true, confirmKey: 'supplierAccounts.confirm.deletePost' }, () => accountApi.deletePost(r.id), t('common.messages.saved'), refresh),
                }}
              />
            ),
          },
        ]}
      />
      <PostDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog({ open: false, editing: null })}
        onSaved={() => {
          setDialog({ open: false, editing: null });
          refresh();
        }}
      />
    </PageContainer>
  );
}
