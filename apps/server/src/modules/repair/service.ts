/**
 * Repair inquiry use cases (issue 15): the staff inquiry (wizard saved and sent at once), shop
 * suggestions by repair capability, the shop's stepped quotation (hold, submit, no offer), and the
 * award that creates a repair or exchange order (orders.ts) whose bill is bills.ts's.
 */
import type { Page } from '@aerosupply/shared';
import type { ListPrice } from '@aerosupply/shared/repair/price-rounds';
import { performedQuotedAmount } from '@aerosupply/shared/repair/amounts';
import { CORE_RETURN_DAYS, REPAIR_BUSINESS_TYPE } from '@aerosupply/shared/repair/codes';
import type { InquiryBody, InquiryListQuery, QuoteBody, SupplierInquiryQuery } from '@aerosupply/shared/repair/schemas';
import type { InquiryDetail, InquiryRow, RepairOrderDetail, ShopCandidate, SupplierInquiry } from '@aerosupply/shared/repair/responses';
import { INITIAL_STATUS } from '@aerosupply/shared/repair/workflow';
import { dayIn, formatDateTime } from '@aerosupply/shared/format/dates';
import type { Database } from '../../db/database';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { fieldError, notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/tenancy/scope';
import { recordTimeline } from '../../platform/timeline';
import { canTransactWith } from '../supplier-control';
import { assertMayOnInquiry, assertMayOnQuote, quoteRecord, validityPassed } from './policy';
import { presentInquiry, presentInquiryDetail, presentQuote, presentSupplierInquiry, quotedFees } from './presenter';
import { notifyShops } from './notices';
import { orderDetail } from './orders';
import { priceListOf } from './price-rounds';
import * as repo from './repo';

const listPriceOf = (p: ListPrice | undefined) => (p ? { price: p.price, currency: p.currency, startQty: p.startQty, roundNumber: p.roundNumber } : null);

const INQUIRY_SUBJECT = 'repair_inquiry';
const DAY = 86_400_000;
/** A day of the order in the company's time zone. */
const dateOf = (d: Date, deps: AppDeps) => dayIn(d, deps.config.companyTimeZone);

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
      // An exchange returns any serviceable serial (D-455).
      serial_return_code: b.pricingMethod === 'flat_rate_exchange' ? 'E' : b.serialReturnCode,
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
    await repo.moveInquiry(trx, id, 'close', now);
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
    await repo.moveInquiry(trx, inquiry.id, 'award', now);
    const lead = q.lead_time_days;
    const exchange = inquiry.pricing_method === 'flat_rate_exchange';
    const orderId = await repo.insertOrder(trx, {
      order_no: await repo.nextNumber(trx, 'order', now),
      business_type: REPAIR_BUSINESS_TYPE,
      inquiry_id: inquiry.id,
      pn: inquiry.pn,
      quote_id: quoteId,
      company_id: q.company_id,
      kind: exchange ? 'exchange' : 'repair',
      status: INITIAL_STATUS[exchange ? 'exchange' : 'repair'],
      status_since: now,
      // The shop's offer binds where it gave one, else what the inquiry asked (D-455).
      serial_return_code: exchange ? 'E' : (q.serial_return_code ?? inquiry.serial_return_code),
      quoted_lead_days: lead,
      due_at: lead !== null ? new Date(now.getTime() + lead * DAY) : null,
      // Until the shop says which tier it performed, the repair level the inquiry asked for (D-452).
      quoted_amount: performedQuotedAmount(quotedFees(q), inquiry.repair_level),
      cap_fee: num(q.cap_fee),
      currency: q.currency,
      process_code: exchange ? 'X' : null,
      warranty_code: q.warranty_code,
      warranty_value: q.warranty_value,
      quotation_date: q.submitted_at ? dateOf(new Date(q.submitted_at), deps) : null,
      approval_date: dateOf(now, deps),
      planned_completion_date: lead !== null ? dateOf(new Date(now.getTime() + lead * DAY), deps) : null,
      // Exchange (D-456): the shop ships a serviceable unit from stock; the core falls due when it ships, on the quotation's terms.
      ...(exchange ? { core_return_days: q.core_return_days ?? CORE_RETURN_DAYS, core_overdue_fee: num(q.core_overdue_fee) } : {}),
      created_at: now,
      updated_at: now,
    });
    await repo.insertStatusChange(trx, { order_id: orderId, from_status: null, to_status: INITIAL_STATUS[exchange ? 'exchange' : 'repair'], at: now, actor_id: actor.userId, actor_name: actor.realName, actor_side: 'staff', note: null });
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
    await repo.moveQuote(trx, quote.id, action, {
      test_fee: v(b.testFee), repair_fee: v(b.repairFee), renovation_fee: v(b.renovationFee), refit_fee: v(b.refitFee),
      fixed_repair_price: v(b.fixedRepairPrice), fixed_renovation_price: v(b.fixedRenovationPrice), painting_fee: v(b.paintingFee), exchange_fee: v(b.exchangeFee),
      handling_rate: v(b.handlingRate), cap_fee: v(b.capFee), claim_days: v(b.claimDays), liability_shelf_days: v(b.liabilityShelfDays),
      liability_flight_hours: v(b.liabilityFlightHours), liability_flight_cycles: v(b.liabilityFlightCycles), warranty_code: v(b.warrantyCode),
      warranty_value: v(b.warrantyValue), lead_time_days: v(b.leadTimeDays), certificate_type: v(b.certificateType), process_code: v(b.processCode),
      currency: v(b.currency), valid_until: v(b.validUntil), manufacturer_bears_freight: b.manufacturerBearsFreight, remarks: v(b.remarks),
      serial_return_code: v(b.serialReturnCode), core_return_days: v(b.coreReturnDays), core_overdue_fee: v(b.coreOverdueFee),
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
    await repo.moveQuote(trx, quote.id, 'no_offer', { no_offer_reason: reason, updated_at: now });
    await recordTimeline(trx, { subject: { type: INQUIRY_SUBJECT, id: inquiryId }, action: 'no_offer', note: reason, actor, at: now });
    return supplierInquiry(trx, actor, inquiryId, now);
  });
}
