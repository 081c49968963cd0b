/**
 * Repair use cases (issue 15): the staff inquiry (wizard saved and sent at once), shop suggestions
 * by repair capability, the shop's stepped quotation (hold, submit, no offer), the award that
 * creates a repair order, the order through the 18 maintenance statuses (state table in
 * shared/repair/workflow.ts), release certificates per serial, and the bill with its review.
 * Each write is one transaction; a status change locks the order first.
 */
import { COUNT_CAP, translate, type Lang, type Page } from '@aerosupply/shared';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import type { ListPrice } from '@aerosupply/shared/repair/price-rounds';
import { billMismatches, computeBill, performedQuotedAmount } from '@aerosupply/shared/repair/amounts';
import { CORE_RETURN_DAYS, RELEASE_CERTIFICATES, REPAIR_BUSINESS_TYPE } from '@aerosupply/shared/repair/codes';
import type { BillListQuery, BillBody, CertificateBody, InquiryBody, InquiryListQuery, OrderListQuery, QuoteBody, StatusBody, SupplierInquiryQuery } from '@aerosupply/shared/repair/schemas';
import type { BillView, InquiryDetail, InquiryRow, RepairOrderDetail, RepairOrderRow, ShopCandidate, SupplierInquiry } from '@aerosupply/shared/repair/responses';
import { BILL_ORDER_OUTCOME, BILL_WORKFLOW, CORE_WORKFLOW, type CoreAction, INQUIRY_WORKFLOW, QUOTE_WORKFLOW, REPAIR_ORDER_WORKFLOW, statusAction, type RepairOrderStatus } from '@aerosupply/shared/repair/workflow';
import { decide, transitionOf } from '@aerosupply/shared/workflow/machine';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { Database } from '../../db/database';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, conflict, enforce, fieldError, notFound } from '../../platform/errors';
import { scopeOf, type Scope } from '../../platform/tenancy/scope';
import { recordTimeline } from '../../platform/timeline';
import { attachFiles, type FileOwnerRule } from '../files';
import { canTransactWith } from '../supplier-control';
import { actionForStatus, assertBillStateAllows, assertMayOnBill, assertMayOnInquiry, assertMayOnOrder, assertMayOnQuote, assertOrderStateAllows, quoteRecord, validityPassed, type OrderFacts } from './policy';
import { presentBill, presentInquiry, presentInquiryDetail, presentOrder, presentOrderDetail, presentQuote, presentSupplierInquiry, quotedFees } from './presenter';
import { notifyShops } from './notices';
import { priceListOf } from './price-rounds';
import * as repo from './repo';

const listPriceOf = (p: ListPrice | undefined) => (p ? { price: p.price, currency: p.currency, startQty: p.startQty, roundNumber: p.roundNumber } : null);

export const REPAIR_ORDER_FILES = 'repair_order';
const INQUIRY_SUBJECT = 'repair_inquiry';
const DAY = 86_400_000;
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

// ---- inquiries (staff) ----

export async function searchInquiries(deps: AppDeps, actor: Actor, q: InquiryListQuery): Promise<Page<InquiryRow>> {
  const now = deps.now();
  return mapPage(await repo.listInquiries(deps.db, q), (r) => presentInquiry(r, actor, now));
}

async function inquiryDetail(db: Database, actor: Actor, id: number, now: Date): Promise<InquiryDetail> {
  const row = await repo.findInquiry(db, id);
  if (!row) throw notFound();
  const quotes = [];
  for (const q of await repo.listQuotes(db, id)) {
    const ok = q.status === 'submitted' && row.status === 'sent' ? (await canTransactWith(db, q.company_id)).ok : true;
    quotes.push(presentQuote(q, row, actor, now, ok));
  }
  const order = await repo.findOrderOfInquiry(db, id);
  return presentInquiryDetail(row, quotes, order ? { id: order.id, orderNo: order.order_no } : null, actor, now);
}

