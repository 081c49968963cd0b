/** /unlock (spec 000 §2 'Unlock page'): a frozen or locked account unlocks itself by email or SMS. */
import { useTranslation } from 'react-i18next';
import { RecoveryFlow } from '../components/RecoveryFlow';
import { PublicPage } from './PublicPage';

export default function UnlockPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('onboarding.unlock.title')} description={t('onboarding.unlock.description')}>
      <RecoveryFlow kind="unlock" />
    </PublicPage>
  );
}
