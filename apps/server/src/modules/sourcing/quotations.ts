/**
 * Quotation use cases (issue 12 items 3-5): the supplier's quotation editor (save a draft any
 * time before the deadline, submit with the RFx's rules, revise when allowed), the deadline that
 * closes quoting, the sealed opening with its hash-chained log, and the staff read after opening.
 * Each write runs in one transaction; a submitted quotation exists only sealed until the opening.
 */
import type { Page } from '@aerosupply/shared';
import type { QuotationBody, SupplierQuotationListQuery } from '@aerosupply/shared/sourcing/schemas';
import type { OpeningLogCheck, OpeningLogEntry, StaffQuotation, SupplierQuotation, SupplierQuotationRow } from '@aerosupply/shared/sourcing/responses';
import { QUOTATION_WORKFLOW, type QuotationAction } from '@aerosupply/shared/sourcing/workflow';
import { transitionOf } from '@aerosupply/shared/workflow/machine';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { mapPage } from '../../platform/db/paging';
import { recordTimeline } from '../../platform/timeline';
import { listFiles, replaceFiles, type FileOwnerRule } from '../files';
import { checkCodes } from '../dict';
import { quotationCodes } from './code-checks';
import { assertMayOnQuotation, quotationActions, quotationRecord } from './policy';
import { presentOpeningEntry, presentQuotationLines, presentStaffQuotation, presentSupplierQuotationRow, type LineQuote } from './quotation-presenter';
import * as qrepo from './quotation-repo';
import * as repo from './repo';
import { entryHash, GENESIS_HASH, quotationsHash, seal, sha256, unseal, type SealedItem, type SealedQuotation } from './sealing';

export const QUOTATION_FILES = 'sourcing_quotation';
const RFX_SUBJECT = 'sourcing_rfx';

const scopeOf = (actor: Actor) => ({ companyId: actor.companyId, companyType: actor.companyType });
const num = (v: string | number | null) => (v === null ? null : Number(v));

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

const itemFromSealed = (i: SealedItem): LineQuote => ({ ...i, conditionCode: i.conditionCode ?? null, certificate: i.certificate ?? null });

function itemFromRow(i: qrepo.QuotationItemRowDb): LineQuote {
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

const itemRow = (i: SealedItem): qrepo.QuotationItemValues => ({
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
      await qrepo.updateQuotation(trx, id, { ...header, status: transitionOf(QUOTATION_WORKFLOW, 'submit').to!, version, submitted_at: now, submitted_by_name: actor.realName });
      // Submitting is participating.
      if (rfx.participation === 'pending') await repo.setParticipation(trx, rfxId, actor.companyId, { participation: 'participating', decline_reason: null, answered_at: now, answered_by_name: actor.realName });
      await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: rfxId }, kind: 'quotation', action: 'quotation_submitted', fromStatus: q!.status, toStatus: 'submitted', note: `${q!.number} v${version}`, actor, at: now });
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
    assertMayOnQuotation(quotationRecord(q.status, rfx, now), actor, 'revise');
    const v = await qrepo.latestVersion(trx, q.id);
    if (!v) throw conflict('sourcing.quote.wrong_state');
    const opened = unseal(deps.config.sealingSecret, rfxId, q.id, v.sealed);
    await qrepo.replaceQuotationItems(trx, q.id, opened.items.map(itemRow));
    await qrepo.updateQuotation(trx, q.id, { status: transitionOf(QUOTATION_WORKFLOW, 'revise').to!, updated_at: now });
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: rfxId }, kind: 'quotation', action: 'quotation_revised', fromStatus: 'submitted', toStatus: 'draft', note: q.number, actor, at: now });
    return supplierQuotationView(deps, trx, actor, rfxId, now);
  });
}

/** Quotation annexes: the supplier attaches them to its own quotation; staff read them after the opening through the RFx's quotations. */
export const quotationFileRule: FileOwnerRule = {
  canAttach: async (db, actor, ownerId) => actor.companyType === 'supplier' && actor.permissions.has('sup.quotation') && (await qrepo.quotationCompany(db, Number(ownerId))) === actor.companyId,
};

// ---- deadline ----

/**
 * At the deadline quoting closes (issue 12 item 4; D-256): run every minute by the scheduler.
 * Unanswered invitations become `expired`, never-submitted drafts `not_quoted`. A submission after
 * the deadline is refused by the policy's time comparison even before this runs.
 */
export async function closeDueQuoting(deps: AppDeps): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const due = await qrepo.lockDueForClosing(trx, now);
    for (const r of due) {
      await qrepo.closeQuoting(trx, r.id, now, () => qrepo.nextQuotationNumber(trx, now));
      await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: r.id }, kind: 'quotation', action: 'quoting_closed', note: r.number, actor: null, at: now });
    }
    return due.length;
  });
}

// ---- opening ----

