/** Capability application rows -> responses, with the actions open now. */
import type { CapabilityView } from '@aerosupply/shared/capabilities/schemas';
import type { Actor } from '../../platform/context';
import { capabilityActions } from './policy';
import type { CapabilityRow } from './repo';

export function presentCapability(row: CapabilityRow, actor: Actor): CapabilityView {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    companyNameEn: row.company_name_en,
    number: row.number,
    procurementType: row.procurement_type,
    supplyAbility: row.supply_ability,
    qualificationStatus: row.qualification_status,
    categories: row.categories ?? [],
    items: (row.items ?? []) as CapabilityView['items'],
    remarks: row.remarks,
    status: row.status,
    auditResult: row.audit_result,
    applicantName: row.applicant_name,
    applicationDate: row.application_date,
    prequalNo: row.prequal_no,
    auditNo: row.audit_no,
    reviewComment: row.review_comment,
    reviewerName: row.reviewer_name,
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    actions: capabilityActions(row, actor),
  };
}
