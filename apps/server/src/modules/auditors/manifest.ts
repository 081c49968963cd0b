/** Manifest of the auditors module (listed in modules/index.ts). Auditor authorisation and inquiry approvers. */
import { AUDITOR_MESSAGES } from '@aerosupply/shared/auditors/messages';
import { SUPPLIER_REVIEW_MESSAGES } from '@aerosupply/shared/supplier-review/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerAuditorRoutes } from './routes';

export const auditorsModule: ModuleManifest = {
  name: 'auditors',
  dependsOn: [],
  routes: registerAuditorRoutes,
  messages: [AUDITOR_MESSAGES, SUPPLIER_REVIEW_MESSAGES],
};