export const getInquiry = (deps: AppDeps, actor: Actor, id: number) => inquiryDetail(deps.db, actor, id, deps.now());

export async function createInquiry(deps: AppDeps, actor: Actor, b: InquiryBody): Promise<InquiryDetail> {
  const now = deps.now();
  if (new Date(b.quotationDeadline).getTime() <= now.getTime()) throw fieldError('quotationDeadline', 'repair.inquiry.deadline_past');
  if (b.serialNumbers.length > Math.ceil(b.quantity)) throw fieldError('serialNumbers', 'repair.inquiry.serials_exceed');
  if (new Set(b.shops).size !== b.shops.length) throw fieldError('shops', 'repair.shop_duplicate');
  const official = await repo.officialSuppliers(deps.db, b.shops);
  for (const [n, id] of b.shops.entries()) {
    if (!official.has(id)) throw fieldError(`shops.${n}`, 'repair.shop_not_supplier');
    if (!(await canTransactWith(deps.db, id)).ok) throw fieldError(`shops.${n}`, 'repair.shop_cannot_transact');
  }
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertInquiry(trx, {
      number: await repo.nextNumber(trx, 'inquiry', now),
      pn: b.pn,
      description: b.description,
      mpn: b.mpn ?? null,
      manufacturer: b.manufacturer ?? null,
      ata_chapter: b.ataChapter ?? null,
      quantity: b.quantity,
      unit: b.unit,
      serial_numbers: JSON.stringify(b.serialNumbers),
      material_group: b.materialGroup,
      equipment_type: b.equipmentType ?? null,
      priority: b.priority,
      condition_code: b.conditionCode,
      certificate_requirement: b.certificateRequirement,
      demand_date: b.demandDate ?? null,
      arrival_place: b.arrivalPlace ?? null,
      repair_level: b.repairLevel,
      pricing_method: b.pricingMethod,
      fault_content: b.faultContent,
      job_requirements: b.jobRequirements ?? null,
      quotation_deadline: b.quotationDeadline,
      created_by: actor.userId,
      created_by_name: actor.realName,
      created_at: now,
      updated_at: now,
    });
    await repo.insertQuotes(trx, id, b.shops, now);
    await recordTimeline(trx, { subject: { type: INQUIRY_SUBJECT, id }, action: 'sent', toStatus: 'sent', actor, at: now });
    const number = (await repo.findInquiry(trx, id))!.number;
    await notifyShops(deps, trx, b.shops, 'repair.inquiry_received', { number, pn: b.pn, description: b.description, deadline: formatDateTime(b.quotationDeadline) }, `/sup/repair/${id}`);
    return inquiryDetail(trx, actor, id, now);
  });
}

export async function closeInquiry(deps: AppDeps, actor: Actor, id: number): Promise<InquiryDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.lockInquiry(trx, id);
    if (!row) throw notFound();
    assertMayOnInquiry(row, actor, 'close');
    const now = deps.now();
    await repo.setInquiryStatus(trx, id, transitionOf(INQUIRY_WORKFLOW, 'close').to!, now);
    await recordTimeline(trx, { subject: { type: INQUIRY_SUBJECT, id }, action: 'closed', fromStatus: row.status, toStatus: 'closed', actor, at: now });
    return inquiryDetail(trx, actor, id, now);
  });
}

/** Official shops with a repair capability, those listing the P/N first; each says whether it may transact now. */
export async function listShopCandidates(deps: AppDeps, pn: string | undefined, ataChapter: string | undefined): Promise<ShopCandidate[]> {
  const rows = await repo.findRepairShops(deps.db, pn, ataChapter);
  const prices = new Map((pn ? await priceListOf(deps, pn) : []).map((p) => [p.companyId, p]));
  const out: ShopCandidate[] = [];
  for (const r of rows) {
    const check = await canTransactWith(deps.db, r.company_id);
    out.push({
      companyId: r.company_id,
      companyName: r.name,
      companyNameEn: r.name_en,
      match: r.matched_pn ? 'pn' : r.ata_match ? 'ata' : r.capabilities > 0 ? 'capability' : 'none',
      capabilityPn: r.matched_pn,
      canTransact: check.ok,
      reasonKey: check.ok ? null : check.messageKey,
      listPrice: listPriceOf(prices.get(r.company_id)),
    });
  }
  return out;
}

