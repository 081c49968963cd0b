/**
 * The sysadmin's outbox viewer (issue 3 item 10; menu 'system/outbox', permission
 * 'sys.outbox.view'): mail and SMS sent by the portal, newest first by keyset pages, filtered by
 * channel, status, recipient and text; read a message (the open message is in the URL) and send an
 * undelivered mail again.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { outboxRoutes } from '@aerosupply/shared/outbox/routes';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxRow } from '@aerosupply/shared/outbox/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { adminApi, adminKeys } from '../api';
import { CursorTable } from '../components/CursorTable';
import { hasFilters } from '../../../components/DataTable';
import { OUTBOX_STATUS_COLORS, OutboxMessageDrawer } from '../components/OutboxMessageDrawer';
import { useCursorList } from '../useCursorList';

export default function OutboxPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const openId = /^\d+$/.test(search.get('message') ?? '') ? Number(search.get('message')) : null;

  const fields: SearchField[] = [
    { name: 'recipient', label: t('admin.outbox.fields.recipient'), maxLength: 100, placeholder: t('admin.outbox.search.recipientPlaceholder') },
    { name: 'q', label: t('admin.outbox.search.q'), placeholder: t('admin.outbox.search.qPlaceholder') },
    { name: 'channel', label: t('admin.outbox.fields.channel'), type: 'select', options: OUTBOX_CHANNELS.map((c) => ({ value: c, label: t(`admin.outbox.channel.${c}`) })) },
    { name: 'status', label: t('admin.outbox.fields.status'), type: 'select', options: OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`admin.outbox.status.${s}`) })) },
  ];
  const list = useCursorList(adminKeys.outbox, outboxRoutes.list, searchKeys(fields));

  const open = (id: number | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('message');
      else next.set('message', String(id));
      return next;
    });

  const retry = async (id: number) => {
    await adminApi.retryOutbox(id);
    showSuccess(t('admin.outbox.messages.retried'));
    void queryClient.invalidateQueries({ queryKey: adminKeys.outbox });
  };

  return (
    <>
      <PageContainer title={t('admin.outbox.title')}>
        <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={list.isFetching} visibleCount={4} />
        <CursorTable<OutboxRow>
          rowKey="id"
          label={t('admin.outbox.title')}
          emptyHint={t('admin.outbox.emptyHint')}
          filtered={hasFilters(list.filters)}
          list={list}
          columns={[
            { key: 'createdAt', title: t('admin.outbox.fields.createdAt'), dataIndex: 'createdAt', render: (v: string) => format.dateTime(v) },
            { key: 'channel', title: t('admin.outbox.fields.channel'), dataIndex: 'channel', render: (v: string) => t(`admin.outbox.channel.${v}`) },
            { key: 'recipient', title: t('admin.outbox.fields.recipient'), dataIndex: 'recipient' },
            { key: 'subject', title: t('admin.outbox.fields.subject'), dataIndex: 'subject' },
            {
              key: 'status',
              title: t('admin.outbox.fields.status'),
              dataIndex: 'status',
              render: (v: string) => <StatusTag value={v} prefix="admin.outbox.status" colors={OUTBOX_STATUS_COLORS} />,
            },
            { key: 'attempts', title: t('admin.outbox.fields.attempts'), dataIndex: 'attempts', align: 'right' },
            { key: 'sentAt', title: t('admin.outbox.fields.sentAt'), dataIndex: 'sentAt', render: (v: string | null) => (v ? format.dateTime(v) : '-') },
            {
              key: 'actions',
              title: t('common.table.actions'),
              fixed: 'right',
              render: (_: unknown, row) => (
                <RecordActions
                  allowed={row.actions}
                  defs={{
                    view: { labelKey: 'admin.outbox.actions.view', onClick: () => open(row.id) },
                    retry: { labelKey: 'admin.outbox.actions.retry', confirmKey: 'admin.outbox.confirm.retry', onClick: () => retry(row.id) },
                  }}
                />
              ),
            },
          ]}
        />
        <OutboxMessageDrawer
          id={openId}
          onClose={() => open(null)}
          onRetry={async (message) => {
            await retry(message.id);
            void queryClient.invalidateQueries({ queryKey: adminKeys.outboxMessage(message.id) });
          }}
        />
      </PageContainer>
    </>
  );
}
