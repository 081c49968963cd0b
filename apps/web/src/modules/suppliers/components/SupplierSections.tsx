/**
 * The sections of the staff supplier detail ("supplier 360") by the key the server's module
 * manifests register them under; the page shows the sections the server lists, in its order, and
 * sections sharing a tab (the freeze, blacklist and SAP records) one below the other.
 */
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { SupplierOrdersSection } from '../../orders';
import { SupplierRepairSection } from '../../repair';
import { SupplierScorecardSection } from '../../supplier-scorecard';
import { FileLinks, useDataLookups } from '../../supplier-profile';
import type { SupplierDetail } from '../api';
import { RequestStatusTag } from './StatusTags';
import { SupplierDataTab } from './SupplierDataTab';
import { SupplierTimeline } from './SupplierTimeline';

const NO_FILES = {};

type SectionProps = { detail: SupplierDetail };

/** A small table of one kind of the supplier's records (no paging, an empty text). */
function RecordTable<T extends { id: number | string }>({ title, rows, columns }: { title: string; rows: readonly T[]; columns: TableColumnsType<T> }) {
  const { t } = useTranslation();
  return <Table<T> rowKey="id" size="small" pagination={false} title={() => title} dataSource={rows as T[]} locale={{ emptyText: t('common.table.empty') }} columns={columns} />;
}

function QualificationsSection({ detail }: SectionProps) {
  const { t } = useTranslation();
  const lk = useDataLookups(NO_FILES);
  return (
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={detail.qualifications ?? []}
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
  );
}

function InquirySection({ detail }: SectionProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const rows = detail.inquiryHistory ?? [];
  return rows.length === 0 ? (
    <Empty description={t('suppliers.detail.noInquiries')} />
  ) : (
    <Table
      rowKey="id"
      size="small"
      dataSource={rows}
      columns={[
        { title: t('suppliers.detail.inquiryNo'), dataIndex: 'number' },
        { title: t('sourcing.fields.description'), dataIndex: 'title', ellipsis: true },
        { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => t(`sourcing.rfxStatus.${v}`) },
        { title: t('sourcing.bid.answer'), dataIndex: 'answer', render: (v: string) => t(`sourcing.participation.${v}`) },
        { title: t('sourcing.fields.releasedAt'), dataIndex: 'createdAt', render: (v: string) => fmt.dateTime(v) },
      ]}
    />
  );
}