/** Awarding a submitted quotation makes the inquiry awarded and creates the repair order (business type 2). */
export async function awardQuote(deps: AppDeps, actor: Actor, quoteId: number): Promise<RepairOrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const staff = scopeOf(actor);
    const q0 = await repo.findQuote(trx, quoteId);
    if (!q0) throw notFound();
    const inquiry = await repo.lockInquiry(trx, q0.inquiry_id);
    const locked = await repo.lockQuote(trx, staff, { id: quoteId });
    if (!inquiry || !locked) throw notFound();
    const q = (await repo.findQuote(trx, quoteId))!;
    const now = deps.now();
    const transact = await canTransactWith(trx, q.company_id);
    assertMayOnQuote(quoteRecord(q, inquiry, now, transact.ok), actor, 'award');
    await repo.updateQuote(trx, quoteId, { awarded: true, updated_at: now });
    await repo.setInquiryStatus(trx, inquiry.id, 'awarded', now);
    const lead = q.lead_time_days;
    const orderId = await repo.insertOrder(trx, {
      order_no: await repo.nextNumber(trx, 'order', now),
      business_type: REPAIR_BUSINESS_TYPE,
      inquiry_id: inquiry.id,
      pn: inquiry.pn,
      quote_id: quoteId,
      company_id: q.company_id,
      status: 'to_be_updated',
      status_since: now,
      quoted_lead_days: lead,
      due_at: lead !== null ? new Date(now.getTime() + lead * DAY) : null,
      // Until the shop says which tier it performed, the repair level the inquiry asked for (D-452).
      quoted_amount: performedQuotedAmount(quotedFees(q), inquiry.repair_level),
      cap_fee: num(q.cap_fee),
      currency: q.currency,
      process_code: null,
      warranty_code: q.warranty_code,
      warranty_value: q.warranty_value,
      quotation_date: q.submitted_at ? dateOf(new Date(q.submitted_at)) : null,
      approval_date: dateOf(now),
      planned_completion_date: lead !== null ? dateOf(new Date(now.getTime() + lead * DAY)) : null,
      // Exchange (D-347): the shop sends a serviceable unit; the customer's core is due back within CORE_RETURN_DAYS.
      ...(inquiry.pricing_method === 'flat_rate_exchange' ? { core_status: 'due' as const, core_due_date: dateOf(new Date(now.getTime() + CORE_RETURN_DAYS * DAY)) } : {}),
      created_at: now,
      updated_at: now,
    });
    await repo.insertStatusChange(trx, { order_id: orderId, from_status: null, to_status: 'to_be_updated', at: now, actor_id: actor.userId, actor_name: actor.realName, actor_side: 'staff', note: null });
    await recordTimeline(trx, { subject: { type: INQUIRY_SUBJECT, id: inquiry.id }, action: 'awarded', fromStatus: 'sent', toStatus: 'awarded', note: q.company_name, actor, at: now });
    const detail = await orderDetail(trx, actor, staff, orderId, now);
    await notifyShops(deps, trx, [q.company_id], 'repair.order_awarded', { orderNo: detail.orderNo, pn: detail.pn }, `/sup/repair-orders/${orderId}`);
    return detail;
  });
}

const num = (v: string | null) => (v === null ? null : Number(v));

// ---- the shop's quotation ----

export async function searchSupplierInquiries(deps: AppDeps, actor: Actor, q: SupplierInquiryQuery): Promise<Page<SupplierInquiry>> {
  const now = deps.now();
  const page = await repo.listSupplierInquiries(deps.db, actor.companyId, q, now);
  const rows: SupplierInquiry[] = [];
  for (const r of page.rows) {
    const quote = (await repo.findQuote(deps.db, r.quote_id))!;
    rows.push(presentSupplierInquiry(r, presentQuote(quote, r, actor, now), now));
  }
  return { ...page, rows };
}

