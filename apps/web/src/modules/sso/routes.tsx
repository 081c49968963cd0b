import { lazyPage, type ModuleRoutes } from '../../app/types';

/** Single sign-on for staff (issue 32 item 3): the system administrator's settings ('sys.sso.manage'). */
const routes: ModuleRoutes = {
  protected: [{ path: '/system/sso', lazy: lazyPage(() => import('./pages/SsoSettingsPage')) }],
};

export default routes;
