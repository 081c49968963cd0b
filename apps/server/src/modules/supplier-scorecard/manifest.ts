/** Manifest of the supplier performance scorecard (listed in modules/index.ts; issue 31). */
import { SCORECARD_MESSAGES } from '@aerosupply/shared/supplier-scorecard/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedScorecardDemo } from './demo-seed';
import { scorecardJob } from './jobs';
import { registerScorecardRoutes } from './routes';
import { scorecardSupplierSections } from './supplier-sections';

export const supplierScorecardModule: ModuleManifest = {
  name: 'supplier-scorecard',
  dependsOn: ['notifications', 'orders', 'repair', 'sourcing', 'supplier-profile'],
  routes: registerScorecardRoutes,
  messages: [SCORECARD_MESSAGES],
  supplierSections: scorecardSupplierSections,
  jobs: [scorecardJob],
  demoSeed: seedScorecardDemo,
};
