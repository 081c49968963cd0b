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
export { default as orders } from '../modules/orders/routes';
// sourcing (issue 12)
export { default as sourcing } from '../modules/sourcing/routes';
// electronic freight bills (issue 17)
export { default as freightBills } from '../modules/freight-bills/routes';
// agreements (issue 13)
export { default as agreements } from '../modules/agreements/routes';
// repair (issue 15)
export { default as repair } from '../modules/repair/routes';
// logistics (issue 16)
export { default as logistics } from '../modules/logistics/routes';
// logistics reports (issue 17)
export { default as logisticsReports } from '../modules/logistics-reports/routes';
// RPA (issue 17 item 7)
export { default as logisticsRpa } from '../modules/logistics-rpa/routes';
// forwarder evaluations (issue 17 item 6)
export { default as forwarderEvaluations } from '../modules/forwarder-evaluations/routes';
// outside flows (issue 17 item 2)
export { default as outsideFlows } from '../modules/outside-flows/routes';
// inter-base allotment (issue 17 item 1)
export { default as allotment } from '../modules/allotment/routes';
// forwarder onboarding (issue 26 item 2)
export { default as forwarderCompanies } from '../modules/forwarder-companies/routes';
// outbound webhooks (issue 33)
export { default as webhooks } from '../modules/webhooks/routes';
// supplier performance scorecard (issue 31)
export { default as supplierScorecard } from '../modules/supplier-scorecard/routes';
// single sign-on for staff (issue 32 item 3)
export { default as sso } from '../modules/sso/routes';
