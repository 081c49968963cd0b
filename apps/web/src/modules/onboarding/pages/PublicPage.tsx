import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Typography } from 'antd';
import { LanguageSwitch } from '../../../components/LanguageSwitch';

/** Frame of the public onboarding pages: portal header, a titled card, the way back to sign-in. */
export function PublicPage({ title, description, children, width = 720 }: { title: string; description?: ReactNode; children?: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <div className="as-login">
      <header className="as-login-top">
        <Link to="/login" className="as-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('common.portalName')}</span>
        </Link>
        <LanguageSwitch dark />
      </header>
      <main className="as-login-main">
        <Card style={{ width, maxWidth: '100%' }}>
          <Typography.Title level={1} style={{ fontSize: 24 }}>
            {title}
          </Typography.Title>
          {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
          {children}
          <div style={{ marginTop: 16 }}>
            <Link to="/login">{t('onboarding.backToLogin')}</Link>
          </div>
        </Card>
      </main>
    </div>
  );
}
