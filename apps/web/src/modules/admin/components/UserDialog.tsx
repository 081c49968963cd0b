/**
 * Create or edit a staff or forwarder user (spec 001 §3 'User': name, account, hardware-key serial,
 * company, role). Staff accounts are 8-digit staff IDs (spec 001 §5). Creating answers a temporary
 * password, shown once by the caller. Rules come from the shared schemas; server field errors land
 * on their fields.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Col, Form, Input, Modal, Row, Select, Space } from 'antd';
import { STAFF_COMPANY_ID } from '@aerosupply/shared/permissions';
import { STAFF_ID_PATTERN } from '@aerosupply/shared/validation/fields';
import { userCreateBody, type AdminUser, type TemporaryPasswordAnswer, type UserCreateBody } from '@aerosupply/shared/admin/schemas';
import { useSubmit, validateThen } from '../../../lib/forms';
import { adminApi, useCompanyOptions, useRoleOptions } from '../api';
import { blankToUndefined, messageOf, zodRule } from '../forms';

const shape = userCreateBody.shape;

type Values = {
  account?: string;
  realName: string;
  email: string;
  mobile?: string;
  phone?: string;
  companyId: number;
  roleIds: number[];
  hardwareKey?: string;
  language?: 'zh' | 'en' | '';
};

export interface UserDialogProps {
  open: boolean;
  /** The user to edit; null creates one. */
  editing: AdminUser | null;
  onClose: () => void;
  onCreated: (answer: TemporaryPasswordAnswer) => void;
  onUpdated: (user: AdminUser) => void;
}

export function UserDialog({ open, editing, onClose, onCreated, onUpdated }: UserDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const companyId = Form.useWatch('companyId', form);
  const companies = useCompanyOptions();
  const roles = useRoleOptions(companyId, open && companyId !== undefined);
  const submit = useSubmit(
    async (values: Values) => {
      const { account, language, ...rest } = blankToUndefined(values);
      if (editing) onUpdated(await adminApi.updateUser(editing.id, { ...rest, language: language || null }));
      else onCreated(await adminApi.createUser({ ...rest, account: account ?? '', language: language || undefined } as UserCreateBody));
    },
    { form, success: editing ? t('common.messages.saved') : t('admin.users.messages.created') },
  );
  const { pending, problem, reset } = submit;

  useEffect(() => {
    if (!open) return;
    reset();
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        account: editing.account,
        realName: editing.realName,
        email: editing.email ?? '',
        mobile: editing.mobile ?? undefined,
        phone: editing.phone ?? undefined,
        companyId: editing.companyId,
        roleIds: editing.roles.map((r) => r.id),
        hardwareKey: editing.hardwareKey ?? undefined,
        language: (editing.language as 'zh' | 'en' | null) ?? '',
      });
    } else {
      form.setFieldsValue({ companyId: STAFF_COMPANY_ID, roleIds: [], language: '' });
    }
  }, [open, editing, form, reset]);

  const save = () => validateThen(form, submit.run);

  const staffAccountRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!editing && form.getFieldValue('companyId') === STAFF_COMPANY_ID && value && !STAFF_ID_PATTERN.test(value.trim())) {
        throw new Error(messageOf('validation.staff_id'));
      }
    },
  };

  const title = editing ? t('admin.users.dialog.editTitle') : t('admin.users.dialog.createTitle');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="primary" onClick={() => void save()} loading={pending} data-testid="user-save">
            {t('common.actions.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" aria-label={title} name="admin-user">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="companyId"
              label={t('admin.users.fields.company')}
              rules={[{ required: true, message: messageOf('validation.required') }]}
            >
              <Select<number>
                options={(companies.data ?? []).map((c) => ({ value: c.value, label: c.label }))}
                loading={companies.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('common.placeholders.select')}
                onChange={() => {
                  form.setFieldValue('roleIds', []);
                  if (form.getFieldValue('account')) void form.validateFields(['account']);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="account"
              label={t('admin.users.fields.account')}
              extra={!editing && companyId === STAFF_COMPANY_ID ? t('admin.users.dialog.staffIdHint') : undefined}
              rules={editing ? [] : [zodRule(shape.account, true), staffAccountRule]}
            >
              <Input maxLength={60} disabled={Boolean(editing)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="realName" label={t('admin.users.fields.realName')} rules={[zodRule(shape.realName, true)]}>
              <Input maxLength={60} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('admin.users.fields.email')} rules={[zodRule(shape.email, true)]}>
              <Input maxLength={60} type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="mobile" label={t('admin.users.fields.mobile')} rules={[zodRule(shape.mobile)]}>
              <Input maxLength={15} inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('admin.users.fields.phone')} rules={[zodRule(shape.phone)]}>
              <Input maxLength={20} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="roleIds" label={t('admin.users.fields.roles')} rules={[zodRule(shape.roleIds, true)]}>
              <Select<number[]>
                mode="multiple"
                options={(roles.data ?? []).map((r) => ({ value: r.value, label: r.label }))}
                loading={roles.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('common.placeholders.select')}
                data-testid="user-roles"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="hardwareKey" label={t('admin.users.fields.hardwareKey')} rules={[zodRule(shape.hardwareKey)]}>
              <Input maxLength={60} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="language" label={t('admin.users.fields.language')}>
              <Select<'zh' | 'en' | ''>
                options={[
                  { value: '', label: t('admin.users.language.none') },
                  { value: 'zh', label: t('common.languages.zh') },
                  { value: 'en', label: t('common.languages.en') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}