async function supplierInquiry(db: Database, actor: Actor, inquiryId: number, now: Date): Promise<SupplierInquiry> {
  const quote = await repo.findOwnQuote(db, scopeOf(actor), inquiryId);
  if (!quote) throw notFound();
  const inquiry = (await repo.findInquiry(db, inquiryId))!;
  return presentSupplierInquiry(inquiry, presentQuote(quote, inquiry, actor, now), now);
}

export const getSupplierInquiry = (deps: AppDeps, actor: Actor, id: number) => supplierInquiry(deps.db, actor, id, deps.now());

async function lockOwnQuote(trx: Database, actor: Actor, inquiryId: number) {
  const quote = await repo.lockQuote(trx, scopeOf(actor), { inquiryId });
  if (!quote) throw notFound();
  const inquiry = (await repo.lockInquiry(trx, inquiryId))!;
  return { quote, inquiry };
}

/** Hold (temporary storage) or submit the shop's quotation; a submitted one needs a lead time, a currency and a cost or tier. */
export async function saveQuote(deps: AppDeps, actor: Actor, inquiryId: number, b: QuoteBody): Promise<SupplierInquiry> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { quote, inquiry } = await lockOwnQuote(trx, actor, inquiryId);
    const action = b.submit ? 'submit' : 'save';
    assertMayOnQuote(quoteRecord(quote, inquiry, now), actor, action);
    const costs = [b.testFee, b.repairFee, b.renovationFee, b.refitFee, b.fixedRepairPrice, b.fixedRenovationPrice, b.paintingFee, b.exchangeFee];
    if (b.submit) {
      if (validityPassed(b.validUntil, now)) throw fieldError('validUntil', 'repair.quote.validity_passed');
      if (b.leadTimeDays === undefined) throw fieldError('leadTimeDays', 'repair.quote.incomplete');
      if (!b.currency) throw fieldError('currency', 'repair.quote.incomplete');
      if (costs.every((c) => c === undefined) && b.tiers.length === 0) throw fieldError('tiers', 'repair.quote.incomplete');
    }
    const v = <T>(x: T | undefined) => x ?? null;
    await repo.updateQuote(trx, quote.id, {
      status: transitionOf(QUOTE_WORKFLOW, action).to!,
      test_fee: v(b.testFee), repair_fee: v(b.repairFee), renovation_fee: v(b.renovationFee), refit_fee: v(b.refitFee),
      fixed_repair_price: v(b.fixedRepairPrice), fixed_renovation_price: v(b.fixedRenovationPrice), painting_fee: v(b.paintingFee), exchange_fee: v(b.exchangeFee),
      handling_rate: v(b.handlingRate), cap_fee: v(b.capFee), claim_days: v(b.claimDays), liability_shelf_days: v(b.liabilityShelfDays),
      liability_flight_hours: v(b.liabilityFlightHours), liability_flight_cycles: v(b.liabilityFlightCycles), warranty_code: v(b.warrantyCode),
      warranty_value: v(b.warrantyValue), lead_time_days: v(b.leadTimeDays), certificate_type: v(b.certificateType), process_code: v(b.processCode),
      currency: v(b.currency), valid_until: v(b.validUntil), manufacturer_bears_freight: b.manufacturerBearsFreight, remarks: v(b.remarks),
      tiers: JSON.stringify(b.tiers.map((t) => ({ ...t, manufacturerCode: t.manufacturerCode ?? null, factoryPrice: t.factoryPrice ?? null, alternativePn: t.alternativePn ?? null }))),
      submitted_at: b.submit ? now : null,
      updated_at: now,
    });
    if (b.submit) await recordTimeline(trx, { subject: { type: INQUIRY_SUBJECT, id: inquiryId }, action: 'quote_submitted', note: actor.companyName, actor, at: now });
    return supplierInquiry(trx, actor, inquiryId, now);
  });
}

