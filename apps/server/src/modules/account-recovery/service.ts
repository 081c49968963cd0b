/**
 * Forgot password, self-unlock and account-info completion (spec 000 §2, §4, §5, §8; spec 001 §2,
 * §5, §8). Decision D-104 (docs/spec-decisions.md): the flow never tells whether an account exists
 * or has a valid email or mobile. Every account name gets a ticket; sending a code answers the same
 * (no masked address) whether the code went to the profile or, for an unknown, disabled or
 * contact-less account, to a stand-in target that receives nothing; wrong, expired and burnt codes
 * then behave identically. The §8 'no valid email / mobile in profile' advice is shown by the page
 * with every answer. Captcha and per-IP limits slow down probing.
 */
import {
  isValidEmail,
  isValidMobile,
  maskEmail,
  maskMobile,
  RECOVERY_TICKET_MINUTES,
  RESEND_COOLDOWN_SECONDS,
  type CodeChannel,
  type CodeSentAnswer,
  type CompletionSendInput,
  type CompletionStatus,
  type CompletionVerifyInput,
  type RecoverySendCodeInput,
  type RecoveryStartAnswer,
  type RecoveryStartInput,
  type RecoveryResetInput,
  type UnlockInput,
} from '@aerosupply/shared/account-recovery/schemas';
import { checkPassword, passwordPolicyFor } from '@aerosupply/shared/validation/password';
import type { AppDeps, Actor } from '../../platform/context';
import { fieldError, AppError } from '../../platform/errors';
import { checkCaptcha } from '../../platform/auth/captcha';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeSessions } from '../../platform/auth/sign-in';
import { newToken, tokenHash } from '../../platform/auth/tokens';
import * as users from '../../platform/users';
import { checkCode, consumeCode, issueCode, limitPublicCalls } from './codes';
import * as repo from './repo';

type Purpose = 'reset' | 'unlock';

/**
 * Where a code of this ticket goes: the profile's address of the channel, or a stand-in target
 * (`real: false`) that receives nothing when the account is unknown, disabled or has no valid
 * address, so both answer alike (D-104).
 */
function codeTarget(ticket: { account: string }, user: repo.RecoveryUser | undefined, channel: CodeChannel): { target: string; real: boolean } {
  const value = channel === 'email' ? user?.email : user?.mobile;
  if (user && (channel === 'email' ? isValidEmail(value) : isValidMobile(value))) return { target: value!.trim(), real: true };
  return { target: `none:${channel}:${ticket.account.trim().toLowerCase()}`, real: false };
}

/** Checks the code of a recovery step; a stand-in target's code never proves anything. */
async function checkRecoveryCode(deps: AppDeps, purpose: Purpose, ticket: { account: string }, user: repo.RecoveryUser | undefined, input: { channel: CodeChannel; code: string }) {
  const { target, real } = codeTarget(ticket, user, input.channel);
  const codeId = await checkCode(deps, { purpose, target, code: input.code, userId: real ? user!.id : null, field: 'code' });
  if (!real) throw fieldError('code', 'verification.code_mismatch');
  return { codeId, account: user! };
}

async function liveTicket(deps: AppDeps, ticket: string, purpose: Purpose) {
  const row = await repo.findLiveTicket(deps.db, tokenHash(ticket), purpose, deps.now());
  if (!row) throw fieldError('ticket', 'recovery.ticket_invalid');
  const user = row.user_id ? await repo.findUserById(deps.db, row.user_id) : undefined;
  // A disabled account is treated like an unknown one: no codes, no reset.
  return { ticket: row, user: user?.enabled ? user : undefined };
}

/** Step 1 (forgot password or unlock): account and captcha give a ticket for the next steps. */
export async function startRecovery(deps: AppDeps, purpose: Purpose, input: RecoveryStartInput, ip: string): Promise<RecoveryStartAnswer> {
  const now = deps.now();
  await limitPublicCalls(deps, 'recovery', ip);
  if (deps.config.captchaMode !== 'off') await checkCaptcha(deps.db, input.captchaKey, input.captchaCode, now);
  const user = await repo.findUserByAccount(deps.db, input.account);
  const ticket = newToken();
  const expiresIn = RECOVERY_TICKET_MINUTES * 60;
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertTicket(trx, {
      tokenHash: tokenHash(ticket),
      purpose,
      account: input.account.trim(),
      userId: user?.id ?? null,
      expiresAt: new Date(now.getTime() + expiresIn * 1000),
      now,
    });
  });
  return { ticket, expiresIn };
}

/** Step 2: send (or resend, after the cooldown) a code to the profile's email or mobile. */
export async function sendRecoveryCode(deps: AppDeps, purpose: Purpose, input: RecoverySendCodeInput, ip: string): Promise<CodeSentAnswer> {
  await limitPublicCalls(deps, 'send-code', ip);
  const { ticket, user } = await liveTicket(deps, input.ticket, purpose);
  const { target, real } = codeTarget(ticket, user, input.channel);
  const issued = await deps.db.transaction().execute((trx) =>
    issueCode(deps, trx, { purpose, channel: input.channel, target, userId: real ? user!.id : null, companyId: real ? user!.company_id : null, silent: !real }),
  );
  // No masked address: it would tell that the account exists and has one (D-104).
  return {
    channel: input.channel,
    maskedTarget: null,
    validMinutes: issued.validMinutes,
    resendAfter: RESEND_COOLDOWN_SECONDS,
  };
}

