/**
 * Security keys with `@simplewebauthn/server` (issue 32 item 1, D-604..D-606): binding a key to an
 * account (by its owner, or by an administrator on the users screen with the key at hand), the
 * sign-in's key step, removal (lost-key recovery), requirements per role or user.
 */
import type { SecurityKey } from '@aerosupply/shared';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AppDeps } from '../context';
import { AppError, badRequest, notFound } from '../errors';
import { updateUser } from '../users';
import { insertChallenge } from './mfa-repo';
import { newToken, tokenHash } from './tokens';
import { deleteSecurityKey, findKeyByCredential, insertSecurityKey, listSecurityKeys, recordKeyUse, takeRegisterChallenge, userExists } from './webauthn-repo';

/** How long a binding ceremony may take (seconds). */
const REGISTER_TTL_SECONDS = 300;

/** The relying party is the portal's public address (PUBLIC_URL): its host name and origin (D-605). */
export function relyingParty(deps: AppDeps) {
  const url = new URL(deps.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'AeroSupply' };
}

const transportsOf = (value: string | null) => (value ? (value.split(',') as AuthenticatorTransport[]) : undefined);

export async function securityKeysOf(deps: AppDeps, userId: number): Promise<SecurityKey[]> {
  const keys = await listSecurityKeys(deps.db, userId);
  return keys.map((k) => ({ id: k.id, label: k.label, createdAt: k.created_at.toISOString(), lastUsedAt: k.last_used_at?.toISOString() ?? null }));
}

/** The users screen's hardware-key serial is the bound keys' labels (D-604). */
async function syncHardwareKey(deps: AppDeps, userId: number): Promise<void> {
  const labels = (await listSecurityKeys(deps.db, userId)).map((k) => k.label);
  await updateUser(deps.db, userId, { hardware_key: labels.length ? labels.join(', ').slice(0, 100) : null }, deps.now());
}

/** Options of a binding ceremony for `userId` (the actor's own account, or an administrator's target). */
export async function keyRegistrationOptions(deps: AppDeps, userId: number): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await userExists(deps.db, userId);
  if (!user) throw notFound('common.not_found');
  const { rpID, rpName } = relyingParty(deps);
  const keys = await listSecurityKeys(deps.db, userId);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.account,
    userDisplayName: user.real_name,
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: 'none',
    excludeCredentials: keys.map((k) => ({ id: k.credential_id, transports: transportsOf(k.transports) })),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
  });
  const now = deps.now();
  await insertChallenge(deps.db, {
    token_hash: tokenHash(newToken()),
    user_id: userId,
    purpose: 'register',
    webauthn_challenge: options.challenge,
    expires_at: new Date(now.getTime() + REGISTER_TTL_SECONDS * 1000),
    created_at: now,
  });
  return options;
}

/** Verifies the authenticator's answer to the newest binding challenge and binds the key. */
export async function bindSecurityKey(deps: AppDeps, userId: number, label: string, response: RegistrationResponseJSON, by: number): Promise<SecurityKey[]> {
  const now = deps.now();
  const challenge = await takeRegisterChallenge(deps.db, userId, now);
  if (!challenge) throw badRequest('auth.key_challenge_invalid');
  const { rpID, origin } = relyingParty(deps);
  let verification;
  try {
    verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false });
  } catch {
    throw badRequest('auth.key_invalid');
  }
  if (!verification.verified) throw badRequest('auth.key_invalid');
  const { credential } = verification.registrationInfo;
  const id = await insertSecurityKey(deps.db, {
    user_id: userId,
    credential_id: credential.id,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports?.join(',') ?? null,
    label,
    created_by: by,
    created_at: now,
  });
  if (!id) throw new AppError(409, 'auth.key_already_bound');
  await syncHardwareKey(deps, userId);
  return securityKeysOf(deps, userId);
}

/** Removes a key (its owner, or an administrator recovering a lost key: the operation log keeps who and when). */
export async function removeSecurityKey(deps: AppDeps, userId: number, keyId: number): Promise<SecurityKey[]> {
  if (!(await deleteSecurityKey(deps.db, userId, keyId))) throw notFound('common.not_found');
  await syncHardwareKey(deps, userId);
  return securityKeysOf(deps, userId);
}

/** The key step's options for a sign-in: the account's keys only. */
export async function keyAuthenticationOptions(deps: AppDeps, userId: number): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const keys = await listSecurityKeys(deps.db, userId);
  if (keys.length === 0) return null;
  return generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    allowCredentials: keys.map((k) => ({ id: k.credential_id, transports: transportsOf(k.transports) })),
    userVerification: 'preferred',
  });
}

/**
 * Checks a sign-in's assertion against the challenge it was given: the key must be bound to this
 * account (a key of another account is a wrong key), the signature valid and the counter moving on.
 */
export async function verifyKeyAssertion(deps: AppDeps, userId: number, challenge: string, raw: string): Promise<boolean> {
  let response: AuthenticationResponseJSON;
  try {
    response = JSON.parse(raw) as AuthenticationResponseJSON;
  } catch {
    return false;
  }
  const key = typeof response?.id === 'string' ? await findKeyByCredential(deps.db, response.id) : undefined;
  if (!key || key.user_id !== userId) return false;
  const { rpID, origin } = relyingParty(deps);
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: key.credential_id, publicKey: isoBase64URL.toBuffer(key.public_key), counter: Number(key.counter), transports: transportsOf(key.transports) },
      requireUserVerification: false,
    });
    if (!result.verified) return false;
    await recordKeyUse(deps.db, key.id, result.authenticationInfo.newCounter, deps.now());
    return true;
  } catch {
    return false;
  }
}
