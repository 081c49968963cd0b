/** Auditor authorisation and inquiry approvers (spec 001 §2, §4). */
import type { AuditorBody, AuditorListQuery } from '@aerosupply/shared/auditors/schemas';
import { STAFF_COMPANY_ID, type Page } from '@aerosupply/shared';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { presentAuditor, presentInquiryApprover } from './presenter';
import {
  deleteAuditorRow,
  deleteInquiryApproverRow,
  findAuditor,
  findStaffEmployee,
  findUserForApprover,
  insertAuditor,
  insertInquiryApprover,
  listAuditors,
  listInquiryApprovers,
  updateAuditorRow,
} from './repo';

const canManage = (actor: Actor) => actor.permissions.has('supplier.auditor.manage');

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

export async function searchAuditors(deps: AppDeps, actor: Actor, q: AuditorListQuery): Promise<Page<ReturnType<typeof presentAuditor>>> {
  return mapPage(await listAuditors(deps.db, q), (r) => presentAuditor(r, canManage(actor)));
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
      const row = await insertAuditor(trx, values(body, employee.id));
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
      const row = await updateAuditorRow(trx, id, { ...values(body, employee.id), updated_at: deps.now() });
      return presentAuditor(row, canManage(actor));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('auditors.duplicate');
      throw err;
    }
  });
}

export async function deleteAuditor(deps: AppDeps, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await deleteAuditorRow(trx, id))) throw notFound();
    return null;
  });
}

export async function searchInquiryApprovers(deps: AppDeps, actor: Actor, q: Parameters<typeof listInquiryApprovers>[1]) {
  const manage = actor.permissions.has('supplier.inquiryPower.manage');
  return mapPage(await listInquiryApprovers(deps.db, q), (r) => presentInquiryApprover(r, manage));
}

export async function createInquiryApprover(
  deps: AppDeps,
  actor: Actor,
  body: { userId: number; purchaseOrg: string; category1?: string; category2?: string; supplierType?: 'aircraft' | 'general'; remarks?: string },
) {
  return deps.db.transaction().execute(async (trx) => {
    const user = await findUserForApprover(trx, body.userId);
    if (!user || user.company_id !== STAFF_COMPANY_ID) throw fieldError('userId', 'supplier_review.not_staff_user');
    try {
      const row = await insertInquiryApprover(trx, {
        user_id: body.userId,
        purchase_org: body.purchaseOrg,
        category1: body.category1 || null,
        category2: body.category1 ? body.category2 || null : null,
        supplier_type: body.supplierType ?? null,
        remarks: body.remarks || null,
        created_by: actor.userId,
      });
      return presentInquiryApprover({ ...row, real_name: user.real_name, account: user.account }, true);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('supplier_review.approver_exists');
      throw err;
    }
  });
}

export async function deleteInquiryApprover(deps: AppDeps, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await deleteInquiryApproverRow(trx, id))) throw notFound();
    return null;
  });
}
