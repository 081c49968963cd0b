/**
 * `recordEvent`: what a module calls, inside the transaction of the change, to tell the ERP (issue 33
 * item 2, D-591, D-650). The event exists only if the change commits; it is one small insert, and the
 * delivery job fans it out to the endpoints that want it after the commit and sends it.
 */
import { randomBytes } from 'node:crypto';
import { EVENT_VERSION, type EventType } from '@aerosupply/shared/webhooks/events';
import type { Database } from '../../db/database';
import { insertEvent } from './events-repo';

export interface EventToRecord {
  type: EventType;
  /** The record the event is about (deliveries of one endpoint and subject keep their order). */
  subject: { type: string; id: number | string };
  /** The record as its response contract defines it (a presenter's output; its `actions` are left out). */
  payload: object;
}

/** A Standard Webhooks message id: `msg_` and 24 random bytes in base64url. */
export const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

export async function recordEvent(trx: Database, event: EventToRecord): Promise<void> {
  // What the acting user may do next is no part of the record the ERP hears of (D-591).
  const { actions: _actions, ...data } = event.payload as Record<string, unknown>;
  await insertEvent(trx, {
    msgId: newMessageId(),
    type: event.type,
    subjectType: event.subject.type,
    subjectId: String(event.subject.id),
    payload: JSON.stringify({ version: EVENT_VERSION, data }),
  });
}

/** Records the event with `record` as its data and answers the record: `return withEvent(trx, type, subject, await loadDetail(...))`. */
export async function withEvent<T extends object>(trx: Database, type: EventType, subject: EventToRecord['subject'], record: T): Promise<T> {
  await recordEvent(trx, { type, subject, payload: record });
  return record;
}
