import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Company administrator screens (spec 001 §2 'Employee account management'); access from the menu:
 * a supplier's ('sup.employee') and a forwarder's ('fwd.employee', issue 26 item 2) — the same pages.
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/sup/employees', lazy: lazyPage(() => import('./pages/EmployeesPage')) },
    { path: '/sup/posts', lazy: lazyPage(() => import('./pages/PostsPage')) },
    { path: '/fwd/employees', lazy: lazyPage(() => import('./pages/EmployeesPage')) },
    { path: '/fwd/posts', lazy: lazyPage(() => import('./pages/PostsPage')) },
  ],
};

export default routes;
