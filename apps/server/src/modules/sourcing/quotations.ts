/**
 * Quotation use cases (issue 12 item 3): the supplier's quotation editor (save a draft any time
 * before the deadline, submit with the RFx's rules, revise when allowed). The deadline, the opening
 * and the staff read after it are in quotation-opening.ts. Each write runs in one transaction; a
 * submitted quotation exists only sealed until the opening.
 */
import type { Page } from '@aerosupply/shared';
import type { QuotationBody, SupplierQuotationListQuery } from '@aerosupply/shared/sourcing/schemas';
import type { SupplierQuotation, SupplierQuotationRow } from '@aerosupply/shared/sourcing/responses';
import type { QuotationAction } from '@aerosupply/shared/sourcing/workflow';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { mapPage } from '../../platform/db/paging';
import { recordTimeline } from '../../platform/timeline';
import { listFiles, replaceFiles, type FileOwnerRule } from '../files';
import { checkCodes } from '../dict';
import { quotationCodes } from './code-checks';
import { assertMayOnQuotation, quotationActions, quotationRecord } from './policy';
import { participateBySubmitting } from './bidder-repo';
import { itemFromRow, itemFromSealed, itemRow } from './quotation-lines';
import { presentQuotationLines, presentSupplierQuotationRow, type LineQuote } from './quotation-presenter';
import * as qrepo from './quotation-repo';
import * as repo from './repo';
import { seal, unseal, type SealedItem, type SealedQuotation } from './sealing';

export const QUOTATION_FILES = 'sourcing_quotation';
const RFX_SUBJECT = 'sourcing_rfx';

const scopeOf = (actor: Actor) => ({ companyId: actor.companyId, companyType: actor.companyType });

/** The invited supplier's RFx (404 when not invited or not released) with its quotation. */
async function loadForSupplier(db: Database, actor: Actor, rfxId: number) {
  const rfx = await repo.findSupplierRfx(db, actor.companyId, rfxId);
  if (!rfx) throw notFound();
  return rfx;
}

/** Defaults of a new quotation from the supplier user's quotation preferences (000 §3), then the RFx's conditions. */
async function defaultsOf(db: Database, actor: Actor, rfx: repo.SupplierRfxRowDb) {
  const prefs = await qrepo.userPreferences(db, actor.userId);
  const pick = (k: string) => (typeof prefs[k] === 'string' && prefs[k] !== '' ? (prefs[k] as string) : null);
  const validity = Number(pick('bidValidDay'));
  const vat = Number(pick('cnAddPrice'));
  return {
    validityDays: Number.isInteger(validity) && validity > 0 ? validity : rfx.bid_validity_days,
    currency: pick('offerCurrency'),
    incoterms: pick('ict') ?? rfx.incoterms,
    deliveryLocation: pick('placeDelivery') ?? rfx.delivery_location,
    paymentTerm: pick('paymentCycle') ?? rfx.payment_term,
    paymentNote: pick('paymentCommont') ?? rfx.payment_note,
    vatRate: pick('cnAddPrice') !== null && Number.isFinite(vat) ? vat : null,
  };
}

