/** SQL of auditor authorisations and inquiry approvers (staff-only records: no company scoping). */
import type { AuditorListQuery } from '@aerosupply/shared/auditors/schemas';
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export async function listAuditors(db: Database, q: AuditorListQuery) {
  let base = db.selectFrom('auditors');
  if (q.auditorType) base = base.where('auditor_type', '=', q.auditorType);
  if (q.purchaseOrg) base = base.where('purchase_org', '=', q.purchaseOrg);
  if (q.vendorType) base = base.where('vendor_type', '=', q.vendorType);
  if (q.category1) base = base.where('category1', '=', q.category1);
  if (q.category2) base = base.where('category2', '=', q.category2);
  if (q.name) base = base.where(sql<boolean>`(name ilike ${'%' + q.name + '%'} or employee_id = ${q.name})`);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('name').orderBy('id').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
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
  const [rows, total] = await Promise.all([
    base
      .selectAll('i')
      .select(['u.real_name', 'u.account'])
      .orderBy('i.purchase_org')
      .orderBy('i.id')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
