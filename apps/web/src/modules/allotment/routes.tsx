import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Inter-base allotment (issue 17 item 1): the five screens of old `/pdInternalAllot/{demand,
 * instruct, pickUp, dispatch, deliver}/{index, edit, detail}` as `/logistics/allot/<stage>` (one
 * list, the stage filter), the demand form and the detail with its timeline and actions.
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/logistics/allot/:stage', lazy: lazyPage(() => import('./pages/AllotListPage')) },
    { path: '/logistics/allot/:stage/new', lazy: lazyPage(() => import('./pages/AllotFormPage')), handle: { titleKey: 'allotment.form.createTitle' } },
    { path: '/logistics/allot/:stage/:id', lazy: lazyPage(() => import('./pages/AllotDetailPage')), handle: { titleKey: 'allotment.detail.title' } },
    { path: '/logistics/allot/:stage/:id/edit', lazy: lazyPage(() => import('./pages/AllotFormPage')), handle: { titleKey: 'allotment.form.editTitle' } },
  ],
};

export default routes;
