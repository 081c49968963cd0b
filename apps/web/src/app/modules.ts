/**
 * The module registry: one line per module. A module's `routes.tsx` default-exports
 * `ModuleRoutes` ({ protected, public }) with lazily loaded pages; see apps/web/README.md.
 */
export { default as auth } from '../modules/auth/routes';
export { default as errors } from '../modules/errors/routes';
export { default as onboarding } from '../modules/onboarding/routes';
export { default as home } from '../modules/home/routes';
export { default as invitations } from '../modules/invitations/routes';
export { default as supplierAccounts } from '../modules/supplier-accounts/routes';
export { default as supplierProfile } from '../modules/supplier-profile/routes';
export { default as capabilities } from '../modules/capabilities/routes';
export { default as admin } from '../modules/admin/routes';
export { default as suppliers } from '../modules/suppliers/routes';
export { default as notifications } from '../modules/notifications/routes';
