import { lazyPage, type ModuleRoutes } from '../../app/types';

const routes: ModuleRoutes = {
  public: [
    { path: '/login', lazy: lazyPage(() => import('./pages/LoginPage')), handle: { titleKey: 'auth.login.title' } },
    { path: '/auth-redirect', lazy: lazyPage(() => import('./pages/AuthRedirectPage')), handle: { titleKey: 'auth.redirect.title' } },
  ],
};

export default routes;
