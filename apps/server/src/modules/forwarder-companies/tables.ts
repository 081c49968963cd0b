/** A forwarder company's profile beside its `companies` row (issue 26 item 2; migration 1000). */
import type { ColumnType } from 'kysely';
import type { ForwarderCompanyScope } from '@aerosupply/shared/forwarder-companies/schemas';
import type { Json, NullableTimestamp, Timestamp } from '../../db/columns';

export interface StoredContact {
  name: string;
  role: string | null;
  phone: string;
  email: string;
}

export interface ForwarderProfilesTable {
  company_id: number;
  scope: ForwarderCompanyScope;
  service_modes: ColumnType<string[], string[] | undefined, string[]>;
  contacts: Json<StoredContact[]>;
  remark: string | null;
  admin_user_id: number | null;
  frozen_reason: string | null;
  frozen_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ForwarderCompanyTables {
  forwarder_profiles: ForwarderProfilesTable;
}

declare module '../../db/schema' {
  interface DB extends ForwarderCompanyTables {}
}
