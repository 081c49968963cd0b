/** Manifest of the outbox module (listed in modules/index.ts). The outgoing-mail screen for administrators. */
import { OUTBOX_MESSAGES } from '@aerosupply/shared/outbox/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedOutboxDemo } from './demo-seed';
import { registerOutboxRoutes } from './routes';

export const outboxModule: ModuleManifest = {
  name: 'outbox',
  dependsOn: [],
  routes: registerOutboxRoutes,
  messages: [OUTBOX_MESSAGES],
  demoSeed: seedOutboxDemo,
};
