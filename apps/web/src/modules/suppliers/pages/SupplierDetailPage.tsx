/**
 * Supplier information view (supManagement/detail, detailTwentyOne, tc{product}SupInfo/detail,
 * zsSupManagement/datailSupInfo): data, master data, qualifications (expired flagged), audit and
 * inquiry history, freeze / blacklist / SAP records and the timeline.
 */
import { Link, useParams } from 'react-router';
import { Button, Descriptions, Empty, Space, Spin, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/PageContainer';
import { useFormat } from '../../../lib/format';
import { categoryText, FileLinks, useDataLookups } from '../../supplier-profile';
import { useSupplierDetail } from '../api';
import { ControlStatusTag, RequestStatusTag, ReviewStatusTag } from '../components/StatusTags';
import { SupplierDataTab } from '../components/SupplierDataTab';
import { SupplierTimeline } from '../components/SupplierTimeline';

const NO_FILES = {};

export default function SupplierDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = Number(useParams().companyId);
  const detail = useSupplierDetail(id);
  const lk = useDataLookups(NO_FILES);
  const d = detail.data;
  if (!d) return <Spin spinning={detail.isLoading}>{detail.isError ? <Empty /> : <div style={{ minHeight: 200 }} />}</Spin>;
  const md = d.masterData;
  const canEdit = d.actions.includes('editGeneral');
  return (
    <PageContainer
      title={d.name}
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
        <Descriptions.Item label={t('suppliers.fields.purchaseOrg')}>{md.purchaseOrg ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.purchaseGroup')}>{md.purchaseGroup ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.paymentTerms')}>{md.paymentTerms ? (lk.dict('TC_PAY_PERIOD', md.paymentTerms) ?? md.paymentTerms) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.currency')}>{md.currency ? (lk.dict('TC_CURRENCY', md.currency) ?? md.currency) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.categories')}>{md.categories.map((c) => [c.level1, c.level2].filter(Boolean).map((code) => categoryText(code, lk)).join(' / ')).join(', ') || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.approvedAt')}>{f.dateTime(d.approvedAt)}</Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          { key: 'timeline', label: t('suppliers.timeline.title'), children: <SupplierTimeline entries={d.timeline} /> },
          { key: 'data', label: t('suppliers.detail.data'), children: <SupplierDataTab companyId={d.companyId} /> },
          {
            key: 'qualifications',
            label: t('suppliers.detail.qualifications'),
            children: (
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={d.qualifications}
                locale={{ emptyText: t('common.table.empty') }}
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: t('supplierProfile.fields.docType'), dataIndex: 'docType', render: (v: string | null) => (v ? t(`supplierProfile.codes.qualificationType.${v}`, { defaultValue: v }) : '-') },
                  { title: t('supplierProfile.fields.authority'), dataIndex: 'authority', render: (v: string | null) => (v ? (lk.codeTable('aviationAuthority', v) ?? v) : '-') },
                  { title: t('suppliers.qualification.number'), dataIndex: 'number', render: (v: string | null) => v ?? '-' },
                  { title: t('suppliers.qualification.certificateNo'), dataIndex: 'certificateNo', render: (v: string | null) => v ?? '-' },
                  { title: t('suppliers.qualification.scope'), dataIndex: 'scope', render: (v: string | null) => v ?? '-' },
                  { title: t('supplierProfile.fields.startDate'), dataIndex: 'startDate', render: (v: string | null) => v ?? '-' },
                  { title: t('suppliers.qualification.endDate'), dataIndex: 'endDate', render: (v: string | null) => v ?? '-' },
                  { title: t('supplierProfile.fields.fileKeys'), key: 'files', render: (_: unknown, q) => <FileLinks files={q.files} missing={q.fileKeys.length - q.files.length} /> },
                  {
                    title: t('suppliers.fields.status'),
                    key: 'state',
                    render: (_: unknown, q) => (q.cancelled ? <Tag>{t('suppliers.qualification.cancelled')}</Tag> : q.expired ? <Tag color="error">{t('suppliers.qualification.expired')}</Tag> : <Tag color="success">{t('suppliers.qualification.valid')}</Tag>),
                  },
                ]}
              />
            ),
          },
          { key: 'audit', label: t('suppliers.detail.auditHistory'), children: <SupplierTimeline entries={d.auditHistory} /> },
          {
            key: 'inquiry',
            label: t('suppliers.detail.inquiryHistory'),
            children: d.inquiryHistory.length === 0 ? <Empty description={t('suppliers.detail.noInquiries')} /> : <Table rowKey="id" size="small" dataSource={d.inquiryHistory} columns={[{ title: t('suppliers.detail.inquiryNo'), dataIndex: 'number' }, { title: t('suppliers.fields.status'), dataIndex: 'status' }]} />,
          },
          {
            key: 'capabilities',
            label: t('suppliers.capabilities.title'),
            children: (
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={d.capabilityApplications}
                locale={{ emptyText: t('common.table.empty') }}
                columns={[
                  { title: t('suppliers.capabilities.number'), dataIndex: 'number' },
                  { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => t(`suppliers.capabilityStatus.${v}`, { defaultValue: v }) },
                  { title: t('suppliers.fields.applicationDate'), dataIndex: 'applicationDate', render: (v: string | null) => v ?? '-' },
                  { title: t('suppliers.capabilities.reviewer'), dataIndex: 'reviewer', render: (v: string | null) => v ?? '-' },
                ]}
              />
            ),
          },
          {
            key: 'records',
            label: t('suppliers.detail.records'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  title={() => t('suppliers.freeze.history')}
                  dataSource={d.freezeRequests}
                  locale={{ emptyText: t('common.table.empty') }}
                  columns={[
                    { title: t('suppliers.freeze.requestNo'), dataIndex: 'requestNo' },
                    { title: t('suppliers.freeze.kind'), dataIndex: 'kind', render: (v: string) => t(`suppliers.freezeKind.${v}`) },
                    { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
                    { title: t('suppliers.fields.reason'), dataIndex: 'reason' },
                    { title: t('suppliers.freeze.requestedAt'), dataIndex: 'requestedAt', render: (v: string) => f.dateTime(v) },
                  ]}
                />
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  title={() => t('suppliers.blacklist.title')}
                  dataSource={d.blacklistEntries}
                  locale={{ emptyText: t('common.table.empty') }}
                  columns={[
                    { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
                    { title: t('suppliers.blacklist.source'), dataIndex: 'source', render: (v: string) => t(`suppliers.blacklistSource.${v}`) },
                    { title: t('suppliers.fields.reason'), dataIndex: 'reason' },
                    { title: t('suppliers.blacklist.createdAt'), dataIndex: 'createdAt', render: (v: string) => f.dateTime(v) },
                  ]}
                />
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  title={() => t('suppliers.sap.title')}
                  dataSource={d.sapSync}
                  locale={{ emptyText: t('common.table.empty') }}
                  columns={[
                    { title: t('suppliers.sap.kind'), dataIndex: 'kind', render: (v: string) => t(`suppliers.sapKind.${v}`) },
                    { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
                    { title: t('suppliers.fields.vendorCode'), dataIndex: 'vendorCode', render: (v: string | null) => v ?? '-' },
                    { title: t('suppliers.sap.syncedAt'), dataIndex: 'syncedAt', render: (v: string | null) => f.dateTime(v) },
                  ]}
                />
              </Space>
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
