/**
 * Create or edit a staff role (spec 001 §2 'role with function permission setting', §3 'Role: name,
 * code, function permissions'): code (fixed once created), names in both languages, description and
 * the function-permission tree. The built-in administrator role keeps every permission.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Result, Row, Space, Spin, Switch } from 'antd';
import { roleCreateBody, type AdminRole, type RoleUpdateBody } from '@aerosupply/shared/admin/schemas';
import { securityKeyRoutes } from '@aerosupply/shared/auth/routes';
import { PageContainer } from '../../../components/PageContainer';
import { call } from '../../../lib/api/call';
import { useSubmit, validateThen } from '../../../lib/forms';
import { adminApi, adminKeys, useRole } from '../api';
import { PermissionTree } from '../components/PermissionTree';
import { blankToUndefined, zodRule } from '../forms';

const shape = roleCreateBody.shape;

interface Values {
  code?: string;
  nameZh: string;
  nameEn: string;
  description?: string;
  permissions: string[];
}

export default function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const idNumber = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const creating = idNumber === null;
  const role = useRole(idNumber);
  const [form] = Form.useForm<Values>();
  const fixed = Boolean(role.data?.builtin && role.data.code === 'admin');

  useEffect(() => {
    if (creating) form.setFieldsValue({ permissions: [] });
    else if (role.data) form.setFieldsValue(fromRole(role.data));
  }, [creating, role.data, form]);

  const back = () => void navigate('/system/roles');

  const submit = useSubmit(
    async (values: Values) => {
      const { code, ...rest } = blankToUndefined(values);
      const body = { ...rest, permissions: values.permissions ?? [] } as RoleUpdateBody;
      if (creating) await adminApi.createRole({ ...body, code: code ?? '' });
      else await adminApi.updateRole(idNumber, body);
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
      back();
    },
    { form, success: creating ? t('admin.roles.messages.created') : true },
  );
  const { pending, problem } = submit;
  const save = () => validateThen(form, submit.run);

  const title = creating ? t('admin.roles.editor.createTitle') : t('admin.roles.editor.editTitle', { name: role.data?.name ?? '' });

  if (!creating && role.isError) {
    return (
      <PageContainer title={t('admin.roles.editor.editTitle', { name: '' })}>
        <Result status="warning" title={t('admin.roles.editor.notFound')} extra={<Button onClick={back}>{t('common.actions.back')}</Button>} />
      </PageContainer>
    );
  }

  return (
    <>
      <PageContainer title={title}>
        {!creating && role.isLoading ? (
          <Spin />
        ) : (
          <Form<Values> form={form} layout="vertical" aria-label={title} name="admin-role" style={{ maxWidth: 960 }}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="code"
                  label={t('admin.roles.fields.code')}
                  rules={creating ? [zodRule(shape.code, true)] : []}
                  extra={creating ? t('admin.roles.editor.codeHint') : undefined}
                >
                  <Input maxLength={30} disabled={!creating} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="nameZh" label={t('admin.roles.fields.nameZh')} rules={[zodRule(shape.nameZh, true)]}>
                  <Input maxLength={60} lang="zh-CN" autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="nameEn" label={t('admin.roles.fields.nameEn')} rules={[zodRule(shape.nameEn, true)]}>
                  <Input maxLength={60} lang="en" autoComplete="off" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="description" label={t('admin.roles.fields.description')} rules={[zodRule(shape.description)]}>
              <Input.TextArea maxLength={200} rows={2} showCount />
            </Form.Item>
            {fixed && <Alert type="info" showIcon title={t('admin.roles.editor.adminFixed')} style={{ marginBottom: 16 }} />}
            <Form.Item name="permissions" label={t('admin.roles.fields.permissions')} rules={[zodRule(shape.permissions)]}>
              <PermissionTree disabled={fixed} label={t('admin.roles.fields.permissions')} />
            </Form.Item>
            {idNumber !== null && <RoleKeyRequirement roleId={idNumber} />}
            {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
            <Space>
              <Button onClick={back}>{t('common.actions.cancel')}</Button>
              <Button type="primary" onClick={() => void save()} loading={pending} data-testid="role-save">
                {t('common.actions.save')}
              </Button>
            </Space>
          </Form>
        )}
      </PageContainer>
    </>
  );
}

function fromRole(role: AdminRole): Values {
  return { code: role.code, nameZh: role.nameZh, nameEn: role.nameEn, description: role.description ?? undefined, permissions: role.permissions };
}

/** A security key required of every holder of the role at sign-in (issue 32 item 1, D-606); saved at once. */
function RoleKeyRequirement({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['admin-role-key-required', roleId];
  const state = useQuery({ queryKey: key, queryFn: () => call(securityKeyRoutes.roleRequired, { params: { id: roleId } }), staleTime: 0 });
  const change = async (required: boolean) => {
    client.setQueryData(key, await call(securityKeyRoutes.setRoleRequired, { params: { id: roleId }, body: { required } }));
  };
  return (
    <Space style={{ marginBottom: 16 }}>
      <Switch id="role-key-required" checked={state.data?.required ?? false} loading={state.isLoading} onChange={(v) => void change(v)} data-testid="role-key-required" />
      <label htmlFor="role-key-required">{t('admin.roles.keyRequired')}</label>
    </Space>
  );
}
