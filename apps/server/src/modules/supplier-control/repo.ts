/** SQL of supplier control and the freeze flow (staff-only screens over every supplier). */
import type { ControlListQuery, FreezeListQuery } from '@aerosupply/shared/supplier-control/schemas';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { pageQuery } from '../../platform/db/paging';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import { FREEZE_REQUEST_WORKFLOW } from '@aerosupply/shared/supplier-control/workflow';

function controlBase(db: Database) {
  return db
    .selectFrom('supplier_profiles as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('supplier_master_data as md', 'md.company_id', 'p.company_id')
    .where('c.type', '=', 'supplier');
}

const controlColumns = [
  'p.company_id', 'p.supplier_type', 'p.review_status', 'p.control_status', 'p.blacklisted', 'p.updated_at',
  'c.name', 'c.name_en', 'c.vendor_code', 'c.tax_id', 'md.purchase_org',
] as const;

function selectControl(db: Database) {
  return controlBase(db)
    .select(controlColumns)
    .select(sql<number | null>`(select f.id from supplier_freeze_requests f where f.company_id = p.company_id and f.status = 'pending')`.as('pending_request_id'));
}
export type ControlRow = Awaited<ReturnType<ReturnType<typeof selectControl>['executeTakeFirstOrThrow']>>;

export async function listControl(db: Database, q: ControlListQuery) {
  let qb = selectControl(db);
  if (q.vendorCode) qb = qb.where('c.vendor_code', 'like', `${q.vendorCode}%`);
  if (q.company) qb = qb.where(sql<boolean>`(c.name ilike ${'%' + q.company + '%'} or c.name_en ilike ${'%' + q.company + '%'})`);
  if (q.purchaseOrg) qb = qb.where('md.purchase_org', '=', q.purchaseOrg);
  if (q.vendorType) qb = qb.where('p.supplier_type', '=', q.vendorType);
  if (q.controlStatus) qb = qb.where('p.control_status', '=', q.controlStatus);
  return pageQuery(db, qb.orderBy('p.updated_at', 'desc').orderBy('p.company_id', 'desc'), q);
}

export const findControl = (db: Database, companyId: number) => selectControl(db).where('p.company_id', '=', companyId).executeTakeFirst();

function freezeBase(db: Database) {
  return db.selectFrom('supplier_freeze_requests as f').innerJoin('companies as c', 'c.id', 'f.company_id').innerJoin('supplier_profiles as p', 'p.company_id', 'f.company_id');
}

function selectFreeze(db: Database) {
  return freezeBase(db).selectAll('f').select(['c.name', 'c.name_en', 'c.vendor_code', 'p.control_status']);
}
export type FreezeRow = Awaited<ReturnType<ReturnType<typeof selectFreeze>['executeTakeFirstOrThrow']>>;

export async function listFreezeRequests(db: Database, q: FreezeListQuery) {
  let qb = selectFreeze(db);
  if (q.status) qb = qb.where('f.status', '=', q.status);
  if (q.kind) qb = qb.where('f.kind', '=', q.kind);
  if (q.companyId) qb = qb.where('f.company_id', '=', q.companyId);
  if (q.company) qb = qb.where(sql<boolean>`(c.name ilike ${'%' + q.company + '%'} or c.name_en ilike ${'%' + q.company + '%'} or c.vendor_code = ${q.company})`);
  return pageQuery(db, qb.orderBy('f.requested_at', 'desc').orderBy('f.id', 'desc'), q);
}

export const findFreezeRequest = (db: Database, id: number) => selectFreeze(db).where('f.id', '=', id).executeTakeFirst();

export async function nextRequestNo(db: Database, now: Date): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('supplier_freeze_requests_id_seq')::int as n`.execute(db);
  return `FR${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rows[0]!.n).padStart(4, '0')}`;
}

/** A supplier's freeze and unfreeze requests for the staff supplier detail, newest first. */
export const listFreezeRequestsOf = (db: Database, companyId: number) =>
  db.selectFrom('supplier_freeze_requests').selectAll().where('company_id', '=', companyId).orderBy('requested_at', 'desc').orderBy('id', 'desc').execute();

/** The supplier's control status (and company type), its profile row locked until the end of the transaction. */
export const lockSupplierProfile = (db: Database, companyId: number) =>
  db
    .selectFrom('supplier_profiles as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.control_status', 'c.type'])
    .where('p.company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();

/** Whether the supplier has a freeze or unfreeze request finance has not decided. */
export async function hasPendingFreezeRequest(db: Database, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('supplier_freeze_requests').select('id').where('company_id', '=', companyId).where('status', '=', 'pending').executeTakeFirst();
  return row !== undefined;
}

/** A new freeze or unfreeze request; answers its id. */
export async function insertFreezeRequest(db: Database, values: Insertable<DB['supplier_freeze_requests']>): Promise<number> {
  const row = await db.insertInto('supplier_freeze_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The request, locked until the end of the transaction. */
export const lockFreezeRequest = (db: Database, id: number) => db.selectFrom('supplier_freeze_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

type FreezeRequestValues = Partial<Pick<Insertable<DB['supplier_freeze_requests']>, 'reason' | 'attachments' | 'finance_user_id' | 'finance_user_name' | 'finance_comment' | 'finance_attachments' | 'decided_at' | 'updated_at'>>;

/** The request's status, moved only by `applyTransition` with FREEZE_REQUEST_WORKFLOW. */
export const FREEZE_REQUEST_STATUS = statusColumn({ table: 'supplier_freeze_requests', workflow: FREEZE_REQUEST_WORKFLOW });

/** The requester's edit (the status stays pending). */
export async function updateFreezeRequest(db: Database, id: number, values: FreezeRequestValues): Promise<void> {
  await db.updateTable('supplier_freeze_requests').set(values).where('id', '=', id).execute();
}

/** Finance's decision or the requester's withdrawal, with its other values. */
export async function moveFreezeRequest(db: Database, id: number, action: 'approve' | 'reject' | 'withdraw', values: FreezeRequestValues): Promise<void> {
  await applyTransition(db, FREEZE_REQUEST_STATUS, { id, action, from: 'pending', set: values });
}

/** The control status the supplier had before its latest approved freeze (to restore on unfreeze). */
export async function statusBeforeLastFreeze(db: Database, companyId: number) {
  const row = await db
    .selectFrom('supplier_freeze_requests')
    .select('status_before')
    .where('company_id', '=', companyId)
    .where('kind', '=', 'freeze')
    .where('status', '=', 'approved')
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.status_before;
}

/** A supplier's control status, blacklist flag and whether an active blacklist entry names it (by company or tax ID). */
export const findTransactFacts = (db: Database, companyId: number) =>
  db
    .selectFrom('supplier_profiles as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'p.control_status',
      'p.blacklisted',
      sql<boolean>`exists (select 1 from blacklist_entries b where b.status = 'active' and (b.company_id = p.company_id or (b.tax_id is not null and upper(b.tax_id) = upper(c.tax_id))))`.as('listed'),
    ])
    .where('p.company_id', '=', companyId)
    .where('c.type', '=', 'supplier')
    .executeTakeFirst();
