/**
 * Single sign-on for staff (issue 32 item 3, D-620..D-625; menu 'system/sso', permission
 * 'sys.sso.manage'): the company's OpenID Connect provider (issuer, client id, a write-only client
 * secret), which claim finds the staff account, whether unknown staff are provisioned (disabled),
 * and whether staff may still sign in with a local password. Saving checks the issuer's discovery.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Form, Input, Popconfirm, Radio, Switch, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoSettingsInput } from '@aerosupply/shared';
import { ssoRoutes } from '@aerosupply/shared/auth/routes';
import { PageContainer } from '../../../components/PageContainer';
import { call } from '../../../lib/api/call';
import { clearEditedErrors, useSubmit, validateThen } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';

const KEY = ['sso', 'settings'] as const;

type FormValues = Omit<SsoSettingsInput, 'clientSecret'> & { clientSecret?: string };

export default function SsoSettingsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const settings = useQuery({ queryKey: KEY, queryFn: () => call(ssoRoutes.settings) });
  const enabled = Form.useWatch('enabled', form);
  const passwordOff = Form.useWatch('staffPasswordOff', form);

  useEffect(() => {
    if (!settings.data) return;
    const { clientSecretSet: _set, redirectUri: _uri, updatedAt: _at, ...values } = settings.data;
    form.setFieldsValue({ ...values, clientSecret: '' });
  }, [settings.data, form]);

  const save = useSubmit(
    async (v: FormValues) => {
      const saved = await call(ssoRoutes.saveSettings, { body: { ...v, clientSecret: v.clientSecret || undefined } }, { silent: true });
      qc.setQueryData(KEY, saved);
      await qc.invalidateQueries({ queryKey: ['auth', 'loginType'] });
    },
    { form, success: true },
  );
  const submit = () => void validateThen(form, save.run);
  const data = settings.data;
  const required = (message: string) => [{ required: Boolean(enabled), whitespace: true, message }];

  return (
    <PageContainer title={t('sso.title')}>
      <Card loading={settings.isLoading}>
        <Typography.Paragraph type="secondary">{t('sso.intro')}</Typography.Paragraph>
        {data && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('sso.redirectUri')}
            description={
              <Typography.Text code copyable data-testid="sso-redirect-uri">
                {data.redirectUri}
              </Typography.Text>
            }
          />
        )}
        <Form<FormValues>
          form={form}
          layout="vertical"
          style={{ maxWidth: 640 }}
          onValuesChange={(changed) => clearEditedErrors(form, changed)}
          aria-label={t('sso.title')}
          disabled={save.pending}
        >
          <Form.Item name="enabled" label={t('sso.fields.enabled')} valuePropName="checked">
            <Switch data-testid="sso-enabled" />
          </Form.Item>
          <Form.Item name="providerName" label={t('sso.fields.providerName')} extra={t('sso.hints.providerName')} rules={required(t('sso.validation.providerName'))}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="issuer" label={t('sso.fields.issuer')} extra={t('sso.hints.issuer')} rules={required(t('sso.validation.issuer'))}>
            <Input maxLength={300} placeholder="https://login.example.com/realms/staff" />
          </Form.Item>
          <Form.Item name="clientId" label={t('sso.fields.clientId')} rules={required(t('sso.validation.clientId'))}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
          <Form.Item name="clientSecret" label={t('sso.fields.clientSecret')} extra={data?.clientSecretSet ? t('sso.hints.secretKept') : t('sso.hints.secretNone')}>
            <Input.Password maxLength={500} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="scopes" label={t('sso.fields.scopes')} rules={[{ required: true, whitespace: true, message: t('sso.validation.scopes') }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Typography.Title level={5}>{t('sso.matching')}</Typography.Title>
          <Form.Item name="matchClaim" label={t('sso.fields.matchClaim')} extra={t('sso.hints.matchClaim')} rules={[{ required: true, whitespace: true, message: t('sso.validation.claim') }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="matchField" label={t('sso.fields.matchField')}>
            <Radio.Group
              options={[
                { value: 'email', label: t('sso.matchFields.email') },
                { value: 'account', label: t('sso.matchFields.account') },
              ]}
            />
          </Form.Item>
          <Form.Item name="nameClaim" label={t('sso.fields.nameClaim')} rules={[{ required: true, whitespace: true, message: t('sso.validation.claim') }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('sso.hints.roles')}</Typography.Paragraph>
          <Form.Item name="provisioning" label={t('sso.fields.provisioning')} extra={t('sso.hints.provisioning')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="staffPasswordOff" label={t('sso.fields.staffPasswordOff')} extra={t('sso.hints.staffPasswordOff')} valuePropName="checked">
            <Switch data-testid="sso-password-off" />
          </Form.Item>
          {save.problem && <Alert type="error" showIcon role="alert" title={save.problem} style={{ marginBottom: 16 }} />}
          {enabled && passwordOff ? (
            <Popconfirm title={t('sso.confirmPasswordOff')} okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')} onConfirm={submit}>
              <Button type="primary" loading={save.pending} data-testid="sso-save">
                {t('common.actions.save')}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="primary" loading={save.pending} onClick={submit} data-testid="sso-save">
              {t('common.actions.save')}
            </Button>
          )}
          {data?.updatedAt && (
            <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
              {t('sso.updatedAt', { at: fmt.dateTime(data.updatedAt) })}
            </Typography.Text>
          )}
        </Form>
      </Card>
    </PageContainer>
  );
}
