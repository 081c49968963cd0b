/** All SQL of employee sign-up requests; the administrator's queries are limited to its company. */
import type { Page } from '@aerosupply/shared';
import type { EmployeeRequestListQuery } from '@aerosupply/shared/supplier-accounts/requests';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import { EMPLOYEE_REQUEST_WORKFLOW } from '@aerosupply/shared/supplier-accounts/workflow';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';

export interface EmployeeRequestRow {
  id: number;
  company_id: number;
  real_name: string;
  account: string;
  email: string;
  mobile: string;
  password_hash: string;
  lang: string;
  note: string | null;
  status: 'pending' | 'approved' | 'refused';
  reason: string | null;
  user_id: number | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  created_at: Date;
}

const columns = [
  'employee_requests.id',
  'employee_requests.company_id',
  'employee_requests.real_name',
  'employee_requests.account',
  'employee_requests.email',
  'employee_requests.mobile',
  'employee_requests.password_hash',
  'employee_requests.lang',
  'employee_requests.note',
  'employee_requests.status',
  'employee_requests.reason',
  'employee_requests.user_id',
  'employee_requests.decided_by_name',
  'employee_requests.decided_at',
  'employee_requests.created_at',
] as const;

export async function insertRequest(
  db: Database,
  values: { companyId: number; realName: string; account: string; email: string; mobile: string; passwordHash: string; lang: string; note: string | null },
): Promise<number> {
  const row = await db
    .insertInto('employee_requests')
    .values({
      company_id: values.companyId,
      real_name: values.realName,
      account: values.account,
      email: values.email,
      mobile: values.mobile,
      password_hash: values.passwordHash,
      lang: values.lang,
      note: values.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending request already asks for this user ID (any company). */
export async function accountRequested(db: Database, account: string): Promise<boolean> {
  const row = await db.selectFrom('employee_requests').select('id').where(sql`lower(account)`, '=', account.toLowerCase()).where('status', '=', 'pending').executeTakeFirst();
  return !!row;
}

export async function listRequests(db: Database, scope: Scope, query: EmployeeRequestListQuery): Promise<Page<EmployeeRequestRow>> {
  let q = db
    .selectFrom('employee_requests')
    .select(columns)
    .where(companyFilter('employee_requests.company_id', scope))
    .where('employee_requests.company_id', '=', scope.companyId);
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([eb('employee_requests.account', 'ilike', like), eb('employee_requests.real_name', 'ilike', like), eb('employee_requests.email', 'ilike', like), eb('employee_requests.mobile', 'ilike', like)]),
    );
  }
  if (query.status) q = q.where('employee_requests.status', '=', query.status);
  return pageQuery(db, q.orderBy('employee_requests.created_at', query.order).orderBy('employee_requests.id', query.order), query);
}

/** One request of the actor's company; `lock` holds it for the decision (a second approval waits, then sees it decided). */
export async function findRequest(db: Database, scope: Scope, id: number, lock = false): Promise<EmployeeRequestRow | undefined> {
  let q = db
    .selectFrom('employee_requests')
    .select(columns)
    .where(companyFilter('employee_requests.company_id', scope))
    .where('employee_requests.company_id', '=', scope.companyId)
    .where('employee_requests.id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The request's status, moved only by `applyTransition` with EMPLOYEE_REQUEST_WORKFLOW. */
export const EMPLOYEE_REQUEST_STATUS = statusColumn({ table: 'employee_requests', workflow: EMPLOYEE_REQUEST_WORKFLOW });

export async function decideRequest(
  db: Database,
  id: number,
  values: { decision: 'approve' | 'refuse'; reason: string | null; userId: number | null; decidedBy: number; decidedByName: string },
  now: Date,
): Promise<void> {
  await applyTransition(db, EMPLOYEE_REQUEST_STATUS, {
    id,
    action: values.decision,
    from: 'pending',
    set: { reason: values.reason, user_id: values.userId, decided_by: values.decidedBy, decided_by_name: values.decidedByName, decided_at: now },
  });
}

/** Pending requests of the company (the workbench counter). */
export async function countPending(db: Database, scope: Scope): Promise<number> {
  const row = await db
    .selectFrom('employee_requests')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(companyFilter('employee_requests.company_id', scope))
    .where('employee_requests.company_id', '=', scope.companyId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The company's enabled administrators (who are told of a new request). */
export async function companyAdmins(db: Database, companyId: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('company_id', '=', companyId).where('is_company_admin', '=', true).where('enabled', '=', true).execute();
  return rows.map((r) => r.id);
}
