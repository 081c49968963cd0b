/**
 * Agreements / contracts (issue 13 item 4; D-270..D-273): the buyer's create, edit (a new version
 * once the supplier has seen it), send and cancel; the supplier's confirm and refuse; the bilingual
 * PDF; the daily validity job. Every use case runs in one transaction and locks the agreement
 * first, so two people acting at once get one success and one 409.
 */
import type { Page } from '@aerosupply/shared';
import { agreementInput, type AgreementDetail, type AgreementInput, type AgreementListQuery, type AgreementReasonBody, type AgreementRow, type SupplierOption } from '@aerosupply/shared/agreements/schemas';
import { VERSIONED_EDIT_STATES } from '@aerosupply/shared/agreements/workflow';
import type { z } from 'zod';
import { formatDate } from '@aerosupply/shared/utils';
import type { Database } from '../../db/database';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, fieldError, type AppFieldError } from '../../platform/errors';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { listTimeline, recordTimeline, type TimelineActor } from '../../platform/timeline';
import { checkCodes, itemChecks } from '../dict';
import { canTransactWith } from '../supplier-control';
import { agreementPdf } from './pdf';
import { assertMayOnAgreement, stateAllows } from './policy';
import { presentAgreementDetail, presentAgreementRow } from './presenter';
import * as repo from './repo';
import { round2 } from './rates';
import { diffSnapshots, snapshotOf, type AgreementSnapshot } from './versions';
import { withEvent } from '../webhooks';

export const AGREEMENT_SUBJECT = 'agreement';
export const AGREEMENT_VALIDITY_QUEUE = 'agreements.validity';
export const AGREEMENT_VALIDITY_JOB = 'agreements-validity';


const subject = (id: number) => ({ type: AGREEMENT_SUBJECT, id });
const actorRef = (actor: Actor): TimelineActor => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });

// ---- Reads ----

export async function listAgreements(deps: AppDeps, actor: Actor, q: AgreementListQuery): Promise<Page<AgreementRow>> {
  return mapPage(await repo.listAgreements(deps.db, scopeOf(actor), q), (r) => presentAgreementRow(r, actor));
}

async function loadDetail(db: Database, actor: Actor, id: number): Promise<AgreementDetail> {
  const row = mustFind(await repo.findAgreement(db, scopeOf(actor), id));
  const [lines, clauses, charges, history, previous, current] = await Promise.all([
    repo.listLines(db, id),
    repo.listClauses(db, id),
    repo.listCharges(db, id),
    listTimeline(db, subject(id)),
    row.version > 1 ? repo.findVersion(db, id, row.version - 1) : Promise.resolve(undefined),
    repo.findVersion(db, id, row.version),
  ]);
  const changes = previous && current ? diffSnapshots(previous.snapshot as unknown as AgreementSnapshot, current.snapshot as unknown as AgreementSnapshot) : [];
  return presentAgreementDetail(row, { lines, clauses, charges, history, changes }, actor);
}

export async function getAgreement(deps: AppDeps, actor: Actor, id: number): Promise<AgreementDetail> {
  return deps.db.transaction().execute((trx) => loadDetail(trx, actor, id));
}

/** The agreement as a bilingual PDF: the same read and scope as the detail (another company's is a 404). */
export async function agreementDocument(deps: AppDeps, actor: Actor, id: number): Promise<{ pdf: Buffer; filename: string }> {
  return agreementPdf(await getAgreement(deps, actor, id), deps.now(), deps.config.companyTimeZone);
}

export async function listSupplierOptions(deps: AppDeps, q: string | undefined): Promise<SupplierOption[]> {
  const rows = await repo.supplierOptions(deps.db, q);
  return rows.map((r) => ({ id: r.id, name: r.name, nameEn: r.name_en, vendorCode: r.vendor_code }));
}

// ---- Writes ----

