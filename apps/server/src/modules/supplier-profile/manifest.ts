/** Manifest of the supplier-profile module (listed in modules/index.ts). The supplier's own data (wizard, information pages, change requests). */
import { SUPPLIER_PROFILE_MESSAGES } from '@aerosupply/shared/supplier-profile/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { writeDemoFiles } from './demo-files';
import { seedSupplierProfileDemo } from './demo-seed';
import { supplierDataTasks } from './home-tasks';
import { supplierProfileSections } from './supplier-sections';
import { registerSupplierProfileRoutes } from './routes';

export const supplierProfileModule: ModuleManifest = {
  name: 'supplier-profile',
  dependsOn: ['files'],
  routes: registerSupplierProfileRoutes,
  messages: [SUPPLIER_PROFILE_MESSAGES],
  demoSeed: seedSupplierProfileDemo,
  demoFiles: writeDemoFiles,
  homeTasks: { supplier: [supplierDataTasks] },
  supplierSections: supplierProfileSections,
};
