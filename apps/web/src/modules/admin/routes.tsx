import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Staff administration screens (issue 3 item 10); access from the menu catalogue's 'system' group:
 * users (sys.user.manage), roles (sys.role.manage), operation log (sys.log.view), account log
 * (sys.accountLog.view), dictionaries (sys.dict.manage), outbox (sys.outbox.view).
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/system/users', lazy: lazyPage(() => import('./pages/UsersPage')) },
    { path: '/system/roles', lazy: lazyPage(() => import('./pages/RolesPage')) },
    { path: '/system/roles/new', lazy: lazyPage(() => import('./pages/RolePage')), handle: { titleKey: 'admin.roles.editor.createTitleShort' } },
    { path: '/system/roles/:id', lazy: lazyPage(() => import('./pages/RolePage')), handle: { titleKey: 'admin.roles.editor.editTitleShort' } },
    { path: '/system/log', lazy: lazyPage(() => import('./pages/OperationLogPage')) },
    { path: '/system/account-log', lazy: lazyPage(() => import('./pages/AccountLogPage')) },
    { path: '/system/dictionaries', lazy: lazyPage(() => import('./pages/DictionariesPage')) },
    { path: '/system/dictionaries/imports', lazy: lazyPage(() => import('./pages/DictImportsPage')), handle: { titleKey: 'admin.dict.import.historyTitle' } },
    { path: '/system/outbox', lazy: lazyPage(() => import('./pages/OutboxPage')) },
  ],
};

export default routes;
