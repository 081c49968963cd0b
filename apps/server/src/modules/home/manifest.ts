/** Manifest of the home module (listed in modules/index.ts). The home page: pending-task counters (from every manifest) and notices. */
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerHomeRoutes } from './routes';

export const homeModule: ModuleManifest = {
  name: 'home',
  dependsOn: [],
  routes: registerHomeRoutes,
};
