/** Capability application rows -> responses, with the actions open now. */
import type { CapabilityAction, CapabilityView } from '@aerosupply/shared/capabilities/schemas';
import type { Actor } from '../../platform/context';
import type { CapabilityRow } from './repo';

/** Spec 001 §4 'Capability page': to be submitted -> under review -> audit completed / no pass. */
export function capabilityActions(row: Pick<CapabilityRow, 'status'>, actor: Actor): CapabilityAction[] {
  const actions: CapabilityAction[] = ['view'];
  if (actor.companyType === 'supplier' && actor.permissions.has('sup.vendorData')) {
    if (row.status === 'to_be_submitted') actions.push('edit', 'submit');
    // A failed application may be corrected; the edit returns it to 'to be submitted'.
    if (row.status === 'no_pass') actions.push('edit');
  }
  if (actor.companyType === 'staff' && actor.permissions.has('supplier.capability.review') && row.status === 'under_review') actions.push('review');
  return actions;
}

export function presentCapability(row: CapabilityRow, actor: Actor): CapabilityView {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
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
