/**
 * The bell of the top bar (issue 10 item 5): the unread count (asked every minute and when the
 * window regains focus), a panel with the latest notifications to open or mark read, and a link
 * to the notification centre.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Empty, Flex, Popover, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import type { NotificationItem } from '@aerosupply/shared/notifications/schemas';
import { notificationsApi, useLatestNotifications, useRefreshNotifications, useUnreadCount } from '../../modules/notifications/api';
import { NotificationList } from '../../modules/notifications/components/NotificationList';

export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount().data?.count ?? 0;
  const latest = useLatestNotifications(open);
  const refresh = useRefreshNotifications();
  const items = latest.data?.rows ?? [];

  const markRead = async (item: NotificationItem) => {
    if (item.read) return;
    await notificationsApi.markRead(item.id);
    await refresh();
  };
  const markAll = async () => {
    await notificationsApi.markAllRead();
    await refresh();
  };

  const panel = (
    <div className="as-notice-panel" data-testid="notification-panel">
      <Flex justify="space-between" align="center" className="as-notice-panel-head">
        <Typography.Text strong>{t('notifications.title')}</Typography.Text>
        <Button type="link" size="small" disabled={count === 0} onClick={() => void markAll()}>
          {t('notifications.actions.markAllRead')}
        </Button>
      </Flex>
      {latest.isPending ? (
        <Spin aria-label={t('common.loading')} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty.all')} />
      ) : (
        <NotificationList
          compact
          items={items}
          label={t('notifications.latest')}
          onOpen={(item) => {
            setOpen(false);
            void markRead(item);
          }}
          onMarkRead={(item) => void markRead(item)}
        />
      )}
      <div className="as-notice-panel-foot">
        <Link to="/notifications" onClick={() => setOpen(false)}>
          {t('notifications.actions.viewAll')}
        </Link>
      </div>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" arrow={false} content={panel}>
      <Button
        type="text"
        aria-label={count > 0 ? t('notifications.bell.unread', { count }) : t('notifications.bell.label')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        data-count={count}
      >
        <Badge count={count} overflowCount={99} size="small" offset={[4, -2]}>
          <BellOutlined aria-hidden="true" style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
