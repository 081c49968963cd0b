/** Rows -> the response schemas of repair, with the actions this actor may take now. */
import { computeBill, quotedAmount } from '@aerosupply/shared/repair/amounts';
import type { CertificateType, ConditionCode, EquipmentType, MaterialGroup, PricingMethod, ProcessCode, RepairPriority, ReturnDocumentType, WarrantyCode } from '@aerosupply/shared/repair/codes';
import { coreOverdue, outcomesFrom, shippingCheck } from '@aerosupply/shared/repair/returns';
import { quoteFields, type BillView, type InquiryDetail, type InquiryRow, type QuoteView, type RepairOrderDetail, type RepairOrderRow, type SupplierInquiry } from '@aerosupply/shared/repair/responses';
import { allowedActions } from '@aerosupply/shared/workflow/machine';
import { CORE_WORKFLOW, inquiryGroupOf, ORDER_STATUSES, type RepairOrderStatus } from '@aerosupply/shared/repair/workflow';
import type { Actor } from '../../platform/context';
import { billActions, companyToday, inquiryActions, isAccepting, isPrivateDraft, nextStatuses, orderActions, quoteActions, quoteRecord, validityPassed, type OrderFacts } from './policy';
import type { BillDbRow, InquiryDbRow, OrderDbRow, QuoteDbRow } from './repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const num = (v: string | number | null) => (v === null ? null : Number(v));
const DAY = 86_400_000;
const round1 = (v: number) => Math.round(v * 10) / 10;

type InquiryBase = Omit<InquiryDbRow, 'shop_count' | 'submitted_count'>;

function inquiryFields(r: InquiryBase) {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    pn: r.pn,
    description: r.description,
    mpn: r.mpn,
    manufacturer: r.manufacturer,
    ataChapter: r.ata_chapter,
    quantity: Number(r.quantity),
    unit: r.unit,
    serialNumbers: r.serial_numbers,
    materialGroup: r.material_group as MaterialGroup,
    equipmentType: r.equipment_type as EquipmentType | null,
    priority: r.priority as RepairPriority,
    conditionCode: r.condition_code as ConditionCode,
    certificateRequirement: r.certificate_requirement as CertificateType,
    demandDate: r.demand_date,
    arrivalPlace: r.arrival_place,
    repairLevel: r.repair_level as ProcessCode,
    pricingMethod: r.pricing_method as PricingMethod,
    faultContent: r.fault_content,
    jobRequirements: r.job_requirements,
    serialReturnCode: r.serial_return_code,
    quotationDeadline: iso(r.quotation_deadline)!,
    createdBy: r.created_by_name,
    createdAt: iso(r.created_at)!,
  };
}

export function presentInquiry(r: InquiryDbRow, actor: Actor, now: Date): InquiryRow {
  return {
    ...inquiryFields(r),
    shopCount: r.shop_count ?? 0,
    submittedCount: r.submitted_count ?? 0,
    expired: !isAccepting(r, now),
    actions: inquiryActions(r, actor),
  };
}

function withoutDraftContent(view: QuoteView): QuoteView {
  const blank = Object.fromEntries(Object.keys(quoteFields).map((key) => [key, null])) as Record<keyof typeof quoteFields, null>;
  return { ...view, ...blank, tiers: [], quotedAmount: null, validityPassed: false };
}

export function presentQuote(q: QuoteDbRow, inquiry: InquiryBase, actor: Actor, now: Date, canTransact = true): QuoteView {
  const view = presentQuoteContent(q, inquiry, actor, now, canTransact);
  return isPrivateDraft(q.status, q.company_id, actor) ? withoutDraftContent(view) : view;
}

type Money = string | null;

/** A quotation's costs as the amount rules (and its view) read them. */
export function quotedFees(q: { fixed_repair_price: Money; fixed_renovation_price: Money; test_fee: Money; repair_fee: Money; renovation_fee: Money; refit_fee: Money; painting_fee: Money; exchange_fee: Money }) {
  return {
    testFee: num(q.test_fee),
    repairFee: num(q.repair_fee),
    renovationFee: num(q.renovation_fee),
    refitFee: num(q.refit_fee),
    fixedRepairPrice: num(q.fixed_repair_price),
    fixedRenovationPrice: num(q.fixed_renovation_price),
    paintingFee: num(q.painting_fee),
    exchangeFee: num(q.exchange_fee),
  };
}

