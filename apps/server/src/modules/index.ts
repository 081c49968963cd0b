/**
 * Every module's routes, registered in one place. A new module adds its `register<Module>Routes`
 * here (one line) and nothing else in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin/routes';
import { registerHomeRoutes } from './home/routes';
import { registerProfileRoutes } from './profile/routes';
import { registerDictRoutes } from './dict/routes';
import { registerFilesRoutes } from './files/routes';
import { registerOutboxRoutes } from './outbox/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerInvitationRoutes } from './invitations/routes';
import { registerRegistrationRoutes } from './registration/routes';
import { registerAccountRecoveryRoutes } from './account-recovery/routes';
import { registerSupplierAccountRoutes } from './supplier-accounts/routes';
import { registerSupplierProfileRoutes } from './supplier-profile/routes';
import { registerCapabilityRoutes } from './capabilities/routes';
import { registerSupplierLifecycleRoutes } from './supplier-review/register';
import { registerImportRoutes } from './imports/routes';

export function registerModules(app: FastifyInstance): void {
  registerDictRoutes(app);
  registerFilesRoutes(app);
  registerOutboxRoutes(app);
  registerNotificationRoutes(app);
  registerAdminRoutes(app);
  registerProfileRoutes(app);
  registerHomeRoutes(app);
  registerInvitationRoutes(app);
  registerRegistrationRoutes(app);
  registerAccountRecoveryRoutes(app);
  registerSupplierAccountRoutes(app);
  registerSupplierProfileRoutes(app);
  registerCapabilityRoutes(app);
  registerSupplierLifecycleRoutes(app);
  // After every module: serves the imports the modules above defined.
  registerImportRoutes(app);
  void app;
}
