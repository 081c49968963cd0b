/** Manifest of the supplier-directory module (listed in modules/index.ts). Staff supplier lists, the supplier detail ("supplier 360") and official-supplier edits. */
import { SUPPLIER_DIRECTORY_MESSAGES } from '@aerosupply/shared/supplier-directory/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerSupplierDirectoryRoutes } from './routes';

export const supplierDirectoryModule: ModuleManifest = {
  name: 'supplier-directory',
  dependsOn: ['blacklist', 'sap-sync', 'supplier-control', 'supplier-profile', 'supplier-review'],
  routes: registerSupplierDirectoryRoutes,
  messages: [SUPPLIER_DIRECTORY_MESSAGES],
};
