import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Agreements (issue 13): the buyer's agreements (`/agreements`, old path `/air/agreement/index`),
 * the agreement query (`/agreements/query`, `/protocolQuery/index`) and report
 * (`/agreements/report`, `/agreementReport/index`), the supplier's agreements = its contract
 * screens (`/sup/agreements`, `/sup/contractManagement/index` ..., D-278) and the sysadmin's
 * exchange rates (`/system/exchange-rates`).
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/agreements', lazy: lazyPage(() => import('./pages/StaffAgreementsPage')) },
    { path: '/agreements/new', lazy: lazyPage(() => import('./pages/AgreementEditPage')), handle: { titleKey: 'agreements.create.title' } },
    { path: '/agreements/query', lazy: lazyPage(() => import('./pages/AgreementQueryPage')) },
    { path: '/agreements/report', lazy: lazyPage(() => import('./pages/AgreementReportPage')) },
    { path: '/agreements/:id', lazy: lazyPage(() => import('./pages/StaffAgreementPage')), handle: { titleKey: 'agreements.detail.title' } },
    { path: '/agreements/:id/edit', lazy: lazyPage(() => import('./pages/AgreementEditPage')), handle: { titleKey: 'agreements.edit.pageTitle' } },
    { path: '/sup/agreements', lazy: lazyPage(() => import('./pages/SupplierAgreementsPage')) },
    { path: '/sup/agreements/:id', lazy: lazyPage(() => import('./pages/SupplierAgreementPage')), handle: { titleKey: 'agreements.detail.title' } },
    { path: '/system/exchange-rates', lazy: lazyPage(() => import('./pages/ExchangeRatesPage')) },
  ],
};

export default routes;
