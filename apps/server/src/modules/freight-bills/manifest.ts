/** Manifest of electronic freight bills (listed in modules/index.ts; issue 17, first slice). */
import { FREIGHT_BILL_MESSAGES } from '@aerosupply/shared/freight-bills/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedFreightBillsDemo } from './demo-seed';
import { freightBillImport } from './imports';
import { billRecheckJob } from './jobs';
import { registerFreightBillRoutes } from './routes';
import { forwarderBillTasks, staffBillTasks } from './home-tasks';

export const freightBillsModule: ModuleManifest = {
  name: 'freight-bills',
  dependsOn: ['files', 'imports', 'logistics', 'webhooks'],
  routes: registerFreightBillRoutes,
  homeTasks: { forwarder: [forwarderBillTasks], staff: [staffBillTasks] },
  messages: [FREIGHT_BILL_MESSAGES],
  demoSeed: seedFreightBillsDemo,
  imports: [freightBillImport],
  jobs: [billRecheckJob],
};
