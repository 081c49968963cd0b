import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Electronic freight bills (issue 17): the forwarder's list, form and detail (`/fwd/bills`, old
 * `/pd/bill/index`, `/pd/add|create|edit|detail|upload`; 'fwd.bill'), the staff review
 * (`/logistics/bills`, old `/logistics/npd/electronicBilling`), the bill differences
 * (`/logistics/bill-differences`, old `/logistics/npd/standingbookDifference`) and rate cards (`/logistics/rate-cards`).
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/fwd/bills', lazy: lazyPage(() => import('./pages/FwdBillsPage')) },
    { path: '/fwd/bills/new', lazy: lazyPage(() => import('./pages/BillFormPage')), handle: { titleKey: 'freight-bills.form.createTitle' } },
    { path: '/fwd/bills/:id', lazy: lazyPage(() => import('./pages/BillDetailPage')), handle: { titleKey: 'freight-bills.detail.title' } },
    { path: '/fwd/bills/:id/edit', lazy: lazyPage(() => import('./pages/BillFormPage')), handle: { titleKey: 'freight-bills.form.editTitle' } },
    { path: '/logistics/bills', lazy: lazyPage(() => import('./pages/StaffBillsPage')) },
    { path: '/logistics/bills/:id', lazy: lazyPage(() => import('./pages/StaffBillDetailPage')), handle: { titleKey: 'freight-bills.detail.title' } },
    { path: '/logistics/bill-differences', lazy: lazyPage(() => import('./pages/DifferencesPage')) },
    { path: '/logistics/rate-cards', lazy: lazyPage(() => import('./pages/RateCardsPage')) },
  ],
};

export default routes;