function checkInput(input: AgreementInput): void {
  const errors: AppFieldError[] = [];
  if (input.validTo < input.validFrom) errors.push({ path: 'validTo', errorKey: 'agreements.validity_order' });
  const seen = new Set<number>();
  input.lines.forEach((l, n) => {
    if (seen.has(l.lineNo)) errors.push({ path: `lines.${n}.lineNo`, errorKey: 'agreements.duplicate_line_no' });
    seen.add(l.lineNo);
  });
  input.charges.forEach((c, n) => {
    if (c.lineNo != null && !seen.has(c.lineNo)) errors.push({ path: `charges.${n}.lineNo`, errorKey: 'agreements.unknown_charge_line' });
  });
  if (errors.length) throw new AppError(400, errors[0]!.errorKey, undefined, errors);
}

/** The dictionaries' one check of the codes (D-560): currency, Incoterms, payment terms, each line's unit; no default stands in for an unknown one. */
const agreementCodes = (input: AgreementInput) => [
  { path: 'currency', table: 'currency' as const, value: input.currency },
  { path: 'incoterms', table: 'incoterm' as const, value: input.incoterms },
  { path: 'paymentTerms', table: 'paymentTerm' as const, value: input.paymentTerms },
  ...itemChecks('lines', input.lines, (l) => [{ field: 'unit', table: 'unit', value: l.unit }]),
];

async function assertSupplier(trx: Database, companyId: number): Promise<void> {
  if (!(await repo.findSupplierCompany(trx, companyId))) throw fieldError('companyId', 'agreements.unknown_supplier');
  const check = await canTransactWith(trx, companyId);
  if (!check.ok) throw new AppError(409, check.messageKey);
}

const headerValues = (input: AgreementInput) => {
  const lines = input.lines.map((l) => ({ ...l, amount: round2(l.quantity * l.unitPrice) }));
  // The charges count in the total (D-471).
  const charges = round2(input.charges.reduce((s, c) => s + c.amount, 0));
  return {
    values: {
      company_id: input.companyId,
      title: input.title,
      currency: input.currency,
      incoterms: input.incoterms,
      incoterms_place: input.incotermsPlace ?? null,
      payment_terms: input.paymentTerms,
      valid_from: input.validFrom,
      valid_to: input.validTo,
      remark: input.remark ?? null,
      total_amount: round2(lines.reduce((s, l) => s + l.amount, 0) + charges),
      total_quantity: Math.round(lines.reduce((s, l) => s + l.quantity, 0) * 1000) / 1000,
      line_count: lines.length,
    },
    lines: lines.map((l) => ({
      line_no: l.lineNo,
      part_number: l.partNumber,
      description: l.description ?? null,
      category: l.category,
      quantity: l.quantity,
      unit: l.unit,
      unit_price: l.unitPrice,
      amount: l.amount,
      lead_time_days: l.leadTimeDays ?? null,
      replaces_pn: l.replacesPn ?? null,
      manufacturer_pn: l.manufacturerPn ?? null,
      manufacturer_code: l.manufacturerCode ?? null,
      manufacturer_name: l.manufacturerName ?? null,
      condition_code: l.conditionCode ?? null,
      certificate: l.certificate ?? null,
      postponed_date: l.postponedDate ?? null,
    })),
    clauses: input.clauses.map((c, i) => ({ seq: i + 1, contract_type: c.contractType, contract_no: c.contractNo, contract_name: c.contractName, clause_no: c.clauseNo, clause_text: c.clauseText })),
    charges: input.charges.map((c, i) => ({ seq: i + 1, line_no: c.lineNo ?? null, name: c.name, amount: c.amount })),
  };
};

async function saveSnapshot(trx: Database, scopeActor: Actor | null, id: number): Promise<void> {
  const row = (await repo.findAgreement(trx, { companyId: 2, companyType: 'staff' }, id))!;
  void scopeActor;
  await repo.insertVersion(trx, id, row.version, (await snapshotOf(trx, row)) as unknown as Record<string, unknown>);
}

export interface CreatedAgreement {
  id: number;
  agreementNo: string;
}

interface Person {
  userId: number;
  name: string;
}

/**
 * What the award step hands over: the agreement body, the award's reference (RFx number), the
 * buyer who ran the RFx and the award's approver (D-472).
 */
