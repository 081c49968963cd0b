/** Registers the staff supplier-lifecycle modules (issue 5) with one line in modules/index.ts. */
import type { FastifyInstance } from 'fastify';
import { registerAuditorRoutes } from '../auditors/routes';
import { registerBlacklistRoutes } from '../blacklist/routes';
import { registerExpiryWatch } from '../expiry-watch/routes';
import { registerSapSyncRoutes } from '../sap-sync/routes';
import { registerSupplierControlRoutes } from '../supplier-control/routes';
import { registerSupplierDirectoryRoutes } from '../supplier-directory/routes';
import { registerSupplierReviewRoutes } from './routes';

export function registerSupplierLifecycleRoutes(app: FastifyInstance): void {
  registerSupplierReviewRoutes(app);
  registerSupplierControlRoutes(app);
  registerBlacklistRoutes(app);
  registerAuditorRoutes(app);
  registerSapSyncRoutes(app);
  registerSupplierDirectoryRoutes(app);
  registerExpiryWatch(app);
}
