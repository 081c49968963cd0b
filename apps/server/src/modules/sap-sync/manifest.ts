/** Manifest of the sap-sync module (listed in modules/index.ts). The SAP master-data sync: its job, records and log. */
import { SAP_SYNC_MESSAGES } from '@aerosupply/shared/sap-sync/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { sapSyncJob } from './service';
import { sapSyncSections } from './supplier-sections';
import { registerSapSyncRoutes } from './routes';

export const sapSyncModule: ModuleManifest = {
  name: 'sap-sync',
  dependsOn: ['notifications', 'supplier-profile'],
  routes: registerSapSyncRoutes,
  messages: [SAP_SYNC_MESSAGES],
  jobs: [sapSyncJob],
  supplierSections: sapSyncSections,
};
