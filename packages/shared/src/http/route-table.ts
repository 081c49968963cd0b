/**
 * Every route contract of the portal, by module (issue 30 item 1). The server's route test checks
 * that the routes it registers are exactly these, with the same permission; the matrix and fuzz
 * tests walk the same routes. Not exported from the package index: the web imports only the
 * contracts of the module a page calls.
 */
import { allotmentRoutes } from '../allotment/routes';
import { blacklistRoutes } from '../blacklist/routes';
import { dictRoutes } from '../dict/routes';
import { forwarderCompanyRoutes } from '../forwarder-companies/routes';
import { forwarderEvaluationRoutes } from '../forwarder-evaluations/routes';
import { freightBillRoutes } from '../freight-bills/routes';
import { logisticsReportRoutes } from '../logistics-reports/routes';
import { logisticsRpaRoutes } from '../logistics-rpa/routes';
import { logisticsRoutes } from '../logistics/routes';
import { importsRoutes } from '../imports/routes';
import { ordersRoutes } from '../orders/routes';
import { outboxRoutes } from '../outbox/routes';
import { repairRoutes } from '../repair/routes';
import { sapSyncRoutes } from '../sap-sync/routes';
import { webhooksRoutes } from '../webhooks/routes';
import { supplierReviewRoutes } from '../supplier-review/routes';
import { supplierControlRoutes } from '../supplier-control/routes';
import { supplierDirectoryRoutes } from '../supplier-directory/routes';
import { auditorRoutes } from '../auditors/routes';
import { authRoutes, secondFactorRoutes, securityKeyRoutes, ssoRoutes } from '../auth/routes';
import { scorecardRoutes } from '../supplier-scorecard/routes';
import { outsideFlowRoutes } from '../outside-flows/routes';
import { agreementRoutes } from '../agreements/routes';
import { sourcingRoutes } from '../sourcing/routes';
import { homeRoutes } from '../home/routes';
import { notificationRoutes } from '../notifications/routes';
import { capabilityRoutes } from '../capabilities/routes';
import { fileRoutes } from '../files/routes';
import { profileRoutes } from '../profile/routes';
import { accountRecoveryRoutes } from '../account-recovery/routes';
import { invitationRoutes } from '../invitations/routes';
import { adminRoutes } from '../admin/routes';
import { allSupplierProfileRoutes } from '../supplier-profile/routes';
import { registrationRoutes } from '../registration/routes';
import { employeeRequestRoutes, forwarderAccountRoutes, supplierAccountRoutes } from '../supplier-accounts/routes';
import type { RouteContract } from './contract';
import { platformRoutes } from './platform-routes';

export const ROUTE_CONTRACTS: Record<string, Record<string, RouteContract>> = {
  blacklist: blacklistRoutes,
  dict: dictRoutes,
  'forwarder-companies': forwarderCompanyRoutes,
  'logistics-rpa': logisticsRpaRoutes,
  'logistics-reports': logisticsReportRoutes,
  'forwarder-evaluations': forwarderEvaluationRoutes,
  'freight-bills': freightBillRoutes,
  logistics: logisticsRoutes,
  'sap-sync': sapSyncRoutes,
  outbox: outboxRoutes,
  webhooks: webhooksRoutes,
  imports: importsRoutes,
  allotment: allotmentRoutes,
  orders: ordersRoutes,
  repair: repairRoutes,
  'supplier-review': supplierReviewRoutes,
  'supplier-control': supplierControlRoutes,
  'supplier-directory': supplierDirectoryRoutes,
  'auditors': auditorRoutes,
  'supplier-scorecard': scorecardRoutes,
  'outside-flows': outsideFlowRoutes,
  'agreements': agreementRoutes,
  'sourcing': sourcingRoutes,
  home: homeRoutes,
  notifications: notificationRoutes,
  capabilities: capabilityRoutes,
  files: fileRoutes,
  profile: profileRoutes,
  accountRecovery: accountRecoveryRoutes,
  invitations: invitationRoutes,
  admin: adminRoutes,
  supplierProfile: allSupplierProfileRoutes,
  platform: platformRoutes,
  registration: registrationRoutes,
  supplierAccounts: supplierAccountRoutes,
  forwarderAccounts: forwarderAccountRoutes,
  employeeRequests: employeeRequestRoutes,
  auth: authRoutes,
  secondFactor: secondFactorRoutes,
  securityKeys: securityKeyRoutes,
  sso: ssoRoutes,
};

/** Every contract of the table, flattened. */
export const allRouteContracts = (): RouteContract[] => Object.values(ROUTE_CONTRACTS).flatMap((group) => Object.values(group));
