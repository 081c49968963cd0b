/**
 * Supplier information view (supManagement/detail, detailTwentyOne, tc{product}SupInfo/detail,
 * zsSupManagement/datailSupInfo): the header and master data, then the sections the server lists
 * (timeline, data, qualifications, audit and inquiry history, capabilities, freeze / blacklist / SAP
 * records), each rendered by its key (components/SupplierSections.tsx).
 */
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Descriptions, Empty, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/PageContainer';
import { SectionTabs } from '../../../components/SectionTabs';
import { useFormat } from '../../../lib/format';
import { useDataLookups } from '../../supplier-profile';
import { useSupplierDetail } from '../api';
import { ControlStatusTag, ReviewStatusTag } from '../components/StatusTags';
import { supplierTabs } from '../components/SupplierSections';
import { useCodeNames } from '../components/codeNames';
import { supplierName } from '../../../lib/company-name';

const NO_FILES = {};

export default function SupplierDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = Number(useParams().companyId);
  const detail = useSupplierDetail(id);
  const lk = useDataLookups(NO_FILES);
  const names = useCodeNames();
  const d = detail.data;
  if (!d) return <Spin spinning={detail.isLoading}>{detail.isError ? <Empty /> : <div style={{ minHeight: 200 }} />}</Spin>;
  const md = d.masterData;
  const canEdit = d.actions.includes('editGeneral');
  return (
    <PageContainer
      title={supplierName(d)}
      description={
        <Space wrap>
          <ReviewStatusTag value={d.reviewStatus} />
          <ControlStatusTag value={d.controlStatus} />
          {d.blacklisted && <Tag color="red">{t('suppliers.fields.blacklisted')}</Tag>}
          {d.vendorCode && <Tag color="green">{t('suppliers.fields.vendorCode')}: {d.vendorCode}</Tag>}
        </Space>
      }
      extra={
        <>
          {d.actions.includes('review') && (
            <Link to={`/suppliers/reviews/${d.companyId}`}>
              <Button>{t('suppliers.actions.openReview')}</Button>
            </Link>
          )}
          {canEdit && (
            <Link to={`/suppliers/official/${d.companyId}/edit`}>
              <Button type="primary">{t('suppliers.actions.edit')}</Button>
            </Link>
          )}
        </>
      }
    >
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('suppliers.fields.nameEn')}>{d.nameEn ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.taxId')}>{d.taxId ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.country')}>{d.country ? (lk.country(d.country) ?? d.country) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.procurementType')}>{t(`suppliers.supplierType.${d.supplierType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.purchaseOrg')}>{names.org(md.purchaseOrg)}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.purchaseGroup')}>{names.group(md.purchaseGroup)}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.paymentTerms')}>{md.paymentTerms ? (lk.dict('TC_PAY_PERIOD', md.paymentTerms) ?? md.paymentTerms) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.currency')}>{md.currency ? (lk.dict('TC_CURRENCY', md.currency) ?? md.currency) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.categories')}>{md.categories.map((c) => names.categoryPair(c)).join(', ') || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.approvedAt')}>{f.dateTime(d.approvedAt)}</Descriptions.Item>
      </Descriptions>
      <SectionTabs
        label={supplierName(d)}
        items={supplierTabs(d.sections).map((tab) => ({
          key: tab.key,
          label: t(tab.labelKey),
          children:
            tab.sections.length === 1 ? (
              tab.sections[0]!.view.render(d)
            ) : (
              <Space direction="vertical" style={{ width: '100%' }}>
                {tab.sections.map((section) => (
                  <Fragment key={section.key}>{section.view.render(d)}</Fragment>
                ))}
              </Space>
            ),
        }))}
      />
    </PageContainer>
  );
}
