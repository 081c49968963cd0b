import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Logistics (issue 16): master data `/logistics/master/:kind` (old `/{product}/dict/...`), shipment
 * notices `/logistics/shipments` ('logistics.shipment.*'), the flow pages per direction
 * `/logistics/flows/:direction`, customs lists `/logistics/customs`, packing lists
 * `/logistics/packing-lists`, the forwarder's work lists `/fwd/*`
 * ('fwd.logistics'; old `/pd/takeInfo`, `/pd/despatchInfo`, `/pd/customsInfo`,
 * `/pd/deliveryInformation`), the supplier's despatch `/sup/despatch` ('sup.purchaseOrder').
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/logistics/master/:kind', lazy: lazyPage(() => import('./pages/MasterDataPage')) },
    { path: '/logistics/shipments', lazy: lazyPage(() => import('./pages/ShipmentsPage')) },
    { path: '/logistics/shipments/new', lazy: lazyPage(() => import('./pages/ShipmentFormPage')), handle: { titleKey: 'logistics.shipment.createTitle' } },
    { path: '/logistics/shipments/:id/edit', lazy: lazyPage(() => import('./pages/ShipmentFormPage')), handle: { titleKey: 'logistics.shipment.editTitle' } },
    { path: '/logistics/shipments/:id', lazy: lazyPage(() => import('./pages/ShipmentDetailPage')), handle: { titleKey: 'logistics.shipment.detailTitle' } },
    { path: '/logistics/flows/:direction', lazy: lazyPage(() => import('./pages/FlowPage')), handle: { access: { permissions: ['logistics.shipment.view', 'logistics.shipment.manage'] } } },
    { path: '/logistics/customs', lazy: lazyPage(() => import('./pages/CustomsPage')) },
    { path: '/logistics/packing-lists', lazy: lazyPage(() => import('./pages/PackingListsPage')) },
    { path: '/fwd/pickup', lazy: lazyPage(() => import('./pages/ForwarderWorkPage')) },
    { path: '/fwd/dispatch', lazy: lazyPage(() => import('./pages/ForwarderWorkPage')) },
    { path: '/fwd/customs', lazy: lazyPage(() => import('./pages/ForwarderWorkPage')) },
    { path: '/fwd/delivery', lazy: lazyPage(() => import('./pages/ForwarderWorkPage')) },
    { path: '/fwd/shipments/:id', lazy: lazyPage(() => import('./pages/ShipmentDetailPage')), handle: { titleKey: 'logistics.shipment.detailTitle', access: { permissions: ['fwd.logistics'] } } },
    { path: '/sup/despatch', lazy: lazyPage(() => import('./pages/DespatchPage')) },
  ],
};

export default routes;