/** The supplier's own view: a draft from its working copy, a submission from its sealed latest version (its own data). */
async function supplierQuotationView(
  deps: AppDeps,
  db: Database,
  actor: Actor,
  rfxId: number,
  now: Date,
  /** What a save already holds: the RFx items and the lines it wrote (saves re-reading 500 items twice). */
  known?: { items: repo.RfxItemRow[]; draftLines?: LineQuote[] },
): Promise<SupplierQuotation> {
  const rfx = await loadForSupplier(db, actor, rfxId);
  const [items, q] = await Promise.all([known ? known.items : repo.listItems(db, rfxId), qrepo.findQuotation(db, rfxId, actor.companyId)]);
  const record = quotationRecord(q?.status ?? 'draft', rfx, now);
  let header: Omit<SealedQuotation, 'items'>;
  let quotes: LineQuote[] = [];
  let defaults: { currency: string | null; vatRate: number | null } | null = null;
  if (!q) {
    const d = await defaultsOf(db, actor, rfx);
    header = { validityDays: d.validityDays, currency: d.currency, incoterms: d.incoterms, deliveryLocation: d.deliveryLocation, paymentTerm: d.paymentTerm, paymentNote: d.paymentNote, remark: null, answers: [], supplierQuestions: [] };
    defaults = { currency: d.currency, vatRate: d.vatRate };
  } else {
    header = {
      validityDays: q.validity_days,
      currency: q.currency,
      incoterms: q.incoterms,
      deliveryLocation: q.delivery_location,
      paymentTerm: q.payment_term,
      paymentNote: q.payment_note,
      remark: q.remark,
      answers: Array.isArray(q.answers) ? q.answers : [],
      supplierQuestions: Array.isArray(q.supplier_questions) ? q.supplier_questions : [],
    };
    if (q.status === 'draft' && known?.draftLines) quotes = known.draftLines;
    else if (q.status === 'draft' || q.opened_at) quotes = (await qrepo.listQuotationItems(db, [q.id])).map(itemFromRow);
    else if (q.status === 'submitted') {
      const v = await qrepo.latestVersion(db, q.id);
      if (v) {
        const { items: sealedLines, ...sealedHeader } = unseal(deps.config.sealingSecret, rfxId, q.id, v.sealed);
        header = sealedHeader;
        quotes = sealedLines.map(itemFromSealed);
      }
    }
  }
  const [attachments, versions] = q ? await Promise.all([listFiles(db, QUOTATION_FILES, q.id), qrepo.listVersions(db, q.id)]) : [[], []];
  return {
    id: q?.id ?? null,
    number: q?.number ?? null,
    rfxId,
    status: q?.status ?? 'draft',
    version: q?.version ?? 0,
    submittedAt: q?.submitted_at ? new Date(q.submitted_at).toISOString() : null,
    updatedAt: q ? new Date(q.updated_at).toISOString() : null,
    ...header,
    attachments,
    lines: presentQuotationLines(items, quotes, rfx.show_budget_price, defaults),
    versions: versions.map((v) => ({ version: v.version, submittedAt: new Date(v.submitted_at).toISOString(), submittedBy: v.submitted_by_name, sealHash: v.seal_hash })),
    maxOtherFees: deps.config.quoteMaxOtherFees,
    rfx: {
      id: rfx.id,
      number: rfx.number,
      type: rfx.type,
      description: rfx.description,
      purchaseOrg: rfx.purchase_org,
      status: rfx.status,
      releasedAt: rfx.released_at ? new Date(rfx.released_at).toISOString() : null,
      deadlineAt: rfx.deadline_at ? new Date(rfx.deadline_at).toISOString() : null,
      openingAt: rfx.opening_at ? new Date(rfx.opening_at).toISOString() : null,
      itemCount: rfx.item_count,
      participation: rfx.participation,
      declineReason: rfx.decline_reason,
      actions: [],
      allowRevision: rfx.allow_revision,
      mustQuoteAll: rfx.must_quote_all,
      acceptAlternatives: rfx.accept_alternatives,
      showBudgetPrice: rfx.show_budget_price,
      texts: Array.isArray(rfx.texts) ? rfx.texts : [],
    },
    actions: quotationActions(record, actor),
  };
}

export const getSupplierQuotation = (deps: AppDeps, actor: Actor, rfxId: number) => supplierQuotationView(deps, deps.db, actor, rfxId, deps.now());

export async function searchSupplierQuotations(deps: AppDeps, actor: Actor, q: SupplierQuotationListQuery): Promise<Page<SupplierQuotationRow>> {
  return mapPage(await qrepo.listSupplierQuotations(deps.db, actor.companyId, q), presentSupplierQuotationRow);
}

/**
 * Checks the items against the RFx: each names an RFx item; other fees within the setting; an
 * alternative product only where the RFx or the item accepts one. On submit: each quoted item has
 * quantity, unit price and currency; must-quote-all RFx need every item quoted (D-255).
 */
