/**
 * One-time verification codes by email or SMS (spec 000 §5, spec 001 §5, §9): 6 characters of the
 * unambiguous alphabet, case-sensitive, valid EMAIL_CODE_TTL_MINUTES / SMS_CODE_TTL_MINUTES, a new
 * code for the same target only after RESEND_COOLDOWN_SECONDS, burnt after 5 wrong tries. Codes go
 * out through the outbox inside the caller's transaction.
 */
import {
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_MAX_ATTEMPTS,
  type CodeChannel,
} from '@aerosupply/shared/account-recovery/schemas';
import type { Lang } from '@aerosupply/shared';
import { randomString } from '@aerosupply/shared/format/random';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { hitRateLimit } from '../../platform/auth/rate-limit';
import { notify } from '../notifications';
import * as repo from './repo';

export type CodePurpose = 'register' | 'reset' | 'unlock' | 'completion';

/** Minutes a code of this channel stays valid (settings EMAIL_CODE_TTL_MINUTES, SMS_CODE_TTL_MINUTES). */
export function codeTtlMinutes(deps: AppDeps, channel: CodeChannel): number {
  return channel === 'email' ? deps.config.emailCodeTtlMinutes : deps.config.smsCodeTtlMinutes;
}

/**
 * Per-IP limit of the public send-code and lookup endpoints; shares the per-IP sign-in setting
 * (LOGIN_RATE_LIMIT_PER_IP, per minute) so one knob governs anonymous traffic.
 */
export async function limitPublicCalls(deps: AppDeps, kind: string, ip: string): Promise<void> {
  await hitRateLimit(deps.db, `${kind}:ip:${ip}`, deps.config.loginRateLimitPerIp, deps.now());
}

export interface IssuedCode {
  code: string;
  expiresAt: Date;
  validMinutes: number;
}

/**
 * Issues a new code for (purpose, target), supersedes older ones and queues the message. Throws
 * 429 'verification.too_soon' within the cooldown of the previous code for the same target.
 * `silent`: record the code but send nothing (a recovery stand-in target, D-104).
 */
export async function issueCode(
  deps: AppDeps,
  trx: Database,
  input: { purpose: CodePurpose; channel: CodeChannel; target: string; userId: number | null; companyId?: number | null; silent?: boolean },
  lang?: Lang,
): Promise<IssuedCode> {
  const now = deps.now();
  const last = await repo.findLatestCodeTime(trx, input.purpose, input.target);
  if (last) {
    const wait = Math.ceil((last.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000);
    if (wait > 0) throw new AppError(429, 'verification.too_soon', { seconds: wait }, undefined, { 'Retry-After': String(wait) });
  }
  await repo.supersedeCodes(trx, input.purpose, input.target, now);
  const validMinutes = codeTtlMinutes(deps, input.channel);
  const code = randomString(VERIFICATION_CODE_LENGTH);
  const expiresAt = new Date(now.getTime() + validMinutes * 60_000);
  await repo.insertCode(trx, { purpose: input.purpose, channel: input.channel, target: input.target, userId: input.userId, code, expiresAt, now });
  if (input.silent) return { code, expiresAt, validMinutes };
  // In the user's saved language, else `lang` (the request's), else the company's.
  const validity = validMinutes >= 60 && validMinutes % 60 === 0 ? { phrase: 'duration.hours' as const, params: { n: validMinutes / 60 } } : { phrase: 'duration.minutes' as const, params: { n: validMinutes } };
  await notify(
    deps,
    trx,
    'verification.code',
    [{ ...(input.channel === 'email' ? { email: input.target } : { mobile: input.target }), lang, userId: input.userId, companyId: input.companyId ?? null }],
    { purpose: { phrase: `verification.purpose.${input.purpose}` }, code, validity },
  );
  return { code, expiresAt, validMinutes };
}

/**
 * Checks a code against the latest live one for (purpose, target). A wrong code counts a try (and
 * the 5th burns the code) in its own statement, so the count survives the caller's failure. On
 * success returns the code's id; consume it with `consumeCode` inside the use case's transaction.
 */
export async function checkCode(
  deps: AppDeps,
  input: { purpose: CodePurpose; target: string; code: string; userId?: number | null; field: string },
): Promise<number> {
  const now = deps.now();
  const row = await repo.findLatestCode(deps.db, input.purpose, input.target, input.userId);
  if (!row) throw fieldError(input.field, 'verification.no_code');
  if (row.used_at) {
    throw fieldError(input.field, row.attempts >= VERIFICATION_MAX_ATTEMPTS ? 'verification.code_burned' : 'verification.no_code');
  }
  if (row.expires_at.getTime() < now.getTime()) throw fieldError(input.field, 'verification.code_expired');
  // Case-sensitive (spec 000 §5): exact comparison, only surrounding spaces are ignored.
  if (row.code !== input.code.trim()) {
    const attempts = await repo.countWrongTry(deps.db, row.id);
    if (attempts !== undefined && attempts >= VERIFICATION_MAX_ATTEMPTS) await repo.burnCode(deps.db, row.id, now);
    const burnt = attempts === undefined || attempts >= VERIFICATION_MAX_ATTEMPTS;
    throw fieldError(input.field, burnt ? 'verification.code_burned' : 'verification.code_mismatch');
  }
  return row.id;
}

/** Marks a checked code used inside the use case's transaction (a concurrent second use fails). */
export async function consumeCode(deps: AppDeps, trx: Database, id: number, field: string): Promise<void> {
  if (!(await repo.markCodeUsed(trx, id, deps.now()))) throw fieldError(field, 'verification.no_code');
}

