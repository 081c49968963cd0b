import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * RPA (issue 17 item 7, D-420..D-424): `/logistics/rpa` (old `/logistics/rpa/index`), the Excel
 * download of the shipments the robot should process, the upload of its results and their list.
 */
const routes: ModuleRoutes = {
  protected: [{ path: '/logistics/rpa', lazy: lazyPage(() => import('./pages/RpaPage')) }],
};

export default routes;
