/** A quotation's lines between their three forms: the sealed payload, the stored item rows, and the lines the views present. */
import type { LineQuote } from './quotation-presenter';
import type * as qrepo from './quotation-repo';
import type { SealedItem } from './sealing';

const num = (v: string | number | null) => (v === null ? null : Number(v));

export const itemFromSealed = (i: SealedItem): LineQuote => ({ ...i, conditionCode: i.conditionCode ?? null, certificate: i.certificate ?? null });

export function itemFromRow(i: qrepo.QuotationItemRowDb): LineQuote {
  return {
    rfxItemId: i.rfx_item_id,
    lineNo: i.line_no,
    noBid: i.no_bid,
    quoteQty: num(i.quote_qty),
    unitPrice: num(i.unit_price),
    currency: i.currency,
    priceUnit: i.price_unit,
    vatRate: num(i.vat_rate),
    otherFees: Array.isArray(i.other_fees) ? i.other_fees : [],
    leadTimeDays: i.lead_time_days,
    conditionCode: i.condition_code,
    certificate: i.certificate,
    postponed: i.postponed,
    postponedDate: i.postponed_date,
    alternativePn: i.alternative_pn,
    manufacturerPn: i.manufacturer_pn,
    manufacturerCode: i.manufacturer_code,
    manufacturerName: i.manufacturer_name,
    specialNotes: i.special_notes,
  };
}

export const itemRow = (i: SealedItem): qrepo.QuotationItemValues => ({
  rfx_item_id: i.rfxItemId,
  line_no: i.lineNo,
  no_bid: i.noBid,
  quote_qty: i.quoteQty,
  unit_price: i.unitPrice,
  currency: i.currency,
  price_unit: i.priceUnit,
  vat_rate: i.vatRate,
  other_fees: JSON.stringify(i.otherFees),
  lead_time_days: i.leadTimeDays,
  condition_code: i.conditionCode ?? null,
  certificate: i.certificate ?? null,
  postponed: i.postponed,
  postponed_date: i.postponedDate,
  alternative_pn: i.alternativePn,
  manufacturer_pn: i.manufacturerPn,
  manufacturer_code: i.manufacturerCode,
  manufacturer_name: i.manufacturerName,
  special_notes: i.specialNotes,
});
