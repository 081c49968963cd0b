/** Capability list applications (spec 001 §2 'Capability list', §4 'Capability page'). */
import type { ColumnType, Generated } from 'kysely';
import type { CapabilityStatus } from '@aerosupply/shared/suppliers/states';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

export interface CapabilityApplicationsTable {
  id: Generated<number>;
  company_id: number;
  /** Generated: CA + yyyymmdd + 4-digit sequence. */
  number: string;
  procurement_type: string;
  supply_ability: string;
  qualification_status: string;
  categories: Json<{ level1: string; level2: string }[]>;
  items: Json<Record<string, unknown>[]>;
  remarks: string | null;
  status: StatusColumn<CapabilityStatus>;
  audit_result: string | null;
  applicant_user_id: number | null;
  applicant_name: string;
  /** `YYYY-MM-DD`; selected as text. */
  application_date: ColumnType<string | null, string | null | undefined, string | null>;
  prequal_no: string | null;
  audit_no: string | null;
  review_comment: string | null;
  reviewer_user_id: number | null;
  reviewer_name: string | null;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CapabilityTables {
  capability_applications: CapabilityApplicationsTable;
}

declare module '../../db/schema' {
  interface DB extends CapabilityTables {}
}
