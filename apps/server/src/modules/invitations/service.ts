/** Supplier invitation use cases (spec 001 §2 'Supplier invitation', §3 'Invitation', §8). */
import { dayIn } from '@aerosupply/shared/format/dates';
import { translate, type Lang, type Page } from '@aerosupply/shared';
import { randomString } from '@aerosupply/shared/format/random';
import {
  INVITATION_CODE_LENGTH,
  type InvitationListQuery,
  type InvitationRow,
  type InvitationSaveInput,
} from '@aerosupply/shared/invitations/schemas';
import type { DuplicateCheckAnswer, DuplicateCheckInput, DuplicateProblem } from '@aerosupply/shared/registration/schemas';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { AppError, fieldError } from '../../platform/errors';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { langOfCountry, notify } from '../notifications';
import { companyDuplicateProblems } from '../../platform/companies';
import { presentInvitation, statusOf } from './presenter';
import { assertMayOnInvitation, assertMaySendOrResend } from './policy';
import * as repo from './repo';

const DAY_MS = 86_400_000;

/** Paged, filtered list (company name, registration status). */
export async function listInvitations(deps: AppDeps, actor: Actor, query: InvitationListQuery): Promise<Page<InvitationRow>> {
  const now = deps.now();
  return mapPage(await repo.listInvitations(deps.db, scopeOf(actor), query, now), (r) => presentInvitation(r, actor, now));
}

export async function getInvitation(deps: AppDeps, actor: Actor, id: number): Promise<InvitationRow> {
  return presentInvitation(mustFind(await repo.findInvitation(deps.db, scopeOf(actor), id)), actor, deps.now());
}

async function duplicateProblems(db: Database, input: DuplicateCheckInput, lang: Lang, now: Date, excludeId?: number): Promise<DuplicateProblem[]> {
  const problems = await companyDuplicateProblems(db, input, lang);
  const names = [input.companyName, input.companyNameEn].filter((n): n is string => !!n?.trim());
  const open = await repo.findOpenDuplicates(db, { taxId: input.taxId, names }, now, excludeId);
  const taxId = input.taxId?.trim().toUpperCase();
  const message = translate('invitation.already_invited', lang);
  if (taxId && !problems.some((p) => p.field === 'taxId') && open.some((o) => o.tax_id?.trim().toUpperCase() === taxId)) {
    problems.push({ field: 'taxId', errorKey: 'invitation.already_invited', message });
  }
  const name = input.companyName?.trim().toLowerCase();
  if (name && !problems.some((p) => p.field === 'companyName') && open.some((o) => o.company_name.trim().toLowerCase() === name)) {
    problems.push({ field: 'companyName', errorKey: 'invitation.already_invited', message });
  }
  return problems;
}

/** The dialog's duplication check: existing suppliers and open invitations. */
export async function checkInvitationDuplicates(deps: AppDeps, input: DuplicateCheckInput, lang: Lang, excludeId?: number): Promise<DuplicateCheckAnswer> {
  const problems = await duplicateProblems(deps.db, input, lang, deps.now(), excludeId);
  return { ok: problems.length === 0, problems };
}

function refuseDuplicates(problems: DuplicateProblem[]): void {
  if (problems.length === 0) return;
  throw new AppError(
    409,
    problems[0]!.errorKey,
    undefined,
    problems.map((p) => ({ path: p.field, errorKey: p.errorKey })),
  );
}

async function sendMail(deps: AppDeps, trx: Database, row: repo.InvitationRecord, actor: Actor, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + row.validity_days * DAY_MS);
  await repo.markSent(trx, row.id, row.status === 'unsent' ? 'send' : 'resend', now, expiresAt);
  const link = `${deps.config.publicUrl.replace(/\/$/, '')}/supRegister?invite=${encodeURIComponent(row.code)}`;
  const until = dayIn(expiresAt, deps.config.companyTimeZone);
  // The invited company has no account yet: its country picks the language of the mail.
  await notify(deps, trx, 'invitation.sent', [{ email: row.email, lang: langOfCountry(row.country), companyId: actor.companyId }], {
    company: row.company_name,
    inviter: actor.realName,
    code: row.code,
    days: row.validity_days,
    until,
    link,
    comments: row.comments ?? '',
  });
}

