/** Manifest of the supplier-accounts module (listed in modules/index.ts). A supplier administrator's employee accounts and posts. */
import { SUPPLIER_ACCOUNTS_MESSAGES } from '@aerosupply/shared/supplier-accounts/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerSupplierAccountRoutes } from './routes';

export const supplierAccountsModule: ModuleManifest = {
  name: 'supplier-accounts',
  routes: registerSupplierAccountRoutes,
  messages: [SUPPLIER_ACCOUNTS_MESSAGES],
};
