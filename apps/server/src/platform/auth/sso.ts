/**
 * Single sign-on for staff with OpenID Connect (issue 32 item 3, D-620..D-625): the system
 * administrator's settings, the start of a sign-in (state, nonce, PKCE verifier kept server-side and
 * bound to the browser by a cookie) and `grant_type=oidc`, which checks the provider's answer,
 * matches (or provisions, disabled) the staff account and ends in the portal's own token answer.
 */
import { STAFF_COMPANY_ID, type SsoSettings, type SsoSettingsInput, type TokenResponse } from '@aerosupply/shared';
import { createHash } from 'node:crypto';
import type { Actor, AppDeps } from '../context';
import { AppError, badRequest, fieldError } from '../errors';
import { insertUser } from '../users';
import { hashPassword } from './passwords';
import { hitRateLimit } from './rate-limit';
import { accountRefusal, completeSignIn, findSignInUser, recordLoginEvent, type ClientInfo } from './sign-in';
import { authorizationUrl, discover, exchangeCode, issuerAllowed, newSignInChecks, sealClientSecret, unsealClientSecret, type RelyingParty } from './sso-client';
import { accountNameTaken, insertSsoLogin, readSsoSettings, staffAccountsMatching, takeSsoLogin, writeSsoSettings, type SsoSettingsRow } from './sso-repo';
import { newToken } from './tokens';

