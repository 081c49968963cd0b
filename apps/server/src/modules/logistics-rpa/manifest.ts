/** Manifest of RPA (listed in modules/index.ts; issue 17 item 7). */
import { LOGISTICS_RPA_MESSAGES } from '@aerosupply/shared/logistics-rpa/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedLogisticsRpaDemo } from './demo-seed';
import { rpaResultImport } from './imports';
import { registerLogisticsRpaRoutes } from './routes';

export const logisticsRpaModule: ModuleManifest = {
  name: 'logistics-rpa',
  dependsOn: ['imports', 'logistics'],
  routes: registerLogisticsRpaRoutes,
  messages: [LOGISTICS_RPA_MESSAGES],
  demoSeed: seedLogisticsRpaDemo,
  imports: [rpaResultImport],
};