async function newCode(db: Database): Promise<string> {
  for (;;) {
    const code = randomString(INVITATION_CODE_LENGTH);
    if (!(await repo.codeExists(db, code))) return code;
  }
}

const valuesOf = (input: InvitationSaveInput): repo.InvitationValues => ({
  company_name: input.companyName,
  country: input.country,
  tax_system: input.taxSystem,
  tax_id: input.taxId,
  email: input.email,
  validity_days: input.validityDays,
  comments: input.comments?.trim() || null,
});

/** Save (and with `send`, save and send) a new invitation. */
export async function createInvitation(deps: AppDeps, actor: Actor, input: InvitationSaveInput, lang: Lang): Promise<InvitationRow> {
  const now = deps.now();
  const scope = scopeOf(actor);
  const id = await deps.db.transaction().execute(async (trx) => {
    refuseDuplicates(await duplicateProblems(trx, input, lang, now));
    const code = await newCode(trx);
    const newId = await repo.insertInvitation(trx, { ...valuesOf(input), company_id: actor.companyId, code, inviter_user_id: actor.userId, now });
    if (input.send) await sendMail(deps, trx, mustFind(await repo.findInvitation(trx, scope, newId)), actor, now);
    return newId;
  });
  return getInvitation(deps, actor, id);
}

/** Edit an invitation not yet registered (and with `send`, send or resend it). */
export async function updateInvitation(deps: AppDeps, actor: Actor, id: number, input: InvitationSaveInput, lang: Lang): Promise<InvitationRow> {
  const now = deps.now();
  const scope = scopeOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findInvitation(trx, scope, id));
    assertMayOnInvitation(statusOf(row, now), actor, 'edit');
    refuseDuplicates(await duplicateProblems(trx, input, lang, now, id));
    await repo.updateInvitation(trx, scope, id, valuesOf(input), now);
    if (input.send) await sendMail(deps, trx, mustFind(await repo.findInvitation(trx, scope, id)), actor, now);
  });
  return getInvitation(deps, actor, id);
}

/** Send, or resend: a new send time, the validity restarts, the same code. */
export async function sendInvitation(deps: AppDeps, actor: Actor, id: number): Promise<InvitationRow> {
  const now = deps.now();
  const scope = scopeOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findInvitation(trx, scope, id));
    assertMaySendOrResend(statusOf(row, now), actor);
    await sendMail(deps, trx, row, actor, now);
  });
  return getInvitation(deps, actor, id);
}

export async function deleteInvitation(deps: AppDeps, actor: Actor, id: number): Promise<null> {
  const now = deps.now();
  const scope = scopeOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findInvitation(trx, scope, id));
    assertMayOnInvitation(statusOf(row, now), actor, 'delete');
    await repo.deleteInvitation(trx, scope, id);
  });
  return null;
}

/**
 * A code usable for registration: exists, sent, not expired, not registered. Field errors on
 * `invitationCode` ('invitation.not_found' / 'invitation.expired' / 'invitation.used').
 */
export async function findUsableInvitation(db: Database, code: string, now: Date): Promise<repo.InvitationRecord> {
  const row = await repo.findInvitationByCode(db, code.trim());
  if (!row || row.status === 'unsent') throw fieldError('invitationCode', 'invitation.not_found');
  if (row.status === 'registered') throw fieldError('invitationCode', 'invitation.used');
  if (statusOf(row, now) === 'expired') throw fieldError('invitationCode', 'invitation.expired');
  return row;
}

/** Links a registration to its invitation (inside the registration's transaction). */
export async function claimInvitation(trx: Database, invitationId: number, companyId: number, now: Date): Promise<void> {
  if (!(await repo.markRegistered(trx, invitationId, companyId, now))) throw fieldError('invitationCode', 'invitation.used');
}
