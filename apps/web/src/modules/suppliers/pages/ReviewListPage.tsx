/**
 * Review task lists: pre-qualification (supplierPreaudit / supplierPreauditTwo), assessment
 * (supplierAudit / supplierAuditTwo, supAuditing) and the later steps (business, OA, QAUDIT, SAP),
 * with the capability-list filters.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Segmented, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_QUEUES } from '@aerosupply/shared/supplier-review/workflow';
import { REVIEW_STATUSES } from '@aerosupply/shared/suppliers/states';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { useFormat } from '../../../lib/format';
import { supplierReviewRoutes } from '@aerosupply/shared/supplier-review/routes';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import type { ReviewRow } from '../api';
import { ReviewStatusTag } from '../components/StatusTags';
import { useCodeNames } from '../components/codeNames';
import { supplierName } from '../../../lib/company-name';

type Mode = 'preaudit' | 'audit' | 'reviews';

export function ReviewList({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const names = useCodeNames();
  const f = useFormat();
  const location = useLocation();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'name', label: t('suppliers.fields.company') },
      { name: 'supplierType', label: t('suppliers.fields.procurementType'), type: 'select', options: ['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) })) },
      { name: 'result', label: t('suppliers.fields.auditResult'), type: 'select', options: ['pending', 'pass', 'fail', 'returned'].map((v) => ({ value: v, label: t(`suppliers.result.${v}`) })) },
      { name: 'status', label: t('suppliers.fields.reviewStatus'), type: 'select', options: REVIEW_STATUSES.filter((s) => s !== 'draft').map((v) => ({ value: v, label: t(`suppliers.reviewStatus.${v}`) })) },
      { name: 'applicant', label: t('suppliers.fields.applicant') },
      { name: 'submitted', label: t('suppliers.fields.applicationDate'), type: 'dateRange' },
      { name: 'applicationNo', label: t('suppliers.fields.applicationNo') },
      { name: 'preauditNo', label: t('suppliers.fields.preauditNo') },
      { name: 'auditNo', label: t('suppliers.fields.auditNo') },
      { name: 'purchaseOrg', label: t('suppliers.fields.purchaseOrg'), type: 'dict', domain: 'TC_SUPPLIER_ORG' },
      { name: 'category1', label: t('suppliers.fields.category1') },
      { name: 'category2', label: t('suppliers.fields.category2') },
    ],
    [t],
  );
  const keys = [...searchKeys(fields), 'queue', 'mine'];
  const fixedQueue = mode === 'reviews' ? undefined : mode;
  const { list, query } = usePagedList(['suppliers', 'reviews', mode, location.key], supplierReviewRoutes.list, keys, undefined, fixedQueue ? { queue: fixedQueue } : undefined);
  const queue = fixedQueue ?? list.filters.queue;
  const mine = list.filters.mine === 'true';
  const title = t(`suppliers.reviews.title.${mode}`);
  // The review opens under this list's path (the menu and breadcrumb then show this list).
  const detailBase = `/suppliers/${mode}`;
  return (
    <PageContainer
      title={title}
      description={t(`suppliers.reviews.description.${mode}`)}
      extra={<ExportButton route={supplierReviewRoutes.export} params={fixedQueue ? { ...list.filters, queue: fixedQueue } : list.filters} fallbackName="supplier-reviews.xlsx" />}
    >
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <Space wrap>
          {mode === 'reviews' && (
            <Segmented
              aria-label={t('suppliers.fields.queue')}
              value={queue ?? 'all'}
              options={[{ value: 'all', label: t('suppliers.queue.all') }, ...REVIEW_QUEUES.filter((q) => q !== 'preaudit' && q !== 'audit').map((q) => ({ value: q, label: t(`suppliers.queue.${q}`) }))]}
              onChange={(v) => list.setFilters({ ...list.filters, queue: v === 'all' ? undefined : String(v) })}
            />
          )}
          <Space>
            <Switch checked={mine} onChange={(v) => list.setFilters({ ...list.filters, mine: v ? 'true' : undefined })} aria-label={t('suppliers.reviews.mine')} />
            <Typography.Text>{t('suppliers.reviews.mine')}</Typography.Text>
          </Space>
        </Space>
        <SearchForm fields={fields} values={list.filters} onSearch={(v) => list.setFilters({ ...v, queue: list.filters.queue, mine: list.filters.mine })} onReset={() => list.setFilters({ queue: list.filters.queue })} loading={query.isFetching} />
        <DataTable<ReviewRow>
          rowKey="companyId"
          label={title}
          emptyHint={t(`suppliers.reviews.emptyHint.${mode}`)}
          filtered={hasFilters(list.filters)}
          {...pagedTableProps(list, query)}
          columns={[
            { title: t('suppliers.fields.applicationNo'), dataIndex: 'applicationNo', render: (v: string | null) => v ?? '-' },
            { title: t('suppliers.fields.company'), dataIndex: 'name', render: (_: string, r) => <Link to={`${detailBase}/${r.companyId}`}>{supplierName(r)}</Link> },
            { title: t('suppliers.fields.procurementType'), dataIndex: 'supplierType', render: (v: string) => t(`suppliers.supplierType.${v}`) },
            { title: t('suppliers.fields.reviewStatus'), dataIndex: 'reviewStatus', render: (v: string, r) => (
              <Space size={2}>
                <ReviewStatusTag value={v} />
                {r.stage && <Typography.Text type="secondary">{t(`suppliers.stage.${r.stage}`)}</Typography.Text>}
              </Space>
            ) },
            { title: t('suppliers.fields.purchaseOrg'), dataIndex: 'purchaseOrg', render: (v: string | null) => names.org(v) },
            { title: t('suppliers.fields.preauditNo'), dataIndex: 'preauditNo', render: (v: string | null) => v ?? '-' },
            { title: t('suppliers.fields.auditNo'), dataIndex: 'auditNo', render: (v: string | null) => v ?? '-' },
            { title: t('suppliers.fields.applicant'), dataIndex: 'applicant', render: (v: string | null) => v ?? '-' },
            { title: t('suppliers.fields.applicationDate'), dataIndex: 'submittedAt', render: (v: string | null) => f.dateTime(v) },
            {
              title: t('common.table.actions', { defaultValue: t('suppliers.fields.actions') }),
              key: 'actions',
              render: (_: unknown, r) => <Link to={`${detailBase}/${r.companyId}`}>{r.actions.length > 0 ? t('suppliers.actions.handle') : t('suppliers.actions.view')}</Link>,
            },
          ]}
        />
      </Space>
    </PageContainer>
  );
}

export default function ReviewsPage() {
  return <ReviewList mode="reviews" />;
}
