/** The notification centre's table (migration 0170). */
import type { NotificationParams } from '@aerosupply/shared/notifications/templates';
import type { ColumnType, Generated } from 'kysely';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  template_key: string;
  params: ColumnType<NotificationParams, string, string>;
  /** A portal path of the record concerned, e.g. `/sup/info`. */
  link: string | null;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface NotificationTables {
  notifications: NotificationsTable;
}

declare module '../../db/schema' {
  interface DB extends NotificationTables {}
}
