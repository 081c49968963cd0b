/** Manifest of the logistics module (listed in modules/index.ts; issue 16). */
import { LOGISTICS_MESSAGES } from '@aerosupply/shared/logistics/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedLogisticsDemo } from './demo-seed';
import { shipmentReminderJob } from './reminders';
import { registerLogisticsRoutes } from './routes';
import { forwarderShipmentTasks, staffShipmentTasks } from './home-tasks';

export const logisticsModule: ModuleManifest = {
  name: 'logistics',
  dependsOn: ['files', 'notifications', 'orders', 'webhooks'],
  routes: registerLogisticsRoutes,
  homeTasks: { forwarder: [forwarderShipmentTasks], staff: [staffShipmentTasks] },
  messages: [LOGISTICS_MESSAGES],
  demoSeed: seedLogisticsDemo,
  jobs: [shipmentReminderJob],
};
