/** Manifest of the profile module (listed in modules/index.ts). The signed-in user's own profile and preferences. */
import { PROFILE_MESSAGES } from '@aerosupply/shared/profile/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerProfileRoutes } from './routes';

export const profileModule: ModuleManifest = {
  name: 'profile',
  dependsOn: [],
  routes: registerProfileRoutes,
  messages: [PROFILE_MESSAGES],
};
