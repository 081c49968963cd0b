/** Integration outbox to the ERP: one record per supplier sync, with its attempt log. */
import type { Generated } from 'kysely';
import type { SapSyncStatus } from '@aerosupply/shared/sap-sync/schemas';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

export interface SapSyncRecordsTable {
  id: Generated<number>;
  company_id: number;
  /** create: first sync of a newly approved supplier; update: master-data change of an official one. */
  kind: 'create' | 'update';
  status: StatusColumn<SapSyncStatus>;
  adapter: 'builtin' | 'http';
  payload: Json<Record<string, unknown>>;
  vendor_code: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  requested_by: number | null;
  requested_by_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  synced_at: NullableTimestamp;
}

export interface SapSyncLogsTable {
  id: Generated<number>;
  record_id: number;
  attempt: number;
  ok: boolean;
  http_status: number | null;
  message: string;
  created_at: Timestamp;
}

export interface SapSyncTables {
  sap_sync_records: SapSyncRecordsTable;
  sap_sync_logs: SapSyncLogsTable;
}

declare module '../../db/schema' {
  interface DB extends SapSyncTables {}
}

/** Read views (D-841): tables other folders may join in read-only queries (a supplier's pending or failed SAP sync (the review's guard and home counter)); they are written only here. */
export const READ_VIEWS = ['sap_sync_records'] as const satisfies readonly (keyof SapSyncTables)[];
