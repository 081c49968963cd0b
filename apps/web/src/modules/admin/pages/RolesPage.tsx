/**
 * Staff roles (spec 001 §2 'role with function permission setting', §3 'Role: name, code, function
 * permissions'; menu 'system/roles', permission 'sys.role.manage'): search, list, create and edit
 * (the editor holds the function-permission tree), delete custom roles no user holds. Roles read by
 * their names: the role code is an internal code, shown only in the editor as its labelled field
 * (D-210).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminRole } from '@aerosupply/shared/admin/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { useLang } from '../../../lib/i18n';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { adminApi, adminKeys } from '../api';
import { adminRoutes } from '@aerosupply/shared/admin/routes';

export default function RolesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const fields: SearchField[] = [{ name: 'q', label: t('admin.roles.search.q'), placeholder: t('admin.roles.search.qPlaceholder') }];
  const { list, query } = usePagedList([...adminKeys.roles, 'list', lang], adminRoutes.roles, searchKeys(fields));

  const remove = async (role: AdminRole) => {
    await adminApi.deleteRole(role.id);
    showSuccess(t('admin.roles.messages.deleted'));
    void queryClient.invalidateQueries({ queryKey: adminKeys.roles });
  };

  return (
    <>
      <PageContainer
        title={t('admin.roles.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate('/system/roles/new')} data-testid="role-create">
            {t('admin.roles.actions.create')}
          </Button>
        }
      >
        <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
        <DataTable<AdminRole>
          rowKey="id"
          label={t('admin.roles.title')}
          emptyHint={t('admin.roles.emptyHint', { action: t('admin.roles.actions.create') })}
          filtered={hasFilters(list.filters)}
          {...pagedTableProps(list, query)}
          columns={[
            {
              key: 'name',
              title: t('admin.roles.fields.name'),
              dataIndex: 'name',
              render: (v: string, row) => (
                <>
                  {v} {row.builtin && <Tag>{t('admin.roles.builtin')}</Tag>}
                </>
              ),
            },
            { key: 'description', title: t('admin.roles.fields.description'), dataIndex: 'description', ellipsis: true, render: (v: string | null) => v || '-' },
            {
              key: 'permissions',
              title: t('admin.roles.fields.permissionCount'),
              dataIndex: 'permissions',
              align: 'right',
              render: (v: string[]) => v.length,
            },
            { key: 'userCount', title: t('admin.roles.fields.userCount'), dataIndex: 'userCount', align: 'right' },
            { key: 'updatedAt', title: t('admin.roles.fields.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => format.dateTime(v) },
            {
              key: 'actions',
              title: t('common.table.actions'),
              fixed: 'right',
              render: (_: unknown, row) => (
                <RecordActions
                  allowed={row.actions}
                  defs={{
                    edit: { labelKey: 'common.actions.edit', onClick: () => void navigate(`/system/roles/${row.id}`) },
                    delete: { labelKey: 'common.actions.delete', danger: true, confirmKey: 'admin.roles.confirm.delete', onClick: () => remove(row) },
                  }}
                />
              ),
            },
          ]}
        />
      </PageContainer>
    </>
  );
}
