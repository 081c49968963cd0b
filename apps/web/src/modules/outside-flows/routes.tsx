import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Outside flows (issue 17 item 2): staff `/logistics/outside` (old `/pdOutside/instruct/index1`-`index4`,
 * `edit`, `editHand`, `/pdOutside/receive/*`) with the form (by hand or from a shipment's cargo) and the
 * detail; the forwarder's `/fwd/outside` (old `/pdOutside/pickup/*`, `dispatch/*`, `customs/*`).
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/logistics/outside', lazy: lazyPage(() => import('./pages/StaffOutsidePage')) },
    { path: '/logistics/outside/new', lazy: lazyPage(() => import('./pages/OutsideFormPage')), handle: { titleKey: 'outside-flows.form.handTitle' } },
    { path: '/logistics/outside/:id', lazy: lazyPage(() => import('./pages/StaffOutsideDetailPage')), handle: { titleKey: 'outside-flows.detail.title' } },
    { path: '/logistics/outside/:id/edit', lazy: lazyPage(() => import('./pages/OutsideFormPage')), handle: { titleKey: 'outside-flows.form.editTitle' } },
    { path: '/fwd/outside', lazy: lazyPage(() => import('./pages/FwdOutsidePage')) },
    { path: '/fwd/outside/:id', lazy: lazyPage(() => import('./pages/FwdOutsideDetailPage')), handle: { titleKey: 'outside-flows.detail.title' } },
  ],
};

export default routes;
