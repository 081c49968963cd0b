/** Webhook endpoints, their deliveries and the integration events feed (issue 33, D-590..D-596). */
import { z } from 'zod';
import { actionsOf, cursorPageOf, timestamp } from '../contracts';
import { idParams, pathId } from '../validation/ids';
import { EVENT_TYPES } from './events';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/** What an administrator may do to a delivery; when, WEBHOOK_DELIVERY_WORKFLOW decides (webhooks/workflow.ts). */
export const WEBHOOK_DELIVERY_OFFERS = ['replay'] as const;
/** Why an endpoint is disabled: by an administrator, or by the portal after sustained failure (D-594). */
export const WEBHOOK_DISABLED_REASONS = ['manual', 'failing'] as const;

const eventTypes = z.array(z.enum(EVENT_TYPES, { error: 'validation.invalid_enum' })).min(1, 'validation.required').max(EVENT_TYPES.length);

/** POST /api/admin/webhooks and PUT /api/admin/webhooks/:id. */
export const webhookEndpointBody = z.strictObject({
  url: z.string().trim().min(1, 'validation.required').max(500, 'validation.too_long'),
  description: z.string().trim().max(200, 'validation.too_long').default(''),
  eventTypes,
  enabled: z.boolean().default(true),
});
export type WebhookEndpointBody = z.infer<typeof webhookEndpointBody>;

/** POST /api/admin/webhooks/:id/rotate: hours the old secret keeps signing beside the new one (0..168). */
export const webhookRotateBody = z.strictObject({
  overlapHours: z.number({ error: 'validation.invalid_type' }).int().min(0).max(168).default(24),
});
export type WebhookRotateBody = z.infer<typeof webhookRotateBody>;

export const webhookIdParams = idParams;
export const webhookDeliveryParams = z.strictObject({ id: pathId, deliveryId: pathId });

export const webhookDeliveriesQuery = z.strictObject({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'validation.invalid_enum' }).optional(),
  cursor: z.string().regex(/^\d{1,15}$/, 'validation.invalid').optional(),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(100).default(20),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuery>;

export const webhookEndpointSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(EVENT_TYPES)),
  enabled: z.boolean(),
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  /** The secret's first characters, to tell secrets apart (the secret itself is shown once). */
  secretHint: z.string(),
  /** Until when the previous secret still signs beside the current one. */
  previousSecretUntil: timestamp.nullable(),
  /** Since when every attempt failed (null: the last attempt succeeded). */
  failingSince: timestamp.nullable(),
  pendingDeliveries: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointList = z.array(webhookEndpointSchema);

/** The answer of create and rotate: the endpoint and its new secret, shown this once. */
export const webhookEndpointWithSecret = z.strictObject({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

export const webhookDeliverySchema = z.strictObject({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.enum(EVENT_TYPES),
  subject: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: timestamp.nullable(),
  nextAttemptAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
  createdAt: timestamp,
  actions: actionsOf(WEBHOOK_DELIVERY_OFFERS),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPage = cursorPageOf(webhookDeliverySchema);

/** GET /api/integration/events: events after the cursor (an event's `seq`), oldest first. */
export const eventFeedQuery = z.strictObject({
  after: z.string().regex(/^\d{1,15}$/, 'validation.invalid').optional(),
  limit: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(500).default(100),
});
export type EventFeedQuery = z.infer<typeof eventFeedQuery>;

export const outboundEventSchema = z.strictObject({
  id: z.string(),
  seq: z.string(),
  type: z.enum(EVENT_TYPES),
  version: z.number().int(),
  timestamp,
  subject: z.strictObject({ type: z.string(), id: z.string() }),
  data: z.record(z.string(), z.unknown()),
});
export type OutboundEvent = z.infer<typeof outboundEventSchema>;
export const eventFeedPage = z.strictObject({
  events: z.array(outboundEventSchema),
  /** Pass as `after` for the next page; the same cursor when nothing new came. */
  next: z.string(),
  hasMore: z.boolean(),
});
export type EventFeedPage = z.infer<typeof eventFeedPage>;
