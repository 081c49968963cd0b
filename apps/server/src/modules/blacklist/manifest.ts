/** Manifest of the blacklist module (listed in modules/index.ts). The supplier blacklist. */
import { BLACKLIST_MESSAGES } from '@aerosupply/shared/blacklist/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { blacklistSections } from './supplier-sections';
import { registerBlacklistRoutes } from './routes';

export const blacklistModule: ModuleManifest = {
  name: 'blacklist',
  dependsOn: ['supplier-profile', 'supplier-review'],
  routes: registerBlacklistRoutes,
  messages: [BLACKLIST_MESSAGES],
  supplierSections: blacklistSections,
};
