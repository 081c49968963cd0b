import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Logistics reports (issue 17 item 5, D-370): report A, milestone status per waybill
 * (`/logistics/reports/a`, old `/logistics/npd/reportA`), cycle times (`b`), on-time rate (`c`),
 * bill accuracy (`e`) (old `reportB`, `reportC`, `reportE`; D-372..D-374), cost per kg (`/logistics/reports/d`, old
 * `/logistics/npd/reportD`) and throughput per base and month
 * (`/logistics/reports/throughput`, old `/logistics/npd/throughput`).
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/logistics/reports/a', lazy: lazyPage(() => import('./pages/ReportAPage')) },
    { path: '/logistics/reports/b', lazy: lazyPage(() => import('./pages/ReportBPage')) },
    { path: '/logistics/reports/c', lazy: lazyPage(() => import('./pages/ReportCPage')) },
    { path: '/logistics/reports/d', lazy: lazyPage(() => import('./pages/ReportDPage')) },
    { path: '/logistics/reports/e', lazy: lazyPage(() => import('./pages/ReportEPage')) },
    { path: '/logistics/reports/throughput', lazy: lazyPage(() => import('./pages/ThroughputPage')) },
  ],
};

export default routes;
