import { lazyPage, type ModuleRoutes } from '../../app/types';

/** Every staff screen that may open a supplier's information view. */
const DETAIL_VIEWERS = [
  'supplier.info.view', 'supplier.official.view', 'supplier.finance.view', 'supplier.control', 'supplier.freeze.request', 'supplier.freeze.approve',
  'supplier.preaudit', 'supplier.audit', 'supplier.review.business', 'supplier.review.inviting', 'supplier.review.oa', 'supplier.review.quality',
  'supplier.sync.sap', 'supplier.blacklist.view',
];
const CHAIN = ['supplier.preaudit', 'supplier.audit', 'supplier.review.business', 'supplier.review.inviting', 'supplier.review.oa', 'supplier.review.quality', 'supplier.sync.sap', 'supplier.info.view'];

/** The lists a detail page belongs to when the user's menu lacks the one in its path (first held wins). */
const REVIEW_LISTS = ['/suppliers/reviews', '/suppliers/audit', '/suppliers/preaudit', '/suppliers/info'];
const SUPPLIER_LISTS = ['/suppliers/info', '/suppliers/official', '/suppliers/finance', '/suppliers/control'];

/** Staff supplier lifecycle screens (paths = menu catalogue urls). */
const routes: ModuleRoutes = {
  protected: [
    { path: '/suppliers/info', lazy: lazyPage(() => import('./pages/SupplierInfoPage')) },
    { path: '/suppliers/info/:companyId', lazy: lazyPage(() => import('./pages/SupplierDetailPage')), handle: { titleKey: 'suppliers.detail.title', access: { permissions: DETAIL_VIEWERS }, menuFallback: SUPPLIER_LISTS } },
    { path: '/suppliers/preaudit', lazy: lazyPage(() => import('./pages/PreauditPage')) },
    { path: '/suppliers/audit', lazy: lazyPage(() => import('./pages/AuditPage')) },
    { path: '/suppliers/reviews', lazy: lazyPage(() => import('./pages/ReviewListPage')) },
    // A review opened from a list stays under that list's path, so the menu and the breadcrumb show it.
    ...['reviews', 'preaudit', 'audit'].map((list) => ({
      path: `/suppliers/${list}/:companyId`,
      lazy: lazyPage(() => import('./pages/ReviewDetailPage')),
      handle: { titleKey: 'suppliers.reviews.detailTitle', access: { permissions: CHAIN }, menuFallback: REVIEW_LISTS },
    })),
    { path: '/suppliers/official', lazy: lazyPage(() => import('./pages/OfficialPage')) },
    { path: '/suppliers/official/:companyId', lazy: lazyPage(() => import('./pages/SupplierDetailPage')), handle: { titleKey: 'suppliers.detail.title', access: { permissions: DETAIL_VIEWERS }, menuFallback: SUPPLIER_LISTS } },
    { path: '/suppliers/official/:companyId/edit', lazy: lazyPage(() => import('./pages/EditOfficialPage')), handle: { titleKey: 'suppliers.edit.title', access: { permissions: ['supplier.sync.sap'] } } },
    { path: '/suppliers/changes', lazy: lazyPage(() => import('./pages/ChangesPage')) },
    { path: '/suppliers/capabilities', lazy: lazyPage(() => import('./pages/CapabilityReviewPage')) },
    { path: '/suppliers/control', lazy: lazyPage(() => import('./pages/ControlPage')) },
    { path: '/suppliers/freeze', lazy: lazyPage(() => import('./pages/FreezePage')) },
    { path: '/suppliers/finance-approval', lazy: lazyPage(() => import('./pages/FinanceApprovalPage')) },
    { path: '/suppliers/finance', lazy: lazyPage(() => import('./pages/FinanceSuppliersPage')) },
    { path: '/suppliers/blacklist', lazy: lazyPage(() => import('./pages/BlacklistPage')) },
    { path: '/suppliers/auditors', lazy: lazyPage(() => import('./pages/AuditorsPage')) },
    { path: '/suppliers/inquiry-power', lazy: lazyPage(() => import('./pages/InquiryPowerPage')) },
    { path: '/suppliers/sap-sync', lazy: lazyPage(() => import('./pages/SapSyncPage')) },
  ],
};

export default routes;
