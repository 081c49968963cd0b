/**
 * Blacklist (supBlack list, listIst, listUpd, history, form): query; add with the insert marker,
 * edit or lift with the update marker; finance handling; the history of every entry.
 */
import { useMemo, useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Select, Space, Table, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BLACKLIST_SOURCES, type BlacklistSource } from '@aerosupply/shared/blacklist/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { blacklistRoutes } from '@aerosupply/shared/blacklist/routes';
import { supplierControlRoutes } from '@aerosupply/shared/supplier-control/routes';
import { call } from '../../../lib/api/call';
import { companyName } from '../../../lib/company-name';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { useCan } from '../../../lib/useCan';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { supplierApi, useBlacklistDetail, useRefreshSuppliers, type BlacklistHistoryRow, type BlacklistRow } from '../api';
import { ActionDialog } from '../components/ActionDialog';
import { RequestStatusTag } from '../components/StatusTags';

function HistoryTable({ rows, withName }: { rows: BlacklistHistoryRow[]; withName?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Table<BlacklistHistoryRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      aria-label={t('suppliers.blacklist.history')}
      locale={{ emptyText: t('common.table.empty') }}
      columns={[
        ...(withName ? [{ title: t('suppliers.fields.company'), dataIndex: 'name', render: (_: string, r: BlacklistHistoryRow) => companyName(r.name, r.nameEn) }, { title: t('suppliers.blacklist.supplierCode'), dataIndex: 'supplierCode', render: (v: string | null) => v ?? '-' }] : []),
        { title: t('suppliers.blacklist.historyAction'), dataIndex: 'action', render: (v: string) => t(`suppliers.blacklistAction.${v}`) },
        { title: t('suppliers.fields.comment'), dataIndex: 'comment', render: (v: string | null) => v ?? '-' },
        { title: t('suppliers.blacklist.actor'), dataIndex: 'actorName', render: (v: string | null) => v ?? '-' },
        { title: t('suppliers.blacklist.time'), dataIndex: 'createdAt', render: (v: string) => f.dateTime(v) },
      ]}
    />
  );
}

