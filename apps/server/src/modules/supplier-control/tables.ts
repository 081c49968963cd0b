/** Freeze / unfreeze requests: step 1 request (buyer), step 2 finance approval, step 3 result. */
import type { Generated } from 'kysely';
import type { ControlStatus } from '@aerosupply/shared/suppliers/states';
import type { FreezeRequestStatus } from '@aerosupply/shared/supplier-control/workflow';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

export interface SupplierFreezeRequestsTable {
  id: Generated<number>;
  request_no: string;
  company_id: number;
  kind: 'freeze' | 'unfreeze';
  status: StatusColumn<FreezeRequestStatus>;
  reason: string;
  attachments: Json<string[]>;
  /** Control status when requested; an unfreeze restores the status before the freeze. */
  status_before: ControlStatus | null;
  requested_by: number;
  requested_by_name: string;
  requested_at: Timestamp;
  finance_user_id: number | null;
  finance_user_name: string | null;
  finance_comment: string | null;
  finance_attachments: Json<string[]>;
  decided_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface SupplierControlTables {
  supplier_freeze_requests: SupplierFreezeRequestsTable;
}

declare module '../../db/schema' {
  interface DB extends SupplierControlTables {}
}

/** Read views (D-841): tables other folders may join in read-only queries (whether a supplier has a pending freeze request (the directory and the review home counter)); they are written only here. */
export const READ_VIEWS = ['supplier_freeze_requests'] as const satisfies readonly (keyof SupplierControlTables)[];
