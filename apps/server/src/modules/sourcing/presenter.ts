/** Rows -> the response schemas of sourcing, with the actions this actor may take now. */
import type { FileRef } from '@aerosupply/shared/contracts';
import type { RequirementRow as RequirementView, RfxDetail, RfxItem, RfxRow as RfxView, SupplierRfxDetail, SupplierRfxRow } from '@aerosupply/shared/sourcing/responses';
import type { Actor } from '../../platform/context';
import { NO_APPROVAL, requirementActions, rfxActions, rfxRecord, supplierRfxActions, supplierRfxRecord, type ApprovalScope } from './policy';
import type { RfxItemRow, RfxRowDb, SupplierRfxRowDb } from './repo';
import type { RequirementRow } from './requirement-repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const num = (v: string | number | null) => (v === null ? null : Number(v));

export function presentRequirement(r: RequirementRow, actor: Actor): RequirementView {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    materialType: r.material_type,
    materialPn: r.material_pn,
    description: r.description,
    quantity: Number(r.quantity),
    unit: r.unit,
    requiredDate: r.required_date,
    plant: r.plant,
    purchaseOrg: r.purchase_org,
    purchaseGroup: r.purchase_group,
    deliveryLocation: r.delivery_location,
    budgetPrice: num(r.budget_price),
    currency: r.currency,
    manufacturerCode: r.manufacturer_code,
    manufacturerName: r.manufacturer_name,
    remark: r.remark,
    requester: r.requester_name,
    rfx: r.rfx_id !== null && r.rfx_number ? { id: r.rfx_id, number: r.rfx_number } : null,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    actions: requirementActions({ status: r.status }, actor),
  };
}

export function presentRfx(r: RfxRowDb, actor: Actor, now: Date, approval: ApprovalScope = NO_APPROVAL): RfxView {
  return {
    id: r.id,
    number: r.number,
    type: r.type,
    description: r.description,
    purchaseOrg: r.purchase_org,
    purchaseGroup: r.purchase_group,
    plant: r.plant,
    status: r.status,
    approvalStatus: r.approval_status,
    releasedAt: iso(r.released_at),
    deadlineAt: iso(r.deadline_at),
    openingAt: iso(r.opening_at),
    itemCount: r.item_count,
    bidderCount: r.bidder_count,
    createdBy: r.created_by_name,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    actions: rfxActions(rfxRecord(r, now, approval), actor),
  };
}

function presentItem(i: RfxItemRow, budgetVisible: boolean): RfxItem {
  return {
    id: i.id,
    lineNo: i.line_no,
    requirementId: i.requirement_id,
    requirementNumber: i.requirement_number,
    materialType: i.material_type,
    materialPn: i.material_pn,
    description: i.description,
    purchaseCategory: i.purchase_category,
    deliveryType: i.delivery_type,
    deliveryNote: i.delivery_note,
    deliveryDeadline: i.delivery_deadline,
    firstDeliveryDate: i.first_delivery_date,
    paymentTerm: i.payment_term,
    paymentNote: i.payment_note,
    detailedRequirements: i.detailed_requirements,
    acceptReplacement: i.accept_replacement,
    specialRequirements: i.special_requirements,
    quantity: Number(i.quantity),
    unit: i.unit,
    budgetPrice: budgetVisible || i.show_budget_price ? num(i.budget_price) : null,
    budgetCurrency: budgetVisible || i.show_budget_price ? i.budget_currency : null,
    showBudgetPrice: i.show_budget_price,
    incoterms: i.incoterms,
    deliveryLocation: i.delivery_location,
    deliveryAddress: i.delivery_address,
    consignment: i.consignment,
    manufacturerCode: i.manufacturer_code,
    manufacturerName: i.manufacturer_name,
    clauses: Array.isArray(i.clauses) ? i.clauses : [],
  };
}