export async function declineQuote(deps: AppDeps, actor: Actor, inquiryId: number, reason: string): Promise<SupplierInquiry> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { quote, inquiry } = await lockOwnQuote(trx, actor, inquiryId);
    assertMayOnQuote(quoteRecord(quote, inquiry, now), actor, 'no_offer');
    await repo.updateQuote(trx, quote.id, { status: 'no_offer', no_offer_reason: reason, updated_at: now });
    await recordTimeline(trx, { subject: { type: INQUIRY_SUBJECT, id: inquiryId }, action: 'no_offer', note: reason, actor, at: now });
    return supplierInquiry(trx, actor, inquiryId, now);
  });
}

// ---- orders ----

/** The facts the order flow reads beyond the status, from the row (certificates counted and the bill's status selected with it). */
function orderFacts(o: { serial_numbers: string[]; certificate_count: number | null; bill_status: string | null }): Omit<OrderFacts, 'status'> {
  const certs = o.certificate_count ?? 0;
  // A certificate names one of the order's serials (checked on upload), each at most once.
  const missing = o.serial_numbers.length > 0 ? Math.max(0, o.serial_numbers.length - certs) : certs > 0 ? 0 : 1;
  return { certificates_missing: missing, bill_open: o.bill_status !== null && o.bill_status !== 'not_approved' };
}

export async function searchOrders(deps: AppDeps, actor: Actor, q: OrderListQuery): Promise<Page<RepairOrderRow>> {
  const now = deps.now();
  const page = await repo.listOrders(deps.db, scopeOf(actor), q, now);
  return mapPage(page, (o) => presentOrder(o, orderFacts(o), actor, now));
}

async function orderDetail(db: Database, actor: Actor, scope: Scope, id: number, now: Date): Promise<RepairOrderDetail> {
  const found = await repo.findOrderDetail(db, scope, id);
  if (!found) throw notFound();
  const { changes, certificates, bill, ...o } = found;
  // The bill's order is this order: its number and quoted amounts come from the order's columns (D-442).
  const billRow = bill ? { ...bill, order_no: o.order_no, quoted_amount: o.quoted_amount, cap_fee: o.cap_fee } : null;
  return presentOrderDetail(o, orderFacts(o), { changes, certificates, bill: billRow ? presentBill(billRow, actor) : null }, actor, now);
}

export const getOrder = (deps: AppDeps, actor: Actor, id: number) => orderDetail(deps.db, actor, scopeOf(actor), id, deps.now());

async function lockOrderFacts(trx: Database, actor: Actor, id: number) {
  const scope = scopeOf(actor);
  const locked = await repo.lockOrder(trx, scope, id);
  if (!locked) throw notFound();
  const o = (await repo.findOrder(trx, scope, id))!;
  return { o, facts: { status: o.status, ...orderFacts(o) } };
}

/** Sets a maintenance status the state table allows this side from the current one, with its dates and a history row. */
export async function setOrderStatus(deps: AppDeps, actor: Actor, id: number, b: StatusBody): Promise<RepairOrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { o, facts } = await lockOrderFacts(trx, actor, id);
    const action = actionForStatus(b.status, actor);
    if (action === null) throw conflict('repair.order.status_jump');
    assertMayOnOrder(facts, actor, action);
    if (b.status === 'payment_revoked') await reopenApprovedBill(trx, actor, o.id);
    await changeStatus(trx, actor, o.id, o.status, b.status, b.note ?? null, now, statusDates(b, now));
    // The shop is told of every status staff set (quotation approved, payment revoked or completed, closed, bill asked for).
    if (actor.companyType === 'staff') {
      await notifyShops(deps, trx, [o.company_id], 'repair.order_status', { orderNo: o.order_no, status: { phrase: `repair.status.${b.status}` }, note: b.note ?? '' }, `/sup/repair-orders/${id}`);
    }
    return orderDetail(trx, actor, scopeOf(actor), id, now);
  });
}

