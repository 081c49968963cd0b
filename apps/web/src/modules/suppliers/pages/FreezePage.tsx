/**
 * Freeze / unfreeze (freeze/index, step1-3, detailStep1-2, freezeEdit, unfreeze): step 1 a buyer
 * requests with a reason and attachments, step 2 finance approves or rejects, step 3 the result;
 * each request shows its steps and the supplier's freeze history.
 */
import { useMemo, useState } from 'react';
import { Button, Descriptions, Drawer, Form, Select, Space, Steps, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { supplierControlRoutes } from '@aerosupply/shared/supplier-control/routes';
import { call } from '../../../lib/api/call';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { useCan } from '../../../lib/useCan';
import { supplierApi, useFreezeDetail, useRefreshSuppliers, type FreezeRow } from '../api';
import { ActionDialog } from '../components/ActionDialog';
import { ControlStatusTag, RequestStatusTag } from '../components/StatusTags';
import { supplierName } from '../../../lib/company-name';

/** Steps of one request: 1 request, 2 finance approval, 3 result. */
export function FreezeSteps({ r }: { r: FreezeRow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const failed = r.status === 'rejected' || r.status === 'withdrawn';
  return (
    <Steps
      size="small"
      current={r.status === 'pending' ? 1 : 2}
      status={failed ? 'error' : r.status === 'approved' ? 'finish' : 'process'}
      items={[
        { title: t('suppliers.freeze.step1'), content: `${r.requestedBy} ${f.dateTime(r.requestedAt)}` },
        { title: t('suppliers.freeze.step2'), content: r.financeUser ? `${r.financeUser} ${f.dateTime(r.decidedAt)}` : t('suppliers.requestStatus.pending') },
        { title: t('suppliers.freeze.step3'), content: r.status === 'pending' ? '' : t(`suppliers.requestStatus.${r.status}`) },
      ]}
    />
  );
}

export function FreezeDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const detail = useFreezeDetail(id);
  const d = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} width={720} title={d ? `${d.requestNo} · ${supplierName(d)}` : ''}>
      {d && (
        <Space direction="vertical" style={{ width: '100%' }} size={16}>
          <FreezeSteps r={d} />
          <Descriptions size="small" bordered column={1}>
            <Descriptions.Item label={t('suppliers.freeze.kind')}>{t(`suppliers.freezeKind.${d.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('suppliers.fields.vendorCode')}>{d.vendorCode ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('suppliers.fields.controlStatus')}>
              <ControlStatusTag value={d.controlStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('suppliers.fields.reason')}>{d.reason}</Descriptions.Item>
            <Descriptions.Item label={t('suppliers.freeze.financeComment')}>{d.financeComment ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            title={() => t('suppliers.freeze.history')}
            dataSource={d.history}
            columns={[
              { title: t('suppliers.freeze.requestNo'), dataIndex: 'requestNo' },
              { title: t('suppliers.freeze.kind'), dataIndex: 'kind', render: (v: string) => t(`suppliers.freezeKind.${v}`) },
              { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
              { title: t('suppliers.freeze.requestedBy'), dataIndex: 'requestedBy' },
              { title: t('suppliers.freeze.financeUser'), dataIndex: 'financeUser', render: (v: string | null) => v ?? '-' },
              { title: t('suppliers.freeze.requestedAt'), dataIndex: 'requestedAt', render: (v: string) => f.dateTime(v) },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

export function FreezeRequests({ finance }: { finance: boolean }) {
  const { t } = useTranslation();
  const can = useCan();
  const f = useFormat();
  const refresh = useRefreshSuppliers();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'company', label: t('suppliers.fields.company') },
      { name: 'status', label: t('suppliers.fields.status'), type: 'select', options: ['pending', 'approved', 'rejected', 'withdrawn'].map((v) => ({ value: v, label: t(`suppliers.requestStatus.${v}`) })) },
      { name: 'kind', label: t('suppliers.freeze.kind'), type: 'select', options: ['freeze', 'unfreeze'].map((v) => ({ value: v, label: t(`suppliers.freezeKind.${v}`) })) },
    ],
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'freeze', finance], supplierControlRoutes.freezeList, searchKeys(fields), undefined, finance ? { status: 'pending' } : undefined);
  const [viewing, setViewing] = useState<number | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [editing, setEditing] = useState<FreezeRow | null>(null);
  const [deciding, setDeciding] = useState<{ row: FreezeRow; decision: 'approve' | 'reject' } | null>(null);
  const [supplierSearch, setSupplierSearch] = useState('');
  const suppliers = useQuery({
    queryKey: ['suppliers', 'control-pick', supplierSearch],
    queryFn: () => call(supplierControlRoutes.list, { query: { company: supplierSearch || undefined, pageSize: 20 } }, { background: true }),
    enabled: requesting,
  });
  const title = t(finance ? 'suppliers.financeApproval.title' : 'suppliers.freeze.title');
  return (
    <PageContainer
      title={title}
      extra={
        <>
          <ExportButton route={supplierControlRoutes.freezeExport} params={finance ? { ...list.filters, status: 'pending' } : list.filters} fallbackName="freeze-requests.xlsx" />
          {!finance && can('supplier.freeze.request') && <Button type="primary" onClick={() => setRequesting(true)}>{t('suppliers.freeze.newRequest')}</Button>}
        </>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<FreezeRow>
        rowKey="id"
        label={title}
        emptyHint={finance ? t('suppliers.freeze.emptyHintFinance') : t('suppliers.freeze.emptyHint', { action: t('suppliers.freeze.newRequest') })}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('suppliers.freeze.requestNo'), dataIndex: 'requestNo' },
          { title: t('suppliers.fields.vendorCode'), dataIndex: 'vendorCode', render: (v: string | null) => v ?? '-' },
          { priority: 'key', title: t('suppliers.fields.company'), dataIndex: 'name', render: (_: string, r) => supplierName(r) },
          { title: t('suppliers.freeze.kind'), dataIndex: 'kind', render: (v: string) => t(`suppliers.freezeKind.${v}`) },
          { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
          { title: t('suppliers.freeze.step'), dataIndex: 'step', render: (v: number) => t(`suppliers.freeze.step${v}`) },
          { priority: 'key', title: t('suppliers.fields.reason'), dataIndex: 'reason', ellipsis: true },
          { title: t('suppliers.freeze.requestedBy'), dataIndex: 'requestedBy' },
          { title: t('suppliers.freeze.requestedAt'), dataIndex: 'requestedAt', render: (v: string) => f.dateTime(v) },
          {
            title: t('suppliers.fields.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <RecordActions
                allowed={r.actions}
                always={['view']}
                defs={{
                  view: { labelKey: 'suppliers.actions.view', onClick: () => setViewing(r.id) },
                  approve: { labelKey: 'suppliers.actions.approve', onClick: () => setDeciding({ row: r, decision: 'approve' }) },
                  reject: { labelKey: 'suppliers.actions.reject', danger: true, onClick: () => setDeciding({ row: r, decision: 'reject' }) },
                  ...(finance
                    ? {}
                    : {
                        edit: { labelKey: 'suppliers.actions.edit', onClick: () => setEditing(r) },
                        withdraw: {
                          labelKey: 'suppliers.actions.withdraw',
                          danger: true,
                          confirmKey: 'suppliers.freeze.withdrawConfirm',
                          onClick: async () => {
                            await supplierApi.withdrawFreeze(r.id);
                            await refresh();
                          },
                        },
                      }),
                }}
              />
            ),
          },
        ]}
      />
      <FreezeDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <ActionDialog
        open={requesting}
        title={t('suppliers.freeze.newRequest')}
        commentRequired
        commentLabelKey="suppliers.fields.reason"
        initialValues={{ kind: 'freeze' }}
        onCancel={() => setRequesting(false)}
        onSubmit={async (v) => {
          await supplierApi.requestFreeze({ companyId: Number(v.companyId), kind: v.kind as 'freeze' | 'unfreeze', reason: v.comment ?? '', attachments: v.attachments });
          showSuccess(t('suppliers.messages.done'));
          setRequesting(false);
          await refresh();
        }}
      >
        <Form.Item name="companyId" label={t('suppliers.fields.company')} rules={[{ required: true, message: t('suppliers.messages.required') }]}>
          <Select
            placeholder={t('common.placeholders.search')}
            showSearch={{ filterOption: false, onSearch: setSupplierSearch }}
            loading={suppliers.isFetching}
            options={(suppliers.data?.rows ?? []).map((s) => ({ value: s.companyId, label: `${s.vendorCode ?? '-'} ${supplierName(s)} (${t(`suppliers.controlStatus.${s.controlStatus}`)})` }))}
            aria-label={t('suppliers.fields.company')}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('suppliers.freeze.kind')} rules={[{ required: true }]}>
          <Select placeholder={t('common.placeholders.select')} options={['freeze', 'unfreeze'].map((v) => ({ value: v, label: t(`suppliers.freezeKind.${v}`) }))} />
        </Form.Item>
      </ActionDialog>
      <ActionDialog
        open={editing !== null}
        title={t('suppliers.freeze.editRequest')}
        commentRequired
        commentLabelKey="suppliers.fields.reason"
        initialValues={{ comment: editing?.reason }}
        onCancel={() => setEditing(null)}
        onSubmit={async (v) => {
          await supplierApi.editFreeze(editing!.id, { reason: v.comment ?? '', attachments: v.attachments });
          showSuccess(t('suppliers.messages.done'));
          setEditing(null);
          await refresh();
        }}
      />
      <ActionDialog
        open={deciding !== null}
        title={deciding ? `${t(`suppliers.actions.${deciding.decision}`)} · ${deciding.row.requestNo} ${supplierName(deciding.row)} (${t(`suppliers.freezeKind.${deciding.row.kind}`)})` : ''}
        commentRequired={deciding?.decision === 'reject'}
        danger={deciding?.decision === 'reject'}
        onCancel={() => setDeciding(null)}
        onSubmit={async (v) => {
          await supplierApi.decideFreeze(deciding!.row.id, { decision: deciding!.decision, comment: v.comment, attachments: v.attachments });
          showSuccess(t('suppliers.messages.done'));
          setDeciding(null);
          await refresh();
        }}
      />
    </PageContainer>
  );
}

export default function FreezePage() {
  return <FreezeRequests finance={false} />;
}
