import type { ReviewRow as ReviewRowView } from '@aerosupply/shared/supplier-review/responses';
import type { Actor } from '../../platform/context';
import { reviewActions } from './policy';
import type { ReviewRow } from './repo';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

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
