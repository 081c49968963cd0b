/**
 * A webhook delivery as data: pending until the endpoint answers 2xx (delivered) or the attempts run
 * out (failed); the administrator replays a finished one (back to pending, attempts afresh).
 */
import { defineWorkflow } from '../workflow/machine';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from './schemas';

export const WEBHOOK_DELIVERY_ACTIONS = ['replay', 'deliver', 'fail'] as const;
export type WebhookDeliveryAction = (typeof WEBHOOK_DELIVERY_ACTIONS)[number];

export const WEBHOOK_DELIVERY_WORKFLOW = defineWorkflow<WebhookDeliveryStatus, WebhookDeliveryAction, { status: WebhookDeliveryStatus }>({
  name: 'webhook deliveries',
  states: WEBHOOK_DELIVERY_STATUSES,
  actions: WEBHOOK_DELIVERY_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'webhooks.not_replayable',
  transitions: [
    { action: 'replay', from: ['delivered', 'failed'], to: 'pending', permission: 'sys.webhooks.manage', actorKinds: ['staff'] },
    // The delivery job's outcomes (system actions: no user is offered them).
    { action: 'deliver', from: 'pending', to: 'delivered', actorKinds: [] },
    { action: 'fail', from: 'pending', to: 'failed', actorKinds: [] },
  ],
});
