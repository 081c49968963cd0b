/**
 * Every route contract of the portal, by module (issue 30 item 1). The server's route test checks
 * that the routes it registers are exactly these, with the same permission; the matrix and fuzz
 * tests walk the same routes. Not exported from the package index: the web imports only the
 * contracts of the module a page calls.
 */
import { blacklistRoutes } from '../blacklist/routes';
import { homeRoutes } from '../home/routes';
import { notificationRoutes } from '../notifications/routes';
import { capabilityRoutes } from '../capabilities/routes';
import { fileRoutes } from '../files/routes';
import { profileRoutes } from '../profile/routes';
import { accountRecoveryRoutes } from '../account-recovery/routes';
import { invitationRoutes } from '../invitations/routes';
import { adminRoutes } from '../admin/routes';
import { allSupplierProfileRoutes } from '../supplier-profile/routes';
import type { RouteContract } from './contract';
import { platformRoutes } from './platform-routes';

export const ROUTE_CONTRACTS: Record<string, Record<string, RouteContract>> = {
  blacklist: blacklistRoutes,
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
};

/** Every contract of the table, flattened. */
export const allRouteContracts = (): RouteContract[] => Object.values(ROUTE_CONTRACTS).flatMap((group) => Object.values(group));
