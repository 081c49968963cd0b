/** The invitations table (spec 001 §3 'Invitation'); owned by this module. */
import type { Generated } from 'kysely';
import type { InvitationStatus } from '@aerosupply/shared/invitations/schemas';
import type { NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** The statuses stored; 'expired' is read from a sent invitation's expiry. */
export type StoredInvitationStatus = Exclude<InvitationStatus, 'expired'>;

export interface InvitationsTable {
  id: Generated<number>;
  /** The inviting (staff) company: scoping like any company-owned row. */
  company_id: number;
  company_name: string;
  country: string | null;
  tax_system: string | null;
  tax_id: string | null;
  email: string;
  validity_days: number;
  code: string;
  comments: string | null;
  /** Stored statuses; 'expired' is derived from expires_at. */
  status: StatusColumn<StoredInvitationStatus>;
  sent_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  inviter_user_id: number | null;
  registered_company_id: number | null;
  registered_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InvitationTables {
  invitations: InvitationsTable;
}

declare module '../../db/schema' {
  interface DB extends InvitationTables {}
}
