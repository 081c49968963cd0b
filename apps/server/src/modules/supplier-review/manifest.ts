/** Manifest of the supplier-review module (listed in modules/index.ts). The staff review chain of new suppliers (pre-audit to SAP) and the supplier timeline. */
import { SUPPLIER_REVIEW_MESSAGES } from '@aerosupply/shared/supplier-review/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedSupplierLifecycleDemo } from './demo-seed';
import { supplierLifecycleTasks } from './home-tasks';
import { supplierReviewSections } from './supplier-sections';
import { registerSupplierReviewRoutes } from './routes';

export const supplierReviewModule: ModuleManifest = {
  name: 'supplier-review',
  dependsOn: ['auditors', 'capabilities', 'files', 'notifications', 'sap-sync', 'supplier-profile'],
  routes: registerSupplierReviewRoutes,
  messages: [SUPPLIER_REVIEW_MESSAGES],
  demoSeed: seedSupplierLifecycleDemo,
  homeTasks: { staff: [supplierLifecycleTasks] },
  supplierSections: supplierReviewSections,
};