export default function BlacklistPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const can = useCan();
  const refresh = useRefreshSuppliers();
  const sourceOptions = BLACKLIST_SOURCES.map((v) => ({ value: v, label: t(`suppliers.blacklistSource.${v}`) }));
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'supplierCode', label: t('suppliers.blacklist.supplierCode') },
      { name: 'name', label: t('suppliers.fields.company') },
      { name: 'taxId', label: t('suppliers.fields.taxId') },
      { name: 'source', label: t('suppliers.blacklist.source'), type: 'select', options: BLACKLIST_SOURCES.map((v) => ({ value: v, label: t(`suppliers.blacklistSource.${v}`) })) },
      { name: 'status', label: t('suppliers.fields.status'), type: 'select', options: ['active', 'removed'].map((v) => ({ value: v, label: t(`suppliers.requestStatus.${v}`) })) },
      { name: 'created', label: t('suppliers.blacklist.createdAt'), type: 'dateRange' },
    ],
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'blacklist'], blacklistRoutes.list, searchKeys(fields));
  const history = useQuery({ queryKey: ['suppliers', 'blacklist-history'], queryFn: () => call(blacklistRoutes.history, { query: { pageSize: 100 } }) });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BlacklistRow | null>(null);
  const [removing, setRemoving] = useState<BlacklistRow | null>(null);
  const [handling, setHandling] = useState<BlacklistRow | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const detail = useBlacklistDetail(viewing);
  const [pick, setPick] = useState('');
  const suppliers = useQuery({
    queryKey: ['suppliers', 'blacklist-pick', pick],
    queryFn: () => call(supplierControlRoutes.list, { query: { company: pick || undefined, pageSize: 20 } }, { background: true }),
    enabled: adding && can(['supplier.control', 'supplier.freeze.request', 'supplier.freeze.approve']),
  });
  const done = async () => {
    showSuccess(t('suppliers.messages.done'));
    await refresh();
  };
  return (
    <PageContainer title={t('suppliers.blacklist.title')} extra={
        <>
          <ExportButton route={blacklistRoutes.export} params={list.filters} fallbackName="blacklist.xlsx" />
          {can('supplier.blacklist.insert') && <Button type="primary" onClick={() => setAdding(true)}>{t('suppliers.blacklist.add')}</Button>}
        </>
      }
    >
      <Tabs
        items={[
          {
            key: 'list',
            label: t('suppliers.blacklist.list'),
            children: (
              <>
                <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
                <DataTable<BlacklistRow>
                  rowKey="id"
                  label={t('suppliers.blacklist.title')}
                  emptyHint={t('suppliers.blacklist.emptyHint', { action: t('suppliers.blacklist.add') })}
                  filtered={hasFilters(list.filters)}
                  {...pagedTableProps(list, query)}
                  columns={[
                    { title: t('suppliers.blacklist.supplierCode'), dataIndex: 'supplierCode', render: (v: string | null) => v ?? '-' },
                    { priority: 'key', title: t('suppliers.fields.company'), dataIndex: 'name', render: (_: string, r: BlacklistRow) => companyName(r.name, r.nameEn) },
                    { title: t('suppliers.fields.taxId'), dataIndex: 'taxId', render: (v: string | null) => v ?? '-' },
                    { title: t('suppliers.blacklist.source'), dataIndex: 'source', render: (v: string) => t(`suppliers.blacklistSource.${v}`) },
                    { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
                    { title: t('suppliers.blacklist.creator'), dataIndex: 'creator', render: (v: string | null) => v ?? '-' },
                    { title: t('suppliers.blacklist.createdAt'), dataIndex: 'createdAt', render: (v: string) => f.dateTime(v) },
                    { title: t('suppliers.blacklist.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => f.dateTime(v) },
                    { title: t('suppliers.blacklist.financeHandler'), dataIndex: 'financeHandler', render: (v: string | null, r) => (v ? `${v} ${f.dateTime(r.financeHandledAt)}` : '-') },
                    {
                      title: t('suppliers.fields.actions'),
                      key: 'actions',
                      render: (_: unknown, r) => (
                        <RecordActions
                          allowed={r.actions}
                          always={['view']}
                          defs={{
                            view: { labelKey: 'suppliers.actions.view', onClick: () => setViewing(r.id) },
                            edit: { labelKey: 'suppliers.actions.edit', onClick: () => setEditing(r) },
                            remove: { labelKey: 'suppliers.blacklist.remove', danger: true, onClick: () => setRemoving(r) },
                            financeHandle: { labelKey: 'suppliers.blacklist.financeHandle', onClick: () => setHandling(r) },
                          }}
                        />
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
          { key: 'history', label: t('suppliers.blacklist.history'), children: <HistoryTable rows={history.data?.rows ?? []} withName /> },
        ]}
      />
      <ActionDialog
        open={adding}
        title={t('suppliers.blacklist.add')}
        commentRequired
        commentLabelKey="suppliers.fields.reason"
        onCancel={() => setAdding(false)}
        onSubmit={async (v) => {
          await supplierApi.addBlacklist({
            ...(v.companyId ? { companyId: Number(v.companyId) } : { name: v.name as string, taxId: v.taxId as string, supplierCode: (v.supplierCode as string) || undefined }),
            source: v.source as BlacklistSource,
            reason: v.comment ?? '',
            attachments: v.attachments,
          });
          setAdding(false);
          await done();
        }}
      >
        <Form.Item name="companyId" label={t('suppliers.blacklist.portalSupplier')}>
          <Select
            placeholder={t('common.placeholders.search')}
            allowClear
            showSearch={{ filterOption: false, onSearch: setPick }}
            options={(suppliers.data?.rows ?? []).map((s) => ({ value: s.companyId, label: `${s.vendorCode ?? '-'} ${s.name}` }))}
            aria-label={t('suppliers.blacklist.portalSupplier')}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item name="name" label={t('suppliers.fields.company')} rules={[{ max: 60 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="taxId" label={t('suppliers.fields.taxId')} rules={[{ max: 60 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="supplierCode" label={t('suppliers.blacklist.supplierCode')} rules={[{ pattern: /^\d{7,9}$/, message: t('suppliers.messages.supplierCode') }]}>
            <Input />
          </Form.Item>
        </Space>
        <Form.Item name="source" label={t('suppliers.blacklist.source')} rules={[{ required: true, message: t('suppliers.messages.required') }]}>
          <Select placeholder={t('common.placeholders.select')} options={sourceOptions} />
        </Form.Item>
      </ActionDialog>
      <ActionDialog
        open={editing !== null}
        title={t('suppliers.blacklist.edit')}
        commentRequired
        commentLabelKey="suppliers.fields.reason"
        initialValues={{ comment: editing?.reason, source: editing?.source }}
        onCancel={() => setEditing(null)}
        onSubmit={async (v) => {
          await supplierApi.updateBlacklist(editing!.id, { source: v.source as BlacklistSource | undefined, reason: v.comment, ...(v.attachments.length ? { attachments: v.attachments } : {}) });
          setEditing(null);
          await done();
        }}
      >
        <Form.Item name="source" label={t('suppliers.blacklist.source')}>
          <Select placeholder={t('common.placeholders.select')} options={sourceOptions} />
        </Form.Item>
      </ActionDialog>
      <ActionDialog
        open={removing !== null}
        title={t('suppliers.blacklist.remove')}
        commentRequired
        danger
        onCancel={() => setRemoving(null)}
        onSubmit={async (v) => {
          await supplierApi.updateBlacklist(removing!.id, { status: 'removed', comment: v.comment });
          setRemoving(null);
          await done();
        }}
      />
      <ActionDialog
        open={handling !== null}
        title={t('suppliers.blacklist.financeHandle')}
        onCancel={() => setHandling(null)}
        onSubmit={async (v) => {
          await supplierApi.financeBlacklist(handling!.id, v.comment);
          setHandling(null);
          await done();
        }}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} width={720} title={detail.data ? companyName(detail.data.name, detail.data.nameEn) : ''}>
        {detail.data && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Descriptions size="small" bordered column={1}>
              <Descriptions.Item label={t('suppliers.blacklist.supplierCode')}>{detail.data.supplierCode ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('suppliers.fields.taxId')}>{detail.data.taxId ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('suppliers.blacklist.source')}>{t(`suppliers.blacklistSource.${detail.data.source}`)}</Descriptions.Item>
              <Descriptions.Item label={t('suppliers.fields.reason')}>{detail.data.reason}</Descriptions.Item>
              <Descriptions.Item label={t('suppliers.fields.status')}>
                <RequestStatusTag value={detail.data.status} />
              </Descriptions.Item>
            </Descriptions>
            <HistoryTable rows={detail.data.history} />
          </Space>
        )}
      </Drawer>
    </PageContainer>
  );
}