export type AwardAgreementInput = z.input<typeof agreementInput> & { sourceRef: string; buyer: Person; approver: Person };

interface Source {
  kind: 'manual' | 'award';
  ref: string | null;
  /** Default: the actor. */
  buyer?: Person;
  approver?: Person;
}

async function insertNew(deps: AppDeps, trx: Database, actor: Actor, input: AgreementInput, source: Source): Promise<CreatedAgreement> {
  checkInput(input);
  await checkCodes(trx, agreementCodes(input));
  await assertSupplier(trx, input.companyId);
  const { values, lines, clauses, charges } = headerValues(input);
  const now = deps.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const agreementNo = await repo.nextAgreementNo(trx, String(now.getUTCFullYear()));
    const id = await repo.insertAgreement(trx, {
      ...values,
      agreement_no: agreementNo,
      source: source.kind,
      source_ref: source.ref,
      buyer_user_id: source.buyer?.userId ?? actor.userId,
      buyer_name: source.buyer?.name ?? actor.realName,
      approver_user_id: source.approver?.userId ?? null,
      approver_name: source.approver?.name ?? null,
      updated_at: now,
    });
    if (id === null) continue;
    await repo.replaceContent(trx, id, lines, clauses, charges);
    await saveSnapshot(trx, actor, id);
    await recordTimeline(trx, { subject: subject(id), kind: 'agreement', action: source.kind === 'award' ? 'create_from_award' : 'create', toStatus: 'draft', note: source.ref, actor: actorRef(actor) });
    return { id, agreementNo };
  }
  throw new AppError(409, 'agreements.duplicate_no');
}

export async function createAgreement(deps: AppDeps, actor: Actor, input: AgreementInput): Promise<AgreementDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const { id } = await insertNew(deps, trx, actor, input, { kind: 'manual', ref: null });
    return loadDetail(trx, actor, id);
  });
}

/**
 * The award step's use case (issue 13 item 3, called later by sourcing through index.ts): the
 * winner's quotation items become a draft agreement, in the award's own transaction.
 */
export async function createAgreementFromAward(deps: AppDeps, trx: Database, actor: Actor, input: AwardAgreementInput): Promise<CreatedAgreement> {
  const { sourceRef, buyer, approver, ...rest } = input;
  // The award hands over plain data: the same rules (and defaults) as a buyer's request.
  const parsed = agreementInput.safeParse(rest);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => ({ path: i.path.join('.'), errorKey: i.message }));
    throw new AppError(400, fields[0]!.errorKey, undefined, fields);
  }
  return insertNew(deps, trx, actor, parsed.data, { kind: 'award', ref: sourceRef, buyer, approver });
}

async function locked(trx: Database, actor: Actor, id: number): Promise<repo.AgreementHeaderRow> {
  return mustFind(await repo.findAgreement(trx, scopeOf(actor), id, true));
}

/** Edit: in place while a draft; a new version in draft once the supplier has seen it (D-272). */
export async function updateAgreement(deps: AppDeps, actor: Actor, id: number, input: AgreementInput): Promise<AgreementDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await locked(trx, actor, id);
    assertMayOnAgreement(row, actor, 'edit');
    checkInput(input);
    await checkCodes(trx, agreementCodes(input));
    if (input.companyId !== row.company_id) await assertSupplier(trx, input.companyId);
    const { values, lines, clauses, charges } = headerValues(input);
    const newVersion = VERSIONED_EDIT_STATES.includes(row.status);
    const version = newVersion ? row.version + 1 : row.version;
    const to = await repo.moveAgreement(trx, id, 'edit', { ...values, version, refuse_reason: null, updated_at: deps.now() });
    await repo.replaceContent(trx, id, lines, clauses, charges);
    await saveSnapshot(trx, actor, id);
    await recordTimeline(trx, { subject: subject(id), kind: 'agreement', action: newVersion ? 'new_version' : 'edit', fromStatus: row.status, toStatus: to, note: newVersion ? `v${version}` : null, actor: actorRef(actor) });
    return loadDetail(trx, actor, id);
  });
}

