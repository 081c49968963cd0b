/**
 * Forgot password and unlock (spec 000 §2 'Forgot password', 'Unlock page', §5; spec 001 §5, §8):
 * account and captcha, then email or SMS ('Please choose one option'), the code (resend after the
 * cooldown) and, for a reset, the new and confirm passwords; then the success message.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Result, Space, Steps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { CodeChannel } from '@aerosupply/shared/account-recovery/schemas';
import { isApiError } from '../../../lib/api/client';
import { fetchLoginType } from '../../../lib/auth';
import { applyFieldErrors, SCROLL_TO_FIRST_ERROR } from '../../../lib/forms';
import { recoveryApi, useCaptcha, type RecoveryKind } from '../api';
import { confirmRule, messageOf, passwordRule } from '../forms';
import { CaptchaInput } from './CaptchaInput';
import { SendCodeButton } from './SendCodeButton';

interface StartValues {
  account: string;
  captchaCode?: string;
}
interface CodeValues {
  channel?: CodeChannel;
  code: string;
  newPwd?: string;
  confirmPwd?: string;
}

const isFormValidation = (err: unknown) => typeof err === 'object' && err !== null && 'errorFields' in err;

export function RecoveryFlow({ kind }: { kind: RecoveryKind }) {
  const { t } = useTranslation();
  const loginType = useQuery({ queryKey: ['auth', 'loginType'], queryFn: fetchLoginType, staleTime: 60_000 });
  const captchaOn = loginType.data?.captcha ?? false;
  const strict = (loginType.data?.passwordMinLength ?? 10) >= 10;
  const captcha = useCaptcha(`recovery-${kind}`, captchaOn);
  const [startForm] = Form.useForm<StartValues>();
  const [codeForm] = Form.useForm<CodeValues>();
  const [step, setStep] = useState(0);
  const [ticket, setTicket] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [doneText, setDoneText] = useState('');
  /** The channel a code was last asked for: its §8 'no valid email / mobile' advice shows (D-104). */
  const [sentChannel, setSentChannel] = useState<CodeChannel | null>(null);

  const fail = (err: unknown, form: typeof startForm | typeof codeForm) => {
    if (isApiError(err) && err.errorKey === 'recovery.ticket_invalid') {
      setTicket(null);
      setStep(0);
      setProblem(err.message);
      return true;
    }
    if (applyFieldErrors(form, err)) return true;
    if (isFormValidation(err)) return true;
    setProblem(isApiError(err) ? err.message : t('common.errors.unexpected'));
    return true;
  };

  const onStart = async (values: StartValues) => {
    setPending(true);
    setProblem(null);
    try {
      const answer = await recoveryApi.start(kind, {
        account: values.account,
        captchaKey: captchaOn ? captcha.data?.captchaKey : undefined,
        captchaCode: captchaOn ? values.captchaCode?.trim() : undefined,
      });
      setTicket(answer.ticket);
      setStep(1);
    } catch (err) {
      fail(err, startForm);
      if (captchaOn) {
        startForm.setFieldValue('captchaCode', '');
        void captcha.refetch();
      }
    } finally {
      setPending(false);
    }
  };

  const sendCode = async () => {
    setProblem(null);
    await codeForm.validateFields(['channel']);
    return recoveryApi.sendCode(kind, { ticket: ticket!, channel: codeForm.getFieldValue('channel') as CodeChannel });
  };

  const onSubmit = async (values: CodeValues) => {
    setPending(true);
    setProblem(null);
    try {
      const body = { ticket: ticket!, channel: values.channel!, code: values.code.trim() };
      const answer = kind === 'password' ? await recoveryApi.reset({ ...body, newPwd: values.newPwd!, confirmPwd: values.confirmPwd! }) : await recoveryApi.unlock(body);
      setDoneText(answer.message);
      setStep(2);
    } catch (err) {
      fail(err, codeForm);
    } finally {
      setPending(false);
    }
  };

  const prefix = kind === 'password' ? 'onboarding.recovery' : 'onboarding.unlock';
  return (
    <>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={[{ title: t('onboarding.recovery.stepAccount') }, { title: t(`${prefix}.stepVerify`) }, { title: t('onboarding.recovery.stepDone') }]}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} data-testid="recovery-error" />}
      {step === 0 && (
        <Form<StartValues> form={startForm} layout="vertical" onFinish={(v) => void onStart(v)} aria-label={t('onboarding.recovery.stepAccount')}>
          <Form.Item name="account" label={t('onboarding.fields.loginAccount')} rules={[{ required: true, whitespace: true, message: messageOf('validation.required') }, { max: 60, message: messageOf('validation.too_long') }]}>
            <Input prefix={<UserOutlined aria-hidden="true" />} maxLength={60} autoComplete="username" autoFocus />
          </Form.Item>
          {captchaOn && (
            <Form.Item name="captchaCode" label={t('onboarding.fields.captcha')} rules={[{ required: true, whitespace: true, message: messageOf('auth.captcha_required') }]}>
              <CaptchaInput captcha={captcha.data} loading={captcha.isFetching} onRefresh={() => void captcha.refetch()} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={pending} data-testid="recovery-next">
            {t('onboarding.actions.next')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form<CodeValues> form={codeForm} layout="vertical" onFinish={(v) => void onSubmit(v)} scrollToFirstError={SCROLL_TO_FIRST_ERROR} aria-label={t(`${prefix}.stepVerify`)}>
          <Form.Item name="channel" label={t('onboarding.fields.channel')} rules={[{ required: true, message: messageOf('auth.choose_one') }]}>
            <Radio.Group>
              <Radio value="email" data-testid="channel-email">
                {t('onboarding.channels.email')}
              </Radio>
              <Radio value="sms" data-testid="channel-sms">
                {t('onboarding.channels.sms')}
              </Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('onboarding.fields.code')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: messageOf('validation.required') }]}>
                <Input maxLength={6} autoComplete="one-time-code" aria-label={t('onboarding.fields.code')} data-testid="recovery-code" />
              </Form.Item>
              <SendCodeButton send={sendCode} onSent={(answer) => setSentChannel(answer.channel)} onError={(err) => fail(err, codeForm)} testId="recovery-send" />
            </Space.Compact>
          </Form.Item>
          {kind === 'password' && (
            <>
              <Form.Item name="newPwd" label={t('onboarding.fields.newPassword')} rules={[passwordRule(strict)]} extra={t(strict ? 'onboarding.passwordHint.strict' : 'onboarding.passwordHint.lenient')}>
                <Input.Password maxLength={20} autoComplete="new-password" />
              </Form.Item>
              <Form.Item name="confirmPwd" label={t('onboarding.fields.confirmPassword')} dependencies={['newPwd']} rules={[confirmRule(() => codeForm.getFieldValue('newPwd') as string | undefined)]}>
                <Input.Password maxLength={20} autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          {sentChannel && (
            <Alert
              type="info"
              showIcon
              title={t('onboarding.recovery.noCode', { advice: messageOf(sentChannel === 'email' ? 'auth.no_valid_email' : 'auth.no_valid_mobile') })}
              style={{ marginBottom: 16 }}
              data-testid="recovery-no-code"
            />
          )}
          <Alert type="info" showIcon title={t('onboarding.recovery.codeNote')} style={{ marginBottom: 16 }} />
          <Button type="primary" htmlType="submit" loading={pending} data-testid="recovery-submit">
            {t(`${prefix}.submit`)}
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title={doneText}
          extra={
            <Link to="/login">
              <Button type="primary">{t('onboarding.register.toLogin')}</Button>
            </Link>
          }
          data-testid="recovery-done"
        />
      )}
    </>
  );
}
