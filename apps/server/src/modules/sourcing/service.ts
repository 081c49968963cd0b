/**
 * RFx use cases (issue 12): authoring (the whole wizard saved at once as a draft), release with the
 * invitations, opening early with the password, copy, delete. Requirements are in requirements.ts,
 * the approval before release in rfx-approval.ts, the invited supplier's side in supplier-rfx.ts.
 * Each write runs in one transaction and lands on the record's timeline.
 */
import { STAFF_COMPANY_ID, type Page } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import { randomString } from '@aerosupply/shared/format/random';
import { rfxInputOf } from '@aerosupply/shared/sourcing/rfx-input';
import type { RfxBody, RfxListQuery } from '@aerosupply/shared/sourcing/schemas';
import type { BidderCandidate, RfxDetail, TeamCandidate, RfxReleased, RfxRow } from '@aerosupply/shared/sourcing/responses';
import { RFX_WORKFLOW, type RfxAction } from '@aerosupply/shared/sourcing/workflow';
import { transitionOf } from '@aerosupply/shared/workflow/machine';
import type { Database } from '../../db/database';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { Actor, AppDeps } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { mapPage } from '../../platform/db/paging';
import { recordTimeline } from '../../platform/timeline';
import { findRfxApprovers } from '../auditors';
import { checkCodes } from '../dict';
import { listFiles, replaceFiles, type FileOwnerRule } from '../files';
import { notify } from '../notifications';
import { canTransactWith } from '../supplier-control';
import { findReceiverContacts } from '../supplier-profile';
import { rfxCodes } from './code-checks';
import { assertMayOnRfx, rfxRecord, type ApprovalScope } from './policy';
import { presentRfx, presentRfxDetail } from './presenter';
import { openQuotations } from './quotation-opening';
import { openedQuotationSapStates } from './quotation-repo';
import { queueOpenedQuotations } from './quotation-sap';
import * as repo from './repo';
import { lockRequirements, relinkRequirements } from './requirement-repo';
import { headerValues, itemValues } from './rfx-values';

export const RFX_FILES = 'sourcing_rfx';
export const REQUIREMENT_SUBJECT = 'sourcing_requirement';
export const RFX_SUBJECT = 'sourcing_rfx';
/** Length of the random opening password (alphabet without i l o 0 1 I L O, spec 000 §9). */
export const OPENING_PASSWORD_LENGTH = 10;

export const staffScope = (actor: Actor) => ({ companyId: actor.companyId, companyType: actor.companyType });

// ---- RFx ----

/**
 * Who approves an RFx (D-261, D-563): the inquiry approvers of its purchasing org whose catalogue
 * and supplier-type limits match the RFx (its items' purchase categories, its bidders' types).
 * Release waits for one of them when there is any, or always with the strict setting.
 */
async function approvalOf(deps: Pick<AppDeps, 'config'>, db: Database, rfx: { id: number; purchase_org: string }): Promise<ApprovalScope & { approvers: { userId: number; name: string }[] }> {
  const facts = await repo.approvalFacts(db, rfx.id);
  const approvers = await findRfxApprovers(db, { purchaseOrg: rfx.purchase_org, ...facts });
  return { required: deps.config.rfxApprovalStrict || approvers.length > 0, approverIds: approvers.map((a) => a.userId), approvers };
}

export async function searchRfx(deps: AppDeps, actor: Actor, q: RfxListQuery): Promise<Page<RfxRow>> {
  const now = deps.now();
  const page = await repo.listRfx(deps.db, q, deps.config.companyTimeZone);
  // Only unreleased RFx have approval actions; their approvers are looked up per RFx (D-563).
  const scopes = new Map<number, ApprovalScope>();
  for (const r of page.rows) if (r.status === 'not_released') scopes.set(r.id, await approvalOf(deps, deps.db, r));
  return mapPage(page, (r) => presentRfx(r, actor, now, scopes.get(r.id)));
}

