/** Employee sign-up requests (issue 28 item 7; migration 1170). */
import type { Generated } from 'kysely';
import type { EmployeeRequestStatus } from '@aerosupply/shared/supplier-accounts/requests';
import type { NullableTimestamp, StatusColumn } from '../../db/columns';

export interface EmployeeRequestsTable {
  id: Generated<number>;
  company_id: number;
  real_name: string;
  account: string;
  email: string;
  mobile: string;
  password_hash: string;
  lang: string;
  note: string | null;
  status: StatusColumn<EmployeeRequestStatus>;
  reason: string | null;
  user_id: number | null;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface EmployeeRequestTables {
  employee_requests: EmployeeRequestsTable;
}

declare module '../../db/schema' {
  interface DB extends EmployeeRequestTables {}
}
