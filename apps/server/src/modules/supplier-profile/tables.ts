/**
 * The supplier's profile: one row per supplier company, created at registration. Its review and
 * control statuses follow packages/shared/src/suppliers/states.ts; the wizard's data lives in
 * `wizard` (by step) until approved, and structured child tables may be added by the module.
 */
import type { ColumnType } from 'kysely';
import type { ControlStatus, ReviewStatus } from '@aerosupply/shared/suppliers/states';
import type { Json, NullableTimestamp, Timestamp } from '../../db/schema';

export interface SupplierProfilesTable {
  company_id: number;
  supplier_type: 'aircraft' | 'general';
  review_status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  control_status: ColumnType<ControlStatus, ControlStatus | undefined, ControlStatus>;
  blacklisted: ColumnType<boolean, boolean | undefined, boolean>;
  /** Wizard data by step: { general, regions, supply, technology, compliance } (see the module's schemas). */
  wizard: Json<Record<string, unknown>>;
  invitation_id: number | null;
  /** The staff user who invited the supplier (inviting department review, spec 001 §4). */
  inviting_user_id: number | null;
  submitted_at: NullableTimestamp;
  approved_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Timeline entry: kind 'review' | 'control' | 'freeze' | 'blacklist' | 'change' | 'capability' | 'sap'. */
export interface SupplierEventsTable {
  id: ColumnType<number, never, never>;
  company_id: number;
  kind: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  comment: string | null;
  /** File keys of attachments (platform files). */
  attachments: Json<string[]>;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_company_id: number | null;
  created_at: Timestamp;
}

export interface SupplierProfileTables {
  supplier_profiles: SupplierProfilesTable;
  supplier_events: SupplierEventsTable;
}
