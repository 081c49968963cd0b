/**
 * The sign-in's second step (D-600): a code of the authenticator app or a recovery code; or, when
 * the company requires a factor the account has none of, its setup (D-602), whose first code signs in
 * and shows the recovery codes once.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, Modal, Skeleton, Space } from 'antd';
import type { MfaRequired, TotpSetup, UserInfo } from '@aerosupply/shared';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { isApiError } from '../../lib/api/client';
import { signInSecondStep, startRequiredEnrolment } from '../../lib/auth';
import { RecoveryCodesView, TotpSetupView } from './TotpSetupView';

interface Props {
  step: MfaRequired;
  onSignedIn: (info: UserInfo) => void;
  onRestart: () => void;
}

export function SecondStep({ step, onSignedIn, onRestart }: Props) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ key: string; text: string } | null>(null);
  const [setup, setSetup] = useState<TotpSetup | null>(null);

  useEffect(() => {
    if (!step.enrol) return;
    startRequiredEnrolment(step.mfa_token)
      .then(setSetup)
      .catch((err: unknown) => setProblem({ key: isApiError(err) ? err.errorKey : 'client.unexpected', text: isApiError(err) ? err.message : t('common.errors.unexpected') }));
  }, [step, t]);

  const signWithKey = async () => {
    if (!step.webauthn) return;
    let assertion;
    try {
      assertion = await startAuthentication({ optionsJSON: step.webauthn as unknown as PublicKeyCredentialRequestOptionsJSON });
    } catch {
      setProblem({ key: 'client.key_cancelled', text: t('auth.mfa.keyCancelled') });
      return;
    }
    await submit({ webauthn: JSON.stringify(assertion) });
  };

  const submit = async (input: { code?: string; recoveryCode?: string; webauthn?: string }) => {
    setPending(true);
    setProblem(null);
    try {
      const { info, recoveryCodes } = await signInSecondStep({ mfaToken: step.mfa_token, ...input });
      if (recoveryCodes) {
        Modal.info({ title: t('auth.mfa.recoveryTitle'), content: <RecoveryCodesView codes={recoveryCodes} />, width: 520, onOk: () => onSignedIn(info) });
      } else onSignedIn(info);
    } catch (err) {
      setProblem({ key: isApiError(err) ? err.errorKey : 'client.unexpected', text: isApiError(err) ? err.message : t('common.errors.unexpected') });
      setValue('');
    } finally {
      setPending(false);
    }
  };

  const restart = problem?.key === 'auth.mfa_token_invalid' || problem?.key === 'auth.account_locked';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="second-step">
      <h2>{step.enrol ? t('auth.mfa.enrolTitle') : t('auth.mfa.title')}</h2>
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem.text}
          data-testid="second-step-error"
          action={restart ? <Button size="small" onClick={onRestart}>{t('auth.mfa.restart')}</Button> : undefined}
        />
      )}
      {step.methods.includes('webauthn') && (
        <Button type="primary" size="large" block loading={pending} onClick={() => void signWithKey()} data-testid="second-step-key">
          {t('auth.mfa.useKey')}
        </Button>
      )}
      {step.enrol ? (
        setup ? <TotpSetupView setup={setup} pending={pending} onConfirm={(code) => void submit({ code })} /> : !problem && <Skeleton active />
      ) : (
        step.methods.includes('totp') && (
        <Form layout="vertical" onFinish={() => void submit(useRecovery ? { recoveryCode: value.trim() } : { code: value.trim() })}>
          <Form.Item label={useRecovery ? t('auth.mfa.recoveryLabel') : t('auth.mfa.codeLabel')} required>
            <Input
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoFocus
              size="large"
              inputMode={useRecovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              maxLength={useRecovery ? 20 : 6}
              data-testid="second-step-code"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={!value.trim()} data-testid="second-step-submit">
            {t('auth.mfa.verify')}
          </Button>
          <Space style={{ marginTop: 12, justifyContent: 'space-between', width: '100%' }}>
            <Button type="link" style={{ padding: 0 }} onClick={() => { setUseRecovery(!useRecovery); setValue(''); }}>
              {useRecovery ? t('auth.mfa.useCode') : t('auth.mfa.useRecovery')}
            </Button>
            <Button type="link" style={{ padding: 0 }} onClick={onRestart}>
              {t('auth.mfa.restart')}
            </Button>
          </Space>
        </Form>
        )
      )}
      {!step.methods.includes('totp') && (
        <Button type="link" style={{ padding: 0 }} onClick={onRestart}>
          {t('auth.mfa.restart')}
        </Button>
      )}
    </Space>
  );
}
