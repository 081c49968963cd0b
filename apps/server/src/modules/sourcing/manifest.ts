/** Manifest of the sourcing module (listed in modules/index.ts): requirements, RFx authoring and release, the supplier's invited RFx. */
import { AWARD_MESSAGES } from '@aerosupply/shared/sourcing/award';
import { SOURCING_MESSAGES } from '@aerosupply/shared/sourcing/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedSourcingDemo } from './demo-seed';
import { requirementsImport } from './imports';
import { closeDueJob, deadlineReminderJob, openDueJob } from './jobs';
import { quotationSapJob } from './quotation-sap';
import { registerAwardRoutes } from './award-routes';
import { registerSourcingRoutes } from './routes';
import { sourcingSupplierSections } from './supplier-sections';
import { supplierRfxTasks } from './home-tasks';

export const sourcingModule: ModuleManifest = {
  name: 'sourcing',
  dependsOn: ['agreements', 'auditors', 'dict', 'files', 'imports', 'notifications', 'supplier-control', 'supplier-profile'],
  routes: (app) => {
    registerSourcingRoutes(app);
    registerAwardRoutes(app);
  },
  messages: [SOURCING_MESSAGES, AWARD_MESSAGES],
  demoSeed: async (trx, ids) => {
    await seedSourcingDemo(trx, ids);
  },
  homeTasks: { supplier: [supplierRfxTasks] },
  imports: [requirementsImport],
  supplierSections: sourcingSupplierSections,
  jobs: [closeDueJob, openDueJob, quotationSapJob, deadlineReminderJob],
};
