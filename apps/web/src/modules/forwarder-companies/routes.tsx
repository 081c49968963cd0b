import { lazyPage, type ModuleRoutes } from '../../app/types';

/** Forwarder onboarding (issue 26 item 2): the staff list of forwarder companies ('logistics.master.manage'). */
const routes: ModuleRoutes = {
  protected: [{ path: '/logistics/forwarder-companies', lazy: lazyPage(() => import('./pages/ForwarderCompaniesPage')) }],
};

export default routes;
