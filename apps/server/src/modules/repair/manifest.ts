/** Manifest of the repair module (listed in modules/index.ts; issue 15). */
import { REPAIR_MESSAGES } from '@aerosupply/shared/repair/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedRepairDemo } from './demo-seed';
import { registerRepairRoutes } from './routes';
import { repairSupplierSections } from './supplier-sections';
import { staffRepairTasks, supplierRepairTasks } from './home-tasks';

export const repairModule: ModuleManifest = {
  name: 'repair',
  dependsOn: ['files', 'notifications', 'supplier-control', 'webhooks'],
  routes: registerRepairRoutes,
  homeTasks: { supplier: [supplierRepairTasks], staff: [staffRepairTasks] },
  messages: [REPAIR_MESSAGES],
  demoSeed: seedRepairDemo,
  supplierSections: repairSupplierSections,
};
