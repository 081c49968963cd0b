/**
 * Users (spec 001 §2 'Users, roles and operation log screens', §3 'User', §6; menu 'system/users',
 * permission 'sys.user.manage'): search by account, name, company, company type, role and status;
 * create (the temporary password is shown once), edit, enable/disable, roles, hardware-key binding,
 * password reset and unlock. Row buttons come from the record's server `actions`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { USER_STATUSES, type AdminUser, type TemporaryPasswordAnswer } from '@aerosupply/shared/admin/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { ExportButton } from '../components/ExportButton';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { useLang } from '../../../lib/i18n';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { useTableSort } from '../../../lib/useTableSort';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { adminApi, adminKeys, useCompanyOptions, useRoleOptions } from '../api';
import { HardwareKeyDialog } from '../components/HardwareKeyDialog';
import { TemporaryPasswordDialog } from '../components/TemporaryPasswordDialog';
import { UserDialog } from '../components/UserDialog';
import { UserRolesDialog } from '../components/UserRolesDialog';
import { adminRoutes } from '@aerosupply/shared/admin/routes';

const STATUS_COLORS: Record<string, string> = { enabled: 'success', disabled: 'default', locked: 'error', frozen: 'warning' };
const COMPANY_TYPES = ['staff', 'supplier', 'forwarder'] as const;
const SORTABLE = ['account', 'realName', 'companyName', 'createdAt', 'lastLoginAt'] as const;

export default function UsersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useFormat();
  const queryClient = useQueryClient();
  const companies = useCompanyOptions();
  const roles = useRoleOptions(undefined);
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminUser | null }>({ open: false, editing: null });
  const [rolesFor, setRolesFor] = useState<AdminUser | null>(null);
  const [keyFor, setKeyFor] = useState<AdminUser | null>(null);
  // The last answer stays for the closing animation; `open` decides whether it shows.
  const [temporary, setTemporary] = useState<{ answer: TemporaryPasswordAnswer; reason: 'created' | 'reset'; open: boolean } | null>(null);

  const fields: SearchField[] = [
    { name: 'account', label: t('admin.users.fields.account'), placeholder: t('admin.users.search.accountPrefix') },
    { name: 'name', label: t('admin.users.fields.realName') },
    {
      name: 'status',
      label: t('admin.users.fields.status'),
      type: 'select',
      options: USER_STATUSES.map((s) => ({ value: s, label: t(`admin.users.status.${s}`) })),
    },
    {
      name: 'companyId',
      label: t('admin.users.fields.company'),
      type: 'select',
      loading: companies.isLoading,
      options: (companies.data ?? []).map((c) => ({ value: String(c.value), label: c.label })),
    },
    {
      name: 'companyType',
      label: t('admin.users.fields.companyType'),
      type: 'select',
      options: COMPANY_TYPES.map((c) => ({ value: c, label: t(`admin.users.companyType.${c}`) })),
    },
    {
      name: 'roleId',
      label: t('admin.users.fields.role'),
      type: 'select',
      loading: roles.isLoading,
      options: (roles.data ?? []).map((r) => ({ value: String(r.value), label: r.label })),
    },
  ];
  const { list, query } = usePagedList([...adminKeys.users, lang], adminRoutes.users, [...searchKeys(fields), 'sort', 'order']);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.users });

  const act = async (action: () => Promise<unknown>, message: string) => {
    await action();
    showSuccess(message);
    refresh();
  };

  const sorting = useTableSort<AdminUser>(list, SORTABLE);
  const { sortOrder } = sorting;

  return (
    <>
      <PageContainer
        title={t('admin.users.title')}
        extra={
          <Space wrap>
            <ExportButton
              route={adminRoutes.usersExport}
              params={list.filters}
              fallbackName="users.xlsx"
            />
            <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setDialog({ open: true, editing: null })} data-testid="user-create">
              {t('admin.users.actions.create')}
            </Button>
          </Space>
        }
      >
        <SearchForm
          fields={fields}
          values={list.filters}
          onSearch={sorting.onSearch}
          onReset={list.reset}
          loading={query.isFetching}
        />
        <DataTable<AdminUser>
          rowKey="id"
          label={t('admin.users.title')}
          emptyHint={t('admin.users.emptyHint', { action: t('admin.users.actions.create') })}
          filtered={hasFilters(list.filters)}
          {...pagedTableProps(list, query)}
          onChange={sorting.onChange}
          columns={[
            { key: 'account', title: t('admin.users.fields.account'), dataIndex: 'account', sorter: true, sortOrder: sortOrder('account'), fixed: 'left' },
            { key: 'realName', title: t('admin.users.fields.realName'), dataIndex: 'realName', sorter: true, sortOrder: sortOrder('realName') },
            {
              key: 'companyName',
              title: t('admin.users.fields.company'),
              dataIndex: 'companyName',
              sorter: true,
              sortOrder: sortOrder('companyName'),
              render: (v: string, row) => (
                <Space size={4} wrap>
                  <span>{v}</span>
                  <Tag>{t(`admin.users.companyType.${row.companyType}`)}</Tag>
                </Space>
              ),
            },
            {
              key: 'roles',
              title: t('admin.users.fields.roles'),
              dataIndex: 'roles',
              render: (v: AdminUser['roles']) => (v.length ? v.map((r) => <Tag key={r.id}>{r.name}</Tag>) : '-'),
            },
            {
              key: 'status',
              title: t('admin.users.fields.status'),
              dataIndex: 'status',
              render: (v: string) => <StatusTag value={v} prefix="admin.users.status" colors={STATUS_COLORS} />,
            },
            {
              key: 'hardwareKey',
              title: t('admin.users.fields.hardwareKey'),
              dataIndex: 'hardwareKey',
              render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '-'),
            },
            { key: 'email', title: t('admin.users.fields.email'), dataIndex: 'email', render: (v: string | null) => v ?? '-' },
            {
              key: 'lastLoginAt',
              title: t('admin.users.fields.lastLoginAt'),
              dataIndex: 'lastLoginAt',
              sorter: true,
              sortOrder: sortOrder('lastLoginAt'),
              render: (v: string | null) => (v ? format.dateTime(v) : '-'),
            },
            {
              key: 'createdAt',
              title: t('admin.users.fields.createdAt'),
              dataIndex: 'createdAt',
              sorter: true,
              sortOrder: sortOrder('createdAt'),
              render: (v: string) => format.dateTime(v),
            },
            {
              key: 'actions',
              title: t('common.table.actions'),
              fixed: 'right',
              render: (_: unknown, row) => (
                <RecordActions
                  allowed={row.actions}
                  defs={{
                    edit: { labelKey: 'common.actions.edit', onClick: () => setDialog({ open: true, editing: row }) },
                    setRoles: { labelKey: 'admin.users.actions.setRoles', onClick: () => setRolesFor(row) },
                    bindHardwareKey: { labelKey: 'admin.users.actions.hardwareKey', onClick: () => setKeyFor(row) },
                    enable: {
                      labelKey: 'admin.users.actions.enable',
                      confirmKey: 'admin.users.confirm.enable',
                      onClick: () => act(() => adminApi.enableUser(row.id), t('admin.users.messages.enabled')),
                    },
                    disable: {
                      labelKey: 'admin.users.actions.disable',
                      danger: true,
                      confirmKey: 'admin.users.confirm.disable',
                      onClick: () => act(() => adminApi.disableUser(row.id), t('admin.users.messages.disabled')),
                    },
                    unlock: {
                      labelKey: 'admin.users.actions.unlock',
                      confirmKey: 'admin.users.confirm.unlock',
                      onClick: () => act(() => adminApi.unlockUser(row.id), t('admin.users.messages.unlocked')),
                    },
                    resetPassword: {
                      labelKey: 'admin.users.actions.resetPassword',
                      danger: true,
                      confirmKey: 'admin.users.confirm.resetPassword',
                      onClick: async () => {
                        const answer = await adminApi.resetPassword(row.id);
                        showSuccess(t('admin.users.messages.passwordReset'));
                        setTemporary({ answer, reason: 'reset', open: true });
                        refresh();
                      },
                    },
                  }}
                />
              ),
            },
          ]}
        />
        <UserDialog
          open={dialog.open}
          editing={dialog.editing}
          onClose={() => setDialog({ open: false, editing: null })}
          onCreated={(answer) => {
            setDialog({ open: false, editing: null });
            setTemporary({ answer, reason: 'created', open: true });
            refresh();
          }}
          onUpdated={() => {
            setDialog({ open: false, editing: null });
            refresh();
          }}
        />
        <UserRolesDialog
          user={rolesFor}
          onClose={() => setRolesFor(null)}
          onSaved={() => {
            setRolesFor(null);
            refresh();
          }}
        />
        <HardwareKeyDialog
          user={keyFor}
          onClose={() => setKeyFor(null)}
          onSaved={() => {
            setKeyFor(null);
            refresh();
          }}
        />
        <TemporaryPasswordDialog
          open={Boolean(temporary?.open)}
          answer={temporary?.answer ?? null}
          reason={temporary?.reason ?? 'created'}
          onClose={() => setTemporary((prev) => (prev ? { ...prev, open: false } : null))}
          afterClose={() => setTemporary(null)}
        />
      </PageContainer>
    </>
  );
}
