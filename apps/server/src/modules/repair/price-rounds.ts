/**
 * Wheel price lists (issue 15 item 3, D-341, D-342): staff send a price round to repair shops, each
 * shop holds / submits its stepped prices per P/N or makes no offer (the quotation states, while the
 * round accepts answers), staff close the round; the submitted prices of rounds valid today are the
 * price list read per P/N (and shown beside the suggested shops of a repair inquiry).
 */
import { dayIn } from '@aerosupply/shared/format/dates';
import type { Page } from '@aerosupply/shared';
import {
  ANSWER_ACTIONS, ROUND_WORKFLOW, type AnswerBody, type AnswerView, type ListPrice, type RoundBody, type RoundDetail, type RoundListQuery, type RoundRow,
  type SupplierRound, type SupplierRoundQuery,
} from '@aerosupply/shared/repair/price-rounds';
import { inquiryGroupOf, QUOTE_WORKFLOW, type QuoteAction } from '@aerosupply/shared/repair/workflow';
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import type { Database } from '../../db/database';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { enforce, fieldError, notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/tenancy/scope';
import { recordTimeline } from '../../platform/timeline';
import { canTransactWith } from '../supplier-control';
import { notifyShops } from './notices';
import { isAccepting, isPrivateDraft } from './policy';
import * as repo from './price-repo';
import { officialSuppliers } from './repo';

const ROUND_SUBJECT = 'repair_price_round';
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

// ---- presenters ----

function roundFields(r: repo.RoundDbRow) {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    title: r.title,
    materialGroup: r.material_group as RoundRow['materialGroup'],
    validFrom: r.valid_from_text,
    validTo: r.valid_to_text,
    quotationDeadline: iso(r.quotation_deadline)!,
    lines: r.lines,
    createdBy: r.created_by_name,
    createdAt: iso(r.created_at)!,
  };
}

const roundRecordOf = (answer: { status: AnswerView['status'] }, round: repo.RoundDbRow, now: Date) => ({
  status: answer.status,
  accepting: isAccepting(round, now),
  inquiryOpen: round.status === 'sent',
  canTransact: true,
  // A round's answer has no validity of its own: the round's period is its validity.
  validityPassed: false,
});

function presentAnswer(a: repo.AnswerDbRow, round: repo.RoundDbRow, actor: Actor, now: Date): AnswerView {
  const draft = isPrivateDraft(a.status, a.company_id, actor);
  const allowed = new Set<QuoteAction>(allowedActions(QUOTE_WORKFLOW, roundRecordOf(a, round, now), actor));
  return {
    id: a.id,
    companyId: a.company_id,
    companyName: a.company_name,
    companyNameEn: a.company_name_en,
    status: a.status,
    // A held answer is the shop's draft: others see that it exists, not its prices (issue 27 item 1).
    remarks: draft ? null : a.remarks,
    noOfferReason: a.no_offer_reason,
    lines: a.lines.map((l) => ({ pn: l.pn, tiers: draft ? [] : l.tiers })),
    submittedAt: iso(a.submitted_at),
    actions: ANSWER_ACTIONS.filter((x) => allowed.has(x)),
  };
}

function presentRound(r: repo.RoundDbRow, actor: Actor, now: Date): RoundRow {
  return {
    ...roundFields(r),
    shopCount: r.shop_count ?? 0,
    submittedCount: r.submitted_count ?? 0,
    expired: !isAccepting(r, now),
    actions: allowedActions(ROUND_WORKFLOW, r, actor),
  };
}

// ---- staff ----

export async function searchRounds(deps: AppDeps, actor: Actor, q: RoundListQuery): Promise<Page<RoundRow>> {
  const now = deps.now();
  return mapPage(await repo.listRounds(deps.db, q), (r) => presentRound(r, actor, now));
}

