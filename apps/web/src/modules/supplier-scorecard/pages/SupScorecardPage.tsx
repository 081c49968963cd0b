/** The supplier's own scorecard (`/sup/scorecard`, issue 31 item 3): its scores only, with the records behind each figure. */
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/PageContainer';
import { ScorecardPanel } from '../components/ScorecardPanel';

export default function SupScorecardPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('scorecard.own.title')} description={t('scorecard.own.description')}>
      <ScorecardPanel companyId="own" />
    </PageContainer>
  );
}