export async function rfxDetail(deps: Pick<AppDeps, 'config'>, db: Database, actor: Actor, id: number, now: Date): Promise<RfxDetail> {
  const row = await repo.findRfx(db, id);
  if (!row) throw notFound();
  const [items, attachments, team, bidders, approval, sapStates] = await Promise.all([
    repo.listItems(db, id), listFiles(db, RFX_FILES, id), repo.listTeam(db, id), repo.listBidders(db, id), approvalOf(deps, db, row), openedQuotationSapStates(db, id),
  ]);
  const withContacts = [];
  for (const b of bidders) withContacts.push({ ...b, contacts: (await receiverContacts(db, b.company_id)).map(({ name, email }) => ({ name, email })) });
  return presentRfxDetail(row, { items, attachments, team, bidders: withContacts, approval, approvers: approval.approvers, sapSyncStatus: rfxSapState(sapStates) }, actor, now);
}

/**
 * The RFx header's SAP state (D-567), from its opened quotations: failed when one failed, synced
 * when every one was taken, else not synced (nothing opened yet, or still queued).
 */
function rfxSapState(states: readonly RfxDetail['sapSyncStatus'][]): RfxDetail['sapSyncStatus'] {
  if (states.includes('sync_failed')) return 'sync_failed';
  return states.length > 0 && states.every((s) => s === 'synced') ? 'synced' : 'not_synced';
}

export const getRfx = (deps: AppDeps, actor: Actor, id: number) => rfxDetail(deps, deps.db, actor, id, deps.now());

/** Contacts flagged as bid or inquiry receivers, each address once. */
async function receiverContacts(db: Database, companyId: number) {
  const all = [...(await findReceiverContacts(db, companyId, 'bid')), ...(await findReceiverContacts(db, companyId, 'inquiry'))];
  const seen = new Set<string>();
  return all.filter((c) => {
    const key = c.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function checkParts(trx: Database, actor: Actor, rfxId: number | null, b: RfxBody) {
  await checkCodes(trx, rfxCodes(b));
  const reqIds = b.items.map((i) => i.requirementId).filter((x): x is number => x !== undefined);
  const twice = b.items.findIndex((it, n) => it.requirementId !== undefined && b.items.findIndex((f) => f.requirementId === it.requirementId) !== n);
  if (twice >= 0) throw fieldError(`items.${twice}.requirementId`, 'sourcing.rfx.requirement_twice');
  const reqs = await lockRequirements(trx, reqIds);
  for (const [n, item] of b.items.entries()) {
    if (item.requirementId === undefined) continue;
    const r = reqs.find((x) => x.id === item.requirementId);
    if (!r) throw fieldError(`items.${n}.requirementId`, 'sourcing.requirement.not_found');
    if (r.rfx_id !== null && r.rfx_id !== rfxId) throw conflict('sourcing.requirement.taken', { number: r.number });
  }
  const official = await repo.officialSuppliers(trx, b.bidders);
  for (const [n, companyId] of b.bidders.entries()) {
    if (!official.has(companyId)) throw fieldError(`bidders.${n}`, 'sourcing.rfx.bidder_not_official');
    const check = await canTransactWith(trx, companyId);
    if (!check.ok) throw fieldError(`bidders.${n}`, check.messageKey);
  }
  const team = b.team.length ? [...new Set(b.team)] : [actor.userId];
  const staff = await repo.staffUsers(trx, team, STAFF_COMPANY_ID);
  const bad = team.findIndex((u) => !staff.has(u));
  if (bad >= 0) throw fieldError(`team.${b.team.length ? b.team.indexOf(team[bad]!) : 0}`, 'sourcing.rfx.not_team_user');
  const holder = b.passwordHolderId ?? (team.includes(actor.userId) ? actor.userId : team[0]!);
  if (!team.includes(holder)) throw fieldError('passwordHolderId', 'sourcing.rfx.holder_not_in_team');
  return { team, holder, reqIds };
}

async function writeParts(trx: Database, actor: Actor, id: number, b: RfxBody, parts: { team: number[]; reqIds: number[] }, now: Date) {
  await repo.replaceItems(trx, id, itemValues(b));
  await relinkRequirements(trx, id, parts.reqIds, now);
  await repo.replaceTeam(trx, id, parts.team);
  await repo.replaceBidders(trx, id, b.bidders);
  await replaceFiles(trx, { fileKeys: b.attachments, ownerType: RFX_FILES, ownerId: id, scope: staffScope(actor) });
}

/** Saves a new RFx as a draft (not released). */
export async function createRfx(deps: AppDeps, actor: Actor, body: RfxBody): Promise<RfxDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const parts = await checkParts(trx, actor, null, body);
    const id = await repo.insertRfx(trx, {
      ...headerValues(body),
      password_holder_id: parts.holder,
      number: await repo.nextNumber(trx, 'RFX', now),
      created_by: actor.userId,
      created_by_name: actor.realName,
      created_at: now,
      updated_at: now,
    });
    await writeParts(trx, actor, id, body, parts, now);
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id }, action: 'created', toStatus: 'not_released', actor, at: now });
    return rfxDetail(deps, trx, actor, id, now);
  });
}

