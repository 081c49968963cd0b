/** Recovery tickets of forgot password and unlock; owned by this module. */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/columns';

export interface RecoveryTicketsTable {
  id: Generated<number>;
  token_hash: string;
  purpose: 'reset' | 'unlock';
  account: string;
  /** null when the account does not exist (the flow answers as for an account without contacts). */
  user_id: number | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AccountRecoveryTables {
  recovery_tickets: RecoveryTicketsTable;
}

declare module '../../db/schema' {
  interface DB extends AccountRecoveryTables {}
}
