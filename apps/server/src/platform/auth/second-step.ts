/**
 * What a right password leads to (issue 32, D-600, D-602, D-606): nothing more, a security key's or
 * an authenticator's step, a required enrolment, or a refusal when a required key is not bound.
 */
import type { MfaRequired } from '@aerosupply/shared';
import type { AppDeps } from '../context';
import { companyRequiresSecondFactor, deleteExpiredChallenges, findTotp, insertChallenge } from './mfa-repo';
import { newToken, tokenHash } from './tokens';
import { keyAuthenticationOptions } from './webauthn';
import { securityKeyRequired } from './webauthn-repo';

/** How long the second step may take (seconds). */
export const MFA_TOKEN_TTL_SECONDS = 300;

/**
 * The second step an account owes after a right password: a confirmed TOTP (`verify`), or, when its
 * company requires a second factor and it has none, its enrolment (`enrol`, D-602); null for none.
 */
export async function secondStepFor(deps: AppDeps, userId: number, companyId: number, now: Date): Promise<MfaRequired | 'key_missing' | null> {
  const [totp, keyOptions, keyRequired] = await Promise.all([findTotp(deps.db, userId), keyAuthenticationOptions(deps, userId), securityKeyRequired(deps.db, userId)]);
  // A key required of the account (its role or itself) and none bound: only an administrator can bind one (D-606).
  if (keyRequired && !keyOptions) return 'key_missing';
  const hasTotp = Boolean(totp?.confirmed_at);
  const purpose = keyOptions || hasTotp ? 'verify' : (await companyRequiresSecondFactor(deps.db, companyId)) ? 'enrol' : null;
  if (!purpose) return null;
  const token = newToken();
  await deleteExpiredChallenges(deps.db, now);
  await insertChallenge(deps.db, {
    token_hash: tokenHash(token),
    user_id: userId,
    purpose,
    webauthn_challenge: keyOptions?.challenge ?? null,
    expires_at: new Date(now.getTime() + MFA_TOKEN_TTL_SECONDS * 1000),
    created_at: now,
  });
  const methods: MfaRequired['methods'] = purpose === 'enrol' ? ['totp'] : [...(keyOptions ? ['webauthn' as const] : []), ...(hasTotp && !keyRequired ? (['totp', 'recovery_code'] as const) : [])];
  return {
    mfa_required: true,
    mfa_token: token,
    expires_in: MFA_TOKEN_TTL_SECONDS,
    methods,
    enrol: purpose === 'enrol',
    ...(keyOptions ? { webauthn: keyOptions as unknown as Record<string, unknown> } : {}),
  };
}

