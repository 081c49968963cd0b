/** Manifest of the sourcing module (listed in modules/index.ts): requirements, RFx authoring and release, the supplier's invited RFx. */
import { SOURCING_MESSAGES } from '@aerosupply/shared/sourcing/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedSourcingDemo } from './demo-seed';
import { requirementsImport } from './imports';
import { closeDueJob, openDueJob } from './jobs';
import { quotationSapJob } from './quotation-sap';
import { registerSourcingRoutes } from './routes';
import { sourcingSupplierSections } from './supplier-sections';

export const sourcingModule: ModuleManifest = {
  name: 'sourcing',
  routes: registerSourcingRoutes,
  messages: [SOURCING_MESSAGES],
  demoSeed: seedSourcingDemo,
  imports: [requirementsImport],
  supplierSections: sourcingSupplierSections,
  jobs: [closeDueJob, openDueJob, quotationSapJob],
};
