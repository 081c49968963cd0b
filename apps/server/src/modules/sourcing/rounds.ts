/**
 * Multi-round RFx (issue 13 item 6, D-284): after the opening a buyer starts a further round for
 * chosen items and suppliers with a new deadline. The round is an RFx of its own (a draft the buyer
 * releases as usual), so it keeps its own sealed quotations and opening log; the earlier round's
 * quotations stay as they were (read-only: that RFx is completed). Award happens on the latest round.
 */
import type { RoundBody, RfxRounds } from '@aerosupply/shared/sourcing/award';
import { rfxInputOf } from '@aerosupply/shared/sourcing/rfx-input';
import type { RfxBody } from '@aerosupply/shared/sourcing/schemas';
import type { RfxDetail } from '@aerosupply/shared/sourcing/responses';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { recordTimeline } from '../../platform/timeline';
import * as arepo from './award-repo';
import { openedRfx } from './comparison';
import * as repo from './repo';
import { createRfx, getRfx } from './service';

const RFX_SUBJECT = 'sourcing_rfx';

/** 409 when a later round exists (awards and new rounds go to the latest round). */
export async function assertLatestRound(db: Database, rfxId: number): Promise<void> {
  if (await arepo.nextRoundOf(db, rfxId)) throw conflict('sourcing.round.superseded');
}

export async function startRound(deps: AppDeps, actor: Actor, parentId: number, body: RoundBody): Promise<RfxDetail> {
  await openedRfx(deps.db, parentId);
  if (await arepo.nextRoundOf(deps.db, parentId)) throw conflict('sourcing.round.exists');
  if (await arepo.liveAward(deps.db, parentId)) throw conflict('sourcing.round.award_live');
  if (Date.parse(body.deadlineAt) <= deps.now().getTime()) throw fieldError('deadlineAt', 'sourcing.round.deadline_past');
  const source = await getRfx(deps, actor, parentId);
  body.itemIds.forEach((id, n) => {
    if (!source.items.some((i) => i.id === id)) throw fieldError(`itemIds.${n}`, 'sourcing.round.unknown_item');
  });
  body.companyIds.forEach((id, n) => {
    if (!source.bidders.some((b) => b.companyId === id)) throw fieldError(`companyIds.${n}`, 'sourcing.round.unknown_bidder');
  });
  // The parent's header, the chosen items (same conditions and clauses) and suppliers, the new schedule.
  const draft: RfxBody = {
    ...rfxInputOf({ ...source, items: source.items.filter((i) => body.itemIds.includes(i.id)) }, { requirements: false, deliveryDates: true }),
    deadlineAt: body.deadlineAt,
    openingAt: body.openingAt,
    attachments: [],
    bidders: body.companyIds,
  };
  const created = await createRfx(deps, actor, draft);
  // Linked under the parent's lock: of two buyers starting a round at once, one keeps its draft.
  await deps.db.transaction().execute(async (trx) => {
    const parent = await arepo.lockRfxRow(trx, parentId);
    if (!parent) throw notFound();
    if (await arepo.nextRoundOf(trx, parentId)) {
      await repo.deleteRfx(trx, created.id, deps.now());
      throw conflict('sourcing.round.exists');
    }
    await arepo.linkRound(trx, created.id, parentId, parent.round + 1);
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: parentId }, action: 'round_started', note: created.number, actor, at: deps.now() });
  });
  return getRfx(deps, actor, created.id);
}

/** The chain of rounds the RFx belongs to, first to last (404 for an unknown RFx). */
export async function listRounds(deps: AppDeps, rfxId: number): Promise<RfxRounds> {
  let row = await arepo.roundInfo(deps.db, rfxId);
  if (!row) throw notFound();
  while (row.parent_rfx_id !== null) {
    const up = await arepo.roundInfo(deps.db, row.parent_rfx_id);
    if (!up) break;
    row = up;
  }
  const out: RfxRounds = [];
  for (let r: typeof row | undefined = row; r; r = await arepo.nextRoundOf(deps.db, r.id)) {
    out.push({
      id: r.id,
      number: r.number,
      round: r.round,
      status: r.status,
      deadlineAt: r.deadline_at ? new Date(r.deadline_at).toISOString() : null,
      openedAt: r.opened_at ? new Date(r.opened_at).toISOString() : null,
      current: r.id === rfxId,
    });
    if (out.length > 50) break;
  }
  return out;
}
