/**
 * A SAP sync record as data: pending while the job sends it, synchronized once SAP answered a vendor
 * code, failed after the last attempt; master data re-queues a failed one (retry -> pending).
 */
import { defineWorkflow } from '../workflow/machine';
import { SAP_SYNC_STATUSES, type SapSyncStatus } from './schemas';

export const SAP_SYNC_ACTIONS = ['retry'] as const;
export type SapSyncAction = (typeof SAP_SYNC_ACTIONS)[number];
/** The sync job's outcomes (system actions: no user is offered them). */
export const SAP_SYNC_JOB_ACTIONS = ['synchronize', 'fail'] as const;
export type SapSyncJobAction = (typeof SAP_SYNC_JOB_ACTIONS)[number];

export interface SapSyncRecord {
  status: SapSyncStatus;
}

export const SAP_SYNC_WORKFLOW = defineWorkflow<SapSyncStatus, SapSyncAction | SapSyncJobAction, SapSyncRecord>({
  name: 'sap-sync',
  states: SAP_SYNC_STATUSES,
  actions: [...SAP_SYNC_ACTIONS, ...SAP_SYNC_JOB_ACTIONS],
  stateOf: (r) => r.status,
  wrongStateKey: 'sap_sync.not_failed',
  transitions: [
    { action: 'retry', from: 'failed', to: 'pending', permission: 'supplier.sync.sap', actorKinds: ['staff'] },
    // A late answer still records SAP's vendor code, as before.
    { action: 'synchronize', from: ['pending', 'failed', 'synchronized'], to: 'synchronized', actorKinds: [] },
    { action: 'fail', from: 'pending', to: 'failed', actorKinds: [] },
  ],
});
