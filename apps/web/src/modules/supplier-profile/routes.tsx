import { lazyPage, type ModuleRoutes } from '../../app/types';

/** The supplier's own data (spec 001 §3, §4); access from the menu catalogue ('sup.vendorData'). */
const routes: ModuleRoutes = {
  protected: [
    { path: '/sup/wizard', lazy: lazyPage(() => import('./pages/WizardPage')) },
    { path: '/sup/info', lazy: lazyPage(() => import('./pages/InfoPage')) },
    { path: '/sup/finance', lazy: lazyPage(() => import('./pages/FinancePage')) },
    { path: '/sup/changes', lazy: lazyPage(() => import('./pages/ChangesPage')) },
  ],
};

export default routes;
