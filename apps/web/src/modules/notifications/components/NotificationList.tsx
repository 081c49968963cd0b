/** Notifications as a list: title (a link to the record when there is one), text, time, mark as read. */
import { Button, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@aerosupply/shared/notifications/schemas';
import { useFormat } from '../../../lib/format';

export interface NotificationListProps {
  items: NotificationItem[];
  label: string;
  /** The item's link was followed. */
  onOpen: (item: NotificationItem) => void;
  onMarkRead: (item: NotificationItem) => void;
  /** Two lines of text at most (the bell's panel). */
  compact?: boolean;
}

export function NotificationList({ items, label, onOpen, onMarkRead, compact }: NotificationListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className={`as-notices${compact ? ' as-notices-compact' : ''}`} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={`as-notice${item.read ? '' : ' as-notice-unread'}`} data-testid="notification-item" data-read={item.read}>
          <div className="as-notice-main">
            <div className="as-notice-title">
              {!item.read && <span className="as-visually-hidden">{t('notifications.unreadMark')}</span>}
              {item.link ? (
                <Link to={item.link} onClick={() => onOpen(item)}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </div>
            {item.body && (
              <Typography.Paragraph className="as-notice-body" ellipsis={compact ? { rows: 2 } : false}>
                {item.body}
              </Typography.Paragraph>
            )}
            <time className="as-notice-time" dateTime={item.createdAt} title={format.dateTime(item.createdAt)}>
              {format.relative(item.createdAt)}
            </time>
          </div>
          {!item.read && (
            <Button type="link" size="small" onClick={() => onMarkRead(item)} aria-label={t('notifications.actions.markReadOf', { title: item.title })}>
              {t('notifications.actions.markRead')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
