import { lazyPage, type ModuleRoutes } from '../../app/types';

const INQ = { permissions: ['repair.inquiry.manage'] };
const ORD = { permissions: ['repair.order.view', 'repair.order.manage', 'repair.bill.review'] };
const SUP_Q = { permissions: ['sup.quotation'] };
const SUP_O = { permissions: ['sup.purchaseOrder'] };

/** Repair screens (issue 15). Paths = menu catalogue urls. */
const routes: ModuleRoutes = {
  protected: [
    { path: '/repair/inquiries', lazy: lazyPage(() => import('./pages/InquiriesPage')) },
    { path: '/repair/inquiries/new', lazy: lazyPage(() => import('./pages/InquiryWizardPage')), handle: { titleKey: 'repair.inquiries.create', access: INQ } },
    { path: '/repair/inquiries/:id', lazy: lazyPage(() => import('./pages/InquiryDetailPage')), handle: { titleKey: 'repair.inquiries.detail', access: INQ } },
    { path: '/repair/orders', lazy: lazyPage(() => import('./pages/OrdersPage')) },
    { path: '/repair/orders/:id', lazy: lazyPage(() => import('./pages/StaffOrderPage')), handle: { titleKey: 'repair.orders.order', access: ORD } },
    { path: '/repair/price-rounds', lazy: lazyPage(() => import('./pages/PriceRoundsPage')) },
    { path: '/repair/price-rounds/new', lazy: lazyPage(() => import('./pages/PriceRoundFormPage')), handle: { titleKey: 'repair.rounds.create', access: INQ } },
    { path: '/repair/price-rounds/:id', lazy: lazyPage(() => import('./pages/PriceRoundDetailPage')), handle: { titleKey: 'repair.rounds.detail', access: INQ } },
    { path: '/repair/bills', lazy: lazyPage(() => import('./pages/BillsPage')) },
    { path: '/sup/wheel-prices', lazy: lazyPage(() => import('./pages/SupplierPriceRoundsPage')) },
    { path: '/sup/wheel-prices/:id', lazy: lazyPage(() => import('./pages/SupplierPriceAnswerPage')), handle: { titleKey: 'repair.rounds.answer', access: SUP_Q } },
    { path: '/sup/repair-bills', lazy: lazyPage(() => import('./pages/SupplierBillsPage')) },
    { path: '/sup/repair', lazy: lazyPage(() => import('./pages/SupplierInquiriesPage')) },
    { path: '/sup/repair/:id', lazy: lazyPage(() => import('./pages/SupplierQuotePage')), handle: { titleKey: 'repair.supplier.quote', access: SUP_Q } },
    { path: '/sup/repair-orders', lazy: lazyPage(() => import('./pages/SupplierOrdersPage')) },
    { path: '/sup/repair-orders/:id', lazy: lazyPage(() => import('./pages/SupplierOrderPage')), handle: { titleKey: 'repair.orders.order', access: SUP_O } },
  ],
};

export default routes;
