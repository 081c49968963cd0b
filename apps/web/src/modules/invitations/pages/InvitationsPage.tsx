/**
 * Supplier invitation (spec 001 §2; menu 'suppliers/invitations', permission 'supplier.invite'):
 * search by invited company name and registration status; company name, email, validity (days),
 * invitation code, comments, send time, status and inviter; invite, edit, send/resend, delete.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { INVITATION_STATUSES, type InvitationRow } from '@aerosupply/shared/invitations/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { useTableSort } from '../../../lib/useTableSort';
import { invitationApi, invitationKeys } from '../api';
import { invitationRoutes } from '@aerosupply/shared/invitations/routes';
import { InviteDialog } from '../components/InviteDialog';

const STATUS_COLORS: Record<string, string> = { unsent: 'default', sent: 'processing', registered: 'success', expired: 'warning' };
const SORTABLE = ['companyName', 'sentAt', 'createdAt'];

export default function InvitationsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ open: boolean; editing: InvitationRow | null }>({ open: false, editing: null });

  const fields: SearchField[] = [
    { name: 'companyName', label: t('invitations.fields.companyName') },
    { name: 'status', label: t('invitations.fields.status'), type: 'select', options: INVITATION_STATUSES.map((s) => ({ value: s, label: t(`invitations.status.${s}`) })) },
  ];
  const { list, query } = usePagedList(invitationKeys.list, invitationRoutes.list, [...searchKeys(fields), 'sort', 'order']);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: invitationKeys.all });

  const act = async (action: () => Promise<unknown>, message: string) => {
    await action();
    showSuccess(message);
    refresh();
  };

  const sorting = useTableSort<InvitationRow>(list, SORTABLE);
  const { sortOrder } = sorting;

  return (
    <PageContainer
      title={t('invitations.title')}
      extra={
        <Button type="primary" onClick={() => setDialog({ open: true, editing: null })} data-testid="invite-open">
          {t('invitations.actions.invite')}
        </Button>
      }
    >
      <SearchForm
        fields={fields}
        values={list.filters}
        onSearch={sorting.onSearch}
        onReset={list.reset}
        loading={query.isFetching}
      />
      <DataTable<InvitationRow>
        rowKey="id"
        label={t('invitations.title')}
        emptyHint={t('invitations.emptyHint', { action: t('invitations.actions.invite') })}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        onChange={sorting.onChange}
        columns={[
          { key: 'companyName', title: t('invitations.fields.companyName'), dataIndex: 'companyName', sorter: true, sortOrder: sortOrder('companyName') },
          { key: 'email', title: t('invitations.fields.email'), dataIndex: 'email' },
          { key: 'validityDays', title: t('invitations.fields.validityDays'), dataIndex: 'validityDays', align: 'right' },
          { key: 'code', title: t('invitations.fields.code'), dataIndex: 'code', render: (code: string) => <Typography.Text copyable code>{code}</Typography.Text> },
          { key: 'comments', title: t('invitations.fields.comments'), dataIndex: 'comments', ellipsis: true, render: (v: string | null) => v ?? '-' },
          { key: 'sentAt', title: t('invitations.fields.sentAt'), dataIndex: 'sentAt', sorter: true, sortOrder: sortOrder('sentAt'), render: (v: string | null) => (v ? format.dateTime(v) : '-') },
          { key: 'status', title: t('invitations.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="invitations.status" colors={STATUS_COLORS} /> },
          { key: 'inviterName', title: t('invitations.fields.inviter'), dataIndex: 'inviterName', render: (v: string | null) => v ?? '-' },
          {
            key: 'actions',
            title: t('common.table.actions'),
            fixed: 'right',
            render: (_: unknown, row) => (
              <RecordActions
                allowed={row.actions}
                defs={{
                  edit: { labelKey: 'common.actions.edit', onClick: () => setDialog({ open: true, editing: row }) },
                  send: { labelKey: 'invitations.actions.send', onClick: () => act(() => invitationApi.send(row.id), t('invitations.messages.sent')) },
                  resend: { labelKey: 'invitations.actions.resend', confirmKey: 'invitations.confirm.resend', onClick: () => act(() => invitationApi.send(row.id), t('invitations.messages.sent')) },
                  delete: { labelKey: 'common.actions.delete', danger: true, confirmKey: 'common.messages.confirmDelete', onClick: () => act(() => invitationApi.remove(row.id), t('common.messages.saved')) },
                }}
              />
            ),
          },
        ]}
      />
      <InviteDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog({ open: false, editing: null })}
        onSaved={() => {
          setDialog({ open: false, editing: null });
          refresh();
        }}
      />
    </PageContainer>
  );
}
