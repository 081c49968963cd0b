/** Outbox rows -> the viewer's rows, with the actions the sysadmin may take now. */
import type { OutboxMessage, OutboxRow } from '@aerosupply/shared/outbox/schemas';
import type { OutboxDbRow } from './repo';

/** Mail that did not go out may be sent again when a mail server is configured; SMS have no gateway. */
export const canRetry = (r: Pick<OutboxDbRow, 'channel' | 'status'>, canDeliver: boolean) =>
  canDeliver && r.channel === 'mail' && (r.status === 'failed' || r.status === 'held');

export function toOutboxRow(r: Omit<OutboxDbRow, 'body'>, canDeliver: boolean): OutboxRow {
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
    actions: canRetry(r, canDeliver) ? ['view', 'retry'] : ['view'],
  };
}

export function toOutboxMessage(r: OutboxDbRow, canDeliver: boolean): OutboxMessage {
  return { ...toOutboxRow(r, canDeliver), body: r.body };
}
