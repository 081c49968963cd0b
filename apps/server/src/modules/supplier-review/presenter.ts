import { reviewActionsFor, findTransition, type ReviewAction } from '@aerosupply/shared/suppliers/review-flow';
import type { ReviewRow as ReviewRowView } from '@aerosupply/shared/supplier-review/responses';
import type { Actor } from '../../platform/context';
import type { ReviewRow } from './repo';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Actions the actor may take now: the flow's rows, narrowed by auditor routing and a pending SAP sync. */
export function reviewActions(row: Pick<ReviewRow, 'review_status' | 'stage' | 'can_prequal' | 'can_examine' | 'sap_pending'>, actor: Actor): ReviewAction[] {
  return reviewActionsFor(row.review_status, row.stage, actor.permissions).filter((a) => {
    const tr = findTransition(a)!;
    if (tr.auditorType === 'prequalification' && !row.can_prequal) return false;
    if (tr.auditorType === 'examination' && !row.can_examine) return false;
    if (tr.action === 'sync_sap' && row.sap_pending) return false;
    return true;
  });
}

export function presentReviewRow(row: ReviewRow, actor: Actor): ReviewRowView {
  const categories = Array.isArray(row.categories) ? (row.categories as { level1?: string; level2?: string }[]) : [];
  return {
    companyId: row.company_id,
    name: row.name,
    nameEn: row.name_en,
    vendorCode: row.vendor_code,
    taxId: row.tax_id,
    country: row.country,
    supplierType: row.supplier_type,
    reviewStatus: row.review_status,
    stage: row.review_status === 'to_be_evaluated' ? row.stage : null,
    controlStatus: row.control_status,
    blacklisted: row.blacklisted,
    applicationNo: row.application_no,
    preauditNo: row.preaudit_no,
    auditNo: row.audit_no,
    purchaseOrg: row.purchase_org,
    categories: categories.map((c) => ({ level1: c.level1 ?? '', level2: c.level2 ?? '' })),
    applicant: row.applicant,
    inviter: row.inviter_name,
    prequalifiedBy: row.prequal_by,
    prequalifiedAt: iso(row.prequal_at),
    assessedBy: row.assessed_by,
    assessedAt: iso(row.assessed_at),
    submittedAt: iso(row.submitted_at),
    updatedAt: iso(row.updated_at),
    sapPending: row.sap_pending,
    actions: reviewActions(row, actor),
  };
}
export type ReviewListItem = ReviewRowView;
