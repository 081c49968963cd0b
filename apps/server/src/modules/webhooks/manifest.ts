/** Manifest of the webhooks module (issue 33): endpoints, the events feed and the delivery job. */
import { WEBHOOKS_MESSAGES } from '@aerosupply/shared/webhooks/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { deliverDue } from './delivery';
import { registerWebhookRoutes } from './routes';

export const webhooksModule: ModuleManifest = {
  name: 'webhooks',
  dependsOn: ['notifications'],
  routes: registerWebhookRoutes,
  messages: [WEBHOOKS_MESSAGES],
  jobs: [{ queue: 'webhooks.deliver', run: (deps) => deliverDue(deps).then(() => undefined), tick: (deps) => deliverDue(deps), tickMs: 5_000 }],
};
