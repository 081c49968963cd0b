/** The notification centre (issue 10 item 5): request and response shapes of /api/notifications. */
import { z } from 'zod';
import { cursorPageOf } from '../contracts';

const boolFlag = z.enum(['true', 'false'], { error: 'validation.invalid_enum' }).transform((v) => v === 'true');

/** GET /api/notifications: newest first, keyset pages (`cursor` = the previous page's `nextCursor`). */
export const notificationListQuerySchema = z.strictObject({
  unread: boolFlag.optional(),
  cursor: z.string().regex(/^\d{1,10}$/, 'validation.invalid').optional(),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(100).default(20),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** Strict path ids (D-99). */
export { idParams as notificationIdParamsSchema } from '../validation/ids';

/** One notification, its text rendered in the reader's current language. */
export const notificationItemSchema = z.strictObject({
  id: z.number().int(),
  templateKey: z.string(),
  title: z.string(),
  body: z.string(),
  /** A portal path of the record concerned (`/sup/info`), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationPageSchema = cursorPageOf(notificationItemSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.strictObject({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markAllReadAnswerSchema = z.strictObject({ updated: z.number().int() });
export type MarkAllReadAnswer = z.infer<typeof markAllReadAnswerSchema>;