function checkItems(deps: AppDeps, body: QuotationBody, items: repo.RfxItemRow[], rfx: repo.SupplierRfxRowDb, submit: boolean) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const max = deps.config.quoteMaxOtherFees;
  body.items.forEach((it, n) => {
    const item = byId.get(it.rfxItemId);
    if (!item) throw fieldError(`items.${n}.rfxItemId`, 'sourcing.quote.unknown_item');
    if (it.otherFees.length > max) throw new AppError(400, 'sourcing.quote.too_many_fees', { max }, [{ path: `items.${n}.otherFees`, errorKey: 'sourcing.quote.too_many_fees', params: { max } }]);
    if (it.alternativePn && !rfx.accept_alternatives && !item.accept_replacement) throw fieldError(`items.${n}.alternativePn`, 'sourcing.quote.no_alternatives');
    if (submit && !it.noBid) {
      const missing = it.quoteQty === undefined ? 'quoteQty' : it.unitPrice === undefined ? 'unitPrice' : !(it.currency ?? body.currency) ? 'currency' : null;
      if (missing) throw fieldError(`items.${n}.${missing}`, 'sourcing.quote.price_required');
    }
  });
  if (!submit) return;
  const quoted = new Set(body.items.filter((i) => !i.noBid).map((i) => i.rfxItemId));
  if (rfx.must_quote_all) {
    const first = items.findIndex((i) => !quoted.has(i.id));
    if (first >= 0) throw fieldError(`items.${first}`, 'sourcing.quote.must_quote_all');
  }
  if (quoted.size === 0) throw fieldError('items', 'sourcing.quote.nothing_quoted');
}

function sealedItems(body: QuotationBody, items: repo.RfxItemRow[]): SealedItem[] {
  const lineOf = new Map(items.map((i) => [i.id, i.line_no]));
  return body.items
    .map((i) => ({
      rfxItemId: i.rfxItemId,
      lineNo: lineOf.get(i.rfxItemId)!,
      noBid: i.noBid,
      quoteQty: i.noBid ? null : (i.quoteQty ?? null),
      unitPrice: i.noBid ? null : (i.unitPrice ?? null),
      currency: i.currency ?? body.currency ?? null,
      priceUnit: i.priceUnit,
      vatRate: i.vatRate ?? null,
      otherFees: i.noBid ? [] : i.otherFees,
      leadTimeDays: i.leadTimeDays ?? null,
      conditionCode: i.conditionCode ?? null,
      certificate: i.certificate ?? null,
      postponed: i.postponed,
      postponedDate: i.postponed ? (i.postponedDate ?? null) : null,
      alternativePn: i.alternativePn ?? null,
      manufacturerPn: i.manufacturerPn ?? null,
      manufacturerCode: i.manufacturerCode ?? null,
      manufacturerName: i.manufacturerName ?? null,
      specialNotes: i.specialNotes ?? null,
    }))
    .sort((a, b) => a.lineNo - b.lineNo);
}

/**
 * Save the draft, or submit: one transaction (a 500-item quotation is stored whole or not at all).
 * The quotation row is locked, so two submits at once: one stores, the other gets 409. A
 * submission is sealed (D-257): its version holds the ciphertext and the working items are removed.
 */
