import { lazyPage, type ModuleRoutes } from '../../app/types';
import { prefetchHomeSummary } from './api';

const workbench = lazyPage(() => import('./pages/WorkbenchPage'));

/** The workbench of each side (staff, supplier, forwarder); access follows the menu catalogue. */
const routes: ModuleRoutes = {
  protected: [
    { path: '/home', lazy: workbench, loader: prefetchHomeSummary, handle: { titleKey: 'home.title' } },
    { path: '/sup/home', lazy: workbench, loader: prefetchHomeSummary, handle: { titleKey: 'home.title' } },
    { path: '/fwd/home', lazy: workbench, loader: prefetchHomeSummary, handle: { titleKey: 'home.title' } },
  ],
};

export default routes;
