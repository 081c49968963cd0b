import type { ControlRow as ControlRowView, FreezeRow as FreezeRowView } from '@aerosupply/shared/supplier-control/responses';
import type { Actor } from '../../platform/context';
import { controlActions, freezeRequestActions } from './policy';
import type { ControlRow, FreezeRow } from './repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function presentControl(r: ControlRow, actor: Actor): ControlRowView {
  return {
    companyId: r.company_id,
    vendorCode: r.vendor_code,
    name: r.name,
    nameEn: r.name_en,
    taxId: r.tax_id,
    vendorType: r.supplier_type,
    purchaseOrg: r.purchase_org,
    reviewStatus: r.review_status,
    controlStatus: r.control_status,
    suspended: r.control_status === 'suspended',
    deleted: r.control_status === 'deleted',
    frozen: r.control_status === 'frozen',
    blacklisted: r.blacklisted,
    pendingRequestId: r.pending_request_id,
    updatedAt: iso(r.updated_at)!,
    actions: controlActions({ controlStatus: r.control_status, pendingRequest: r.pending_request_id !== null }, actor),
  };
}
export type ControlItem = ControlRowView;

/** Step of the three-step flow: 1 requested (awaiting finance), 2 decided by finance, 3 result applied. */
function stepOf(status: FreezeRow['status']): number {
  if (status === 'pending') return 2;
  return 3;
}

export function presentFreeze(r: FreezeRow, actor: Actor): FreezeRowView {
  return {
    id: r.id,
    requestNo: r.request_no,
    companyId: r.company_id,
    vendorCode: r.vendor_code,
    name: r.name,
    nameEn: r.name_en,
    controlStatus: r.control_status,
    kind: r.kind,
    status: r.status,
    step: stepOf(r.status),
    reason: r.reason,
    attachments: Array.isArray(r.attachments) ? r.attachments : [],
    statusBefore: r.status_before,
    requestedBy: r.requested_by_name,
    requestedAt: iso(r.requested_at)!,
    financeUser: r.finance_user_name,
    financeComment: r.finance_comment,
    financeAttachments: Array.isArray(r.finance_attachments) ? r.finance_attachments : [],
    decidedAt: iso(r.decided_at),
    actions: freezeRequestActions({ status: r.status, requestedBy: r.requested_by }, actor),
  };
}
export type FreezeItem = FreezeRowView;
