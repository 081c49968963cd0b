/** Expiry watch bookkeeping: one row per qualification and threshold notified (its daily run is a platform `scheduler_runs` row). */
import type { Timestamp } from '../../db/columns';

export interface ExpiryNotificationsTable {
  qualification_id: number;
  threshold_days: number;
  company_id: number;
  end_date: string;
  notified_at: Timestamp;
}

export interface ExpiryWatchTables {
  expiry_notifications: ExpiryNotificationsTable;
}

declare module '../../db/schema' {
  interface DB extends ExpiryWatchTables {}
}
