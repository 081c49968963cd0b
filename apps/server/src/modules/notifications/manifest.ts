/** Manifest of the notifications module (listed in modules/index.ts). The in-portal notification centre. */
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedNotificationsDemo } from './demo-seed';
import { registerNotificationRoutes } from './routes';

export const notificationsModule: ModuleManifest = {
  name: 'notifications',
  dependsOn: [],
  routes: registerNotificationRoutes,
  demoSeed: seedNotificationsDemo,
};