function presentQuoteContent(q: QuoteDbRow, inquiry: InquiryBase, actor: Actor, now: Date, canTransact: boolean): QuoteView {
  const fees = quotedFees(q);
  return {
    id: q.id,
    companyId: q.company_id,
    companyName: q.company_name,
    companyNameEn: q.company_name_en,
    status: q.status,
    ...fees,
    handlingRate: num(q.handling_rate),
    capFee: num(q.cap_fee),
    claimDays: q.claim_days,
    liabilityShelfDays: q.liability_shelf_days,
    liabilityFlightHours: q.liability_flight_hours,
    liabilityFlightCycles: q.liability_flight_cycles,
    warrantyCode: q.warranty_code as WarrantyCode | null,
    warrantyValue: q.warranty_value,
    leadTimeDays: q.lead_time_days,
    certificateType: q.certificate_type as CertificateType | null,
    processCode: q.process_code as ProcessCode | null,
    currency: q.currency,
    validUntil: q.valid_until_text,
    manufacturerBearsFreight: q.manufacturer_bears_freight,
    remarks: q.remarks,
    serialReturnCode: q.serial_return_code,
    coreReturnDays: q.core_return_days,
    coreOverdueFee: num(q.core_overdue_fee),
    noOfferReason: q.no_offer_reason,
    tiers: q.tiers,
    quotedAmount: quotedAmount(fees),
    validityPassed: validityPassed(q.valid_until_text, now),
    submittedAt: iso(q.submitted_at),
    awarded: q.awarded,
    actions: quoteActions(quoteRecord(q, inquiry, now, canTransact), actor),
  };
}

export function presentInquiryDetail(r: InquiryDbRow, quotes: QuoteView[], order: { id: number; orderNo: string } | null, actor: Actor, now: Date): InquiryDetail {
  return { ...inquiryFields(r), expired: !isAccepting(r, now), quotes, order, actions: inquiryActions(r, actor) };
}

export function presentSupplierInquiry(r: InquiryBase, quote: QuoteView, now: Date): SupplierInquiry {
  return { ...inquiryFields(r), group: inquiryGroupOf(quote.status, isAccepting(r, now)), quote };
}

/** Days from the award to shipping (or now). */
const turnaround = (o: Pick<OrderDbRow, 'created_at' | 'shipped_at'>, now: Date) => ((o.shipped_at ? new Date(o.shipped_at) : now).getTime() - new Date(o.created_at).getTime()) / DAY;

export function presentOrder(o: OrderDbRow, facts: Omit<OrderFacts, 'status'>, actor: Actor, now: Date): RepairOrderRow {
  const days = turnaround(o, now);
  return {
    id: o.id,
    orderNo: o.order_no,
    sequenceNo: o.sequence_no,
    businessType: o.business_type,
    kind: o.kind,
    companyId: o.company_id,
    companyName: o.company_name,
    companyNameEn: o.company_name_en,
    inquiryId: o.inquiry_id,
    inquiryNumber: o.inquiry_number,
    pn: o.pn,
    description: o.description,
    quantity: Number(o.quantity),
    unit: o.unit,
    priority: o.priority as RepairPriority,
    status: o.status,
    statusSince: iso(o.status_since)!,
    quotedLeadDays: o.quoted_lead_days,
    turnaroundDays: round1(days),
    overdue: o.quoted_lead_days !== null && days > o.quoted_lead_days,
    processCode: o.process_code as ProcessCode | null,
    warrantyCode: o.warranty_code as WarrantyCode | null,
    warrantyValue: o.warranty_value,
    currency: o.currency,
    quotedAmount: num(o.quoted_amount),
    capFee: num(o.cap_fee),
    quotationDate: o.quotation_date,
    approvalDate: o.approval_date,
    receiptDate: o.receipt_date,
    completionDate: o.completion_date,
    plannedCompletionDate: o.planned_completion_date,
    supplierIssueDate: o.supplier_issue_date,
    returnWaybillNo: o.return_waybill_no,
    createdAt: iso(o.created_at)!,
    outcome: o.outcome,
    serialReturnCode: o.serial_return_code,
    core: o.kind === 'exchange' ? presentCore(o, actor, now) : null,
    actions: orderActions({ status: o.status, ...facts }, actor),
  };
}

/** The core of an exchange (D-456): due once the unit shipped; days overdue until received (fixed then) and their charge. */
function presentCore(o: OrderDbRow, actor: Actor, now: Date): NonNullable<RepairOrderRow['core']> {
  const fee = num(o.core_overdue_fee);
  // Running while the core is due or on its way; none before it falls due.
  const out = o.core_status !== null && o.core_status !== 'received';
  const running = coreOverdue(out ? o.core_due_date : null, companyToday(now), fee);
  const days = o.core_status === 'received' ? (o.core_overdue_days ?? 0) : running.days;
  return {
    status: o.core_status,
    returnDays: o.core_return_days,
    dueDate: o.core_due_date,
    waybillNo: o.core_waybill_no,
    sentAt: iso(o.core_sent_at),
    receivedAt: iso(o.core_received_at),
    overdue: running.days > 0,
    overdueDays: days,
    overdueFee: fee,
    overdueCharge: o.core_status === 'received' ? num(o.core_overdue_charge) : running.charge,
    actions: o.core_status ? allowedActions(CORE_WORKFLOW, { status: o.core_status }, actor) : [],
  };
}

