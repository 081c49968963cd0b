import type { ReviewRow as ReviewRowView } from '@aerosupply/shared/supplier-review/responses';
import type { Actor } from '../../platform/context';
import { supplierListFieldsOf } from '../supplier-profile';
import { reviewActions } from './policy';
import type { ReviewRow } from './repo';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export function presentReviewRow(row: ReviewRow, actor: Actor): ReviewRowView {
  const categories = Array.isArray(row.categories) ? (row.categories as { level1?: string; level2?: string }[]) : [];
  return {
    ...supplierListFieldsOf(row.company_id, row),
    stage: row.review_status === 'to_be_evaluated' ? row.stage : null,
    applicationNo: row.application_no,
    preauditNo: row.preaudit_no,
    auditNo: row.audit_no,
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
