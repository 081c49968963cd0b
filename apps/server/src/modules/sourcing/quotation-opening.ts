/**
 * The end of quoting (issue 12 items 4-5): the deadline that closes quoting, the sealed opening with
 * its hash-chained log (D-258) and its check, and the staff read of the quotations after the opening.
 */
import type { OpeningLogCheck, OpeningLogEntry, StaffQuotation } from '@aerosupply/shared/sourcing/responses';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { recordTimeline } from '../../platform/timeline';
import { listFiles } from '../files';
import { itemFromRow, itemRow } from './quotation-lines';
import { presentOpeningEntry, presentStaffQuotation } from './quotation-presenter';
import * as qrepo from './quotation-repo';
import { QUOTATION_FILES } from './quotations';
import * as repo from './repo';
import { entryHash, GENESIS_HASH, quotationsHash, sha256, unseal } from './sealing';

const RFX_SUBJECT = 'sourcing_rfx';

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

