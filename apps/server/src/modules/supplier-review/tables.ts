/** The review chain's own records: stage and numbers of the evaluation, OA/QAUDIT approval tasks, inquiry approvers. */
import type { Generated } from 'kysely';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';
import type { AssessmentForm } from '@aerosupply/shared/supplier-review/schemas';
import type { ApprovalTaskStatus } from '@aerosupply/shared/supplier-review/workflow';

export interface SupplierReviewsTable {
  company_id: number;
  /** Sub-stage of to_be_evaluated; valid only for the submission at `cycle_submitted_at`. */
  stage: 'prequalification' | 'assessment';
  cycle_submitted_at: NullableTimestamp;
  application_no: string;
  preaudit_no: string | null;
  audit_no: string | null;
  prequal_form: Json<AssessmentForm | null>;
  assessment_form: Json<AssessmentForm | null>;
  prequal_by: string | null;
  prequal_at: NullableTimestamp;
  assessed_by: string | null;
  assessed_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** An approval handed to OA or QAUDIT (in-portal adapter, or an external system's reference). */
export interface SupplierApprovalTasksTable {
  id: Generated<number>;
  company_id: number;
  system: 'OA' | 'QAUDIT';
  status: StatusColumn<ApprovalTaskStatus>;
  adapter: string;
  external_ref: string | null;
  submitted_by: number | null;
  submitted_at: Timestamp;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  comment: string | null;
}

export interface SupplierReviewTables {
  supplier_reviews: SupplierReviewsTable;
  supplier_approval_tasks: SupplierApprovalTasksTable;
}

declare module '../../db/schema' {
  interface DB extends SupplierReviewTables {}
}
