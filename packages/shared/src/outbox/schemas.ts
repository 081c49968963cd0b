/** The sysadmin's outbox viewer (issue: mail and SMS stay readable in embedded/demo mode). */
import { z } from 'zod';
import { idParams } from '../validation/ids';

export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'held', 'sent', 'failed'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /api/admin/outbox: newest first, keyset pages (`cursor` from the previous page's `nextCursor`). */
export const outboxListQuerySchema = z.strictObject({
  channel: z.enum(OUTBOX_CHANNELS, { error: 'validation.invalid_enum' }).optional(),
  status: z.enum(OUTBOX_STATUSES, { error: 'validation.invalid_enum' }).optional(),
  recipient: z.string().trim().max(100, 'validation.too_long').optional(),
  q: z.string().trim().max(60, 'validation.too_long').optional(),
  cursor: z.string().regex(/^\d{1,10}$/, 'validation.invalid').optional(),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(100).default(20),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxIdParamsSchema = idParams;

export interface OutboxRow {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  companyId: number | null;
  userId: number | null;
  createdAt: string;
  sentAt: string | null;
  actions: ('view' | 'retry')[];
}

export interface OutboxMessage extends OutboxRow {
  body: string;
}
