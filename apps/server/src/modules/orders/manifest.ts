/** Manifest of the purchase orders module (listed in modules/index.ts; issue 14). */
import { ORDER_MESSAGES } from '@aerosupply/shared/orders/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedOrdersDemo } from './demo-seed';
import { buyerOrderTasks, supplierOrderTasks } from './home-tasks';
import { consignmentImport, orderImport } from './imports';
import { registerAgreementDetailRoutes } from './agreement-routes';
import { registerEventFeedRoute } from './events-feed-route';
import { registerOrderRoutes } from './routes';
import { ordersSupplierSections } from './supplier-sections';

export const ordersModule: ModuleManifest = {
  name: 'orders',
  dependsOn: ['agreements', 'dict', 'files', 'imports', 'notifications', 'supplier-control', 'supplier-profile', 'webhooks'],
  routes: (app) => {
    registerOrderRoutes(app);
    registerAgreementDetailRoutes(app);
    registerEventFeedRoute(app);
  },
  messages: [ORDER_MESSAGES],
  demoSeed: seedOrdersDemo,
  imports: [orderImport, consignmentImport],
  homeTasks: { supplier: [supplierOrderTasks], staff: [buyerOrderTasks] },
  supplierSections: ordersSupplierSections,
};
