/**
 * /auth-redirect (spec 000 §2): the landing page of a hand-over from another system. It accepts a
 * token pair in the URL fragment (`#access_token=..&refresh_token=..&expires_in=..`), which never
 * reaches server logs, stores it, removes it from the address bar and continues to the user's home
 * page (or `redirect`). Without a token it goes to sign-in.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Result, Spin } from 'antd';
import { safeRedirect } from '../../../lib/navigation';
import { clearSession, saveTokens } from '../../../lib/session';
import { ensureUserInfo, homePathFor } from '../../../lib/user';

export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    const search = new URLSearchParams(window.location.search);
    const accessToken = hash.get('access_token');
    const redirectTo = safeRedirect(search.get('redirect') ?? hash.get('redirect'));
    window.history.replaceState(null, '', window.location.pathname);
    if (!accessToken) {
      navigate('/login', { replace: true });
      return;
    }
    saveTokens({
      access_token: accessToken,
      refresh_token: hash.get('refresh_token') ?? '',
      token_type: 'bearer',
      expires_in: Number(hash.get('expires_in')) || 3600,
      user_id: Number(hash.get('user_id')) || 0,
      account: hash.get('account') ?? '',
      roles: (hash.get('roles') ?? '').split(',').filter(Boolean),
    });
    let live = true;
    ensureUserInfo()
      .then((info) => {
        if (live) navigate(redirectTo ?? homePathFor(info.user), { replace: true });
      })
      .catch(() => {
        clearSession();
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [navigate]);

  return (
    <main className="as-center-page">
      {failed ? (
        <Result
          status="warning"
          title={t('auth.redirect.failed')}
          extra={
            <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
              {t('errors.backToLogin')}
            </Button>
          }
        />
      ) : (
        <Spin size="large" description={t('auth.redirect.working')}>
          <div style={{ width: 240, height: 80 }} />
        </Spin>
      )}
    </main>
  );
}
