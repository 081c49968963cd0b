import { lazyPage, type ModuleRoutes } from '../../app/types';

/** Capability list applications, supplier side (spec 001 §2 'Capability list'); access from the menu ('sup.vendorData'). */
const routes: ModuleRoutes = {
  protected: [
    { path: '/sup/capabilities', lazy: lazyPage(() => import('./pages/CapabilitiesPage')) },
    { path: '/sup/capabilities/new', lazy: lazyPage(() => import('./pages/CapabilityFormPage')), handle: { titleKey: 'capabilities.form.createTitle' } },
    { path: '/sup/capabilities/:id/edit', lazy: lazyPage(() => import('./pages/CapabilityFormPage')), handle: { titleKey: 'capabilities.form.editTitle' } },
    { path: '/sup/capabilities/:id', lazy: lazyPage(() => import('./pages/CapabilityViewPage')), handle: { titleKey: 'capabilities.view.title' } },
  ],
};

export default routes;
