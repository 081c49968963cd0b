/** Bill and rate card rows -> responses, with the actions open now and the rate card's expectation. */
import { differenceOf, expectedAmount } from '@aerosupply/shared/freight-bills/amounts';
import type { BillDetail, BillExpectation, BillRow, ForwarderOption, RateCardView } from '@aerosupply/shared/freight-bills/schemas';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import type { Actor } from '../../platform/context';
import type { TimelineEntry } from '../../platform/timeline';
import { billActions, rateCardActions } from './policy';
import type { BillRow as BillDbRow, RateCardRow } from './repo';
import type { ShipmentMatch } from './shipment-match';

const num = (v: string | number) => Number(v);

/** A bill's rate card expectation; the row needs only the card, its weight in kg and its total freight. */
export function expectationOf(row: { rate_card_id: number | null; rate_per_kg: string | null; min_charge: string | null; total_freight: string; /** from the select's computed column */ weight_kg?: string }): BillExpectation | null {
  if (row.rate_card_id === null || row.rate_per_kg === null || row.min_charge === null) return null;
  const card = { ratePerKg: num(row.rate_per_kg), minCharge: num(row.min_charge) };
  const weightKg = Number(row.weight_kg);
  const expected = expectedAmount(weightKg, card);
  return { rateCardId: row.rate_card_id, ...card, weightKg, expectedAmount: expected, difference: differenceOf(num(row.total_freight), expected) };
}

export function presentBillRow(row: BillDbRow, actor: Actor): BillRow {
  const e = expectationOf(row);
  return {
    id: row.id,
    number: row.number,
    forwarderId: row.company_id,
    forwarderName: row.company_name,
    forwarderNameEn: row.company_name_en,
    invoiceNo: row.invoice_no,
    invoiceDate: row.invoice_date,
    transportMode: row.transport_mode as BillRow['transportMode'],
    origin: row.origin,
    destination: row.destination,
    netWeight: num(row.net_weight),
    weightUnit: row.weight_unit as BillRow['weightUnit'],
    currency: row.currency as BillRow['currency'],
    invoiceAmount: num(row.invoice_amount),
    totalFreight: num(row.total_freight),
    expectedAmount: e?.expectedAmount ?? null,
    difference: e?.difference ?? null,
    status: row.status,
    waybillNos: row.waybill_nos,
    updatedAt: row.updated_at.toISOString(),
    actions: billActions(row, actor),
  };
}

export function presentBillDetail(row: BillDbRow, actor: Actor, extra: { files: FileItem[]; history: TimelineEntry[]; shipmentMatch: ShipmentMatch }): BillDetail {
  return {
    ...presentBillRow(row, actor),
    materialLevel: row.material_level as BillDetail['materialLevel'],
    transportLevel: row.transport_level as BillDetail['transportLevel'],
    billingMode: row.billing_mode as BillDetail['billingMode'],
    feeOperation: num(row.fee_operation),
    feeLevel: num(row.fee_level),
    feeBilling: num(row.fee_billing),
    feeRoute: num(row.fee_route),
    feeAdditional: num(row.fee_additional),
    remark: row.remark,
    feedbackDate: row.feedback_date,
    reviewComment: row.review_comment,
    reviewerName: row.reviewer_name,
    source: row.source,
    submittedAt: row.submitted_at ? row.submitted_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    expectation: expectationOf(row),
    shipmentMatch: extra.shipmentMatch,
    files: extra.files,
    history: extra.history.map((h) => ({ action: h.action, fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, actorName: h.actorName, at: h.createdAt })),
  };
}

export function presentRateCard(row: RateCardRow, actor: Actor): RateCardView {
  return {
    id: row.id,
    forwarderId: row.company_id,
    forwarderName: row.company_name,
    forwarderNameEn: row.company_name_en,
    origin: row.origin,
    destination: row.destination,
    transportMode: row.transport_mode as RateCardView['transportMode'],
    currency: row.currency as RateCardView['currency'],
    ratePerKg: num(row.rate_per_kg),
    minCharge: num(row.min_charge),
    effectiveFrom: row.effective_from,
    effectiveTo: row.effective_to,
    remark: row.remark,
    updatedAt: row.updated_at.toISOString(),
    actions: rateCardActions(actor),
  };
}

export const presentForwarder = (r: { id: number; name: string; name_en: string | null }): ForwarderOption => ({ id: r.id, name: r.name, nameEn: r.name_en });