/** Revoking consent to payment withdraws the bill's approval: it is pending review again, so only a new review agrees or rejects payment (D-380). */
async function reopenApprovedBill(trx: Database, actor: Actor, orderId: number) {
  const bill0 = await repo.findBillOfOrder(trx, orderId);
  if (!bill0) return;
  const bill = (await repo.lockBill(trx, scopeOf(actor), bill0.id))!;
  if (bill.status !== 'approved') return;
  assertBillStateAllows(bill, 'reopen');
  await repo.reopenBill(trx, bill.id, transitionOf(BILL_WORKFLOW, 'reopen').to!);
}

function statusDates(b: StatusBody, now: Date) {
  const today = dateOf(now);
  switch (b.status) {
    case 'received':
      return { receipt_date: today };
    case 'repair_finished':
      return { completion_date: today, ...(b.processCode ? { process_code: b.processCode } : {}) };
    case 'shipped':
      return {
        shipped_at: now,
        supplier_issue_date: today,
        ...(b.processCode ? { process_code: b.processCode } : {}),
        ...(b.warrantyCode ? { warranty_code: b.warrantyCode, warranty_value: b.warrantyValue ?? null } : {}),
        ...(b.returnWaybillNo ? { return_waybill_no: b.returnWaybillNo } : {}),
      };
    default:
      return {};
  }
}

async function changeStatus(trx: Database, actor: Actor, orderId: number, from: RepairOrderStatus, to: RepairOrderStatus, note: string | null, now: Date, extra: Record<string, unknown> = {}) {
  await repo.updateOrder(trx, orderId, { status: to, status_since: now, updated_at: now, ...extra });
  await repo.insertStatusChange(trx, { order_id: orderId, from_status: from, to_status: to, at: now, actor_id: actor.userId, actor_name: actor.realName, actor_side: actor.companyType === 'staff' ? 'staff' : 'supplier', note });
}

/** Exchange (D-347): staff send the core back to the shop with its waybill; the shop confirms receipt. */
export async function moveCore(deps: AppDeps, actor: Actor, id: number, action: CoreAction, waybillNo: string | null): Promise<RepairOrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { o } = await lockOrderFacts(trx, actor, id);
    if (!o.core_status) throw conflict('repair.core.not_exchange');
    enforce(decide(CORE_WORKFLOW, action, { status: o.core_status }, actor));
    const to = transitionOf(CORE_WORKFLOW, action).to!;
    await repo.updateOrder(trx, id, action === 'send_core' ? { core_status: to, core_waybill_no: waybillNo, core_sent_at: now, updated_at: now } : { core_status: to, core_received_at: now, updated_at: now });
    if (action === 'send_core') await notifyShops(deps, trx, [o.company_id], 'repair.core_sent', { orderNo: o.order_no, waybillNo: waybillNo ?? '' }, `/sup/repair-orders/${id}`);
    return orderDetail(trx, actor, scopeOf(actor), id, now);
  });
}

/** The shop uploads the release certificate of one serial number (EASA Form 1, FAA 8130-3, CAAC ...). */
export async function uploadCertificate(deps: AppDeps, actor: Actor, id: number, b: CertificateBody): Promise<RepairOrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { o, facts } = await lockOrderFacts(trx, actor, id);
    assertMayOnOrder(facts, actor, 'upload_certificate');
    if (o.serial_numbers.length > 0 && !o.serial_numbers.includes(b.serialNo)) throw fieldError('serialNo', 'repair.order.unknown_serial');
    if (!RELEASE_CERTIFICATES.includes(b.certificateType)) throw fieldError('certificateType', 'repair.certificate_not_release');
    await attachFiles(trx, { fileKeys: [b.fileKey], ownerType: REPAIR_ORDER_FILES, ownerId: id, scope: scopeOf(actor) });
    await repo.upsertCertificate(trx, { order_id: id, serial_no: b.serialNo, certificate_type: b.certificateType, certificate_no: b.certificateNo, file_key: b.fileKey, uploaded_at: now });
    return orderDetail(trx, actor, scopeOf(actor), id, now);
  });
}

