/**
 * Public help pages (spec 001 §2 'Public help pages', spec 000 §2 'Login'): sign-in help, purchase
 * policy with the downloadable terms, the supplier code of conduct, and the FAQ on lost accounts
 * and passwords. Texts live in the locale files; each topic lists its section keys here.
 */
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { PURCHASE_TERMS_URL, saveDownload } from '../../../lib/download';
import { PublicPage } from './PublicPage';

export type HelpTopic = 'login' | 'policy' | 'conduct' | 'faq';

const PATHS: Record<HelpTopic, string> = {
  login: '/help/login',
  policy: '/help/purchase-policy',
  conduct: '/help/code-of-conduct',
  faq: '/help/faq',
};

/** Section keys under `onboarding.help.<topic>.sections`, in reading order. */
const SECTIONS: Record<HelpTopic, string[]> = {
  login: ['account', 'captcha', 'wrong', 'locked', 'frozen', 'register', 'support'],
  policy: ['principles', 'admittance', 'sourcing', 'orders', 'payment', 'quality', 'terms'],
  conduct: ['scope', 'law', 'bribery', 'gifts', 'conflicts', 'fairness', 'quality', 'counterfeit', 'export', 'labour', 'safety', 'environment', 'confidentiality', 'records', 'reporting', 'consequences'],
  faq: ['forgotPassword', 'forgotAccount', 'locked', 'frozen', 'noEmail', 'employee', 'adminLeft', 'codeNotReceived', 'invitation'],
};

export function HelpPage({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation();
  const base = `onboarding.help.${topic}`;
  return (
    <PublicPage title={t(`${base}.title`)} description={t(`${base}.intro`)} width={860}>
      <nav aria-label={t('onboarding.help.navLabel')} style={{ marginBottom: 16 }}>
        <Space wrap>
          {(Object.keys(PATHS) as HelpTopic[]).map((key) => (
            <NavLink key={key} to={PATHS[key]} style={({ isActive }) => ({ fontWeight: isActive ? 600 : 400 })}>
              {t(`onboarding.help.${key}.title`)}
            </NavLink>
          ))}
        </Space>
      </nav>
      <article>
        {SECTIONS[topic].map((section, i) => (
          <section key={section} aria-labelledby={`help-${section}`}>
            <Typography.Title level={2} style={{ fontSize: 17 }} id={`help-${section}`}>
              {topic === 'conduct' ? `${i + 1}. ` : ''}
              {t(`${base}.sections.${section}.title`)}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{t(`${base}.sections.${section}.body`)}</Typography.Paragraph>
          </section>
        ))}
      </article>
      {topic === 'policy' && (
        <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void saveDownload(PURCHASE_TERMS_URL, t('onboarding.help.policy.termsFile'), { anonymous: true })} data-testid="download-terms">
          {t('onboarding.help.policy.download')}
        </Button>
      )}
      {topic === 'faq' && (
        <Space wrap style={{ marginTop: 8 }}>
          <Link to="/forgetPassword">{t('onboarding.forgetPassword.title')}</Link>
          <Link to="/unlock">{t('onboarding.unlock.title')}</Link>
          <Link to="/supRegister">{t('onboarding.register.title')}</Link>
        </Space>
      )}
    </PublicPage>
  );
}

export const LoginHelpPage = () => <HelpPage topic="login" />;
export const PurchasePolicyPage = () => <HelpPage topic="policy" />;
export const CodeOfConductPage = () => <HelpPage topic="conduct" />;
export const FaqPage = () => <HelpPage topic="faq" />;
