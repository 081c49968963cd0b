/** Order rows -> responses (typed by the shared schemas), with the actions open now. */
import { isWhole, lineOnTimeBoth, summarizeOnTime, summaryOfCounts, type OnTimeOutcome } from '@aerosupply/shared/orders/on-time';
import { isLiveItem, type OnTimeSummaryView, type OrderDetail, type OrderItemView, type OrderRequestView, type OrderRow } from '@aerosupply/shared/orders/schemas';
import type { Actor } from '../../platform/context';
import type { TimelineEntry } from '../../platform/timeline';
import { toFileItem } from '../files';
import type { AttachmentRow } from './attachments-repo';
import { itemActions, orderActions, requestAnswerActions } from './policy';
import type { OnTimeCounts, OrderOnTimeCounts, ReceiptRow } from './receipts-repo';
import type { DeliveryLineRow, ItemRow, OrderHeaderRow } from './repo';
import type { RequestRow } from './requests-repo';

const num = (v: string) => Number(v);

const NO_LINES: OnTimeCounts = { onTime: 0, late: 0, open: 0, unknown: 0 };
const summaryView = (c: OnTimeCounts): OnTimeSummaryView => {
  const s = summaryOfCounts(c);
  return { outcome: s.outcome, onTime: s.onTime, late: s.late, rate: s.rate };
};
/** On-time delivery of an order (or a supplier) from its line outcome counts (D-481). */
export const presentOnTime = (c: OrderOnTimeCounts | undefined): OrderRow['onTime'] => ({ confirmed: summaryView(c?.confirmed ?? NO_LINES), original: summaryView(c?.original ?? NO_LINES) });

export function presentOrderRow(row: OrderHeaderRow, actor: Actor, onTime?: OrderOnTimeCounts): OrderRow {
  return {
    id: row.id,
    orderNo: row.order_no,
    version: row.version,
    companyId: row.company_id,
    supplierName: row.supplier_name,
    supplierNameEn: row.supplier_name_en,
    vendorCode: row.vendor_code,
    purchaseDept: row.purchase_dept,
    orderType: row.order_type as OrderRow['orderType'],
    orderDate: row.order_date,
    releasedAt: row.released_at.toISOString(),
    totalAmount: num(row.total_amount),
    currency: row.currency,
    buyerName: row.buyer_name,
    status: row.status,
    itemCount: row.item_count,
    pendingRequests: row.pending_requests,
    overdue: row.overdue,
    lastProcessedAt: row.updated_at.toISOString(),
    onTime: presentOnTime(onTime),
    actions: orderActions(row, actor),
  };
}

/** An item's receipts: received so far, the day it became whole (D-480), its on-time outcomes on `today` (D-481). */
function receivedOf(item: ItemRow, receipts: readonly ReceiptRow[], today: string) {
  const quantity = num(item.quantity);
  const receivedQty = receipts.reduce((sum, r) => sum + num(r.quantity), 0);
  const last = receipts.reduce<string | null>((max, r) => (max === null || r.received_on > max ? r.received_on : max), null);
  const receivedOn = isWhole({ quantity, receivedQty }) ? last : null;
  const onTime = lineOnTimeBoth({ quantity, receivedQty, receivedOn, confirmedShipDate: item.confirmed_ship_date, originalShipDate: item.original_ship_date }, today);
  return { receivedQty, receivedOn, onTime };
}

export function presentItem(item: ItemRow, lines: readonly DeliveryLineRow[], order: OrderHeaderRow, actor: Actor, receipts: readonly ReceiptRow[], today: string): OrderItemView {
  return {
    id: item.id,
    itemNo: item.item_no,
    partNumber: item.part_number,
    description: item.description,
    quantity: num(item.quantity),
    unit: item.unit,
    unitPrice: num(item.unit_price),
    vatRate: num(item.vat_rate),
    netAmount: num(item.net_amount),
    vatAmount: num(item.vat_amount),
    total: num(item.total),
    status: item.status,
    originalShipDate: item.original_ship_date,
    requestedShipDate: item.requested_ship_date,
    confirmedShipDate: item.confirmed_ship_date,
    reason: item.reason,
    agreement: item.agreement_id !== null && item.agreement_no !== null && item.agreement_line_no !== null ? { id: item.agreement_id, agreementNo: item.agreement_no, lineNo: item.agreement_line_no } : null,
    deliveryLines: lines.map((l) => ({
      lineNo: l.line_no,
      shipToCode: l.ship_to_code,
      deliveryAddress: l.delivery_address,
      quantity: num(l.quantity),
      needByDate: l.need_by_date,
      originalNeedByDate: l.original_need_by_date,
      confirmedShipDate: l.confirmed_ship_date,
    })),
    ...receivedOf(item, receipts, today),
    receipts: receipts.map((r) => ({ shipmentId: r.shipment_id, shipmentNumber: r.shipment_number, quantity: num(r.quantity), receivedOn: r.received_on })),
    actions: itemActions(item, order, actor),
  };
}

