/** Manifest of the admin module (listed in modules/index.ts). Administration: users, roles, logs, notices and settings. */
import { ADMIN_MESSAGES } from '@aerosupply/shared/admin/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedAdminDemo } from './demo-seed';
import { lockedAccountsTask } from './home-tasks';
import { registerAdminRoutes } from './routes';

export const adminModule: ModuleManifest = {
  name: 'admin',
  dependsOn: ['notifications'],
  routes: registerAdminRoutes,
  messages: [ADMIN_MESSAGES],
  demoSeed: seedAdminDemo,
  homeTasks: { staff: [lockedAccountsTask] },
};
