/** The sysadmin's outbox viewer (issue: mail and SMS stay readable in embedded/demo mode). */
import { z } from 'zod';
import { actionsOf, cursorPageOf, timestamp } from '../contracts';
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

export const outboxRowSchema = z.strictObject({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  companyId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  actions: actionsOf(['view', 'retry']),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const outboxPageSchema = cursorPageOf(outboxRowSchema);

export const outboxMessageSchema = outboxRowSchema.extend({ body: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
