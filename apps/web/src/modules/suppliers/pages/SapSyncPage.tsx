/** SAP sync status and log (master data): every sync record, its attempts, and retry of failed ones. */
import { useMemo, useState } from 'react';
import { Descriptions, Drawer, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { sapSyncRoutes } from '@aerosupply/shared/sap-sync/routes';
import { supplierApi, useRefreshSuppliers, useSapDetail, type SapSyncRow } from '../api';
import { RequestStatusTag } from '../components/StatusTags';
import { companyName } from '../../../lib/company-name';

export default function SapSyncPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const refresh = useRefreshSuppliers();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'name', label: t('suppliers.fields.company') },
      { name: 'status', label: t('suppliers.fields.status'), type: 'select', options: ['pending', 'synchronized', 'failed'].map((v) => ({ value: v, label: t(`suppliers.requestStatus.${v}`) })) },
    ],
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'sap-sync'], sapSyncRoutes.list, searchKeys(fields));
  const [viewing, setViewing] = useState<number | null>(null);
  const detail = useSapDetail(viewing);
  return (
    <PageContainer title={t('suppliers.sap.title')}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<SapSyncRow>
        rowKey="id"
        label={t('suppliers.sap.title')}
        emptyHint={t('suppliers.sap.emptyHint')}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('suppliers.fields.company'), dataIndex: 'companyName', render: (v: string, r) => companyName(v, r.companyNameEn) },
          { title: t('suppliers.sap.kind'), dataIndex: 'kind', render: (v: string) => t(`suppliers.sapKind.${v}`) },
          { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
          { title: t('suppliers.sap.adapter'), dataIndex: 'adapter', render: (v: string) => <Tag>{t(`suppliers.sapAdapter.${v}`)}</Tag> },
          { title: t('suppliers.fields.vendorCode'), dataIndex: 'vendorCode', render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.sap.attempts'), dataIndex: 'attempts' },
          { title: t('suppliers.sap.lastError'), dataIndex: 'lastError', ellipsis: true, render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.fields.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => f.dateTime(v) },
          {
            title: t('suppliers.fields.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <RecordActions
                allowed={r.actions}
                always={['view']}
                defs={{
                  view: { labelKey: 'suppliers.sap.log', onClick: () => setViewing(r.id) },
                  retry: { labelKey: 'suppliers.sap.retry', onClick: async () => { await supplierApi.retrySap(r.id); await refresh(); } },
                }}
              />
            ),
          },
        ]}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} width={720} title={detail.data ? companyName(detail.data.companyName, detail.data.companyNameEn) : ''}>
        {detail.data && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Descriptions size="small" bordered column={1}>
              <Descriptions.Item label={t('suppliers.fields.status')}>
                <RequestStatusTag value={detail.data.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('suppliers.fields.vendorCode')}>{detail.data.vendorCode ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('suppliers.sap.payload')}>
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(detail.data.payload, null, 2)}</pre>
              </Descriptions.Item>
            </Descriptions>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={detail.data.logs}
              columns={[
                { title: t('suppliers.sap.attempt'), dataIndex: 'attempt' },
                { title: t('suppliers.fields.status'), dataIndex: 'ok', render: (v: boolean) => <RequestStatusTag value={v ? 'synchronized' : 'failed'} /> },
                { title: 'HTTP', dataIndex: 'httpStatus', render: (v: number | null) => v ?? '-' },
                { title: t('suppliers.sap.message'), dataIndex: 'message' },
                { title: t('suppliers.fields.updatedAt'), dataIndex: 'createdAt', render: (v: string) => f.dateTime(v) },
              ]}
            />
          </Space>
        )}
      </Drawer>
    </PageContainer>
  );
}
