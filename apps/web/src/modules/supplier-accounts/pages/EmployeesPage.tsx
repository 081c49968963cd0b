/**
 * Employee accounts of the supplier (spec 001 §2 'Employee account management', §4): list with the
 * number of accounts, full name, email, telephone, posts, status; create, edit, freeze (warning:
 * the account loses access), restore, reset password, authorise posts. A supplier's screen has a
 * second tab with the employee sign-up requests to approve or refuse (`?tab=requests`, issue 28 item 7).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Space, Tabs, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { EmployeeView, PostView } from '@aerosupply/shared/supplier-accounts/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { accountApi, accountKeys, accountRoutes, hasRequests, usePosts } from '../api';
import { AuthoriseDialog, ResetPasswordDialog } from '../components/AuthoriseDialog';
import { EmployeeDialog, postLabel } from '../components/EmployeeDialog';
import { RequestsPanel } from '../components/RequestsPanel';

export default function EmployeesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const posts = usePosts();
  const [search, setSearch] = useSearchParams();
  const requests = hasRequests() && search.get('tab') === 'requests';
  const [creating, setCreating] = useState(false);
  const [total, setTotal] = useState<number | undefined>(undefined);

  return (
    <PageContainer
      title={t('supplierAccounts.employees.title')}
      description={total === undefined ? undefined : t('supplierAccounts.employees.count', { count: total })}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setCreating(true)} data-testid="employee-create">
          {t('supplierAccounts.employees.create')}
        </Button>
      }
    >
      {hasRequests() && (
        <Tabs
          activeKey={requests ? 'requests' : 'accounts'}
          // Each tab has its own filters: switching starts the other list afresh.
          onChange={(next) => setSearch(next === 'requests' ? { tab: 'requests' } : {})}
          items={[
            { key: 'accounts', label: t('supplierAccounts.employees.tab') },
            { key: 'requests', label: t('supplierAccounts.requests.title') },
          ]}
        />
      )}
      {requests ? (
        <RequestsPanel posts={posts.data ?? []} />
      ) : (
        <AccountsList posts={posts.data ?? []} onTotal={setTotal} />
      )}
      <EmployeeDialog
        open={creating}
        editing={null}
        posts={posts.data ?? []}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void qc.invalidateQueries({ queryKey: accountKeys.employees });
          void qc.invalidateQueries({ queryKey: accountKeys.posts });
        }}
      />
    </PageContainer>
  );
}

function AccountsList({ posts, onTotal }: { posts: PostView[]; onTotal: (total: number | undefined) => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<EmployeeView | null>(null);
  const [authorising, setAuthorising] = useState<EmployeeView | null>(null);
  const [resetting, setResetting] = useState<EmployeeView | null>(null);

  const fields: SearchField[] = [
    { name: 'keyword', label: t('supplierAccounts.fields.keyword') },
    { name: 'status', label: t('supplierAccounts.fields.status'), type: 'select', options: (['normal', 'frozen'] as const).map((s) => ({ value: s, label: t(`supplierAccounts.status.${s}`) })) },
    { name: 'postId', label: t('supplierAccounts.fields.posts'), type: 'select', options: posts.map((p) => ({ value: String(p.id), label: postLabel(p) })) },
  ];
  const { list, query } = usePagedList(accountKeys.employees, accountRoutes().employees, searchKeys(fields));
  const total = query.data?.total;
  useEffect(() => onTotal(total), [total, onTotal]);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: accountKeys.employees });
    void qc.invalidateQueries({ queryKey: accountKeys.posts });
  };
  const act = async (run: () => Promise<unknown>) => {
    await run();
    showSuccess(t('common.messages.saved'));
    refresh();
  };

  return (
    <>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<EmployeeView>
        rowKey="id"
        label={t('supplierAccounts.employees.title')}
        emptyHint={t('supplierAccounts.employees.emptyHint', { action: t('supplierAccounts.employees.create') })}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('supplierAccounts.fields.account'), dataIndex: 'account' },
          {
            title: t('supplierAccounts.fields.realName'),
            dataIndex: 'realName',
            render: (v: string, r) => (
              <Space>
                {v}
                {r.isCompanyAdmin && <Tag color="gold">{t('supplierAccounts.employees.admin')}</Tag>}
              </Space>
            ),
          },
          { title: t('supplierAccounts.fields.email'), dataIndex: 'email' },
          { title: t('supplierAccounts.fields.phone'), dataIndex: 'phone' },
          {
            title: t('supplierAccounts.fields.posts'),
            dataIndex: 'posts',
            render: (v: EmployeeView['posts'], r) =>
              r.isCompanyAdmin ? <Typography.Text type="secondary">{t('supplierAccounts.employees.allFunctions')}</Typography.Text> : v.map((p) => <Tag key={p.id}>{postLabel(p)}</Tag>),
          },
          { title: t('supplierAccounts.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="supplierAccounts.status" colors={{ normal: 'success', frozen: 'error' }} /> },
          {
            title: t('supplierAccounts.fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  edit: { labelKey: 'common.actions.edit', onClick: () => setEditing(r) },
                  authorise: { labelKey: 'supplierAccounts.actions.authorise', onClick: () => setAuthorising(r) },
                  resetPassword: { labelKey: 'supplierAccounts.actions.resetPassword', onClick: () => setResetting(r) },
                  freeze: { labelKey: 'supplierAccounts.actions.freeze', danger: true, confirmKey: 'supplierAccounts.confirm.freeze', onClick: () => act(() => accountApi.freeze(r.id)) },
                  restore: { labelKey: 'supplierAccounts.actions.restore', confirmKey: 'supplierAccounts.confirm.restore', onClick: () => act(() => accountApi.restore(r.id)) },
                }}
              />
            ),
          },
        ]}
      />
      <EmployeeDialog
        open={!!editing}
        editing={editing}
        posts={posts}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <AuthoriseDialog
        employee={authorising}
        posts={posts}
        onClose={() => setAuthorising(null)}
        onSaved={() => {
          setAuthorising(null);
          refresh();
        }}
      />
      <ResetPasswordDialog employee={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
