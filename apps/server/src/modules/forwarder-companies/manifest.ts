/** Manifest of the forwarder-companies module (listed in modules/index.ts). Forwarder onboarding: companies, their administrator, freeze and restore. */
import { FORWARDER_COMPANIES_MESSAGES } from '@aerosupply/shared/forwarder-companies/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedForwarderCompaniesDemo } from './demo-seed';
import { registerForwarderCompanyRoutes } from './routes';

export const forwarderCompaniesModule: ModuleManifest = {
  name: 'forwarder-companies',
  dependsOn: ['admin', 'notifications'],
  routes: registerForwarderCompanyRoutes,
  messages: [FORWARDER_COMPANIES_MESSAGES],
  demoSeed: seedForwarderCompaniesDemo,
};
