import { lazyPage, type ModuleRoutes } from '../../app/types';

const REQ = { permissions: ['sourcing.requirement.manage'] };
const RFX = { permissions: ['sourcing.rfx.manage'] };
const SUP = { permissions: ['sup.quotation'] };

/** Sourcing screens: requirements and RFx authoring (staff), invited RFx (supplier). Paths = menu catalogue urls. */
const routes: ModuleRoutes = {
  protected: [
    { path: '/sourcing/requirements', lazy: lazyPage(() => import('./pages/RequirementsPage')) },
    { path: '/sourcing/requirements/new', lazy: lazyPage(() => import('./pages/RequirementFormPage')), handle: { titleKey: 'sourcing.requirements.createTitle', access: REQ } },
    { path: '/sourcing/requirements/:id/edit', lazy: lazyPage(() => import('./pages/RequirementFormPage')), handle: { titleKey: 'sourcing.requirements.editTitle', access: REQ } },
    { path: '/sourcing/requirements/:id', lazy: lazyPage(() => import('./pages/RequirementDetailPage')), handle: { titleKey: 'sourcing.requirements.detailTitle', access: { permissions: ['sourcing.requirement.manage', 'sourcing.rfx.manage'] } } },
    { path: '/sourcing/rfx', lazy: lazyPage(() => import('./pages/RfxListPage')) },
    { path: '/sourcing/rfx/new', lazy: lazyPage(() => import('./pages/RfxWizardPage')), handle: { titleKey: 'sourcing.rfx.createTitle', access: RFX } },
    { path: '/sourcing/rfx/:id/award', lazy: lazyPage(() => import('./pages/AwardPage')), handle: { titleKey: 'award.title', access: RFX } },
    { path: '/sourcing/rfx/:id/edit', lazy: lazyPage(() => import('./pages/RfxWizardPage')), handle: { titleKey: 'sourcing.rfx.editTitle', access: RFX } },
    { path: '/sourcing/rfx/:id', lazy: lazyPage(() => import('./pages/RfxDetailPage')), handle: { titleKey: 'sourcing.rfx.detailTitle', access: RFX } },
    { path: '/sup/rfx', lazy: lazyPage(() => import('./pages/SupplierRfxListPage')) },
    { path: '/sup/quotations', lazy: lazyPage(() => import('./pages/SupplierQuotationsPage')) },
    { path: '/sup/rfx/:id/quotation', lazy: lazyPage(() => import('./pages/QuotationEditorPage')), handle: { titleKey: 'sourcing.quote.title', access: SUP } },
    { path: '/sup/rfx/:id', lazy: lazyPage(() => import('./pages/SupplierRfxDetailPage')), handle: { titleKey: 'sourcing.supplier.detailTitle', access: SUP } },
  ],
};

export default routes;