/** Step 3 of forgot password: the code and a new password; clears the lock and ends every session. */
export async function resetPassword(deps: AppDeps, input: RecoveryResetInput): Promise<{ message: string }> {
  const { ticket, user } = await liveTicket(deps, input.ticket, 'reset');
  const { codeId, account } = await checkRecoveryCode(deps, 'reset', ticket, user, input);
  // The company-name rule needs the account's company, so it is checked here (spec 000 §5), after
  // the code: before it, the answer would tell an existing account and its company apart.
  const policy = passwordPolicyFor(deps.config.strictPasswordLength);
  for (const name of [account.company_name, account.company_name_en]) {
    if (name && checkPassword(input.newPwd, { ...policy, companyName: name }).includes('contains_company')) {
      throw fieldError('newPwd', 'password.contains_company');
    }
  }
  const hash = await hashPassword(input.newPwd);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await consumeCode(deps, trx, codeId, 'code');
    if (!(await repo.markTicketUsed(trx, ticket.id, now))) throw fieldError('ticket', 'recovery.ticket_invalid');
    await users.setUserPassword(trx, account.id, hash, now);
    await revokeSessions(trx, { userId: account.id }, now);
  });
  return { message: 'auth.password_reset_ok' };
}

/** True when the account is unused past FREEZE_AFTER_DAYS (spec 000 §4): its next sign-in would freeze it for inactivity. */
function isInactivityFreeze(deps: AppDeps, user: repo.RecoveryUser, now: Date): boolean {
  const lastUse = user.last_login_at ?? user.created_at;
  return deps.config.freezeAfterDays > 0 && (now.getTime() - lastUse.getTime()) / 86_400_000 > deps.config.freezeAfterDays;
}

/**
 * Unlock: a frozen (inactive) or locked account proves control of its email or mobile and is
 * unlocked. An account frozen by its administrator stays frozen however long it is unused
 * ('recovery.frozen_by_admin', D-105): only an administrator restores it.
 */
export async function unlockAccount(deps: AppDeps, input: UnlockInput): Promise<{ message: string }> {
  const { ticket, user } = await liveTicket(deps, input.ticket, 'unlock');
  const { codeId, account } = await checkRecoveryCode(deps, 'unlock', ticket, user, input);
  const now = deps.now();
  const inactive = isInactivityFreeze(deps, account, now);
  if (account.frozen && account.frozen_reason !== 'inactivity') throw new AppError(403, 'recovery.frozen_by_admin');
  await deps.db.transaction().execute(async (trx) => {
    await consumeCode(deps, trx, codeId, 'code');
    if (!(await repo.markTicketUsed(trx, ticket.id, now))) throw fieldError('ticket', 'recovery.ticket_invalid');
    await users.unlockUser(trx, account.id, now, { unfreeze: account.frozen || inactive, restartIdleClock: account.frozen || inactive });
  });
  return { message: 'recovery.unlock_ok' };
}

/** Where the signed-in account stands: steps mobile -> mailbox -> finish. */
export async function getCompletionStatus(deps: AppDeps, actor: Actor): Promise<CompletionStatus> {
  const user = await repo.findUserById(deps.db, actor.userId);
  const emailValid = isValidEmail(user?.email);
  const mobileValid = isValidMobile(user?.mobile);
  return {
    emailValid,
    mobileValid,
    maskedEmail: emailValid ? maskEmail(user!.email) : null,
    maskedMobile: mobileValid ? maskMobile(user!.mobile) : null,
    step: !mobileValid ? 'mobile' : !emailValid ? 'mailbox' : 'finish',
  };
}

/** Completion: a code to the new mobile number or mailbox. */
export async function sendCompletionCode(deps: AppDeps, actor: Actor, input: CompletionSendInput, ip: string): Promise<CodeSentAnswer> {
  await limitPublicCalls(deps, 'send-code', ip);
  const issued = await deps.db.transaction().execute((trx) =>
    issueCode(deps, trx, { purpose: 'completion', channel: input.channel, target: input.target, userId: actor.userId, companyId: actor.companyId }),
  );
  return {
    channel: input.channel,
    maskedTarget: (input.channel === 'email' ? maskEmail(input.target) : maskMobile(input.target)) ?? '',
    validMinutes: issued.validMinutes,
    resendAfter: RESEND_COOLDOWN_SECONDS,
  };
}

/** Completion: the code proves the address; it is saved on the profile. */
export async function verifyCompletion(deps: AppDeps, actor: Actor, input: CompletionVerifyInput): Promise<CompletionStatus> {
  const codeId = await checkCode(deps, { purpose: 'completion', target: input.target, code: input.code, userId: actor.userId, field: 'code' });
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await consumeCode(deps, trx, codeId, 'code');
    await users.updateUser(trx, actor.userId, input.channel === 'email' ? { email: input.target } : { mobile: input.target }, now);
  });
  return getCompletionStatus(deps, actor);
}