function conditions(r: RfxRowDb) {
  return {
    technicalOpenAt: iso(r.technical_open_at),
    bidValidityDays: r.bid_validity_days,
    incoterms: r.incoterms,
    deliveryLocation: r.delivery_location,
    deliveryAddress: r.delivery_address,
    paymentTerm: r.payment_term,
    paymentNote: r.payment_note,
    deliveryType: r.delivery_type,
    firstDeliveryDate: r.first_delivery_date,
    lastDeliveryDate: r.last_delivery_date,
    allowRevision: r.allow_revision,
    showBudgetPrice: r.show_budget_price,
    mustQuoteAll: r.must_quote_all,
    consignment: r.consignment,
    acceptAlternatives: r.accept_alternatives,
    mustReply: r.must_reply,
    texts: Array.isArray(r.texts) ? r.texts : [],
  };
}

export interface RfxParts {
  /** The RFx header's SAP state, from its opened quotations (D-567). */
  sapSyncStatus: RfxDetail['sapSyncStatus'];
  items: RfxItemRow[];
  attachments: FileRef[];
  team: { id: number; real_name: string; account: string }[];
  bidders: {
    company_id: number;
    invited_at: Date | null;
    participation: SupplierRfxRow['participation'];
    decline_reason: string | null;
    answered_at: Date | null;
    vendor_code: string | null;
    name: string;
    name_en: string | null;
    contacts: { name: string; email: string }[];
  }[];
  approval: ApprovalScope;
  approvers: { userId: number; name: string }[];
}

export function presentRfxDetail(r: RfxRowDb, parts: RfxParts, actor: Actor, now: Date): RfxDetail {
  return {
    ...presentRfx(r, actor, now, parts.approval),
    ...conditions(r),
    approval: {
      required: parts.approval.required,
      approvers: parts.approvers,
      submittedBy: r.approval_submitted_by_name,
      submittedAt: iso(r.approval_submitted_at),
      decidedBy: r.approval_decided_by_name,
      decidedAt: iso(r.approval_decided_at),
      comment: r.approval_comment,
    },
    sapSyncStatus: parts.sapSyncStatus,
    openedAt: iso(r.opened_at),
    items: parts.items.map((i) => presentItem(i, true)),
    attachments: parts.attachments,
    team: parts.team.map((u) => ({ userId: u.id, name: u.real_name, account: u.account, passwordHolder: u.id === r.password_holder_id })),
    bidders: parts.bidders.map((b) => ({
      companyId: b.company_id,
      vendorCode: b.vendor_code,
      name: b.name,
      nameEn: b.name_en,
      invitedAt: iso(b.invited_at),
      participation: b.participation,
      declineReason: b.decline_reason,
      answeredAt: iso(b.answered_at),
      contacts: b.contacts,
    })),
  };
}

export function presentSupplierRfx(r: SupplierRfxRowDb, actor: Actor, now: Date): SupplierRfxRow {
  return {
    participation: r.participation,
    declineReason: r.decline_reason,
    actions: supplierRfxActions(supplierRfxRecord({ participation: r.participation, status: r.status, deadline_at: r.deadline_at }, now), actor),
    id: r.id,
    number: r.number,
    type: r.type,
    description: r.description,
    purchaseOrg: r.purchase_org,
    status: r.status,
    releasedAt: iso(r.released_at),
    deadlineAt: iso(r.deadline_at),
    openingAt: iso(r.opening_at),
    itemCount: r.item_count,
  };
}

/** What an invited supplier reads: the budget only where the RFx or the item shows it. */
export function presentSupplierRfxDetail(r: SupplierRfxRowDb, items: RfxItemRow[], attachments: FileRef[], actor: Actor, now: Date): SupplierRfxDetail {
  return {
    ...presentSupplierRfx(r, actor, now),
    ...conditions(r),
    items: items.map((i) => {
      const { requirementId: _r, requirementNumber: _n, ...rest } = presentItem(i, r.show_budget_price);
      return rest;
    }),
    attachments,
  };
}
