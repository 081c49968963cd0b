import { lazyPage, type ModuleRoutes } from '../../app/types';

/** Staff screen of supplier invitations; access from the menu catalogue ('supplier.invite'). */
const routes: ModuleRoutes = {
  protected: [{ path: '/suppliers/invitations', lazy: lazyPage(() => import('./pages/InvitationsPage')) }],
};

export default routes;
