/** Auditor authorisation and inquiry approvers (spec 001 §2, §4). */
import type { AuditorBody, AuditorListQuery } from '@aerosupply/shared/auditors/schemas';
import { STAFF_COMPANY_ID, type Page } from '@aerosupply/shared';
import type { Actor, AppDeps } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { presentAuditor, presentInquiryApprover } from './presenter';
import { findAuditor, findStaffEmployee, listAuditors, listInquiryApprovers } from './repo';

const canManage = (actor: Actor) => actor.permissions.has('supplier.auditor.manage');

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

export async function searchAuditors(deps: AppDeps, actor: Actor, q: AuditorListQuery): Promise<Page<ReturnType<typeof presentAuditor>>> {
  const { rows, total } = await listAuditors(deps.db, q);
  return { rows: rows.map((r) => presentAuditor(r, canManage(actor))), page: q.page, pageSize: q.pageSize, total };
}

/** "Copy employee data": name and telephone of the staff employee with this ID. */
export async function copyEmployeeData(deps: AppDeps, employeeId: string) {
  const u = await findStaffEmployee(deps.db, employeeId);
  if (!u) throw notFound('auditors.employee_not_found');
  return { userId: u.id, employeeId: u.account, name: u.real_name, telephone: u.mobile ?? u.phone ?? '', email: u.email };
}

function values(body: AuditorBody, userId: number) {
  return {
    user_id: userId,
    auditor_type: body.auditorType,
    employee_id: body.employeeId,
    name: body.name,
    telephone: body.telephone || null,
    purchase_org: body.purchaseOrg || null,
    category1: body.category1 || null,
    category2: body.category1 ? body.category2 || null : null,
    vendor_type: body.vendorType ?? null,
  };
}

export async function createAuditor(deps: AppDeps, actor: Actor, body: AuditorBody) {
  return deps.db.transaction().execute(async (trx) => {
    const employee = await findStaffEmployee(trx, body.employeeId);
    if (!employee) throw fieldError('employeeId', 'auditors.employee_not_found');
    try {
      const row = await trx.insertInto('auditors').values(values(body, employee.id)).returningAll().executeTakeFirstOrThrow();
      return presentAuditor(row, canManage(actor));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('auditors.duplicate');
      throw err;
    }
  });
}

export async function updateAuditor(deps: AppDeps, actor: Actor, id: number, body: AuditorBody) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await findAuditor(trx, id))) throw notFound();
    const employee = await findStaffEmployee(trx, body.employeeId);
    if (!employee) throw fieldError('employeeId', 'auditors.employee_not_found');
    try {
      const row = await trx
        .updateTable('auditors')
        .set({ ...values(body, employee.id), updated_at: deps.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentAuditor(row, canManage(actor));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('auditors.duplicate');
      throw err;
    }
  });
}

export async function deleteAuditor(deps: AppDeps, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom('auditors').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound();
    return null;
  });
}

export async function searchInquiryApprovers(deps: AppDeps, actor: Actor, q: Parameters<typeof listInquiryApprovers>[1]) {
  const { rows, total } = await listInquiryApprovers(deps.db, q);
  const manage = actor.permissions.has('supplier.inquiryPower.manage');
  return { rows: rows.map((r) => presentInquiryApprover(r, manage)), page: q.page, pageSize: q.pageSize, total };
}

export async function createInquiryApprover(
  deps: AppDeps,
  actor: Actor,
  body: { userId: number; purchaseOrg: string; category1?: string; category2?: string; supplierType?: 'aircraft' | 'general'; remarks?: string },
) {
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'real_name', 'account', 'company_id']).where('id', '=', body.userId).executeTakeFirst();
    if (!user || user.company_id !== STAFF_COMPANY_ID) throw fieldError('userId', 'supplier_review.not_staff_user');
    try {
      const row = await trx
        .insertInto('inquiry_approvers')
        .values({
          user_id: body.userId,
          purchase_org: body.purchaseOrg,
          category1: body.category1 || null,
          category2: body.category1 ? body.category2 || null : null,
          supplier_type: body.supplierType ?? null,
          remarks: body.remarks || null,
          created_by: actor.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentInquiryApprover({ ...row, real_name: user.real_name, account: user.account }, true);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('supplier_review.approver_exists');
      throw err;
    }
  });
}

export async function deleteInquiryApprover(deps: AppDeps, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom('inquiry_approvers').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound();
    return null;
  });
}
