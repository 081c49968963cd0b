/**
 * Company information (spec 001 §2 'Supplier data', §3): the approved data by section, and the
 * sub-pages with their own tables (qualification documents, exclusive agents, quotation ladder,
 * shipping addresses, repair capability). The open tab is kept in the URL.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Descriptions, Spin } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { SectionTabs } from '../../../components/SectionTabs';
import { StatusTag } from '../../../components/StatusTag';
import { useInfo } from '../api';
import { SectionCard } from '../components/SectionCard';
import { ChildTab, QualificationsTab } from '../components/subpages';

const SECTIONS = ['general', 'regions', 'supply', 'technology', 'compliance'] as const;
const CHILDREN = ['agent-vendors', 'agent-parts', 'price-tiers', 'shipping-addresses', 'repair-capabilities'] as const;

export default function InfoPage() {
  const { t } = useTranslation();
  const info = useInfo();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') ?? 'general';
  if (info.isLoading || !info.data) return <Spin />;
  const c = info.data.company;
  return (
    <PageContainer title={t('supplierProfile.info.title')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'name', label: t('supplierProfile.fields.organizationName'), children: c.name },
          { key: 'vendorCode', label: t('supplierProfile.fields.vendorCode'), children: c.vendorCode ?? '-' },
          { key: 'status', label: t('supplierProfile.fields.reviewStatus'), children: <StatusTag value={c.reviewStatus} prefix="supplierProfile.reviewStatus" /> },
        ]}
      />
      <SectionTabs
        label={t('supplierProfile.info.title')}
        activeKey={tab}
        onChange={(key) => setSearch((prev) => {
          const next = new URLSearchParams(prev);
          next.set('tab', key);
          return next;
        })}
        items={[
          ...SECTIONS.map((s) => ({ key: s, label: t(`supplierProfile.sections.${s}`), children: <SectionCard section={s} info={info.data} /> })),
          { key: 'qualifications', label: t('supplierProfile.children.qualifications'), children: <QualificationsTab /> },
          ...CHILDREN.map((r) => ({ key: r, label: t(`supplierProfile.children.${r}`), children: <ChildTab resource={r} /> })),
        ]}
      />
    </PageContainer>
  );
}
