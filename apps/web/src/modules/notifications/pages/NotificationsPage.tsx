/**
 * The notification centre (issue 10 item 5): every notification of the signed-in user, newest
 * first, all or unread only (the filter is in the URL), a keyset page at a time; mark one or all read.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Empty, Flex, Segmented, Spin } from 'antd';
import type { NotificationItem } from '@aerosupply/shared/notifications/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { useSubmit } from '../../../lib/forms';
import { notificationsApi, useNotificationPages, useRefreshNotifications, useUnreadCount } from '../api';
import { NotificationList } from '../components/NotificationList';

type Filter = 'all' | 'unread';

export default function NotificationsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter: Filter = search.get('filter') === 'unread' ? 'unread' : 'all';
  const pages = useNotificationPages(filter === 'unread');
  const unread = useUnreadCount().data?.count ?? 0;
  const refresh = useRefreshNotifications();
  const items = pages.data?.pages.flatMap((p) => p.rows) ?? [];

  const markRead = useSubmit(async (item: NotificationItem) => {
    await notificationsApi.markRead(item.id);
    await refresh();
  }, { guardMs: 0 });
  const markAll = useSubmit(async () => {
    await notificationsApi.markAllRead();
    await refresh();
  }, { success: true });

  const setFilter = (value: Filter) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (value === 'all') next.delete('filter');
      else next.set('filter', value);
      return next;
    });

  return (
    <PageContainer
      title={t('notifications.title')}
      extra={
        <Button onClick={() => void markAll.run()} loading={markAll.pending} disabled={unread === 0} data-testid="notifications-mark-all">
          {t('notifications.actions.markAllRead')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Segmented<Filter>
          aria-label={t('notifications.filter.label')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('notifications.filter.all') },
            { value: 'unread', label: t('notifications.filter.unread', { count: unread }) },
          ]}
        />
        {pages.isPending ? (
          <Spin aria-label={t('common.loading')} />
        ) : items.length === 0 ? (
          <Empty description={t(filter === 'unread' ? 'notifications.empty.unread' : 'notifications.empty.all')} data-testid="notifications-empty" />
        ) : (
          <NotificationList
            items={items}
            label={t('notifications.title')}
            onOpen={(item) => void (item.read ? undefined : markRead.run(item))}
            onMarkRead={(item) => void markRead.run(item)}
          />
        )}
        {pages.hasNextPage && (
          <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage} style={{ alignSelf: 'center' }}>
            {t('notifications.actions.more')}
          </Button>
        )}
      </Flex>
    </PageContainer>
  );
}
