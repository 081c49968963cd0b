/**
 * Account-info completion (spec 000 §2, spec 001 §2): three steps, mobile, mailbox, finish. Each
 * address is proven with a code before it is saved on the profile.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result, Space, Steps } from 'antd';
import type { CodeChannel } from '@aerosupply/shared/account-recovery/schemas';
import { completionSendSchema } from '@aerosupply/shared/account-recovery/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { isApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms';
import { homePathFor, useUserInfo } from '../../../lib/user';
import { completionApi, onboardingKeys, useCompletionStatus } from '../api';
import { messageOf, zodRule } from '../forms';
import { SendCodeButton } from '../components/SendCodeButton';

const STEPS = ['mobile', 'mailbox', 'finish'] as const;
const targetSchemas = Object.fromEntries(completionSendSchema.options.map((o) => [o.shape.channel.value, o.shape.target])) as Record<CodeChannel, (typeof completionSendSchema.options)[number]['shape']['target']>;

function AddressStep({ channel, current, onDone }: { channel: CodeChannel; current: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ target: string; code: string }>();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const label = channel === 'sms' ? t('onboarding.fields.mobile') : t('onboarding.fields.email');

  const fail = (err: unknown) => {
    if (!applyFieldErrors(form, err) && !(typeof err === 'object' && err !== null && 'errorFields' in err)) {
      setProblem(isApiError(err) ? err.message : t('common.errors.unexpected'));
    }
    return true;
  };

  const send = async () => {
    setProblem(null);
    await form.validateFields(['target']);
    return completionApi.sendCode({ channel, target: (form.getFieldValue('target') as string).trim() });
  };

  const onFinish = async (values: { target: string; code: string }) => {
    setPending(true);
    setProblem(null);
    try {
      await completionApi.verify({ channel, target: values.target.trim(), code: values.code.trim() });
      showSuccess(t('common.messages.saved'));
      onDone();
    } catch (err) {
      fail(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} style={{ maxWidth: 480 }} aria-label={label}>
      {current && <Alert type="success" showIcon title={t('onboarding.completion.current', { value: current })} style={{ marginBottom: 16 }} />}
      <Form.Item name="target" label={label} rules={[zodRule(targetSchemas[channel], true)]}>
        <Input maxLength={channel === 'sms' ? 15 : 60} inputMode={channel === 'sms' ? 'numeric' : 'email'} />
      </Form.Item>
      <Form.Item label={t('onboarding.fields.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: messageOf('validation.required') }]}>
            <Input maxLength={6} autoComplete="one-time-code" aria-label={t('onboarding.fields.code')} />
          </Form.Item>
          <SendCodeButton send={send} onError={fail} />
        </Space.Compact>
      </Form.Item>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('onboarding.completion.verify')}
        </Button>
        {current && <Button onClick={onDone}>{t('onboarding.actions.next')}</Button>}
      </Space>
    </Form>
  );
}

export default function AccountCompletionPage() {
  const { t } = useTranslation();
  const status = useCompletionStatus();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const info = useUserInfo();

  useEffect(() => {
    if (status.data) setStep(STEPS.indexOf(status.data.step));
    // Only the first answer decides where the user starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status.data === undefined]);

  const next = () => {
    void queryClient.invalidateQueries({ queryKey: onboardingKeys.completion });
    setStep((s) => Math.min(s + 1, 2));
  };

  return (
    <PageContainer title={t('onboarding.completion.title')} description={t('onboarding.completion.description')}>
      <Steps current={step} style={{ marginBottom: 24, maxWidth: 640 }} items={STEPS.map((s) => ({ title: t(`onboarding.completion.steps.${s}`) }))} />
      {step === 0 && <AddressStep key="sms" channel="sms" current={status.data?.maskedMobile ?? null} onDone={next} />}
      {step === 1 && <AddressStep key="email" channel="email" current={status.data?.maskedEmail ?? null} onDone={next} />}
      {step === 2 && (
        <Result
          status={status.data?.emailValid && status.data.mobileValid ? 'success' : 'warning'}
          title={status.data?.emailValid && status.data.mobileValid ? t('onboarding.completion.done') : t('onboarding.completion.incomplete')}
          extra={
            <Space>
              <Button onClick={() => setStep(0)}>{t('onboarding.completion.steps.mobile')}</Button>
              <Link to={info ? homePathFor(info.user) : '/'}>
                <Button type="primary">{t('onboarding.completion.toHome')}</Button>
              </Link>
            </Space>
          }
        />
      )}
    </PageContainer>
  );
}
