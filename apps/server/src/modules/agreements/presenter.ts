/** Agreement rows -> responses (typed by the shared schemas), with the actions open now. */
import type { AgreementChange, AgreementDetail, AgreementRow } from '@aerosupply/shared/agreements/schemas';
import type { Actor } from '../../platform/context';
import type { TimelineEntry } from '../../platform/timeline';
import { agreementActions } from './policy';
import { round2 } from './rates';
import type { AgreementHeaderRow, ChargeRow, ClauseRow, LineRow } from './repo';

export function presentAgreementRow(row: AgreementHeaderRow, actor: Actor): AgreementRow {
  return {
    id: row.id,
    agreementNo: row.agreement_no,
    version: row.version,
    title: row.title,
    companyId: row.company_id,
    supplierName: row.supplier_name,
    supplierNameEn: row.supplier_name_en,
    vendorCode: row.vendor_code,
    status: row.status,
    currency: row.currency,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    totalAmount: Number(row.total_amount),
    lineCount: row.line_count,
    buyerName: row.buyer_name,
    updatedAt: row.updated_at.toISOString(),
    actions: agreementActions(row, actor),
  };
}

export function presentAgreementDetail(
  row: AgreementHeaderRow,
  parts: { lines: LineRow[]; clauses: ClauseRow[]; charges: ChargeRow[]; history: TimelineEntry[]; changes: AgreementChange[] },
  actor: Actor,
): AgreementDetail {
  const linesAmount = round2(parts.lines.reduce((s, l) => s + Number(l.amount), 0));
  const chargesAmount = round2(parts.charges.reduce((s, c) => s + Number(c.amount), 0));
  return {
    ...presentAgreementRow(row, actor),
    incoterms: row.incoterms,
    incotermsPlace: row.incoterms_place,
    paymentTerms: row.payment_terms,
    remark: row.remark,
    source: row.source,
    sourceRef: row.source_ref,
    refuseReason: row.refuse_reason,
    cancelReason: row.cancel_reason,
    sentAt: row.sent_at?.toISOString() ?? null,
    answeredAt: row.answered_at?.toISOString() ?? null,
    approverName: row.approver_name,
    lines: parts.lines.map((l) => ({
      lineNo: l.line_no,
      partNumber: l.part_number,
      description: l.description,
      category: l.category,
      quantity: Number(l.quantity),
      unit: l.unit,
      unitPrice: Number(l.unit_price),
      amount: Number(l.amount),
      leadTimeDays: l.lead_time_days,
      replacesPn: l.replaces_pn,
      manufacturerPn: l.manufacturer_pn,
      manufacturerCode: l.manufacturer_code,
      manufacturerName: l.manufacturer_name,
      conditionCode: l.condition_code,
      certificate: l.certificate,
      postponedDate: l.postponed_date,
    })),
    clauses: parts.clauses.map((c) => ({
      contractType: c.contract_type as AgreementDetail['clauses'][number]['contractType'],
      contractNo: c.contract_no,
      contractName: c.contract_name,
      clauseNo: c.clause_no,
      clauseText: c.clause_text,
    })),
    charges: parts.charges.map((c) => ({ lineNo: c.line_no, name: c.name, amount: Number(c.amount) })),
    linesAmount,
    chargesAmount,
    changes: parts.changes,
    history: parts.history.map((h) => ({ action: h.action, fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, actorName: h.actorName, at: h.createdAt })),
  };
}