export const repairOrderFileRule: FileOwnerRule = {
  canAttach: async (db, actor, ownerId) => actor.companyType === 'supplier' && actor.permissions.has('sup.purchaseOrder') && (await repo.findOrder(db, scopeOf(actor), Number(ownerId))) !== undefined,
  canRead: async (db, actor, ownerId) => actor.companyType === 'staff' && actor.permissions.has('repair.order.view') && (await repo.findOrder(db, scopeOf(actor), Number(ownerId))) !== undefined,
};

// ---- bills ----

/** The shop enters (or corrects) its bill once the order is shipped; amounts are checked and compared with the quotation. */
export async function submitBill(deps: AppDeps, actor: Actor, orderId: number, b: BillBody): Promise<RepairOrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { o, facts } = await lockOrderFacts(trx, actor, orderId);
    const existing = await repo.findBillOfOrder(trx, orderId);
    if (existing && existing.status === 'not_approved') {
      await repo.lockBill(trx, scopeOf(actor), existing.id);
      assertMayOnBill(existing, actor, 'resubmit');
    }
    assertMayOnOrder(facts, actor, 'submit_bill');
    const wrong = billMismatches(b);
    const computed = computeBill(b);
    if (wrong.length > 0) {
      // The message names the amount the field should hold (issue 27: it showed its placeholder).
      const expected = (wrong[0] === 'taxAmount' ? computed.taxAmount : computed.total).toFixed(2);
      throw new AppError(400, 'repair.bill.amount_mismatch', { expected }, [{ path: wrong[0]!, errorKey: 'repair.bill.amount_mismatch', params: { expected } }]);
    }
    const { subtotal } = computed;
    // Compared with the tier the shop performed, once it said which (D-452).
    const quote = o.process_code ? await repo.findQuote(trx, o.quote_id) : undefined;
    const quoted = quote ? performedQuotedAmount(quotedFees(quote), o.process_code) : num(o.quoted_amount);
    if (quote) await repo.updateOrder(trx, orderId, { quoted_amount: quoted });
    const cap = num(o.cap_fee);
    await repo.saveBill(trx, {
      order_id: orderId,
      company_id: o.company_id,
      status: existing ? transitionOf(BILL_WORKFLOW, 'resubmit').to! : 'pending_review',
      invoice_no: b.invoiceNo,
      invoice_amount: b.invoiceAmount,
      tax_rate: b.taxRate,
      fixed_price: b.fixedPrice,
      equipment_cost: b.equipmentCost,
      man_hour_fee: b.manHourFee,
      tax_amount: b.taxAmount,
      total: b.total,
      currency: b.currency,
      supplier_notes: b.supplierNotes ?? null,
      over_quotation: quoted !== null && subtotal > quoted + 0.005,
      over_cap: cap !== null && subtotal > cap + 0.005,
      submitted_at: now,
    });
    if (o.status !== 'bill_to_be_updated') {
      assertMayOnOrder(facts, actor, statusAction('bill_to_be_updated'));
      await changeStatus(trx, actor, orderId, o.status, transitionOf(REPAIR_ORDER_WORKFLOW, 'to_bill_to_be_updated').to!, b.invoiceNo, now);
    }
    return orderDetail(trx, actor, scopeOf(actor), orderId, now);
  });
}

export async function searchBills(deps: AppDeps, actor: Actor, q: BillListQuery): Promise<Page<BillView>> {
  return mapPage(await repo.listBills(deps.db, scopeOf(actor), q), (b) => presentBill(b, actor));
}

