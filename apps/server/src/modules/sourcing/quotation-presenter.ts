/** Quotation rows -> the response schemas (the supplier's editor and list, staff after the opening, the opening log). */
import type { FileRef } from '@aerosupply/shared/contracts';
import type { OpeningLogEntry, QuotationLine, StaffQuotation, SupplierQuotationRow } from '@aerosupply/shared/sourcing/responses';
import type { Actor } from '../../platform/context';
import { quotationSapActions } from './policy';
import type { OpeningEntryDb, QuotationItemRowDb, StaffQuotationRowDb, SupplierQuotationRowDb } from './quotation-repo';
import type { RfxItemRow } from './repo';
import type { SealedItem } from './sealing';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export type LineQuote = SealedItem;

const quoteFields = (q: LineQuote): NonNullable<QuotationLine['quote']> => ({
  noBid: q.noBid,
  quoteQty: q.quoteQty,
  unitPrice: q.unitPrice,
  currency: q.currency,
  priceUnit: q.priceUnit,
  vatRate: q.vatRate,
  otherFees: q.otherFees,
  leadTimeDays: q.leadTimeDays,
  conditionCode: q.conditionCode ?? null,
  certificate: q.certificate ?? null,
  postponed: q.postponed,
  postponedDate: q.postponedDate,
  alternativePn: q.alternativePn,
  manufacturerPn: q.manufacturerPn,
  manufacturerCode: q.manufacturerCode,
  manufacturerName: q.manufacturerName,
  specialNotes: q.specialNotes,
});

/**
 * Every RFx item with the supplier's quote for it. A new quotation's lines carry the defaults
 * (quote quantity = requested quantity, the preferred currency and VAT rate); the budget only
 * where the RFx or the item shows it.
 */
export function presentQuotationLines(items: RfxItemRow[], quotes: LineQuote[], budgetVisible: boolean, defaults: { currency: string | null; vatRate: number | null } | null): QuotationLine[] {
  const byItem = new Map(quotes.map((q) => [q.rfxItemId, q]));
  return items.map((i) => {
    const q = byItem.get(i.id);
    const shown = budgetVisible || i.show_budget_price;
    const quote: QuotationLine['quote'] = q
      ? quoteFields(q)
      : defaults
        ? quoteFields({
            rfxItemId: i.id, lineNo: i.line_no, noBid: false, quoteQty: Number(i.quantity), unitPrice: null, currency: defaults.currency, priceUnit: 1, vatRate: defaults.vatRate,
            otherFees: [], leadTimeDays: null, postponed: false, postponedDate: null, alternativePn: null, manufacturerPn: null,
            manufacturerCode: i.manufacturer_code, manufacturerName: i.manufacturer_name, specialNotes: null,
          })
        : null;
    return {
      rfxItemId: i.id,
      lineNo: i.line_no,
      materialPn: i.material_pn,
      description: i.description,
      quantity: Number(i.quantity),
      unit: i.unit,
      budgetPrice: shown && i.budget_price !== null ? Number(i.budget_price) : null,
      budgetCurrency: shown ? i.budget_currency : null,
      acceptReplacement: i.accept_replacement,
      quote,
    };
  });
}

export function presentSupplierQuotationRow(r: SupplierQuotationRowDb): SupplierQuotationRow {
  return {
    id: r.id,
    number: r.number,
    rfxId: r.rfx_id,
    rfxNumber: r.rfx_number,
    rfxType: r.rfx_type,
    rfxDescription: r.rfx_description,
    rfxStatus: r.rfx_status,
    deadlineAt: iso(r.deadline_at),
    status: r.status,
    version: r.version,
    submittedAt: iso(r.submitted_at),
    updatedAt: iso(r.updated_at)!,
    itemCount: r.item_count,
  };
}


/** A quotation as staff read it after the opening (the opened version's items). */
export function presentStaffQuotation(r: StaffQuotationRowDb, quotes: LineQuote[], rows: QuotationItemRowDb[], attachments: FileRef[], actor: Actor): StaffQuotation {
  const pn = new Map(rows.map((i) => [i.rfx_item_id, i.material_pn]));
  return {
    id: r.id,
    number: r.number,
    companyId: r.company_id,
    vendorCode: r.vendor_code,
    name: r.name,
    nameEn: r.name_en,
    status: r.status,
    version: r.version,
    submittedAt: iso(r.submitted_at),
    sapSyncStatus: r.sap_sync_status,
    sapSyncAttempts: r.sap_sync_attempts,
    sapSyncError: r.sap_sync_error,
    sapActions: quotationSapActions({ sapStatus: r.sap_sync_status }, actor),
    validityDays: r.validity_days,
    currency: r.currency,
    incoterms: r.incoterms,
    deliveryLocation: r.delivery_location,
    paymentTerm: r.payment_term,
    paymentNote: r.payment_note,
    remark: r.remark,
    answers: Array.isArray(r.answers) ? r.answers : [],
    supplierQuestions: Array.isArray(r.supplier_questions) ? r.supplier_questions : [],
    attachments,
    items: quotes.map((q) => ({ rfxItemId: q.rfxItemId, lineNo: q.lineNo, materialPn: pn.get(q.rfxItemId) ?? '', ...quoteFields(q) })),
  };
}

export function presentOpeningEntry(e: OpeningEntryDb): OpeningLogEntry {
  return {
    seq: e.seq,
    at: iso(e.at)!,
    actorName: e.actor_name,
    how: e.how,
    quotationCount: e.quotation_count,
    quotationsHash: e.quotations_hash,
    prevHash: e.prev_hash,
    hash: e.hash,
  };
}
