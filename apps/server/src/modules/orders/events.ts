/**
 * The outbound events of order actions (issue 33 item 2, D-591): each history entry an action recorded
 * that the ERP should hear of becomes an event, in the action's transaction, with the order detail
 * as its data (without the viewer's `actions`).
 */
import type { EventType } from '@aerosupply/shared/webhooks/events';
import type { OrderDetail } from '@aerosupply/shared/orders/schemas';
import type { Database } from '../../db/database';
import { listTimeline } from '../../platform/timeline';
import { recordEvent } from '../webhooks';
import { subject } from './service';

const EVENT_OF_ACTION: Record<string, EventType> = {
  acknowledge: 'order.acknowledged',
  acknowledge_item: 'order.item_acknowledged',
  request_change: 'order.change_requested',
  request_rejection: 'order.rejection_requested',
  request_cancellation: 'order.cancellation_requested',
  accept_request: 'order.request_answered',
  refuse_request: 'order.request_answered',
};

/** The history the detail carries (newest 200) holds what the action wrote, unless the history was cut. */
const HISTORY_LIMIT = 200;

export async function recordOrderEvents(trx: Database, id: number, sinceRevision: number, detail: OrderDetail): Promise<void> {
  const fresh = detail.history.length < HISTORY_LIMIT ? detail.history.filter((h) => h.id > sinceRevision) : await listTimeline(trx, subject(id), { afterId: sinceRevision });
  const entries = [...fresh].sort((a, b) => a.id - b.id);
  if (entries.length === 0) return;
  const payload = { ...detail, actions: undefined };
  for (const e of entries) {
    const type = e.action ? EVENT_OF_ACTION[e.action] : undefined;
    if (type) await recordEvent(trx, { type, subject: subject(id), payload: { ...payload, action: e.action, note: e.note } });
  }
}
