/** Manifest of the files module (listed in modules/index.ts). Files: uploads, downloads, help documents and the clean-up of never-attached uploads. */
import { FILES_MESSAGES } from '@aerosupply/shared/files/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { uploadCleanupJob } from './cleanup';
import { registerFilesRoutes } from './routes';

export const filesModule: ModuleManifest = {
  name: 'files',
  dependsOn: [],
  routes: registerFilesRoutes,
  messages: [FILES_MESSAGES],
  jobs: [uploadCleanupJob],
};