async function roundDetail(db: Database, actor: Actor, id: number, now: Date): Promise<RoundDetail> {
  const r = await repo.findRound(db, id);
  if (!r) throw notFound();
  const answers = (await repo.listAnswers(db, id)).map((a) => presentAnswer(a, r, actor, now));
  return { ...presentRound(r, actor, now), answers };
}

export const getRound = (deps: AppDeps, actor: Actor, id: number) => roundDetail(deps.db, actor, id, deps.now());

export async function createRound(deps: AppDeps, actor: Actor, b: RoundBody): Promise<RoundDetail> {
  const now = deps.now();
  if (new Date(b.quotationDeadline).getTime() <= now.getTime()) throw fieldError('quotationDeadline', 'repair.inquiry.deadline_past');
  if (new Set(b.shops).size !== b.shops.length) throw fieldError('shops', 'repair.shop_duplicate');
  const official = await officialSuppliers(deps.db, b.shops);
  for (const [n, id] of b.shops.entries()) {
    if (!official.has(id)) throw fieldError(`shops.${n}`, 'repair.shop_not_supplier');
    if (!(await canTransactWith(deps.db, id)).ok) throw fieldError(`shops.${n}`, 'repair.shop_cannot_transact');
  }
  return deps.db.transaction().execute(async (trx) => {
    const number = await repo.nextRoundNumber(trx, now);
    const id = await repo.insertRound(trx, {
      number,
      title: b.title,
      material_group: b.materialGroup,
      valid_from: b.validFrom,
      valid_to: b.validTo,
      quotation_deadline: b.quotationDeadline,
      lines: JSON.stringify(b.lines),
      created_by: actor.userId,
      created_by_name: actor.realName,
      created_at: now,
      updated_at: now,
    });
    await repo.insertAnswers(trx, id, b.shops, now);
    await recordTimeline(trx, { subject: { type: ROUND_SUBJECT, id }, action: 'sent', toStatus: 'sent', actor, at: now });
    await notifyShops(deps, trx, b.shops, 'repair.price_round_received', { number, title: b.title, deadline: b.quotationDeadline }, `/sup/wheel-prices/${id}`);
    return roundDetail(trx, actor, id, now);
  });
}

export async function closeRound(deps: AppDeps, actor: Actor, id: number): Promise<RoundDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.lockRound(trx, id);
    if (!row) throw notFound();
    enforce(decide(ROUND_WORKFLOW, 'close', row, actor));
    const now = deps.now();
    await repo.moveRound(trx, id, 'close', now);
    await recordTimeline(trx, { subject: { type: ROUND_SUBJECT, id }, action: 'closed', fromStatus: 'sent', toStatus: 'closed', actor, at: now });
    return roundDetail(trx, actor, id, now);
  });
}

/** The price list of a P/N: each shop's submitted price from its latest round valid today, cheapest first. */
export async function priceListOf(deps: AppDeps, pn: string): Promise<ListPrice[]> {
  const today = dayIn(deps.now(), deps.config.companyTimeZone);
  const seen = new Set<number>();
  const out: ListPrice[] = [];
  for (const r of await repo.submittedPricesOf(deps.db, pn, today)) {
    if (seen.has(r.company_id) || !r.tiers?.length) continue;
    seen.add(r.company_id);
    const first = [...r.tiers].sort((x, y) => x.startQty - y.startQty)[0]!;
    out.push({
      companyId: r.company_id, companyName: r.company_name, companyNameEn: r.company_name_en, roundId: r.round_id, roundNumber: r.round_number,
      validTo: r.valid_to, price: first.price, currency: first.currency, startQty: first.startQty, deliveryDays: first.deliveryDays,
    });
  }
  return out.sort((x, y) => x.price - y.price);
}

// ---- the shop ----

function presentSupplierRound(r: repo.RoundDbRow, answer: AnswerView, now: Date): SupplierRound {
  return { ...roundFields(r), group: inquiryGroupOf(answer.status, isAccepting(r, now)), answer };
}

