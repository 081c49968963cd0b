import { lazyCorePage, type ModuleRoutes } from '../../app/types';

const routes: ModuleRoutes = {
  public: [
    { path: '/login', lazy: lazyCorePage(() => import('./pages/LoginPage')), handle: { titleKey: 'auth.login.title' } },
    { path: '/sso/callback', lazy: lazyCorePage(() => import('./pages/SsoCallbackPage')), handle: { titleKey: 'auth.sso.title' } },
    { path: '/auth-redirect', lazy: lazyCorePage(() => import('./pages/AuthRedirectPage')), handle: { titleKey: 'auth.redirect.title' } },
  ],
};

export default routes;
