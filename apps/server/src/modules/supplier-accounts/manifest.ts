/** Manifest of the supplier-accounts module (listed in modules/index.ts). A supplier administrator's employee accounts, posts and sign-up requests. */
import { SUPPLIER_ACCOUNTS_MESSAGES } from '@aerosupply/shared/supplier-accounts/messages';
import type { FastifyInstance } from 'fastify';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedSupplierAccountsDemo } from './demo-seed';
import { registerEmployeeRequestRoutes } from './request-routes';
import { pendingRequestsTask } from './request-service';
import { registerSupplierAccountRoutes } from './routes';

export const supplierAccountsModule: ModuleManifest = {
  name: 'supplier-accounts',
  dependsOn: ['account-recovery', 'notifications', 'registration'],
  routes: (app: FastifyInstance) => {
    registerSupplierAccountRoutes(app);
    registerEmployeeRequestRoutes(app);
  },
  messages: [SUPPLIER_ACCOUNTS_MESSAGES],
  demoSeed: seedSupplierAccountsDemo,
  homeTasks: { supplier: [pendingRequestsTask] },
};
