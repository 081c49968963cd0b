/** A stored notification as the reader sees it: the template rendered now, in the reader's language. */
import type { Lang } from '@aerosupply/shared';
import type { NotificationItem } from '@aerosupply/shared/notifications/schemas';
import { renderNotification } from '@aerosupply/shared/notifications/templates';
import type { NotificationRow } from './repo';

export function presentNotification(row: NotificationRow, lang: Lang): NotificationItem {
  const text = renderNotification(row.template_key, lang, row.params);
  return {
    id: row.id,
    templateKey: row.template_key,
    title: text.title,
    body: text.body,
    link: row.link,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
