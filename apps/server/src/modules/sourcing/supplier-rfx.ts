/** The supplier's side of an RFx: its list, the detail, and answering the invitation (participate or decline). */
import { type Page } from '@aerosupply/shared';
import type { SupplierRfxListQuery } from '@aerosupply/shared/sourcing/schemas';
import type { SupplierRfxDetail, SupplierRfxRow } from '@aerosupply/shared/sourcing/responses';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { mapPage } from '../../platform/db/paging';
import { recordTimeline } from '../../platform/timeline';
import { listFiles } from '../files';
import { assertMayAnswer, participationRecord } from './policy';
import { presentSupplierRfx, presentSupplierRfxDetail } from './presenter';
import * as brepo from './bidder-repo';
import * as repo from './repo';
import { RFX_FILES, RFX_SUBJECT } from './service';

export async function searchSupplierRfx(deps: AppDeps, actor: Actor, q: SupplierRfxListQuery): Promise<Page<SupplierRfxRow>> {
  const now = deps.now();
  return mapPage(await repo.listSupplierRfx(deps.db, actor.companyId, q), (r) => presentSupplierRfx(r, actor, now));
}

/** An RFx the supplier's company is invited to, once released; anything else is 404. */
async function supplierRfxView(db: Database, actor: Actor, id: number, now: Date): Promise<SupplierRfxDetail> {
  const row = await repo.findSupplierRfx(db, actor.companyId, id);
  if (!row) throw notFound();
  const [items, attachments] = await Promise.all([repo.listItems(db, id), listFiles(db, RFX_FILES, id)]);
  return presentSupplierRfxDetail(row, items, attachments, actor, now);
}

export const getSupplierRfx = (deps: AppDeps, actor: Actor, id: number) => supplierRfxView(deps.db, actor, id, deps.now());

/** Participate, or not participate with a reason, until the deadline; the answer lands on the RFx's timeline. */
export async function answerRfx(deps: AppDeps, actor: Actor, id: number, action: 'participate' | 'decline', reason: string | null): Promise<SupplierRfxDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await brepo.lockInvitation(trx, id, actor.companyId);
    if (!row) throw notFound();
    assertMayAnswer(participationRecord(row, now), actor, action);
    const to = await brepo.answerInvitation(trx, id, actor.companyId, action, { decline_reason: action === 'decline' ? reason : null, answered_at: now, answered_by_name: actor.realName });
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id }, kind: 'participation', action, fromStatus: row.participation, toStatus: to, note: reason, actor, at: now });
    return supplierRfxView(trx, actor, id, now);
  });
}
