/** Manifest of inter-base allotment (listed in modules/index.ts; issue 17 item 1). */
import { ALLOTMENT_MESSAGES } from '@aerosupply/shared/allotment/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedAllotmentDemo } from './demo-seed';
import { registerAllotmentRoutes } from './routes';
import { staffAllotmentTasks } from './home-tasks';

export const allotmentModule: ModuleManifest = {
  name: 'allotment',
  dependsOn: ['logistics'],
  routes: registerAllotmentRoutes,
  homeTasks: { staff: [staffAllotmentTasks] },
  messages: [ALLOTMENT_MESSAGES],
  demoSeed: seedAllotmentDemo,
};