export async function lockFor(deps: Pick<AppDeps, 'config'>, trx: Database, actor: Actor, id: number, action: RfxAction, now: Date) {
  const row = await repo.lockRfx(trx, id);
  if (!row) throw notFound();
  if (row.deleted_at) throw conflict('sourcing.rfx.deleted');
  const approval = await approvalOf(deps, trx, row);
  assertMayOnRfx(rfxRecord(row, now, approval), actor, action);
  return { ...row, approval };
}

/** Saves the draft again (every step of the wizard). */
export async function updateRfx(deps: AppDeps, actor: Actor, id: number, body: RfxBody): Promise<RfxDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await lockFor(deps, trx, actor, id, 'edit', now);
    const parts = await checkParts(trx, actor, id, body);
    // An approval was of the content approved: saving again asks for a new one (D-261).
    await repo.updateRfx(trx, id, { ...headerValues(body), password_holder_id: parts.holder, updated_at: now });
    if (row.approval_status === 'approved') await repo.moveRfxApproval(trx, id, 'reset_approval', {});
    await writeParts(trx, actor, id, body, parts, now);
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id }, action: 'edited', actor, at: now });
    return rfxDetail(deps, trx, actor, id, now);
  });
}

/**
 * Release: not released -> open. The bidders are checked again (a supplier may have been frozen
 * since), the opening password is made and mailed to its holder, and every bidder's receiver
 * contacts get the invitation by mail, its quotation users a notice in the portal.
 */
export async function releaseRfx(deps: AppDeps, actor: Actor, id: number): Promise<RfxReleased> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await lockFor(deps, trx, actor, id, 'release', now);
    const bidders = await repo.listBidders(trx, id);
    for (const [n, b] of bidders.entries()) {
      const check = await canTransactWith(trx, b.company_id);
      if (!check.ok) throw fieldError(`bidders.${n}`, check.messageKey, 409);
    }
    const password = randomString(OPENING_PASSWORD_LENGTH);
    // 409 sourcing.rfx.already_released (the row's message) when another release moved it first.
    const to = await repo.moveRfx(trx, id, 'release', { released_at: now, password_hash: await hashPassword(password), updated_at: now });
    await repo.markInvited(trx, id, now);
    const header = (await repo.findRfx(trx, id))!;
    const params = {
      number: header.number,
      description: header.description,
      deadline: formatDateTime(header.deadline_at),
      company: { zh: actor.companyName, en: actor.companyNameEn ?? actor.companyName },
    };
    let mailed = 0;
    for (const b of bidders) {
      const users = await repo.quotationUsers(trx, b.company_id);
      const contacts = await receiverContacts(trx, b.company_id);
      const link = { link: `/sup/rfx/${id}` };
      await notify(deps, trx, 'sourcing.rfx_invitation', users, params, { ...link, channels: contacts.length ? ['portal'] : ['mail', 'portal'] });
      if (contacts.length) {
        const sent = await notify(deps, trx, 'sourcing.rfx_invitation', contacts.map((c) => ({ email: c.email, companyId: b.company_id })), params, { ...link, channels: ['mail'] });
        mailed += sent.mailed;
      } else mailed += users.length;
    }
    if (row.password_holder_id !== null) await notify(deps, trx, 'sourcing.rfx_opening_password', [row.password_holder_id], { number: header.number, password }, { channels: ['mail'] });
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id }, action: 'released', fromStatus: row.status, toStatus: to, note: `${bidders.length}`, actor, at: now });
    return {
      rfx: await rfxDetail(deps, trx, actor, id, now),
      invited: bidders.length,
      mailed,
      openingPassword: row.password_holder_id === actor.userId ? password : null,
    };
  });
}

