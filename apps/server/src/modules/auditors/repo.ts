/** SQL of auditor authorisations and inquiry approvers (staff-only records: no company scoping). */
import type { AuditorListQuery } from '@aerosupply/shared/auditors/schemas';
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { pageQuery } from '../../platform/db/paging';

export async function listAuditors(db: Database, q: AuditorListQuery) {
  let base = db.selectFrom('auditors');
  if (q.auditorType) base = base.where('auditor_type', '=', q.auditorType);
  if (q.purchaseOrg) base = base.where('purchase_org', '=', q.purchaseOrg);
  if (q.vendorType) base = base.where('vendor_type', '=', q.vendorType);
  if (q.category1) base = base.where('category1', '=', q.category1);
  if (q.category2) base = base.where('category2', '=', q.category2);
  if (q.name) base = base.where(sql<boolean>`(name ilike ${'%' + q.name + '%'} or employee_id = ${q.name})`);
  return pageQuery(db, base.selectAll().orderBy('name').orderBy('id'), q);
}

export const findAuditor = (db: Database, id: number) => db.selectFrom('auditors').selectAll().where('id', '=', id).executeTakeFirst();

/** The staff user whose account is the employee ID. */
export const findStaffEmployee = (db: Database, employeeId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'account', 'real_name', 'mobile', 'phone', 'email'])
    .where('company_id', '=', STAFF_COMPANY_ID)
    .where('account', '=', employeeId)
    .executeTakeFirst();

export async function listInquiryApprovers(db: Database, q: { page: number; pageSize: number; purchaseOrg?: string; supplierType?: 'aircraft' | 'general'; name?: string }) {
  let base = db.selectFrom('inquiry_approvers as i').innerJoin('users as u', 'u.id', 'i.user_id');
  if (q.purchaseOrg) base = base.where('i.purchase_org', '=', q.purchaseOrg);
  if (q.supplierType) base = base.where('i.supplier_type', '=', q.supplierType);
  if (q.name) base = base.where(sql<boolean>`(u.real_name ilike ${'%' + q.name + '%'} or u.account = ${q.name})`);
  return pageQuery(db, base.selectAll('i').select(['u.real_name', 'u.account']).orderBy('i.purchase_org').orderBy('i.id'), q);
}

export type AuditorRow = Selectable<DB['auditors']>;

export async function insertAuditor(db: Database, values: Insertable<DB['auditors']>): Promise<AuditorRow> {
  return db.insertInto('auditors').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateAuditorRow(db: Database, id: number, values: Updateable<DB['auditors']>): Promise<AuditorRow> {
  return db.updateTable('auditors').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the authorisation; false when there was none. */
export async function deleteAuditorRow(db: Database, id: number): Promise<boolean> {
  const res = await db.deleteFrom('auditors').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** A user by id with its company (to check an inquiry approver is staff). */
export const findUserForApprover = (db: Database, userId: number) =>
  db.selectFrom('users').select(['id', 'real_name', 'account', 'company_id']).where('id', '=', userId).executeTakeFirst();

export async function insertInquiryApprover(db: Database, values: Insertable<DB['inquiry_approvers']>) {
  return db.insertInto('inquiry_approvers').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the inquiry approver; false when there was none. */
export async function deleteInquiryApproverRow(db: Database, id: number): Promise<boolean> {
  const res = await db.deleteFrom('inquiry_approvers').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/**
 * Inquiry approvers for a purchasing org, category and supplier type (spec 001 §4): rows whose
 * unset fields act as "any". For the sourcing module's RFx approval step.
 */
export async function findInquiryApprovers(
  db: Database,
  scope: { purchaseOrg: string; category1?: string | null; category2?: string | null; supplierType?: 'aircraft' | 'general' | null },
): Promise<{ userId: number; name: string }[]> {
  const rows = await db
    .selectFrom('inquiry_approvers as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.user_id', 'u.real_name'])
    .distinct()
    .where('i.purchase_org', '=', scope.purchaseOrg)
    .where(sql<boolean>`(i.category1 is null or i.category1 = ${scope.category1 ?? null})`)
    .where(sql<boolean>`(i.category2 is null or i.category2 = ${scope.category2 ?? null})`)
    .where(sql<boolean>`(i.supplier_type is null or i.supplier_type = ${scope.supplierType ?? null})`)
    .where('u.enabled', '=', true)
    .execute();
  return rows.map((r) => ({ userId: r.user_id, name: r.real_name }));
}

/**
 * The inquiry approvers of an RFx (D-563): its purchasing org, and rows limited by catalogue or
 * supplier type only where the RFx has that catalogue (an item's purchase category, level 1 or 2)
 * or invites a supplier of that type. Unset fields act as "any".
 */
export async function findRfxApprovers(
  db: Database,
  scope: { purchaseOrg: string; categories: readonly string[]; supplierTypes: readonly string[] },
): Promise<{ userId: number; name: string }[]> {
  const cats = scope.categories.length ? scope.categories : [''];
  const types = scope.supplierTypes.length ? scope.supplierTypes : [''];
  const rows = await db
    .selectFrom('inquiry_approvers as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.user_id', 'u.real_name'])
    .distinct()
    .where('i.purchase_org', '=', scope.purchaseOrg)
    .where((eb) => eb.or([eb('i.category1', 'is', null), eb('i.category1', 'in', cats)]))
    .where((eb) => eb.or([eb('i.category2', 'is', null), eb('i.category2', 'in', cats)]))
    .where((eb) => eb.or([eb('i.supplier_type', 'is', null), eb(sql<string>`i.supplier_type::text`, 'in', types)]))
    .where('u.enabled', '=', true)
    .orderBy('i.user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, name: r.real_name }));
}

