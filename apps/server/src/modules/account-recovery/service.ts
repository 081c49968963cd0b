/**
 * Forgot password, self-unlock and account-info completion (spec 000 §2, §4, §5, §8; spec 001 §2,
 * §5, §8). Decision (docs/spec-decisions.md): an unknown account gets a ticket like a known one,
 * and choosing a channel then answers 'no valid email' / 'no valid mobile in profile' exactly as
 * for an account without that contact, so the flow does not say whether an account exists beyond
 * what those §8 messages require; captcha and per-IP limits slow down probing.
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
import { badRequest, fieldError, AppError } from '../../platform/errors';
import { checkCaptcha } from '../../platform/auth/captcha';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeSessions } from '../../platform/auth/sign-in';
import { newToken, tokenHash } from '../../platform/auth/tokens';
import { checkCode, consumeCode, issueCode, limitPublicCalls } from './codes';
import * as repo from './repo';

type Purpose = 'reset' | 'unlock';

/** The profile address of a channel, or the §8 'no valid email / mobile' error. */
function targetOf(user: repo.RecoveryUser | undefined, channel: CodeChannel): string {
  if (channel === 'email') {
    if (!user || !isValidEmail(user.email)) throw badRequest('auth.no_valid_email');
    return user.email!.trim();
  }
  if (!user || !isValidMobile(user.mobile)) throw badRequest('auth.no_valid_mobile');
  return user.mobile!.trim();
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
  const { user } = await liveTicket(deps, input.ticket, purpose);
  const target = targetOf(user, input.channel);
  const issued = await deps.db.transaction().execute((trx) =>
    issueCode(deps, trx, { purpose, channel: input.channel, target, userId: user!.id, companyId: user!.company_id }),
  );
  return {
    channel: input.channel,
    maskedTarget: (input.channel === 'email' ? maskEmail(target) : maskMobile(target)) ?? '',
    validMinutes: issued.validMinutes,
    resendAfter: RESEND_COOLDOWN_SECONDS,
  };
}

/** Step 3 of forgot password: the code and a new password; clears the lock and ends every session. */
export async function resetPassword(deps: AppDeps, input: RecoveryResetInput): Promise<{ message: string }> {
  const { ticket, user } = await liveTicket(deps, input.ticket, 'reset');
  const target = targetOf(user, input.channel);
  const account = user!;
  // The company-name rule needs the account's company, so it is checked here (spec 000 §5).
  const policy = passwordPolicyFor(deps.config.strictPasswordLength);
  for (const name of [account.company_name, account.company_name_en]) {
    if (name && checkPassword(input.newPwd, { ...policy, companyName: name }).includes('contains_company')) {
      throw fieldError('newPwd', 'password.contains_company');
    }
  }
  const codeId = await checkCode(deps, { purpose: 'reset', target, code: input.code, userId: account.id, field: 'code' });
  const hash = await hashPassword(input.newPwd);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await consumeCode(deps, trx, codeId, 'code');
    if (!(await repo.markTicketUsed(trx, ticket.id, now))) throw fieldError('ticket', 'recovery.ticket_invalid');
    await repo.setPassword(trx, account.id, hash, now);
    await revokeSessions(trx, { userId: account.id }, now);
  });
  return { message: 'auth.password_reset_ok' };
}

/** True when the freeze comes from inactivity (spec 000 §4), the kind an owner may lift alone. */
function isInactivityFreeze(deps: AppDeps, user: repo.RecoveryUser, now: Date): boolean {
  const lastUse = user.last_login_at ?? user.created_at;
  return deps.config.freezeAfterDays > 0 && (now.getTime() - lastUse.getTime()) / 86_400_000 > deps.config.freezeAfterDays;
}

/**
 * Unlock: a frozen (inactive) or locked account proves control of its email or mobile and is
 * unlocked. An account frozen by its administrator while in use stays frozen
 * ('recovery.frozen_by_admin'): only the administrator restores it.
 */
export async function unlockAccount(deps: AppDeps, input: UnlockInput): Promise<{ message: string }> {
  const { ticket, user } = await liveTicket(deps, input.ticket, 'unlock');
  const target = targetOf(user, input.channel);
  const account = user!;
  const codeId = await checkCode(deps, { purpose: 'unlock', target, code: input.code, userId: account.id, field: 'code' });
  const now = deps.now();
  const inactive = isInactivityFreeze(deps, account, now);
  if (account.frozen && !inactive) throw new AppError(403, 'recovery.frozen_by_admin');
  await deps.db.transaction().execute(async (trx) => {
    await consumeCode(deps, trx, codeId, 'code');
    if (!(await repo.markTicketUsed(trx, ticket.id, now))) throw fieldError('ticket', 'recovery.ticket_invalid');
    await repo.unlockUser(trx, account.id, now, account.frozen || inactive);
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
    await repo.setContact(trx, actor.userId, input.channel === 'email' ? 'email' : 'mobile', input.target, now);
  });
  return getCompletionStatus(deps, actor);
}