export function presentBill(b: BillDbRow, actor: Actor): BillView {
  const { subtotal } = computeBill({ fixedPrice: Number(b.fixed_price), equipmentCost: Number(b.equipment_cost), manHourFee: Number(b.man_hour_fee), taxRate: Number(b.tax_rate) });
  const excess = (flagged: boolean, limit: number | null) => (flagged && limit !== null ? Math.round((subtotal - limit) * 100) / 100 : null);
  return {
    id: b.id,
    orderId: b.order_id,
    orderNo: b.order_no,
    companyId: b.company_id,
    companyName: b.company_name,
    companyNameEn: b.company_name_en,
    status: b.status,
    invoiceNo: b.invoice_no,
    invoiceAmount: Number(b.invoice_amount),
    taxRate: Number(b.tax_rate),
    fixedPrice: Number(b.fixed_price),
    equipmentCost: Number(b.equipment_cost),
    manHourFee: Number(b.man_hour_fee),
    taxAmount: Number(b.tax_amount),
    total: Number(b.total),
    currency: b.currency,
    supplierNotes: b.supplier_notes,
    quotedAmount: num(b.quoted_amount),
    capFee: num(b.cap_fee),
    overQuotation: b.over_quotation,
    overCap: b.over_cap,
    quotationExcess: excess(b.over_quotation, num(b.quoted_amount)),
    capExcess: excess(b.over_cap, num(b.cap_fee)),
    reason: b.reason,
    submittedAt: iso(b.submitted_at)!,
    reviewedAt: iso(b.reviewed_at),
    reviewerName: b.reviewer_name,
    actions: billActions(b, actor),
  };
}

interface ChangeRow {
  id: string | number;
  from_status: RepairOrderStatus | null;
  to_status: RepairOrderStatus;
  at: Date | string;
  actor_name: string | null;
  actor_side: 'staff' | 'supplier' | 'system';
  note: string | null;
}

export function presentOrderDetail(
  o: OrderDbRow,
  facts: Omit<OrderFacts, 'status'>,
  parts: { changes: ChangeRow[]; certificates: { serial_no: string; certificate_type: string; certificate_no: string; file_key: string; uploaded_at: Date | string; filename: string | null }[]; bill: BillView | null },
  actor: Actor,
  now: Date,
): RepairOrderDetail {
  const history = parts.changes.map((c, n) => {
    const next = parts.changes[n + 1];
    const end = next ? new Date(next.at) : c.to_status === 'closed' ? new Date(c.at) : now;
    return {
      id: Number(c.id),
      fromStatus: c.from_status,
      toStatus: c.to_status,
      at: iso(c.at)!,
      actorName: c.actor_name,
      actorSide: c.actor_side,
      note: c.note,
      hours: round1((end.getTime() - new Date(c.at).getTime()) / 3_600_000),
    };
  });
  const hoursByStatus: Record<string, number> = {};
  for (const h of history) hoursByStatus[h.toStatus] = round1((hoursByStatus[h.toStatus] ?? 0) + h.hours);
  const certs = new Map(parts.certificates.map((c) => [c.serial_no, c]));
  // Same serial back: a row per serial of the order (missing ones shown); any serial or an exchange unit: the documents filed.
  const sameSerial = o.kind === 'repair' && o.serial_return_code === 'P' && o.serial_numbers.length > 0;
  const serials = sameSerial ? o.serial_numbers : parts.certificates.map((c) => c.serial_no);
  return {
    ...presentOrder(o, facts, actor, now),
    serialNumbers: o.serial_numbers,
    certificates: serials.map((serialNo) => {
      const c = certs.get(serialNo);
      return {
        serialNo,
        certificateType: (c?.certificate_type ?? null) as ReturnDocumentType | null,
        certificateNo: c?.certificate_no ?? null,
        fileKey: c?.file_key ?? null,
        fileName: c?.filename ?? null,
        uploadedAt: iso(c?.uploaded_at ?? null),
      };
    }),
    history,
    hoursByStatus,
    bill: parts.bill,
    nextStatuses: nextStatuses({ status: o.status, ...facts }, actor).filter((s) => ORDER_STATUSES.includes(s)),
    shipOutcomes: outcomesFrom(o.kind, o.status),
    documentsMissing: shippingCheck({ ...facts.shipping, status: o.status }, null).documentsMissing,
  };
}
