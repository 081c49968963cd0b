/** Blacklist entries and their history (spec 001 §3 'Blacklist'). */
import type { Generated } from 'kysely';
import type { BlacklistSource, BlacklistStatus } from '@aerosupply/shared/blacklist/schemas';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

export interface BlacklistEntriesTable {
  id: Generated<number>;
  /** The portal supplier, when the entry is about one (null for a supplier outside the portal). */
  company_id: number | null;
  supplier_code: string | null;
  name: string;
  tax_id: string | null;
  source: BlacklistSource;
  reason: string;
  attachments: Json<string[]>;
  status: StatusColumn<BlacklistStatus>;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Timestamp;
  updated_by_name: string | null;
  updated_at: Timestamp;
  finance_handler_id: number | null;
  finance_handler_name: string | null;
  finance_handled_at: NullableTimestamp;
  removed_at: NullableTimestamp;
}

export interface BlacklistHistoryTable {
  id: Generated<number>;
  entry_id: number;
  action: 'insert' | 'update' | 'remove' | 'finance';
  /** The entry's fields after the action. */
  snapshot: Json<Record<string, unknown>>;
  comment: string | null;
  actor_user_id: number | null;
  actor_name: string | null;
  created_at: Timestamp;
}

export interface BlacklistTables {
  blacklist_entries: BlacklistEntriesTable;
  blacklist_history: BlacklistHistoryTable;
}

declare module '../../db/schema' {
  interface DB extends BlacklistTables {}
}

/** Read views (D-841): tables other folders may join in read-only queries (whether a supplier or its tax ID is listed (the control detail)); they are written only here. */
export const READ_VIEWS = ['blacklist_entries'] as const satisfies readonly (keyof BlacklistTables)[];
