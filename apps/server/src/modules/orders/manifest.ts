/** Manifest of the purchase orders module (listed in modules/index.ts; issue 14). */
import { ORDER_MESSAGES } from '@aerosupply/shared/orders/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedOrdersDemo } from './demo-seed';
import { buyerOrderTasks, supplierOrderTasks } from './home-tasks';
import { consignmentImport, orderImport } from './imports';
import { registerOrderRoutes } from './routes';
import { ordersSupplierSections } from './supplier-sections';

export const ordersModule: ModuleManifest = {
  name: 'orders',
  routes: registerOrderRoutes,
  messages: [ORDER_MESSAGES],
  demoSeed: seedOrdersDemo,
  imports: [orderImport, consignmentImport],
  homeTasks: { supplier: [supplierOrderTasks], staff: [buyerOrderTasks] },
  supplierSections: ordersSupplierSections,
};
