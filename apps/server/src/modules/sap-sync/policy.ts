/**
 * May this actor retry this SAP sync record? One answer for the presenter (`actions`) and the
 * service (guard), from SAP_SYNC_WORKFLOW.
 */
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import { SAP_SYNC_ACTIONS, SAP_SYNC_WORKFLOW, type SapSyncAction } from '@aerosupply/shared/sap-sync/workflow';
import type { SapSyncStatus } from '@aerosupply/shared/sap-sync/schemas';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

type SyncFacts = { status: SapSyncStatus };

const isUserAction = (a: string): a is SapSyncAction => (SAP_SYNC_ACTIONS as readonly string[]).includes(a);

/** The job's own actions are allowed to nobody; the filter only narrows the type to the users' actions. */
export const sapSyncActions = (rec: SyncFacts, actor: Actor): SapSyncAction[] => allowedActions(SAP_SYNC_WORKFLOW, { status: rec.status }, actor).filter(isUserAction);

/** Refuses a retry of a record that has not failed (409 sap_sync.not_failed). */
export const assertMayOnSync = (rec: SyncFacts, actor: Actor, action: SapSyncAction): void => enforce(decide(SAP_SYNC_WORKFLOW, action, { status: rec.status }, actor));
