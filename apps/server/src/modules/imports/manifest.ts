/** Manifest of the imports module (listed in modules/index.ts). The Excel import pipeline: serves every manifest's imports under /api/imports/<key>. */
import { IMPORT_MESSAGES } from '@aerosupply/shared/imports/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerImportRoutes } from './routes';

export const importsModule: ModuleManifest = {
  name: 'imports',
  dependsOn: ['files'],
  routes: registerImportRoutes,
  messages: [IMPORT_MESSAGES],
};