/**
 * Opens the sealed quotations of an RFx in the caller's transaction (open early or at the opening
 * time; the RFx row is already moved to completed): closes quoting, unseals each submitted
 * quotation's latest version into its items and appends the opening log entry, which carries the
 * previous entry's hash and the hash of the sealed versions it opened (D-258).
 */
export async function openQuotations(secret: string, trx: Database, rfxId: number, actor: Pick<Actor, 'userId' | 'realName'> | null, how: 'early' | 'scheduled', now: Date): Promise<void> {
  await qrepo.closeQuoting(trx, rfxId, now, () => qrepo.nextQuotationNumber(trx, now));
  const versions = await qrepo.latestVersionsOfRfx(trx, rfxId);
  const rows = versions.flatMap((v) => unseal(secret, rfxId, v.id, v.sealed).items.map((i) => ({ ...itemRow(i), quotation_id: v.id })));
  await qrepo.replaceItemsOfQuotations(trx, versions.map((v) => v.id), rows);
  await qrepo.markOpened(trx, rfxId, now);
  await qrepo.lockOpeningLog(trx);
  const last = await qrepo.lastOpeningEntry(trx);
  const seq = await qrepo.nextOpeningSeq(trx);
  const entry = {
    seq,
    rfxId,
    at: now,
    actorId: actor?.userId ?? null,
    how,
    quotationCount: versions.length,
    quotationsHash: quotationsHash(versions.map((v) => ({ quotationId: v.id, version: v.version, sealHash: sha256(v.sealed) }))),
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  await qrepo.appendOpeningEntry(trx, {
    seq,
    rfx_id: rfxId,
    at: now,
    actor_id: entry.actorId,
    actor_name: actor?.realName ?? null,
    how,
    quotation_count: entry.quotationCount,
    quotations_hash: entry.quotationsHash,
    prev_hash: entry.prevHash,
    hash: entryHash(entry),
  });
}

/** Staff: the quotations of an opened RFx with their prices; before the opening 409 (sealed). */
export async function listRfxQuotations(deps: AppDeps, actor: Actor, rfxId: number): Promise<StaffQuotation[]> {
  const rfx = await repo.findRfx(deps.db, rfxId);
  if (!rfx) throw notFound();
  if (rfx.status !== 'completed') throw conflict('sourcing.rfx.sealed');
  const rows = await qrepo.listRfxQuotations(deps.db, rfxId);
  const items = await qrepo.listQuotationItems(deps.db, rows.map((r) => r.id));
  const out: StaffQuotation[] = [];
  for (const r of rows) out.push(presentStaffQuotation(r, items.filter((i) => i.quotation_id === r.id).map(itemFromRow), items.filter((i) => i.quotation_id === r.id), await listFiles(deps.db, QUOTATION_FILES, r.id), actor));
  return out;
}

/** The opening log of an RFx: staff with the RFx permission, or an invited supplier (404 otherwise). */
export async function openingLogOf(deps: AppDeps, actor: Actor, rfxId: number): Promise<OpeningLogEntry[]> {
  await assertOnRfx(deps.db, actor, rfxId);
  return (await qrepo.listOpeningLog(deps.db, rfxId)).map(presentOpeningEntry);
}

async function assertOnRfx(db: Database, actor: Actor, rfxId: number) {
  const visible = actor.companyType === 'supplier' ? await repo.findSupplierRfx(db, actor.companyId, rfxId) : await repo.findRfx(db, rfxId);
  if (!visible) throw notFound();
}

/**
 * The chain check: recomputes every entry's hash from the start of the log up to this RFx's last
 * entry (each link's previous hash included), and the hash of this RFx's opened sealed versions.
 */
export async function checkOpeningLog(deps: AppDeps, actor: Actor, rfxId: number): Promise<OpeningLogCheck> {
  await assertOnRfx(deps.db, actor, rfxId);
  const own = await qrepo.listOpeningLog(deps.db, rfxId);
  if (own.length === 0) return { valid: true, checked: 0, brokenAt: null };
  const chain = await qrepo.openingChainUpTo(deps.db, own[own.length - 1]!.seq);
  let prev = GENESIS_HASH;
  for (const e of chain) {
    const expected = entryHash({ prevHash: prev, seq: e.seq, rfxId: e.rfx_id, at: e.at, actorId: e.actor_id, how: e.how, quotationCount: e.quotation_count, quotationsHash: e.quotations_hash });
    if (e.prev_hash !== prev || e.hash !== expected) return { valid: false, checked: chain.length, brokenAt: e.seq };
    prev = e.hash;
  }
  const versions = await qrepo.latestVersionsOfRfx(deps.db, rfxId);
  const now = quotationsHash(versions.map((v) => ({ quotationId: v.id, version: v.version, sealHash: sha256(v.sealed) })));
  const opening = own[0]!;
  if (opening.quotations_hash !== now || opening.quotation_count !== versions.length) return { valid: false, checked: chain.length, brokenAt: opening.seq };
  return { valid: true, checked: chain.length, brokenAt: null };
}

