/** /forgetPassword (spec 000 §2 'Forgot password'); the old link `?mode=unlock` opens the unlock page. */
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecoveryFlow } from '../components/RecoveryFlow';
import { PublicPage } from './PublicPage';

export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('mode') === 'unlock') return <Navigate to="/unlock" replace />;
  return (
    <PublicPage title={t('onboarding.forgetPassword.title')} description={t('onboarding.forgetPassword.description')}>
      <RecoveryFlow kind="password" />
    </PublicPage>
  );
}
