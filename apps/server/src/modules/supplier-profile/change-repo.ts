/** SQL of data change requests (spec 001 §5 'Information change'): a supplier's edit of approved data waiting for staff. */
import type { ChangeStatus } from '@aerosupply/shared/supplier-profile/schemas';
import { CHANGE_WORKFLOW } from '@aerosupply/shared/supplier-profile/workflow';
import type { Page } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
export interface ChangeRow {
  id: number;
  company_id: number;
  company_name: string;
  company_name_en: string | null;
  section: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  status: ChangeStatus;
  comment: string | null;
  requested_by_name: string | null;
  reviewer_name: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const changeColumns = (db: Database) =>
  db
    .selectFrom('supplier_change_requests as r')
    .innerJoin('companies', 'companies.id', 'r.company_id')
    .select([
      'r.id',
      'r.company_id',
      'companies.name as company_name',
      'companies.name_en as company_name_en',
      'r.section',
      'r.before',
      'r.after',
      'r.status',
      'r.comment',
      'r.requested_by_name',
      'r.reviewer_name',
      'r.created_at',
      'r.decided_at',
    ]);

export async function listChangeRequests(
  db: Database,
  scope: Scope,
  q: { status?: ChangeStatus; section?: string; page: number; pageSize: number },
): Promise<Page<ChangeRow>> {
  let base = db.selectFrom('supplier_change_requests as r').where(companyFilter('r.company_id', scope));
  if (q.status) base = base.where('r.status', '=', q.status);
  if (q.section) base = base.where('r.section', '=', q.section);
  return pageQuery(db, changeColumns(db).where('r.id', 'in', base.select('r.id')).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), q, { countFrom: base });
}

export function findChangeRequest(db: Database, scope: Scope, id: number, lock = false): Promise<ChangeRow | undefined> {
  let q = changeColumns(db).where(companyFilter('r.company_id', scope)).where('r.id', '=', id);
  if (lock) q = q.forUpdate('r');
  return q.executeTakeFirst();
}

export async function pendingSections(db: Database, companyId: number): Promise<string[]> {
  const rows = await db.selectFrom('supplier_change_requests').select('section').where('company_id', '=', companyId).where('status', '=', 'pending').execute();
  return rows.map((r) => r.section);
}

export async function insertChangeRequest(
  db: Database,
  v: { companyId: number; section: string; before: Record<string, unknown>; after: Record<string, unknown>; userId: number; userName: string },
): Promise<number> {
  const row = await db
    .insertInto('supplier_change_requests')
    .values({
      company_id: v.companyId,
      section: v.section,
      before: JSON.stringify(v.before),
      after: JSON.stringify(v.after),
      requested_by: v.userId,
      requested_by_name: v.userName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A change request's status, moved only by `applyTransition` with CHANGE_WORKFLOW. */
export const CHANGE_REQUEST_STATUS = statusColumn({ table: 'supplier_change_requests', workflow: CHANGE_WORKFLOW });

export async function decideChangeRow(
  db: Database,
  id: number,
  v: { decision: 'approve' | 'reject'; comment: string | null; reviewerId: number; reviewerName: string; now: Date },
): Promise<void> {
  await applyTransition(db, CHANGE_REQUEST_STATUS, {
    id,
    action: v.decision,
    from: 'pending',
    set: { comment: v.comment, reviewer_user_id: v.reviewerId, reviewer_name: v.reviewerName, decided_at: v.now, updated_at: v.now },
  });
}

/** The company's change requests waiting for staff. */
export async function countPendingChangeRequests(db: Database, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('supplier_change_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
