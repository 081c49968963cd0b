/**
 * Registration choice, employee branch, after the administrator lookup (issue 28 item 7, spec 000
 * §1, 001 §6): the person asks the company's administrator for an account: name, user ID, email,
 * telephone, password (employee rules), an optional note and the captcha. The administrator
 * approves or refuses; the answer comes by email.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import '@aerosupply/shared/supplier-accounts/messages';
import type { AdminLookupAnswer, AdminLookupInput } from '@aerosupply/shared/registration/schemas';
import { employeeRequestSchema, REQUEST_TEXT_MAX, type EmployeeRequestAnswer } from '@aerosupply/shared/supplier-accounts/requests';
import { employeeAccount, employeePhone } from '@aerosupply/shared/supplier-accounts/schemas';
import { email, requiredText } from '@aerosupply/shared/validation/fields';
import { checkEmployeePassword } from '@aerosupply/shared/validation/password';
import type { Rule } from 'antd/es/form';
import { fetchLoginType } from '../../../lib/auth';
import { SCROLL_TO_FIRST_ERROR, useSubmit } from '../../../lib/forms';
import { registrationApi, useCaptcha } from '../api';
import { confirmRule, messageOf, zodRule } from '../forms';
import { CaptchaInput } from './CaptchaInput';

interface JoinValues {
  realName: string;
  account: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  note?: string;
  captchaCode?: string;
}

/** Employee password (spec 001 §5): the first unmet rule. */
const passwordRule: Rule = {
  required: true,
  validator: async (_rule, value: string | undefined) => {
    const codes = checkEmployeePassword(value);
    if (codes.length) throw new Error(codes[0] === 'too_short' || codes[0] === 'too_long' ? messageOf('password.employee_format') : messageOf(`password.${codes[0]}`));
  },
};

export function JoinRequestForm({ company, admin }: { company: AdminLookupInput; admin: AdminLookupAnswer }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<JoinValues>();
  const loginType = useQuery({ queryKey: ['auth', 'loginType'], queryFn: fetchLoginType, staleTime: 60_000 });
  const captchaOn = loginType.data?.captcha ?? false;
  const captcha = useCaptcha('employee-request', captchaOn);
  const [done, setDone] = useState<EmployeeRequestAnswer | null>(null);
  const submit = useSubmit(
    async (values: JoinValues) => {
      try {
        setDone(
          await registrationApi.requestAccount({
            ...company,
            ...values,
            captchaKey: captchaOn ? captcha.data?.captchaKey : undefined,
            captchaCode: captchaOn ? values.captchaCode?.trim() : undefined,
          }),
        );
      } finally {
        // A captcha is used once, right or wrong.
        if (captchaOn) {
          form.setFieldValue('captchaCode', '');
          void captcha.refetch();
        }
      }
    },
    { form },
  );

  if (done) {
    return (
      <Result
        status="success"
        title={t('onboarding.join.sentTitle')}
        subTitle={done.message}
        extra={
          <Link to="/login">
            <Button type="primary">{t('onboarding.join.backToLogin')}</Button>
          </Link>
        }
        data-testid="join-done"
      />
    );
  }

  return (
    <Form<JoinValues> form={form} layout="vertical" onFinish={(v) => void submit.run(v)} scrollToFirstError={SCROLL_TO_FIRST_ERROR} aria-label={t('onboarding.join.title', { company: admin.companyName })} style={{ marginTop: 24 }}>
      <Alert type="info" showIcon title={t('onboarding.join.title', { company: admin.companyName })} description={t('onboarding.join.hint', { name: admin.adminName })} style={{ marginBottom: 16 }} />
      <Form.Item name="realName" label={t('onboarding.fields.realName')} rules={[zodRule(requiredText(), true)]}>
        <Input maxLength={60} autoComplete="name" data-testid="join-realName" />
      </Form.Item>
      <Form.Item name="account" label={t('onboarding.fields.account')} rules={[zodRule(employeeAccount, true)]}>
        <Input maxLength={60} autoComplete="username" data-testid="join-account" />
      </Form.Item>
      <Form.Item name="email" label={t('onboarding.fields.email')} rules={[zodRule(email, true)]}>
        <Input maxLength={60} autoComplete="email" data-testid="join-email" />
      </Form.Item>
      <Form.Item name="phone" label={t('onboarding.fields.phone')} rules={[zodRule(employeePhone, true)]}>
        <Input maxLength={15} inputMode="tel" autoComplete="tel" data-testid="join-phone" />
      </Form.Item>
      <Form.Item name="password" label={t('onboarding.fields.password')} rules={[passwordRule]} extra={t('onboarding.join.passwordHint')}>
        <Input.Password maxLength={12} autoComplete="new-password" data-testid="join-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('onboarding.fields.confirmPassword')} dependencies={['password']} rules={[confirmRule(() => form.getFieldValue('password') as string | undefined)]}>
        <Input.Password maxLength={12} autoComplete="new-password" data-testid="join-confirmPassword" />
      </Form.Item>
      <Form.Item name="note" label={t('onboarding.fields.note')} rules={[zodRule(employeeRequestSchema.shape.note)]}>
        <Input.TextArea maxLength={REQUEST_TEXT_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="join-note" />
      </Form.Item>
      {captchaOn && (
        <Form.Item name="captchaCode" label={t('onboarding.fields.captcha')} rules={[{ required: true, whitespace: true, message: messageOf('auth.captcha_required') }]}>
          <CaptchaInput captcha={captcha.data} loading={captcha.isFetching} onRefresh={() => void captcha.refetch()} />
        </Form.Item>
      )}
      {submit.problem && <Alert style={{ marginBottom: 16 }} type="error" showIcon role="alert" title={submit.problem} data-testid="join-error" />}
      <Button type="primary" htmlType="submit" loading={submit.pending} data-testid="join-submit">
        {t('onboarding.join.submit')}
      </Button>
    </Form>
  );
}
