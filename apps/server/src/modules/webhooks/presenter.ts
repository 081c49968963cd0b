/** Webhook endpoints, deliveries and feed events as their response contracts define them. */
import { EVENT_VERSION, type EventType } from '@aerosupply/shared/webhooks/events';
import type { OutboundEvent, WebhookDelivery, WebhookEndpoint } from '@aerosupply/shared/webhooks/schemas';
import { WEBHOOK_DELIVERY_WORKFLOW } from '@aerosupply/shared/webhooks/workflow';
import { stateRefusal } from '@aerosupply/shared/workflow/machine';
import type { DeliveryRow, EndpointRow, EventRow } from './repo';
import { secretHint } from './signing';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentEndpoint(r: EndpointRow, now: Date): WebhookEndpoint {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    eventTypes: r.event_types as EventType[],
    enabled: r.enabled,
    disabledReason: r.enabled ? null : r.disabled_reason,
    secretHint: secretHint(r.secret),
    previousSecretUntil: r.previous_secret && r.previous_secret_until && r.previous_secret_until > now ? r.previous_secret_until.toISOString() : null,
    failingSince: iso(r.failing_since),
    pendingDeliveries: r.pending,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export function presentDelivery(r: DeliveryRow): WebhookDelivery {
  return {
    id: Number(r.id),
    eventId: r.msg_id,
    eventType: r.type as EventType,
    subject: r.subject_key,
    status: r.status,
    attempts: r.attempts,
    lastStatusCode: r.last_status_code,
    lastError: r.last_error,
    lastAttemptAt: iso(r.last_attempt_at),
    nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    deliveredAt: iso(r.delivered_at),
    createdAt: r.created_at.toISOString(),
    // A delivered or failed delivery may be sent again; a pending one is on its way (the workflow's replay row).
    actions: stateRefusal(WEBHOOK_DELIVERY_WORKFLOW, 'replay', r.status) ? [] : ['replay'],
  };
}

/** The event as sent to endpoints and served by the feed (D-592). */
export function presentEvent(r: Pick<EventRow, 'id' | 'msg_id' | 'type' | 'subject_type' | 'subject_id' | 'payload' | 'created_at'>): OutboundEvent {
  const payload = r.payload as { version?: number; data?: Record<string, unknown> };
  return {
    id: r.msg_id,
    seq: String(r.id),
    type: r.type as EventType,
    version: payload.version ?? EVENT_VERSION,
    timestamp: r.created_at.toISOString(),
    subject: { type: r.subject_type, id: r.subject_id },
    data: payload.data ?? {},
  };
}
