/**
 * The second step of a sign-in (issue 32 item 2, D-600): the password grant answers `mfa_required`
 * with a short-lived `mfa_token` instead of tokens, and grant_type=mfa with a TOTP or recovery code
 * completes it. Wrong codes count toward the lockout like wrong passwords (D-05) and share their
 * rate limits; a code's time step is accepted once (D-601).
 */
import type { TokenResponse, TotpSetup } from '@aerosupply/shared';
import type { AppDeps } from '../context';
import { AppError, badRequest } from '../errors';
import {
  acceptTotpStep,
  confirmTotp,
  consumeChallenge,
  findChallenge,
  findTotp,
  replaceRecoveryCodes,
  savePendingTotp,
  useRecoveryCode,
} from './mfa-repo';
import { hitRateLimit } from './rate-limit';
import { completeSignIn, countWrongAnswer, findSignInUser, recordLoginEvent, type ClientInfo } from './sign-in';
import { matchTotp, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash } from './totp';
import { tokenHash } from './tokens';
import { verifyKeyAssertion } from './webauthn';
import { securityKeyRequired } from './webauthn-repo';


async function liveChallenge(deps: AppDeps, mfaToken: string, now: Date) {
  const challenge = await findChallenge(deps.db, tokenHash(mfaToken), now);
  if (!challenge) throw badRequest('auth.mfa_token_invalid');
  return challenge;
}

/** POST /api/auth/mfa/enrol: the secret of a required enrolment, during the sign-in (D-602). */
export async function startRequiredEnrolment(deps: AppDeps, mfaToken: string): Promise<TotpSetup> {
  const now = deps.now();
  const challenge = await liveChallenge(deps, mfaToken, now);
  if (challenge.purpose !== 'enrol') throw badRequest('auth.mfa_token_invalid');
  const user = await findSignInUser(deps.db, { id: challenge.user_id });
  if (!user) throw badRequest('auth.mfa_token_invalid');
  const setup = newTotpSecret(user.account);
  if (!(await savePendingTotp(deps.db, user.id, setup.secret, now))) throw new AppError(409, 'auth.mfa_already_enrolled');
  return setup;
}

/** grant_type=mfa: checks the code of the challenge's account and opens its session. */
export async function signInWithSecondFactor(
  deps: AppDeps,
  input: { mfa_token: string; code?: string; recovery_code?: string; webauthn?: string },
  client: ClientInfo,
): Promise<TokenResponse> {
  const { db, config } = deps;
  const now = deps.now();
  await hitRateLimit(db, `login:ip:${client.ip}`, config.loginRateLimitPerIp, now);
  const challenge = await liveChallenge(deps, input.mfa_token, now);
  const user = await findSignInUser(db, { id: challenge.user_id });
  if (!user) throw badRequest('auth.mfa_token_invalid');
  await hitRateLimit(db, `login:account:${user.account.toLowerCase()}`, config.loginRateLimitPerAccount, now);
  const factor = input.webauthn ? 'password+webauthn' : input.recovery_code ? 'password+recovery_code' : 'password+totp';
  const fail = async (reason: string, error: AppError): Promise<never> => {
    await recordLoginEvent(db, { userId: user.id, account: user.account, companyId: user.company_id, event: 'login_failed', reason, factor }, client);
    throw error;
  };
  // What may have changed since the password step (an administrator's disable or freeze, a lock).
  if (user.locked_until && user.locked_until.getTime() > now.getTime()) await fail('locked', new AppError(403, 'auth.account_locked'));
  if (!user.enabled) await fail('disabled', new AppError(403, 'auth.account_disabled'));
  if (user.company_status === 'frozen') await fail('company_frozen', new AppError(403, 'auth.company_frozen'));
  if (user.frozen) await fail('frozen', new AppError(403, user.frozen_reason === 'inactivity' ? 'auth.account_frozen' : 'auth.account_frozen_by_admin'));
  if (!input.code && !input.recovery_code && !input.webauthn) throw badRequest('auth.mfa_code_missing');
  // A key required of the account: no other factor replaces it (D-606).
  if (!input.webauthn && (await securityKeyRequired(db, user.id))) throw badRequest('auth.security_key_needed');

  const wrong = async (reason: string, errorKey: string): Promise<never> => {
    const locks = await countWrongAnswer(deps, user, now);
    return fail(locks ? 'locked' : reason, locks ? new AppError(403, 'auth.account_locked') : badRequest(errorKey));
  };
  const totp = await findTotp(db, user.id);
  let recoveryCodes: string[] | undefined;
  if (challenge.purpose === 'enrol') {
    // The first code of a required enrolment confirms it (D-602).
    if (!input.code || !totp || totp.confirmed_at) return wrong('bad_code', 'auth.mfa_setup_missing');
    const step = matchTotp(totp.secret, input.code, now);
    if (step === null) return wrong('bad_code', 'auth.mfa_code_wrong');
    if (!(await consumeChallenge(db, challenge.id, now))) throw badRequest('auth.mfa_token_invalid');
    recoveryCodes = await db.transaction().execute(async (trx) => {
      if (!(await confirmTotp(trx, user.id, step, now))) return undefined;
      const codes = newRecoveryCodes();
      await replaceRecoveryCodes(trx, user.id, codes.map(recoveryCodeHash));
      return codes;
    });
    if (!recoveryCodes) throw new AppError(409, 'auth.mfa_already_enrolled');
  } else if (input.webauthn) {
    if (!challenge.webauthn_challenge || !(await verifyKeyAssertion(deps, user.id, challenge.webauthn_challenge, input.webauthn))) return wrong('bad_key', 'auth.key_wrong');
    if (!(await consumeChallenge(db, challenge.id, now))) throw badRequest('auth.mfa_token_invalid');
  } else if (input.recovery_code) {
    if (!(await useRecoveryCode(db, user.id, recoveryCodeHash(input.recovery_code), now))) return wrong('bad_code', 'auth.mfa_code_wrong');
    if (!(await consumeChallenge(db, challenge.id, now))) throw badRequest('auth.mfa_token_invalid');
  } else {
    const step = totp?.confirmed_at ? matchTotp(totp.secret, input.code!, now) : null;
    if (step === null) return wrong('bad_code', 'auth.mfa_code_wrong');
    if (!(await acceptTotpStep(db, user.id, step))) return wrong('code_replayed', 'auth.mfa_code_used');
    if (!(await consumeChallenge(db, challenge.id, now))) throw badRequest('auth.mfa_token_invalid');
  }
  const answer = await completeSignIn(deps, user, user.account, client, challenge.purpose === 'enrol' ? 'password+totp' : factor);
  if (!answer) return fail('locked', new AppError(403, 'auth.account_locked'));
  return recoveryCodes ? { ...answer, recovery_codes: recoveryCodes } : answer;
}

export { otpauthUri };