export function presentRequest(r: RequestRow, order: OrderHeaderRow, actor: Actor): OrderRequestView {
  return {
    id: r.id,
    kind: r.kind,
    itemId: r.item_id,
    itemNo: r.item_no,
    version: r.version,
    before: r.before_values,
    after: r.after_values,
    reason: r.reason,
    status: r.status,
    requestedBy: r.requested_by_name,
    requestedAt: r.requested_at.toISOString(),
    answerComment: r.answer_comment,
    answeredBy: r.answered_by_name,
    answeredAt: r.answered_at ? r.answered_at.toISOString() : null,
    actions: requestAnswerActions(r, order, actor),
  };
}

/** A timeline entry as the detail's history (and a 409's `changes`, D-502) shows it. */
export const presentHistoryEntry = (h: TimelineEntry): OrderDetail['history'][number] => ({ id: h.id, action: h.action, fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, by: h.actorName, side: h.actorSide, at: h.createdAt });

export interface DetailParts {
  items: ItemRow[];
  lines: DeliveryLineRow[];
  requests: RequestRow[];
  history: TimelineEntry[];
  versions: { version: number; replaced_at: Date; total_amount: string; item_count: number }[];
  receipts: ReceiptRow[];
  /** The order's revision: its newest timeline entry's id (D-502). */
  revision: number;
  attachments: AttachmentRow[];
  /** The company's calendar day (on-time of lines not yet received). */
  today: string;
}

/** An order's attachment (D-551); a buyer who manages orders may remove it (D-552). */
export const presentAttachment = (a: AttachmentRow, manage: boolean): OrderDetail['attachments'][number] => ({
  file: toFileItem({ id: a.file_id, filename: a.filename, content_type: a.content_type, size: a.size }),
  version: a.version,
  source: a.source,
  addedBy: a.added_by_name,
  addedAt: a.added_at.toISOString(),
  actions: manage ? ['remove'] : [],
});

export function presentOrderDetail(row: OrderHeaderRow, parts: DetailParts, actor: Actor): OrderDetail {
  const manage = actor.companyType === 'staff' && actor.permissions.has('po.manage');
  const linesOf = new Map<number, DeliveryLineRow[]>();
  for (const l of parts.lines) linesOf.set(l.item_id, [...(linesOf.get(l.item_id) ?? []), l]);
  const items = parts.items.map((i) => presentItem(i, linesOf.get(i.id) ?? [], row, actor, parts.receipts.filter((r) => r.item_no === i.item_no), parts.today));
  const live = items.filter(isLiveItem);
  const counts = (basis: 'confirmed' | 'original'): OnTimeCounts => {
    const s = summarizeOnTime(live.map((i): OnTimeOutcome => i.onTime[basis]));
    return { onTime: s.onTime, late: s.late, open: s.open, unknown: s.unknown };
  };
  return {
    ...presentOrderRow(row, actor, { confirmed: counts('confirmed'), original: counts('original') }),
    salesman: row.salesman,
    tel: row.tel,
    email: row.email,
    paymentTerms: row.payment_terms,
    incoterms: row.incoterms,
    deliveryAddress: row.delivery_address,
    invoiceAddress: row.invoice_address,
    remark: row.remark,
    vatInvoice: { company: row.vat_company, taxId: row.vat_tax_id, address: row.vat_address, tel: row.vat_tel, bank: row.vat_bank, account: row.vat_account },
    netAmount: num(row.net_amount),
    vatAmount: num(row.vat_amount),
    fee: num(row.fee),
    supplierNote: row.supplier_note,
    acknowledgementNo: row.acknowledgement_no,
    source: row.source,
    items,
    requests: parts.requests.map((r) => presentRequest(r, row, actor)),
    history: parts.history.map(presentHistoryEntry),
    versions: parts.versions.map((v) => ({ version: v.version, replacedAt: v.replaced_at.toISOString(), totalAmount: num(v.total_amount), itemCount: v.item_count })),
    attachments: parts.attachments.map((a) => presentAttachment(a, manage)),
    attachmentActions: manage ? ['add'] : [],
    revision: parts.revision,
  };
}
