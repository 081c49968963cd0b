/** SQL of supplier control and the freeze flow (staff-only screens over every supplier). */
import type { ControlListQuery, FreezeListQuery } from '@aerosupply/shared/supplier-control/schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

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
  const [rows, total] = await Promise.all([
    qb.orderBy('p.updated_at', 'desc').orderBy('p.company_id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    qb.clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
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
  const [rows, total] = await Promise.all([
    qb.orderBy('f.requested_at', 'desc').orderBy('f.id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    qb.clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const findFreezeRequest = (db: Database, id: number) => selectFreeze(db).where('f.id', '=', id).executeTakeFirst();

export async function nextRequestNo(db: Database, now: Date): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('supplier_freeze_requests_id_seq')::int as n`.execute(db);
  return `FR${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rows[0]!.n).padStart(4, '0')}`;
}

/** A supplier's freeze and unfreeze requests for the staff supplier detail, newest first. */
export const listFreezeRequestsOf = (db: Database, companyId: number) =>
  db.selectFrom('supplier_freeze_requests').selectAll().where('company_id', '=', companyId).orderBy('requested_at', 'desc').orderBy('id', 'desc').execute();
