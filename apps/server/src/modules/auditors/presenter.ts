import type { AuditorRow } from '@aerosupply/shared/auditors/responses';
import type { InquiryApproverRow } from '@aerosupply/shared/supplier-review/responses';
import type { Selectable } from 'kysely';
import type { AuditorsTable } from './tables';
import type { DB } from '../../db/schema';

export function presentAuditor(r: Selectable<AuditorsTable>, canManage: boolean): AuditorRow {
  return {
    id: r.id,
    userId: r.user_id,
    auditorType: r.auditor_type,
    employeeId: r.employee_id,
    name: r.name,
    telephone: r.telephone,
    purchaseOrg: r.purchase_org,
    category1: r.category1,
    category2: r.category2,
    vendorType: r.vendor_type,
    updatedAt: new Date(r.updated_at).toISOString(),
    actions: canManage ? ['edit', 'delete'] : [],
  };
}

export function presentInquiryApprover(r: Selectable<DB['inquiry_approvers']> & { real_name: string; account: string }, canManage: boolean): InquiryApproverRow {
  return {
    id: r.id,
    userId: r.user_id,
    userName: r.real_name,
    account: r.account,
    purchaseOrg: r.purchase_org,
    category1: r.category1,
    category2: r.category2,
    supplierType: r.supplier_type,
    remarks: r.remarks,
    actions: canManage ? ['delete'] : [],
  };
}
