/**
 * The root error page's content (antd's Result with its illustrations). Loaded only when a route
 * fails, so its pictures stay out of the code every first page loads (issue 28 item 6, D-682).
 */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function ErrorResult({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  if (notFound) {
    return <Result status="404" title="404" subTitle={t('errors.notFound.description')} extra={<Button type="primary" href="/login">{t('errors.backToLogin')}</Button>} />;
  }
  return (
    <Result
      status="500"
      title={t('errors.unavailable.title')}
      subTitle={t('errors.unavailable.description')}
      extra={[
        <Button key="retry" type="primary" onClick={() => window.location.reload()}>
          {t('common.actions.retry')}
        </Button>,
        <Button key="login" href="/login">
          {t('errors.backToLogin')}
        </Button>,
      ]}
    />
  );
}
