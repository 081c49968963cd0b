import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Supplier scorecard (issue 31): the criteria settings and the ranking (staff, under the supplier
 * menu) and the supplier's own scorecard (`/sup/scorecard`). The staff supplier 360 shows the same
 * scorecard in its tab (SupplierScorecardSection).
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/suppliers/scorecard-settings', lazy: lazyPage(() => import('./pages/SettingsPage')) },
    { path: '/suppliers/scorecard-ranking', lazy: lazyPage(() => import('./pages/RankingPage')) },
    { path: '/sup/scorecard', lazy: lazyPage(() => import('./pages/SupScorecardPage')) },
  ],
};

export default routes;