export async function searchSupplierRounds(deps: AppDeps, actor: Actor, q: SupplierRoundQuery): Promise<Page<SupplierRound>> {
  const now = deps.now();
  const page = await repo.listSupplierRounds(deps.db, actor.companyId, q, now);
  const rows: SupplierRound[] = [];
  for (const r of page.rows) rows.push(presentSupplierRound(r, presentAnswer(await repo.findAnswer(deps.db, r.answer_id), r, actor, now), now));
  return { ...page, rows };
}

async function supplierRound(db: Database, actor: Actor, roundId: number, now: Date): Promise<SupplierRound> {
  const answer = await repo.findOwnAnswer(db, scopeOf(actor), roundId);
  if (!answer) throw notFound();
  const round = (await repo.findRound(db, roundId))!;
  return presentSupplierRound(round, presentAnswer(answer, round, actor, now), now);
}

export const getSupplierRound = (deps: AppDeps, actor: Actor, id: number) => supplierRound(deps.db, actor, id, deps.now());

async function lockOwn(trx: Database, actor: Actor, roundId: number) {
  const answer = await repo.lockOwnAnswer(trx, scopeOf(actor), roundId);
  if (!answer) throw notFound();
  const round = (await repo.lockRound(trx, roundId))!;
  return { answer, round };
}

const record = (answer: { status: AnswerView['status'] }, round: { status: 'sent' | 'closed'; quotation_deadline: Date | string }, now: Date) => ({
  status: answer.status,
  accepting: isAccepting(round, now),
  inquiryOpen: round.status === 'sent',
  canTransact: true,
  // A round's answer has no validity of its own: the round's period is its validity.
  validityPassed: false,
});

/** Hold or submit the shop's prices; every P/N must be one of the round's; submitting needs a tier on at least one line. */
export async function saveAnswer(deps: AppDeps, actor: Actor, roundId: number, b: AnswerBody): Promise<SupplierRound> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { answer, round } = await lockOwn(trx, actor, roundId);
    const action = b.submit ? 'submit' : 'save';
    enforce(decide(QUOTE_WORKFLOW, action, record(answer, round, now), actor));
    const pns = new Set(round.lines.map((l) => l.pn.toUpperCase()));
    const seen = new Set<string>();
    for (const [i, l] of b.lines.entries()) {
      const key = l.pn.toUpperCase();
      if (!pns.has(key)) throw fieldError(`lines.${i}.pn`, 'repair.round.unknown_pn');
      if (seen.has(key)) throw fieldError(`lines.${i}.pn`, 'repair.round.pn_twice');
      seen.add(key);
    }
    if (b.submit && !b.lines.some((l) => l.tiers.length > 0)) throw fieldError('lines', 'repair.round.no_price');
    await repo.moveAnswer(trx, answer.id, action, {
      remarks: b.remarks ?? null,
      lines: JSON.stringify(
        b.lines.map((l) => ({ pn: l.pn, tiers: l.tiers.map((t) => ({ ...t, manufacturerCode: t.manufacturerCode ?? null, factoryPrice: t.factoryPrice ?? null, alternativePn: t.alternativePn ?? null })) })),
      ),
      submitted_at: b.submit ? now : null,
      updated_at: now,
    });
    if (b.submit) await recordTimeline(trx, { subject: { type: ROUND_SUBJECT, id: roundId }, action: 'prices_submitted', note: actor.companyName, actor, at: now });
    return supplierRound(trx, actor, roundId, now);
  });
}

export async function declineRound(deps: AppDeps, actor: Actor, roundId: number, reason: string): Promise<SupplierRound> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { answer, round } = await lockOwn(trx, actor, roundId);
    enforce(decide(QUOTE_WORKFLOW, 'no_offer', record(answer, round, now), actor));
    await repo.moveAnswer(trx, answer.id, 'no_offer', { no_offer_reason: reason, updated_at: now });
    await recordTimeline(trx, { subject: { type: ROUND_SUBJECT, id: roundId }, action: 'no_offer', note: reason, actor, at: now });
    return supplierRound(trx, actor, roundId, now);
  });
}
