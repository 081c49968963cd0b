import { lazyCorePage, type ModuleRoutes } from '../../app/types';

const routes: ModuleRoutes = {
  public: [
    { path: '/401', lazy: lazyCorePage(() => import('./pages/ForbiddenPage')), handle: { titleKey: 'errors.forbidden.title' } },
    { path: '/404', lazy: lazyCorePage(() => import('./pages/NotFoundPage')), handle: { titleKey: 'errors.notFound.title' } },
  ],
};

export default routes;