export async function sendAgreement(deps: AppDeps, actor: Actor, id: number): Promise<AgreementDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await locked(trx, actor, id);
    assertMayOnAgreement(row, actor, 'send');
    await assertSupplier(trx, row.company_id);
    const to = await repo.moveAgreement(trx, id, 'send', { sent_at: deps.now(), answered_at: null, updated_at: deps.now() });
    await recordTimeline(trx, { subject: subject(id), kind: 'agreement', action: 'send', fromStatus: row.status, toStatus: to, note: `v${row.version}`, actor: actorRef(actor) });
    return loadDetail(trx, actor, id);
  });
}

export async function cancelAgreement(deps: AppDeps, actor: Actor, id: number, body: AgreementReasonBody): Promise<AgreementDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await locked(trx, actor, id);
    assertMayOnAgreement(row, actor, 'cancel');
    const to = await repo.moveAgreement(trx, id, 'cancel', { cancel_reason: body.reason, updated_at: deps.now() });
    await recordTimeline(trx, { subject: subject(id), kind: 'agreement', action: 'cancel', fromStatus: row.status, toStatus: to, note: body.reason, actor: actorRef(actor) });
    return loadDetail(trx, actor, id);
  });
}

export async function confirmAgreement(deps: AppDeps, actor: Actor, id: number): Promise<AgreementDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await locked(trx, actor, id);
    assertMayOnAgreement(row, actor, 'confirm');
    const to = await repo.moveAgreement(trx, id, 'confirm', { answered_at: deps.now(), updated_at: deps.now() });
    await recordTimeline(trx, { subject: subject(id), kind: 'agreement', action: 'confirm', fromStatus: row.status, toStatus: to, note: `v${row.version}`, actor: actorRef(actor) });
    return withEvent(trx, 'agreement.confirmed', subject(id), await loadDetail(trx, actor, id));
  });
}

export async function refuseAgreement(deps: AppDeps, actor: Actor, id: number, body: AgreementReasonBody): Promise<AgreementDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await locked(trx, actor, id);
    assertMayOnAgreement(row, actor, 'refuse');
    const to = await repo.moveAgreement(trx, id, 'refuse', { refuse_reason: body.reason, answered_at: deps.now(), updated_at: deps.now() });
    await recordTimeline(trx, { subject: subject(id), kind: 'agreement', action: 'refuse', fromStatus: row.status, toStatus: to, note: body.reason, actor: actorRef(actor) });
    return withEvent(trx, 'agreement.refused', subject(id), await loadDetail(trx, actor, id));
  });
}

// ---- Validity job (confirmed -> active when validity starts; -> expired after it ends) ----

/** Moves every due agreement; answers how many were activated and expired. */
export async function runValidity(deps: AppDeps, today = formatDate(deps.now(), false, deps.config.companyTimeZone)): Promise<{ activated: number; expired: number }> {
  let activated = 0;
  let expired = 0;
  const due = await repo.dueForValidity(deps.db, today);
  for (const { id } of due) {
    await deps.db.transaction().execute(async (trx) => {
      const row = await repo.lockForJob(trx, id);
      if (!row) return;
      const action = row.valid_to < today ? 'expire' : row.valid_from <= today ? 'activate' : null;
      if (!action || !stateAllows(row.status, action)) return;
      const to = await repo.moveAgreement(trx, id, action, { updated_at: deps.now() });
      await recordTimeline(trx, { subject: subject(id), kind: 'agreement', action, fromStatus: row.status, toStatus: to, note: today, actor: null });
      if (action === 'expire') expired++;
      else activated++;
    });
  }
  return { activated, expired };
}

/** Per-minute scheduler: queues one validity run when an agreement is due (the run is idempotent). */
export async function tickValidity(deps: AppDeps): Promise<boolean> {
  const today = formatDate(deps.now(), false, deps.config.companyTimeZone);
  const due = await repo.dueForValidity(deps.db, today);
  if (due.length === 0) return false;
  await deps.jobs.enqueueOnce(AGREEMENT_VALIDITY_QUEUE, { id: AGREEMENT_VALIDITY_JOB, date: today }, { maxAttempts: 3 });
  return true;
}

