/**
 * "Get code" with the resend countdown (spec 000 §2 'resend'): after a send the button waits the
 * server's `resendAfter` seconds; a 429 'too soon' answer starts the countdown from Retry-After.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import type { CodeSentAnswer } from '@aerosupply/shared/account-recovery/schemas';
import { isApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/feedback';
import { secondsLeft } from '../validation';

export function SendCodeButton({
  send,
  disabled,
  onSent,
  onError,
  testId,
}: {
  /** Sends the code; resolves with the server's answer. */
  send: () => Promise<CodeSentAnswer>;
  disabled?: boolean;
  onSent?: (answer: CodeSentAnswer) => void;
  /** Reports an error the caller wants to show on its form (field errors); the text shows otherwise. */
  onError?: (error: unknown) => boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const left = secondsLeft(until, now);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const onClick = async () => {
    setPending(true);
    try {
      const answer = await send();
      setSentOnce(true);
      setUntil(Date.now() + answer.resendAfter * 1000);
      setNow(Date.now());
      // Forgot password and unlock do not say whether the account has the address (D-104).
      // Spec 001 §8: a code by email says "verification email sent".
      if (answer.maskedTarget) showSuccess(t(answer.channel === 'email' ? 'onboarding.code.sentEmail' : 'onboarding.code.sent', { target: answer.maskedTarget, minutes: answer.validMinutes }));
      else showSuccess(t(answer.channel === 'email' ? 'onboarding.code.sentIfValidEmail' : 'onboarding.code.sentIfValidSms', { minutes: answer.validMinutes }));
      onSent?.(answer);
    } catch (err) {
      if (isApiError(err) && err.status === 429 && err.retryAfter) {
        setUntil(Date.now() + err.retryAfter * 1000);
        setNow(Date.now());
      }
      // A failed form validation (e.g. the mobile field) already shows on its field.
      const formInvalid = typeof err === 'object' && err !== null && 'errorFields' in err;
      if (!formInvalid && !(onError?.(err) ?? false)) showError(isApiError(err) ? err.message : t('common.errors.unexpected'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button onClick={() => void onClick()} loading={pending} disabled={disabled || left > 0} data-testid={testId}>
      {left > 0 ? t('onboarding.code.resendIn', { seconds: left }) : sentOnce ? t('onboarding.code.resend') : t('onboarding.code.get')}
    </Button>
  );
}
