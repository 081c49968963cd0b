/** Finance information (bank, invoicing and payment terms), edited as the company information is (spec 001 §2, §4). */
import { useTranslation } from 'react-i18next';
import { Spin } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { useInfo } from '../api';
import { SectionCard } from '../components/SectionCard';

export default function FinancePage() {
  const { t } = useTranslation();
  const info = useInfo();
  if (info.isLoading || !info.data) return <Spin />;
  return (
    <PageContainer title={t('supplierProfile.finance.title')}>
      <SectionCard section="finance" info={info.data} />
    </PageContainer>
  );
}
