import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Result } from 'antd';
import { getSession } from '../../../lib/session';
import { getUserInfo, homePathFor } from '../../../lib/user';

/** Shared body of /401 and /404: what happened, and the way home (or to sign-in). */
export function ErrorPage({ status, titleKey, descriptionKey }: { status: '403' | '404'; titleKey: string; descriptionKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = getUserInfo();
  const signedIn = getSession() !== null;
  const home = info ? homePathFor(info.user) : signedIn ? '/home' : '/login';
  return (
    <main className="as-center-page">
      <Result
        status={status}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t(titleKey)}</h1>}
        subTitle={t(descriptionKey)}
        extra={[
          <Button key="back" onClick={() => navigate(-1)}>
            {t('errors.goBack')}
          </Button>,
          <Button key="home" type="primary" onClick={() => navigate(home, { replace: true })}>
            {signedIn ? t('errors.backHome') : t('errors.backToLogin')}
          </Button>,
        ]}
      />
    </main>
  );
}