const BILL_COLUMNS: ColumnDef[] = [
  ['orderNo', 'repair.bill_col.orderNo', 18], ['shop', 'repair.bill_col.shop', 28], ['invoiceNo', 'repair.bill_col.invoiceNo', 16], ['status', 'repair.bill_col.status', 12],
  ['fixedPrice', 'repair.bill_col.fixedPrice', 12], ['equipmentCost', 'repair.bill_col.equipmentCost', 12], ['manHourFee', 'repair.bill_col.manHourFee', 12],
  ['taxRate', 'repair.bill_col.taxRate', 10], ['taxAmount', 'repair.bill_col.taxAmount', 12], ['total', 'repair.bill_col.total', 14], ['currency', 'repair.bill_col.currency', 8],
  ['quotedAmount', 'repair.bill_col.quotedAmount', 14], ['flags', 'repair.bill_col.flags', 24], ['reason', 'repair.bill_col.reason', 30],
  ['submittedAt', 'repair.bill_col.submittedAt', 18], ['reviewedAt', 'repair.bill_col.reviewedAt', 18],
];

/** The current bill search as Excel (at most COUNT_CAP rows), headers, statuses and flags in the reader's language. */
export function exportBills(deps: AppDeps, actor: Actor, q: BillListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => searchBills(deps, actor, { ...q, page, pageSize }),
    (b) => ({
      orderNo: b.orderNo, shop: lang === 'en' && b.companyNameEn ? b.companyNameEn : b.companyName, invoiceNo: b.invoiceNo, status: translate(`repair.bill_status.${b.status}`, lang),
      fixedPrice: b.fixedPrice, equipmentCost: b.equipmentCost, manHourFee: b.manHourFee, taxRate: b.taxRate, taxAmount: b.taxAmount, total: b.total, currency: b.currency,
      quotedAmount: b.quotedAmount, reason: b.reason ?? '',
      flags: [b.overQuotation ? 'over_quotation' : null, b.overCap ? 'over_cap' : null].filter((x) => x !== null).map((x) => translate(`repair.bill_flag.${x}`, lang)).join(', '),
      submittedAt: formatDateTime(b.submittedAt, tz), reviewedAt: b.reviewedAt ? formatDateTime(b.reviewedAt, tz) : '',
    }),
  );
  return { filename: `${translate('repair.bill_export.file', lang)}.xlsx`, stream: streamWorkbook(translate('repair.bill_export.sheet', lang), columnsIn(BILL_COLUMNS, lang), next, COUNT_CAP) };
}

/** Staff review: approved -> payment agreed; not approved (with a reason) -> rejection at first instance. */
/** Finance approves (with an optional comment) or does not approve (with its reason) a bill; either note goes to the order's history. */
export async function reviewBill(deps: AppDeps, actor: Actor, billId: number, decision: 'approve' | 'reject', note: string | null): Promise<BillView> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const scope = scopeOf(actor);
    const bill0 = await repo.findBill(trx, scope, billId);
    if (!bill0) throw notFound();
    const { o, facts } = await lockOrderFacts(trx, actor, bill0.order_id);
    const bill = (await repo.lockBill(trx, scope, billId))!;
    assertMayOnBill(bill, actor, decision);
    const to = BILL_ORDER_OUTCOME[decision];
    // The review is the only way to these statuses (D-380): their rows are open to no person, so only the order's state is checked here.
    assertOrderStateAllows(facts, statusAction(to as Exclude<RepairOrderStatus, 'to_be_updated'>));
    const reason = decision === 'reject' ? note : null;
    await repo.setBillStatus(trx, billId, { status: transitionOf(BILL_WORKFLOW, decision).to!, reason, reviewed_at: now, reviewer_name: actor.realName });
    await changeStatus(trx, actor, o.id, o.status, to, note, now);
    await notifyShops(deps, trx, [o.company_id], 'repair.bill_reviewed', { orderNo: o.order_no, invoiceNo: bill0.invoice_no, decision: { phrase: decision === 'approve' ? 'repair.bill.approved' : 'repair.bill.not_approved' }, reason: reason ?? '' }, `/sup/repair-orders/${o.id}`);
    return presentBill((await repo.findBill(trx, scope, billId))!, actor);
  });
}
