/** Manifest of the dict module (listed in modules/index.ts). Dictionaries: the dictionary screens and their Excel import of items. */
import { DICT_MESSAGES } from '@aerosupply/shared/dict/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { dictItemsImport } from './imports';
import { registerDictRoutes } from './routes';

export const dictModule: ModuleManifest = {
  name: 'dict',
  dependsOn: ['imports'],
  routes: registerDictRoutes,
  messages: [DICT_MESSAGES],
  imports: [dictItemsImport],
};
