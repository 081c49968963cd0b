/**
 * /sso/callback (issue 32 item 3, D-622): where the company's identity provider sends a staff
 * member back. The provider's answer (code, state, iss) goes to the token endpoint
 * (grant_type=oidc) at once and leaves the address bar; the session then starts as after a
 * password sign-in. A refusal is shown in the user's language with the way back to sign-in.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Result, Spin } from 'antd';
import { isApiError } from '../../../lib/api/client';
import { signInWithSso } from '../../../lib/auth';
import { homePathFor } from '../../../lib/user';

export default function SsoCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once: the answer's code and state are single-use (React's development double effect included).
    if (started.current) return;
    started.current = true;
    const answer = new URLSearchParams(window.location.search);
    window.history.replaceState(null, '', window.location.pathname);
    const code = answer.get('code');
    const state = answer.get('state');
    if (!code || !state) {
      // The provider's own error code (access_denied, …) is not for readers: one plain sentence.
      setProblem(t('auth.sso.cancelled'));
      return;
    }
    signInWithSso({ code, state, iss: answer.get('iss') ?? undefined })
      .then((info) => navigate(homePathFor(info.user), { replace: true }))
      .catch((err: unknown) => {
        if (!isApiError(err)) console.error(err);
        setProblem(isApiError(err) ? err.message : t('common.errors.unexpected'));
      });
  }, [navigate, t]);

  return (
    <main className="as-center-page">
      {problem ? (
        <Result
          status="warning"
          title={t('auth.sso.failed')}
          subTitle={<span data-testid="sso-problem">{problem}</span>}
          extra={
            <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
              {t('errors.backToLogin')}
            </Button>
          }
        />
      ) : (
        <Spin size="large" description={t('auth.sso.working')}>
          <div style={{ width: 240, height: 80 }} />
        </Spin>
      )}
    </main>
  );
}
