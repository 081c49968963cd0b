/**
 * The requests tab of the employee screen (issue 28 item 7): who asked to join the company from the
 * registration choice page; search by name, user ID, email or phone and by status; approve (the
 * account is created with the posts picked) or refuse with a reason.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { EMPLOYEE_REQUEST_STATUSES, type EmployeeRequestView } from '@aerosupply/shared/supplier-accounts/requests';
import type { PostView } from '@aerosupply/shared/supplier-accounts/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { employeeRequestRoutes } from '@aerosupply/shared/supplier-accounts/routes';
import { accountKeys } from '../api';
import { ApproveRequestDialog, RefuseRequestDialog } from './RequestDialogs';

export const REQUEST_STATUS_COLORS = { pending: 'processing', approved: 'success', refused: 'error' } as const;

export function RequestsPanel({ posts }: { posts: PostView[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const qc = useQueryClient();
  const [approving, setApproving] = useState<EmployeeRequestView | null>(null);
  const [refusing, setRefusing] = useState<EmployeeRequestView | null>(null);
  const fields: SearchField[] = [
    { name: 'keyword', label: t('supplierAccounts.fields.keyword') },
    { name: 'status', label: t('supplierAccounts.fields.status'), type: 'select', options: EMPLOYEE_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`supplierAccounts.requestStatus.${s}`) })) },
  ];
  const { list, query } = usePagedList(accountKeys.requests, employeeRequestRoutes.list, searchKeys(fields));
  const done = () => {
    setApproving(null);
    setRefusing(null);
    void qc.invalidateQueries({ queryKey: accountKeys.requests });
    void qc.invalidateQueries({ queryKey: accountKeys.employees });
    void qc.invalidateQueries({ queryKey: accountKeys.posts });
    // The workbench's pending-request counter changes too.
    void qc.invalidateQueries({ queryKey: ['home'] });
  };

  return (
    <>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<EmployeeRequestView>
        rowKey="id"
        label={t('supplierAccounts.requests.title')}
        settingsKey="sup/employees/requests"
        emptyHint={t('supplierAccounts.requests.emptyHint')}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('supplierAccounts.fields.realName'), dataIndex: 'realName', priority: 'key' },
          { title: t('supplierAccounts.fields.account'), dataIndex: 'account', priority: 'key' },
          { title: t('supplierAccounts.fields.email'), dataIndex: 'email' },
          { title: t('supplierAccounts.fields.phone'), dataIndex: 'phone' },
          { title: t('supplierAccounts.fields.note'), dataIndex: 'note', render: (v: string | null) => v ?? '-' },
          { title: t('supplierAccounts.fields.requestedAt'), dataIndex: 'createdAt', render: (v: string) => format.dateTime(v) },
          {
            title: t('supplierAccounts.fields.status'),
            dataIndex: 'status',
            priority: 'key',
            render: (v: string, r) => (
              <>
                <StatusTag value={v} prefix="supplierAccounts.requestStatus" colors={REQUEST_STATUS_COLORS} />
                {r.reason && <Typography.Text type="secondary">{r.reason}</Typography.Text>}
              </>
            ),
          },
          { title: t('supplierAccounts.fields.decidedBy'), dataIndex: 'decidedByName', render: (v: string | null, r) => (v ? `${v} · ${format.dateTime(r.decidedAt!)}` : '-') },
          {
            title: t('supplierAccounts.fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  approve: { labelKey: 'supplierAccounts.requests.approve', onClick: () => setApproving(r) },
                  refuse: { labelKey: 'supplierAccounts.requests.refuse', danger: true, onClick: () => setRefusing(r) },
                }}
              />
            ),
          },
        ]}
      />
      <ApproveRequestDialog request={approving} posts={posts} onClose={() => setApproving(null)} onDone={done} />
      <RefuseRequestDialog request={refusing} onClose={() => setRefusing(null)} onDone={done} />
    </>
  );
}
