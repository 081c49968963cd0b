/** Auditor authorisations: one row per auditor and scope (purchase org, categories, vendor type), and the inquiry approvers kept on the same screen. */
import type { Generated } from 'kysely';
import type { AuditorType } from '@aerosupply/shared/supplier-review/workflow';
import type { Timestamp } from '../../db/columns';

export interface AuditorsTable {
  id: Generated<number>;
  user_id: number;
  auditor_type: AuditorType;
  employee_id: string;
  name: string;
  telephone: string | null;
  /** null = every purchasing organisation / category / vendor type. */
  purchase_org: string | null;
  category1: string | null;
  category2: string | null;
  vendor_type: 'aircraft' | 'general' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Inquiry approvers by purchasing org, category and supplier type (inquiryPower). */
export interface InquiryApproversTable {
  id: Generated<number>;
  user_id: number;
  purchase_org: string;
  category1: string | null;
  category2: string | null;
  supplier_type: 'aircraft' | 'general' | null;
  remarks: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditorTables {
  auditors: AuditorsTable;
  inquiry_approvers: InquiryApproversTable;
}

declare module '../../db/schema' {
  interface DB extends AuditorTables {}
}
