import { lazyPage, type ModuleRoutes } from '../../app/types';

/** Outbound webhooks (issue 33): the system administrator's endpoints ('sys.webhooks.manage'). */
const routes: ModuleRoutes = {
  protected: [{ path: '/system/webhooks', lazy: lazyPage(() => import('./pages/WebhooksPage')) }],
};

export default routes;
