/**
 * Award of an opened RFx (issue 13 item 3; D-281..D-283): the buyer awards the whole RFx or splits
 * items and quantities across suppliers (a reason when the cheapest is not chosen) and picks the
 * reviewer among the inquiry approvers of the RFx's purchasing organisation; the approver approves
 * (a draft agreement per winning supplier, winners and the others told) or rejects (the buyer may
 * award again). One pending or approved award per RFx: of two buyers awarding at once, one wins.
 */
import { dayIn } from '@aerosupply/shared/format/dates';
import { checkAwardSplit, type AwardAction, type AwardBody, type AwardState, type AwardView } from '@aerosupply/shared/sourcing/award';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { recordTimeline } from '../../platform/timeline';
import { findInquiryApprovers } from '../auditors';
import { notify } from '../notifications';
import { createAgreements, planAgreements, presentPlan, previewConvert } from './award-agreement';
import { assertMayOnAward, awardActions, awardRecord } from './award-policy';
import * as arepo from './award-repo';
import { buildComparison, openedRfx } from './comparison';
import * as qrepo from './quotation-repo';
import * as repo from './repo';
import { assertLatestRound } from './rounds';

const RFX_SUBJECT = 'sourcing_rfx';
export { AWARD_AGREEMENT_MONTHS } from './award-agreement';

type RfxRow = NonNullable<Awaited<ReturnType<typeof repo.findRfx>>>;

/** Inquiry approvers of the RFx's purchasing organisation for any of its items' categories (blank rows match any; D-282). */
export async function awardApprovers(db: Database, rfx: RfxRow): Promise<{ userId: number; name: string }[]> {
  const items = await repo.listItems(db, rfx.id);
  const categories = [...new Set([null, ...items.map((i) => i.purchase_category)])];
  const found = new Map<number, string>();
  for (const category1 of categories)
    for (const supplierType of [null, 'aircraft', 'general'] as const)
      for (const a of await findInquiryApprovers(db, { purchaseOrg: rfx.purchase_org, category1, supplierType })) found.set(a.userId, a.name);
  return [...found].map(([userId, name]) => ({ userId, name })).sort((a, b) => a.userId - b.userId);
}

