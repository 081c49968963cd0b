/**
 * Every module, as its manifest, in one list: the order routes, home counters and jobs are
 * registered in. Demo seeds run in the order of the manifests' `dependsOn` (a module's seed after
 * those of the modules it uses), otherwise in this order.
 * A new module is one line here; its `manifest.ts` says what it adds.
 */
import { dependencyOrder, type ModuleManifest } from '../platform/modules/manifest';
import { accountRecoveryModule } from './account-recovery/manifest';
import { adminModule } from './admin/manifest';
import { auditorsModule } from './auditors/manifest';
import { blacklistModule } from './blacklist/manifest';
import { capabilitiesModule } from './capabilities/manifest';
import { dictModule } from './dict/manifest';
import { expiryWatchModule } from './expiry-watch/manifest';
import { filesModule } from './files/manifest';
import { homeModule } from './home/manifest';
import { importsModule } from './imports/manifest';
import { invitationsModule } from './invitations/manifest';
// logistics (issue 16)
import { logisticsModule } from './logistics/manifest';
import { notificationsModule } from './notifications/manifest';
import { ordersModule } from './orders/manifest';
import { outboxModule } from './outbox/manifest';
import { profileModule } from './profile/manifest';
import { registrationModule } from './registration/manifest';
import { sapSyncModule } from './sap-sync/manifest';
// sourcing (issue 12)
import { sourcingModule } from './sourcing/manifest';
import { agreementsModule } from './agreements/manifest';
import { repairModule } from './repair/manifest';
import { supplierAccountsModule } from './supplier-accounts/manifest';
import { supplierControlModule } from './supplier-control/manifest';
import { supplierDirectoryModule } from './supplier-directory/manifest';
import { supplierProfileModule } from './supplier-profile/manifest';
import { supplierReviewModule } from './supplier-review/manifest';
import { freightBillsModule } from './freight-bills/manifest';
import { outsideFlowsModule } from './outside-flows/manifest';
import { logisticsReportsModule } from './logistics-reports/manifest';
import { logisticsRpaModule } from './logistics-rpa/manifest';
import { forwarderEvaluationsModule } from './forwarder-evaluations/manifest';
import { forwarderCompaniesModule } from './forwarder-companies/manifest';
// inter-base allotment (issue 17 item 1)
import { allotmentModule } from './allotment/manifest';
// outbound webhooks and the events feed (issue 33)
import { webhooksModule } from './webhooks/manifest';
// supplier performance scorecard (issue 31)
import { supplierScorecardModule } from './supplier-scorecard/manifest';

export const MODULES: readonly ModuleManifest[] = [
  dictModule,
  filesModule,
  outboxModule,
  adminModule,
  profileModule,
  homeModule,
  registrationModule,
  accountRecoveryModule,
  supplierAccountsModule,
  supplierProfileModule,
  capabilitiesModule,
  supplierReviewModule,
  invitationsModule,
  notificationsModule,
  supplierControlModule,
  blacklistModule,
  auditorsModule,
  sapSyncModule,
  supplierDirectoryModule,
  expiryWatchModule,
  importsModule,
  ordersModule,
  // sourcing (issue 12)
  sourcingModule,
  // electronic freight bills (issue 17)
  freightBillsModule,
  // agreements (issue 13)
  agreementsModule,
  // repair (issue 15)
  repairModule,
  // logistics (issue 16)
  logisticsModule,
  // logistics reports (issue 17)
  logisticsReportsModule,
  // RPA (issue 17 item 7)
  logisticsRpaModule,
  // forwarder evaluations (issue 17 item 6)
  forwarderEvaluationsModule,
  // outside flows (issue 17 item 2)
  outsideFlowsModule,
  // inter-base allotment (issue 17 item 1): after logistics, whose shipments it opens
  allotmentModule,
  // forwarder onboarding (issue 26 item 2)
  forwarderCompaniesModule,
  webhooksModule,
  // supplier performance scorecard (issue 31): after the modules whose records it measures and seeds
  supplierScorecardModule,
];

/** The demo seeds: a module's after those of the modules it depends on (`dependsOn`), else in MODULES order (D-842). */
export const demoSeeds = () => dependencyOrder(MODULES).flatMap((m) => (m.demoSeed ? [m.demoSeed] : []));

export const demoFileWriters = () => MODULES.flatMap((m) => (m.demoFiles ? [m.demoFiles] : []));