/** Open early: irreversible, only for the password holder with the right password. */
export async function openRfxEarly(deps: AppDeps, actor: Actor, id: number, password: string): Promise<RfxDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await lockFor(deps, trx, actor, id, 'open_early', now);
    if (!row.password_hash || !(await verifyPassword(row.password_hash, password))) throw fieldError('password', 'sourcing.rfx.wrong_password');
    const to = await repo.moveRfx(trx, id, 'open_early', { opened_at: now, updated_at: now });
    await openQuotations(deps.config.sealingSecret, trx, id, actor, 'early', now);
    await queueOpenedQuotations(deps, trx, id, now);
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id }, action: 'opened_early', fromStatus: row.status, toStatus: to, actor, at: now });
    return rfxDetail(deps, trx, actor, id, now);
  });
}

/** Delete an unreleased RFx; its requirements become free again. */
export async function deleteRfx(deps: AppDeps, actor: Actor, id: number): Promise<null> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await lockFor(deps, trx, actor, id, 'delete', now);
    await relinkRequirements(trx, id, [], now);
    await replaceFiles(trx, { fileKeys: [], ownerType: RFX_FILES, ownerId: id, scope: staffScope(actor) });
    await repo.deleteRfx(trx, id, now);
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id }, action: 'deleted', fromStatus: row.status, note: row.number, actor, at: now });
    return null;
  });
}

/** Copy: a new unreleased RFx with the header, items (without their requirements), texts, team and bidders; no dates. */
export async function copyRfx(deps: AppDeps, actor: Actor, id: number): Promise<RfxDetail> {
  const now = deps.now();
  const row = await repo.findRfx(deps.db, id);
  if (!row) throw notFound();
  assertMayOnRfx(rfxRecord(row, now, await approvalOf(deps, deps.db, row)), actor, 'copy');
  const source = await rfxDetail(deps, deps.db, actor, id, now);
  // No dates and no requirements: the copy is a new draft; bidders who may no longer transact are left out.
  const body: RfxBody = { ...rfxInputOf(source, { requirements: false, deliveryDates: false }), attachments: [], bidders: [] };
  for (const b of source.bidders) if ((await canTransactWith(deps.db, b.companyId)).ok) body.bidders.push(b.companyId);
  return createRfx(deps, actor, body);
}

export async function listBidderCandidates(deps: AppDeps, q: string | undefined): Promise<BidderCandidate[]> {
  const rows = await repo.findOfficialSuppliers(deps.db, q);
  const out: BidderCandidate[] = [];
  for (const r of rows) {
    const check = await canTransactWith(deps.db, r.id);
    out.push({ companyId: r.id, vendorCode: r.vendor_code, name: r.name, nameEn: r.name_en, refusal: check.ok ? null : check.messageKey });
  }
  return out;
}

export async function listTeamCandidates(deps: AppDeps): Promise<TeamCandidate[]> {
  return (await repo.findTeamCandidates(deps.db, STAFF_COMPANY_ID)).map((u) => ({ userId: u.id, name: u.real_name, account: u.account }));
}

/** RFx documents: buyers attach them to an unreleased RFx; invited suppliers read them once it is released. */
export const rfxFileRule: FileOwnerRule = {
  canAttach: async (db, actor, ownerId) => actor.permissions.has('sourcing.rfx.manage') && (await repo.findRfx(db, Number(ownerId)))?.status === 'not_released',
  canRead: async (db, actor, ownerId) =>
    actor.companyType === 'supplier' && actor.permissions.has('sup.quotation') && (await repo.findSupplierRfx(db, actor.companyId, Number(ownerId))) !== undefined,
};

/**
 * At the opening time an open RFx opens by itself (001 §4; issue 12 item 5): run by the job
 * scheduler every minute; its sealed quotations are opened and logged (D-258); the RFx's timeline
 * shows the system as the actor.
 */
export async function openDueRfx(deps: AppDeps): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const opened = await repo.openDue(trx, now);
    for (const r of opened) {
      await openQuotations(deps.config.sealingSecret, trx, r.id, null, 'scheduled', now);
      await queueOpenedQuotations(deps, trx, r.id, now);
      await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id: r.id }, action: 'opened', fromStatus: 'open', toStatus: transitionOf(RFX_WORKFLOW, 'open_at_time').to!, note: r.number, actor: null, at: now });
    }
    return opened.length;
  });
}