function present(row: arepo.AwardRowDb, lines: arepo.AwardLineRowDb[], plans: AwardView['plans'], actor: Actor, lang: 'zh' | 'en' = 'zh'): AwardView {
  return {
    id: row.id,
    rfxId: row.rfx_id,
    status: row.status,
    reason: row.reason,
    approverId: row.approver_id,
    approverName: row.approver_name,
    submittedBy: row.submitted_by_name,
    submittedAt: new Date(row.submitted_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    comment: row.comment,
    lines: lines.map((l) => ({
      rfxItemId: l.rfx_item_id,
      lineNo: l.line_no,
      materialPn: l.material_pn,
      companyId: l.company_id,
      supplierName: lang === 'en' && l.name_en ? l.name_en : l.name,
      quantity: Number(l.quantity),
      unitPrice: Number(l.unit_price),
      currency: l.currency,
      agreementNo: l.agreement_no,
    })),
    plans,
    actions: awardActions(awardRecord(row), actor),
  };
}

async function stateOf(db: Database, actor: Actor, rfx: RfxRow, now: Date): Promise<AwardState> {
  const awards = await arepo.listAwards(db, rfx.id);
  const lines = await arepo.listAwardLines(db, awards.map((a) => a.id));
  // The rate of the company's day (the default zone: the state has no deps).
  const convert = previewConvert(db, dayIn(now));
  const views: AwardView[] = [];
  for (const a of awards) {
    const own = lines.filter((l) => l.award_id === a.id);
    const nameOf = (companyId: number) => own.find((l) => l.company_id === companyId)!.name;
    // What each winner's agreement carries, shown before the approval (D-473).
    const plans = (await planAgreements(db, rfx, a.id, convert)).map((p) => presentPlan(p, nameOf(p.companyId)));
    views.push(present(a, own, plans, actor));
  }
  return {
    awards: views,
    approvers: await awardApprovers(db, rfx),
    canAward: !awards.some((a) => a.status !== 'rejected') && !(await arepo.nextRoundOf(db, rfx.id)),
  };
}

export async function getAwardState(deps: AppDeps, actor: Actor, rfxId: number): Promise<AwardState> {
  return stateOf(deps.db, actor, await openedRfx(deps.db, rfxId), deps.now());
}

/** Submits an award for review (400 on the split rules, 409 when the RFx is not opened or already has a live award). */
export async function submitAward(deps: AppDeps, actor: Actor, rfxId: number, body: AwardBody): Promise<AwardState> {
  return deps.db.transaction().execute(async (trx) => {
    const rfx = await openedRfx(trx, rfxId);
    if (await arepo.liveAward(trx, rfxId)) throw conflict('sourcing.award.exists');
    await assertLatestRound(trx, rfxId);
    const approver = (await awardApprovers(trx, rfx)).find((a) => a.userId === body.approverId);
    if (!approver) throw fieldError('approverId', 'sourcing.award.bad_approver');
    const comparison = await buildComparison(trx, rfxId, { currency: 'CNY', sort: 'landed' });
    const offers = comparison.items.flatMap((i) => i.offers.map((o) => ({ rfxItemId: i.rfxItemId, companyId: o.companyId, noBid: o.noBid, quoteQty: o.quoteQty, landedUnit: o.landedUnit, offer: o })));
    const errors = checkAwardSplit(comparison.items.map((i) => ({ rfxItemId: i.rfxItemId, quantity: i.quantity })), offers, body.lines, body.reason);
    if (errors.length) throw new AppError(400, errors[0]!.errorKey, undefined, errors);
    const lines = body.lines.map((l, n) => {
      const o = offers.find((x) => x.rfxItemId === l.rfxItemId && x.companyId === l.companyId)!.offer;
      if (o.unitPrice === null || !o.currency) throw fieldError(`lines.${n}.companyId`, 'sourcing.award.no_offer');
      return { rfx_item_id: l.rfxItemId, company_id: l.companyId, quotation_id: o.quotationId, quantity: l.quantity, unit_price: Math.round((o.unitPrice / (o.priceUnit || 1)) * 1e4) / 1e4, currency: o.currency };
    });
    const now = deps.now();
    const id = await arepo.insertAward(trx, {
      rfx_id: rfxId,
      reason: body.reason ?? null,
      approver_id: approver.userId,
      approver_name: approver.name,
      submitted_by: actor.userId,
      submitted_by_name: actor.realName,
      submitted_at: now,
    });
    if (id === null) throw conflict('sourcing.award.exists');
    await arepo.insertAwardLines(trx, lines.map((l) => ({ ...l, award_id: id })));
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: rfxId }, action: 'award_submitted', note: `${lines.length}`, actor, at: now });
    await notify(deps, trx, 'sourcing.award_review', [approver.userId], { number: rfx.number, buyer: actor.realName }, { link: `/sourcing/rfx/${rfxId}/award` });
    return stateOf(trx, actor, rfx, now);
  });
}

/** Approve (agreements per winner, notices) or reject (the buyer is told) an award; only its approver, once. */
export async function decideAward(deps: AppDeps, actor: Actor, awardId: number, action: AwardAction, comment: string | null): Promise<AwardState> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await arepo.lockAward(trx, awardId);
    if (!row) throw notFound();
    assertMayOnAward(awardRecord(row), actor, action);
    const rfx = (await repo.findRfx(trx, row.rfx_id))!;
    const now = deps.now();
    const to = await arepo.decideAwardRow(trx, awardId, action, { decided_at: now, comment });
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: rfx.id }, action: `award_${to}`, fromStatus: row.status, toStatus: to, note: comment, actor, at: now });
    if (action === 'reject') {
      await notify(deps, trx, 'sourcing.award_rejected', [row.submitted_by], { number: rfx.number, comment: comment ?? '' }, { link: `/sourcing/rfx/${rfx.id}/award` });
      return stateOf(trx, actor, rfx, now);
    }
    await createAgreements(deps, trx, actor, rfx, awardId, now);
    const lines = await arepo.listAwardLines(trx, [awardId]);
    const winners = new Set(lines.map((l) => l.company_id));
    const quotations = await qrepo.listRfxQuotations(trx, rfx.id);
    const params = { number: rfx.number, description: rfx.description };
    for (const q of quotations.filter((x) => x.status === 'submitted')) {
      const users = await repo.quotationUsers(trx, q.company_id);
      if (winners.has(q.company_id)) await notify(deps, trx, 'sourcing.award_won', users, params, { link: '/sup/agreements' });
      else await notify(deps, trx, 'sourcing.award_lost', users, params, { link: `/sup/rfx/${rfx.id}` });
    }
    return stateOf(trx, actor, rfx, now);
  });
}
