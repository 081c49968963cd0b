/** Manifest of the supplier-control module (listed in modules/index.ts). Supplier control (suspend, delete, restore) and the freeze flow. */
import { SUPPLIER_CONTROL_MESSAGES } from '@aerosupply/shared/supplier-control/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { supplierControlSections } from './supplier-sections';
import { registerSupplierControlRoutes } from './routes';

export const supplierControlModule: ModuleManifest = {
  name: 'supplier-control',
  dependsOn: ['notifications', 'supplier-profile', 'supplier-review'],
  routes: registerSupplierControlRoutes,
  messages: [SUPPLIER_CONTROL_MESSAGES],
  supplierSections: supplierControlSections,
};