/** How long a started sign-in waits for the provider's answer (seconds). */
export const SSO_LOGIN_TTL_SECONDS = 600;
/** The cookie binding a started sign-in to its browser (D-622). */
export const SSO_COOKIE = 'aerosupply_sso';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** The web app's page the provider sends the browser back to: what the administrator registers there. */
export const redirectUriOf = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/sso/callback`;

function view(deps: AppDeps, row: SsoSettingsRow | undefined): SsoSettings {
  return {
    enabled: row?.enabled ?? false,
    providerName: row?.provider_name ?? '',
    issuer: row?.issuer ?? '',
    clientId: row?.client_id ?? '',
    clientSecretSet: storedSecret(deps, row) !== null,
    scopes: row?.scopes ?? 'openid email profile',
    matchClaim: row?.match_claim ?? 'email',
    matchField: row?.match_field ?? 'email',
    nameClaim: row?.name_claim ?? 'name',
    provisioning: row?.provisioning ?? false,
    staffPasswordOff: row?.staff_password_off ?? false,
    redirectUri: redirectUriOf(deps.config.publicUrl),
    updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

export async function ssoSettings(deps: AppDeps): Promise<SsoSettings> {
  return view(deps, await readSsoSettings(deps.db));
}

/** The stored client secret; null when there is none or SEALING_SECRET changed since (D-621: enter it again). */
function storedSecret(deps: AppDeps, row: SsoSettingsRow | undefined): string | null {
  if (!row?.client_secret_sealed) return null;
  try {
    return unsealClientSecret(deps.config.sealingSecret, row.client_secret_sealed);
  } catch {
    return null;
  }
}

/** The relying party of the settings in force; null when single sign-on is off (or its secret unreadable). */
function relyingParty(deps: AppDeps, row: SsoSettingsRow | undefined): RelyingParty | null {
  const clientSecret = row?.enabled ? storedSecret(deps, row) : null;
  return row && clientSecret ? { issuer: row.issuer, clientId: row.client_id, clientSecret } : null;
}

/**
 * Saves the settings; turning single sign-on on needs a name, an https issuer whose discovery
 * document answers, a client id and a secret (given now or kept). The secret is only ever written.
 */
export async function saveSsoSettings(deps: AppDeps, actor: Actor, input: SsoSettingsInput): Promise<SsoSettings> {
  const stored = await readSsoSettings(deps.db);
  const secret = input.clientSecret || storedSecret(deps, stored) || '';
  if (input.issuer && !issuerAllowed(input.issuer)) throw fieldError('issuer', 'sso.issuer_invalid');
  if (input.enabled) {
    if (!input.providerName) throw fieldError('providerName', 'sso.provider_name_required');
    if (!input.issuer) throw fieldError('issuer', 'sso.issuer_invalid');
    if (!input.clientId) throw fieldError('clientId', 'sso.client_id_required');
    if (!secret) throw fieldError('clientSecret', 'sso.client_secret_required');
    try {
      await discover({ issuer: input.issuer, clientId: input.clientId, clientSecret: secret });
    } catch {
      throw fieldError('issuer', 'sso.issuer_unreachable');
    }
  }
  await writeSsoSettings(deps.db, {
    enabled: input.enabled,
    provider_name: input.providerName,
    issuer: input.issuer,
    client_id: input.clientId,
    ...(input.clientSecret ? { client_secret_sealed: sealClientSecret(deps.config.sealingSecret, input.clientSecret) } : {}),
    scopes: input.scopes,
    match_claim: input.matchClaim,
    match_field: input.matchField,
    name_claim: input.nameClaim,
    provisioning: input.provisioning,
    staff_password_off: input.staffPasswordOff,
    updated_by: actor.userId,
    updated_at: deps.now(),
  });
  return ssoSettings(deps);
}

/** The sign-in page's button: the provider's name when single sign-on is on. */
export async function ssoButton(deps: AppDeps): Promise<{ name: string } | null> {
  const row = await readSsoSettings(deps.db);
  return row && relyingParty(deps, row) ? { name: row.provider_name } : null;
}

async function configOf(rp: RelyingParty) {
  try {
    return await discover(rp);
  } catch {
    throw new AppError(502, 'auth.sso_provider_unreachable');
  }
}

/** Starts a sign-in: the provider's authorization URL, and the browser token the cookie carries. */
export async function startSso(deps: AppDeps, client: ClientInfo): Promise<{ authorizationUrl: string; browserToken: string }> {
  const now = deps.now();
  await hitRateLimit(deps.db, `login:ip:${client.ip}`, deps.config.loginRateLimitPerIp, now);
  const row = await readSsoSettings(deps.db);
  const rp = relyingParty(deps, row);
  if (!rp || !row) throw badRequest('auth.sso_not_configured');
  const config = await configOf(rp);
  const checks = newSignInChecks();
  const browserToken = newToken();
  await insertSsoLogin(
    deps.db,
    {
      state_hash: sha256(checks.state),
      browser_hash: sha256(browserToken),
      nonce: checks.nonce,
      code_verifier: checks.codeVerifier,
      expires_at: new Date(now.getTime() + SSO_LOGIN_TTL_SECONDS * 1000),
    },
    now,
  );
  const url = await authorizationUrl(config, { redirectUri: redirectUriOf(deps.config.publicUrl), scopes: row.scopes, ...checks });
  return { authorizationUrl: url, browserToken };
}

const claimText = (claims: Record<string, unknown>, name: string) => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * grant_type=oidc: the provider's answer for a started sign-in of this browser. Each refusal has its
 * message; those after the identity is known are in the account log with the factor `oidc`.
 */
export async function signInWithOidc(
  deps: AppDeps,
  input: { code: string; state: string; iss?: string },
  browserToken: string | undefined,
  client: ClientInfo,
): Promise<TokenResponse> {
  const { db } = deps;
  const now = deps.now();
  await hitRateLimit(db, `login:ip:${client.ip}`, deps.config.loginRateLimitPerIp, now);
  const row = await readSsoSettings(db);
  const rp = relyingParty(deps, row);
  if (!rp || !row) throw badRequest('auth.sso_not_configured');
  // Used once whatever follows: a replayed answer finds nothing.
  const pending = await takeSsoLogin(db, sha256(input.state));
  const expired = !pending || new Date(pending.expires_at).getTime() < now.getTime();
  if (expired || !browserToken || sha256(browserToken) !== pending.browser_hash) throw badRequest('auth.sso_state_invalid');
  const config = await configOf(rp);
  let claims: Record<string, unknown>;
  try {
    claims = await exchangeCode(config, {
      redirectUri: redirectUriOf(deps.config.publicUrl),
      code: input.code,
      state: input.state,
      iss: input.iss,
      expectedState: input.state,
      nonce: pending.nonce,
      codeVerifier: pending.code_verifier,
    });
  } catch {
    throw badRequest('auth.sso_failed');
  }

  const identity = claimText(claims, row.match_claim);
  const logAccount = identity ?? claimText(claims, 'sub') ?? '';
  const refuse = async (reason: string, error: AppError, user?: { id: number; company_id: number }): Promise<never> => {
    await recordLoginEvent(db, { userId: user?.id ?? null, account: logAccount, companyId: user?.company_id ?? null, event: 'login_failed', reason, factor: 'oidc' }, client);
    throw error;
  };
  const ids = identity ? await staffAccountsMatching(db, row.match_field, identity) : [];
  if (ids.length > 1) return refuse('sso_ambiguous', new AppError(403, 'auth.sso_ambiguous'));
  if (ids.length === 0) {
    if (identity && row.provisioning && (await provision(deps, identity, claimText(claims, row.name_claim), claimText(claims, 'email')))) {
      return refuse('sso_provisioned', new AppError(403, 'auth.sso_provisioned'));
    }
    return refuse('sso_unknown', new AppError(403, 'auth.sso_unknown_account'));
  }
  const user = await findSignInUser(db, { id: ids[0]! });
  if (!user) return refuse('sso_unknown', new AppError(403, 'auth.sso_unknown_account'));
  if (user.locked_until && user.locked_until.getTime() > now.getTime()) return refuse('locked', new AppError(403, 'auth.account_locked'), user);
  const refusal = await accountRefusal(deps, user, now);
  if (refusal) return refuse(refusal.reason, refusal.error, user);
  const answer = await completeSignIn(deps, user, user.account, client, 'oidc');
  if (!answer) return refuse('locked', new AppError(403, 'auth.account_locked'), user);
  return answer;
}

/**
 * Provisioning (D-624): an unknown identity becomes a disabled staff account without roles, named by
 * the identifying claim, with an unusable random password; a system administrator enables it and
 * gives it roles. False when the name is taken (by a supplier's account, say) or too long.
 */
async function provision(deps: AppDeps, identity: string, name: string | null, email: string | null): Promise<boolean> {
  if (identity.length > 60 || (await accountNameTaken(deps.db, identity))) return false;
  try {
    await insertUser(deps.db, {
      company_id: STAFF_COMPANY_ID,
      account: identity,
      real_name: (name ?? identity).slice(0, 60),
      email: email && email.length <= 100 ? email : null,
      mobile: null,
      password_hash: await hashPassword(newToken()),
      enabled: false,
      created_at: deps.now(),
    });
    return true;
  } catch {
    // Created concurrently by another sign-in of the same identity.
    return false;
  }
}
