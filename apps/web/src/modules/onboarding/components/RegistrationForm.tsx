/**
 * The new-supplier registration form (spec 001 §2 'Supplier registration', §5; spec 000 §2, §5):
 * code of conduct, supplier type, country, tax system and ID, company names with the duplication
 * check, contact, login name, password and repeat, email, invitation code, time zone, mobile with
 * the SMS code. The first registrant becomes the company's system administrator.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Col, Divider, Form, Input, Result, Row, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { registrationSchema, type RegistrationInput } from '@aerosupply/shared/registration/schemas';
import { isApiError } from '../../../lib/api/client';
import { fetchLoginType } from '../../../lib/auth';
import { showSuccess, showWarning } from '../../../lib/feedback';
import { applyFieldErrors, SCROLL_TO_FIRST_ERROR, useSubmit } from '../../../lib/forms';
import { registrationApi, useInvitationPrefill } from '../api';
import { confirmRule, passwordRule, zodRule } from '../forms';
import { CompanyFields } from './CompanyFields';
import { SendCodeButton } from './SendCodeButton';

const fields = registrationSchema().shape;

export interface RegistrationValues {
  agreeCodeOfConduct: boolean;
  supplierType: string;
  country: string;
  taxSystem: string;
  taxId: string;
  companyName: string;
  companyNameEn?: string;
  contactName: string;
  account: string;
  password: string;
  confirmPassword: string;
  email: string;
  invitationCode?: string;
  timeZone: string;
  mobile: string;
  smsCode: string;
}

export function RegistrationForm({ inviteCode }: { inviteCode: string | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegistrationValues>();
  const loginType = useQuery({ queryKey: ['auth', 'loginType'], queryFn: fetchLoginType, staleTime: 60_000 });
  const strict = (loginType.data?.passwordMinLength ?? 10) >= 10;
  const prefill = useInvitationPrefill(inviteCode);
  const [done, setDone] = useState<{ account: string } | null>(null);

  useEffect(() => {
    const p = prefill.data;
    if (!p) return;
    form.setFieldsValue({
      invitationCode: p.code,
      companyName: p.companyName,
      email: p.email,
      ...(p.country ? { country: p.country } : {}),
      ...(p.taxSystem ? { taxSystem: p.taxSystem } : {}),
      ...(p.taxId ? { taxId: p.taxId } : {}),
    });
  }, [prefill.data, form]);

  useEffect(() => {
    if (inviteCode) form.setFieldValue('invitationCode', inviteCode);
  }, [inviteCode, form]);

  const duplicateCheck = useSubmit(
    async (values: Partial<RegistrationValues>) => {
      const answer = await registrationApi.checkDuplicates({
        taxId: values.taxId || undefined,
        companyName: values.companyName || undefined,
        companyNameEn: values.companyNameEn || undefined,
      });
      form.setFields(['taxId', 'companyName', 'companyNameEn'].map((name) => ({ name: name as keyof RegistrationValues, errors: answer.problems.filter((p) => p.field === name).map((p) => p.message) })));
      if (answer.ok) showSuccess(t('onboarding.register.noDuplicates'));
    },
    // A check changes nothing, so asking again at once is fine (no 2000 ms guard).
    { form, guardMs: 0 },
  );

  const checkDuplicates = () => {
    const values = form.getFieldsValue(['taxId', 'companyName', 'companyNameEn']) as Partial<RegistrationValues>;
    if (!values.taxId && !values.companyName && !values.companyNameEn) {
      showWarning(t('onboarding.register.duplicateNeedsInput'));
      return;
    }
    void duplicateCheck.run(values);
  };

  const sendSms = async () => {
    await form.validateFields(['mobile']);
    return registrationApi.sendSms(form.getFieldValue('mobile') as string);
  };

  const register = useSubmit(
    async (values: RegistrationValues) => {
      const answer = await registrationApi.register({
        ...values,
        // The checkbox and the select only let these values through (form rules); the server checks them again.
        agreeCodeOfConduct: values.agreeCodeOfConduct as true,
        supplierType: values.supplierType as RegistrationInput['supplierType'],
        companyNameEn: values.companyNameEn || undefined,
        invitationCode: values.invitationCode || undefined,
      });
      setDone({ account: answer.account });
    },
    { form },
  );

  const onFinish = (values: RegistrationValues) => {
    // One alert serves both requests, so a new registration attempt clears the duplicate check's failure too.
    duplicateCheck.reset();
    void register.run(values);
  };
  const problem = register.problem ?? duplicateCheck.problem;

  if (done) {
    return (
      <Result
        status="success"
        title={t('onboarding.register.doneTitle')}
        subTitle={t('onboarding.register.doneText', { account: done.account })}
        extra={
          <Link to="/login">
            <Button type="primary" data-testid="register-to-login">
              {t('onboarding.register.toLogin')}
            </Button>
          </Link>
        }
        data-testid="register-done"
      />
    );
  }

  const names = () => [form.getFieldValue('companyName') as string | undefined, form.getFieldValue('companyNameEn') as string | undefined];

  return (
    <Form<RegistrationValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      initialValues={{ supplierType: 'aircraft' }}
      aria-label={t('onboarding.register.title')}
    >
      {prefill.isError && <Alert type="warning" showIcon title={isApiError(prefill.error) ? prefill.error.message : ''} style={{ marginBottom: 16 }} data-testid="invite-problem" />}
      <Alert type="info" showIcon title={t('onboarding.register.adminNote')} style={{ marginBottom: 16 }} />

      <Divider titlePlacement="start">{t('onboarding.register.companySection')}</Divider>
      <CompanyFields fields={fields} testIdPrefix="reg" />
      <Button onClick={checkDuplicates} style={{ marginBottom: 16 }} data-testid="reg-check-duplicates">
        {t('onboarding.register.checkDuplicates')}
      </Button>

      <Divider titlePlacement="start">{t('onboarding.register.accountSection')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contactName" label={t('onboarding.fields.contactName')} rules={[zodRule(fields.contactName, true)]}>
            <Input maxLength={60} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="account" label={t('onboarding.fields.account')} rules={[zodRule(fields.account, true)]} extra={t('onboarding.register.accountHint')}>
            <Input maxLength={30} autoComplete="username" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="password" label={t('onboarding.fields.password')} rules={[passwordRule(strict, names)]} dependencies={['companyName', 'companyNameEn']} extra={t(strict ? 'onboarding.passwordHint.strict' : 'onboarding.passwordHint.lenient')}>
            <Input.Password maxLength={20} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="confirmPassword" label={t('onboarding.fields.confirmPassword')} dependencies={['password']} rules={[confirmRule(() => form.getFieldValue('password') as string | undefined)]}>
            <Input.Password maxLength={20} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('onboarding.fields.email')} rules={[zodRule(fields.email, true)]}>
            <Input maxLength={60} autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="invitationCode" label={t('onboarding.fields.invitationCode')} rules={[zodRule(fields.invitationCode)]}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label={t('onboarding.fields.mobile')} rules={[zodRule(fields.mobile, true)]}>
            <Input maxLength={15} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('onboarding.fields.smsCode')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="smsCode" noStyle rules={[zodRule(fields.smsCode, true)]}>
                <Input maxLength={6} autoComplete="one-time-code" aria-label={t('onboarding.fields.smsCode')} />
              </Form.Item>
              <SendCodeButton send={sendSms} onError={(err) => applyFieldErrors(form, err)} testId="reg-send-sms" />
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>

      <Form.Item
        name="agreeCodeOfConduct"
        valuePropName="checked"
        rules={[{ validator: async (_r, v: boolean) => { if (v !== true) throw new Error(t('onboarding.register.mustAgree')); } }]}
      >
        <Checkbox data-testid="reg-agree">
          {t('onboarding.register.agree')}{' '}
          <Link to="/help/code-of-conduct" target="_blank" rel="noopener">
            {t('onboarding.help.conduct.title')}
          </Link>
        </Checkbox>
      </Form.Item>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} data-testid="register-error" />}
      <Button type="primary" htmlType="submit" size="large" loading={register.pending} block data-testid="reg-submit">
        {t('onboarding.register.submit')}
      </Button>
    </Form>
  );
}
