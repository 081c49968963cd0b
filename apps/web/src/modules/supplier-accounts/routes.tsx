import { lazyPage, type ModuleRoutes } from '../../app/types';

/** Supplier administrator screens (spec 001 §2 'Employee account management'); access from the menu ('sup.employee'). */
const routes: ModuleRoutes = {
  protected: [
    { path: '/sup/employees', lazy: lazyPage(() => import('./pages/EmployeesPage')) },
    { path: '/sup/posts', lazy: lazyPage(() => import('./pages/PostsPage')) },
  ],
};

export default routes;
