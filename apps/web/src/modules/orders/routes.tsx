import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Purchase orders (issue 14): the supplier's list and detail (`/sup/orders`, old path
 * `/sup/supPurchase/index`; 'sup.purchaseOrder') and the buyer's (`/orders`; 'po.view').
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/sup/orders', lazy: lazyPage(() => import('./pages/SupplierOrdersPage')) },
    { path: '/sup/orders/:id', lazy: lazyPage(() => import('./pages/SupplierOrderPage')), handle: { titleKey: 'orders.detail.title' } },
    { path: '/sup/consignment', lazy: lazyPage(() => import('./pages/ConsignmentStockPage')) },
    { path: '/orders', lazy: lazyPage(() => import('./pages/StaffOrdersPage')) },
    { path: '/orders/new', lazy: lazyPage(() => import('./pages/OrderCreatePage')), handle: { titleKey: 'orders.create.title' } },
    { path: '/orders/:id', lazy: lazyPage(() => import('./pages/StaffOrderPage')), handle: { titleKey: 'orders.detail.title' } },
    { path: '/system/integration-clients', lazy: lazyPage(() => import('./pages/IntegrationClientsPage')) },
  ],
};

export default routes;
