/** Outbox rows -> the viewer's rows, with the actions the sysadmin may take now. */
import type { OutboxMessage, OutboxRow } from '@aerosupply/shared/outbox/schemas';
import type { Actor } from '../../platform/context';
import { outboxActions } from './policy';
import type { OutboxDbRow } from './repo';

export function toOutboxRow(r: Omit<OutboxDbRow, 'body'>, canDeliver: boolean, actor: Actor): OutboxRow {
  return {
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    companyId: r.company_id,
    userId: r.user_id,
    createdAt: r.created_at.toISOString(),
    sentAt: r.sent_at ? r.sent_at.toISOString() : null,
    actions: outboxActions(r, canDeliver, actor),
  };
}

export function toOutboxMessage(r: OutboxDbRow, canDeliver: boolean, actor: Actor): OutboxMessage {
  return { ...toOutboxRow(r, canDeliver, actor), body: r.body };
}
