/** Manifest of the agreements module (listed in modules/index.ts; issue 13): agreements, reports, exchange rates. */
import { AGREEMENT_MESSAGES } from '@aerosupply/shared/agreements/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedAgreementsDemo } from './demo-seed';
import { agreementValidityJob } from './jobs';
import { registerAgreementRoutes } from './routes';
import { buyerAgreementTasks, supplierAgreementTasks } from './home-tasks';

export const agreementsModule: ModuleManifest = {
  name: 'agreements',
  dependsOn: ['dict', 'files', 'supplier-control', 'webhooks'],
  routes: registerAgreementRoutes,
  homeTasks: { supplier: [supplierAgreementTasks], staff: [buyerAgreementTasks] },
  messages: [AGREEMENT_MESSAGES],
  demoSeed: seedAgreementsDemo,
  jobs: [agreementValidityJob],
};