export async function saveQuotation(deps: AppDeps, actor: Actor, rfxId: number, body: QuotationBody, submit: boolean): Promise<SupplierQuotation> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const rfx = await loadForSupplier(trx, actor, rfxId);
    let q = await qrepo.lockQuotation(trx, rfxId, actor.companyId);
    const action: QuotationAction = submit ? 'submit' : 'save';
    assertMayOnQuotation(quotationRecord(q?.status ?? 'draft', rfx, now), actor, action);
    const items = await repo.listItems(trx, rfxId);
    checkItems(deps, body, items, rfx, submit);
    await checkCodes(trx, quotationCodes(body));
    const header = {
      validity_days: body.validityDays ?? null,
      currency: body.currency ?? null,
      incoterms: body.incoterms ?? null,
      delivery_location: body.deliveryLocation ?? null,
      payment_term: body.paymentTerm ?? null,
      payment_note: body.paymentNote ?? null,
      remark: body.remark ?? null,
      answers: JSON.stringify(body.answers),
      supplier_questions: JSON.stringify(body.supplierQuestions),
      item_count: body.items.length,
      updated_at: now,
    };
    let id: number;
    if (!q) {
      id = await qrepo.insertQuotation(trx, { ...header, number: await qrepo.nextQuotationNumber(trx, now), rfx_id: rfxId, company_id: actor.companyId, created_by: actor.userId, created_at: now });
      q = await qrepo.lockQuotation(trx, rfxId, actor.companyId);
      // Another first save won the insert meanwhile: judge again on its row.
      assertMayOnQuotation(quotationRecord(q!.status, rfx, now), actor, action);
    } else id = q.id;
    const lines = sealedItems(body, items);
    await replaceFiles(trx, { fileKeys: body.attachments, ownerType: QUOTATION_FILES, ownerId: id, scope: scopeOf(actor) });
    if (!submit) {
      await qrepo.updateQuotation(trx, id, header);
      await qrepo.replaceQuotationItems(trx, id, lines.map(itemRow));
      await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: rfxId }, kind: 'quotation', action: 'quotation_saved', note: q!.number, actor, at: now });
    } else {
      const version = q!.version + 1;
      const payload: SealedQuotation = {
        validityDays: header.validity_days,
        currency: header.currency,
        incoterms: header.incoterms,
        deliveryLocation: header.delivery_location,
        paymentTerm: header.payment_term,
        paymentNote: header.payment_note,
        remark: header.remark,
        answers: body.answers,
        supplierQuestions: body.supplierQuestions,
        items: lines,
      };
      const sealed = seal(deps.config.sealingSecret, rfxId, id, payload);
      await qrepo.insertVersion(trx, { quotation_id: id, version, sealed: sealed.sealed, seal_hash: sealed.hash, submitted_at: now, submitted_by_name: actor.realName });
      await qrepo.replaceQuotationItems(trx, id, []);
      const to = await qrepo.moveQuotation(trx, id, 'submit', { ...header, version, submitted_at: now, submitted_by_name: actor.realName });
      // Submitting is participating.
      if (rfx.participation === 'pending') await participateBySubmitting(trx, rfxId, actor.companyId, { decline_reason: null, answered_at: now, answered_by_name: actor.realName });
      await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: rfxId }, kind: 'quotation', action: 'quotation_submitted', fromStatus: q!.status, toStatus: to, note: `${q!.number} v${version}`, actor, at: now });
    }
    return supplierQuotationView(deps, trx, actor, rfxId, now, { items, draftLines: submit ? undefined : lines });
  });
}

/** Revise a submitted quotation (only when the RFx allows it): its latest version becomes the working draft; the submitted version stands until a new one is submitted. */
export async function reviseQuotation(deps: AppDeps, actor: Actor, rfxId: number): Promise<SupplierQuotation> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const rfx = await loadForSupplier(trx, actor, rfxId);
    const q = await qrepo.lockQuotation(trx, rfxId, actor.companyId);
    if (!q) throw notFound();
    const v = await qrepo.latestVersion(trx, q.id);
    assertMayOnQuotation({ ...quotationRecord(q.status, rfx, now), hasSubmittedVersion: v !== undefined }, actor, 'revise');
    const opened = unseal(deps.config.sealingSecret, rfxId, q.id, v!.sealed);
    await qrepo.replaceQuotationItems(trx, q.id, opened.items.map(itemRow));
    const to = await qrepo.moveQuotation(trx, q.id, 'revise', { updated_at: now });
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: rfxId }, kind: 'quotation', action: 'quotation_revised', fromStatus: 'submitted', toStatus: to, note: q.number, actor, at: now });
    return supplierQuotationView(deps, trx, actor, rfxId, now);
  });
}

/** Quotation annexes: the supplier attaches them to its own quotation; staff read them after the opening through the RFx's quotations. */
export const quotationFileRule: FileOwnerRule = {
  canAttach: async (db, actor, ownerId) => actor.companyType === 'supplier' && actor.permissions.has('sup.quotation') && (await qrepo.quotationCompany(db, Number(ownerId))) === actor.companyId,
};
