import { lazyPage, type ModuleRoutes } from '../../app/types';

/** The notification centre: one page for every signed-in user (staff, suppliers, forwarders). */
const routes: ModuleRoutes = {
  protected: [
    {
      path: '/notifications',
      lazy: lazyPage(() => import('./pages/NotificationsPage')),
      handle: { titleKey: 'notifications.title', access: { anySignedIn: true } },
    },
  ],
};

export default routes;
