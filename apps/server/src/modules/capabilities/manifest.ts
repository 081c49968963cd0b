/** Manifest of the capabilities module (listed in modules/index.ts). Capability list applications and their staff review. */
import { CAPABILITY_MESSAGES } from '@aerosupply/shared/capabilities/messages';
import { SUPPLIER_PROFILE_MESSAGES } from '@aerosupply/shared/supplier-profile/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { capabilitySections } from './supplier-sections';
import { registerCapabilityRoutes } from './routes';

export const capabilitiesModule: ModuleManifest = {
  name: 'capabilities',
  dependsOn: ['supplier-profile'],
  routes: registerCapabilityRoutes,
  messages: [CAPABILITY_MESSAGES, SUPPLIER_PROFILE_MESSAGES],
  supplierSections: capabilitySections,
};
