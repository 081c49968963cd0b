/** Expiry watch bookkeeping: one row per qualification and threshold notified, one per daily run. */
import type { Timestamp } from '../../db/columns';

export interface ExpiryNotificationsTable {
  qualification_id: number;
  threshold_days: number;
  company_id: number;
  end_date: string;
  notified_at: Timestamp;
}

export interface SchedulerRunsTable {
  name: string;
  /** Company-local date (YYYY-MM-DD) of the run. */
  run_date: string;
  created_at: Timestamp;
}

export interface ExpiryWatchTables {
  expiry_notifications: ExpiryNotificationsTable;
  scheduler_runs: SchedulerRunsTable;
}

declare module '../../db/schema' {
  interface DB extends ExpiryWatchTables {}
}