function CapabilitiesSection({ detail }: SectionProps) {
  const { t } = useTranslation();
  return (
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={detail.capabilityApplications ?? []}
        locale={{ emptyText: t('common.table.empty') }}
        columns={[
          { title: t('suppliers.capabilities.number'), dataIndex: 'number' },
          { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => t(`suppliers.capabilityStatus.${v}`, { defaultValue: v }) },
          { title: t('suppliers.fields.applicationDate'), dataIndex: 'applicationDate', render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.capabilities.reviewer'), dataIndex: 'reviewer', render: (v: string | null) => v ?? '-' },
        ]}
      />
  );
}

function FreezeSection({ detail }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
      <RecordTable
        title={t('suppliers.freeze.history')}
        rows={detail.freezeRequests ?? []}
        columns={[
          { title: t('suppliers.freeze.requestNo'), dataIndex: 'requestNo' },
          { title: t('suppliers.freeze.kind'), dataIndex: 'kind', render: (v: string) => t(`suppliers.freezeKind.${v}`) },
          { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
          { title: t('suppliers.fields.reason'), dataIndex: 'reason' },
          { title: t('suppliers.freeze.requestedAt'), dataIndex: 'requestedAt', render: (v: string) => f.dateTime(v) },
        ]}
      />
  );
}

function BlacklistSection({ detail }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
      <RecordTable
        title={t('suppliers.blacklist.title')}
        rows={detail.blacklistEntries ?? []}
        columns={[
          { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
          { title: t('suppliers.blacklist.source'), dataIndex: 'source', render: (v: string) => t(`suppliers.blacklistSource.${v}`) },
          { title: t('suppliers.fields.reason'), dataIndex: 'reason' },
          { title: t('suppliers.blacklist.createdAt'), dataIndex: 'createdAt', render: (v: string) => f.dateTime(v) },
        ]}
      />
  );
}

function SapSection({ detail }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
      <RecordTable
        title={t('suppliers.sap.title')}
        rows={detail.sapSync ?? []}
        columns={[
          { title: t('suppliers.sap.kind'), dataIndex: 'kind', render: (v: string) => t(`suppliers.sapKind.${v}`) },
          { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
          { title: t('suppliers.fields.vendorCode'), dataIndex: 'vendorCode', render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.sap.syncedAt'), dataIndex: 'syncedAt', render: (v: string | null) => f.dateTime(v) },
        ]}
      />
  );
}

export interface SupplierSectionView {
  /** The tab the section shows in, and the message key of that tab's label. */
  tab: string;
  tabLabel: string;
  render: (detail: SupplierDetail) => ReactNode;
}

export const SUPPLIER_SECTION_VIEWS: Record<string, SupplierSectionView> = {
  timeline: { tab: 'timeline', tabLabel: 'suppliers.timeline.title', render: (d) => <SupplierTimeline entries={d.timeline ?? []} /> },
  data: { tab: 'data', tabLabel: 'suppliers.detail.data', render: (d) => <SupplierDataTab companyId={d.companyId} /> },
  qualifications: { tab: 'qualifications', tabLabel: 'suppliers.detail.qualifications', render: (d) => <QualificationsSection detail={d} /> },
  audit: { tab: 'audit', tabLabel: 'suppliers.detail.auditHistory', render: (d) => <SupplierTimeline entries={d.auditHistory ?? []} /> },
  inquiry: { tab: 'inquiry', tabLabel: 'suppliers.detail.inquiryHistory', render: (d) => <InquirySection detail={d} /> },
  // purchase orders (issue 14, D-294)
  orders: { tab: 'orders', tabLabel: 'orders.supplier360.title', render: (d) => <SupplierOrdersSection rows={d.orderHistory ?? []} count={d.orderCount ?? 0} onTime={d.orderOnTime} /> },
  // repair (issue 15, D-346)
  repair: { tab: 'repair', tabLabel: 'repair.supplier360.title', render: (d) => <SupplierRepairSection companyId={d.companyId} /> },
  // supplier scorecard (issue 31)
  scorecard: { tab: 'scorecard', tabLabel: 'scorecard.tab', render: (d) => <SupplierScorecardSection companyId={d.companyId} /> },
  capabilities: { tab: 'capabilities', tabLabel: 'suppliers.capabilities.title', render: (d) => <CapabilitiesSection detail={d} /> },
  freeze: { tab: 'records', tabLabel: 'suppliers.detail.records', render: (d) => <FreezeSection detail={d} /> },
  blacklist: { tab: 'records', tabLabel: 'suppliers.detail.records', render: (d) => <BlacklistSection detail={d} /> },
  sap: { tab: 'records', tabLabel: 'suppliers.detail.records', render: (d) => <SapSection detail={d} /> },
};

export interface SupplierTab {
  key: string;
  labelKey: string;
  sections: { key: string; view: SupplierSectionView }[];
}

/** The tabs of the listed sections, in the order the server lists them (keys this web does not know are left out). */
export function supplierTabs(sections: readonly string[]): SupplierTab[] {
  const tabs: SupplierTab[] = [];
  for (const key of sections) {
    const view = SUPPLIER_SECTION_VIEWS[key];
    if (!view) continue;
    const tab = tabs.find((x) => x.key === view.tab);
    if (tab) tab.sections.push({ key, view });
    else tabs.push({ key: view.tab, labelKey: view.tabLabel, sections: [{ key, view }] });
  }
  return tabs;
}
