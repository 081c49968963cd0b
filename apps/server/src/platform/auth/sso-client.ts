/**
 * The relying party of the staff's single sign-on (D-620, D-622), on `openid-client`: discovery of
 * the issuer, the authorization URL (code flow with PKCE S256, state and nonce) and the checked
 * code exchange (state, `iss` of RFC 9207, ID token signature, issuer, audience, nonce), then the
 * user-info claims of the same subject. The client secret is sealed at rest (D-621).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';

const SALT = 'aerosupply-sso-v1';
const secretKey = (sealingSecret: string) => Buffer.from(hkdfSync('sha256', sealingSecret, SALT, 'sso:client-secret', 32));

/** AES-256-GCM under a key derived from SEALING_SECRET: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function sealClientSecret(sealingSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(sealingSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function unsealClientSecret(sealingSecret: string, sealed: string): string {
  const [, iv, tag, body] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(sealingSecret), Buffer.from(iv ?? '', 'base64url'));
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8');
}

/** http is accepted only for a loopback issuer (local tests and development); anything else must be https. */
export function issuerAllowed(issuer: string): boolean {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export interface RelyingParty {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const TIMEOUT_SECONDS = 10;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();
const CACHE_MS = 10 * 60_000;

/**
 * The issuer's discovered configuration for this client, kept 10 minutes (a failed discovery is not kept).
 * The cache's age is wall-clock time on purpose: it is about the provider's document, not the portal's clock.
 */
export function discover(rp: RelyingParty, now = Date.now()): Promise<oidc.Configuration> {
  const key = JSON.stringify([rp.issuer, rp.clientId, rp.clientSecret]);
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.config;
  const insecure = new URL(rp.issuer).protocol === 'http:';
  const config = oidc.discovery(new URL(rp.issuer), rp.clientId, undefined, oidc.ClientSecretBasic(rp.clientSecret), {
    timeout: TIMEOUT_SECONDS,
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  cache.set(key, { at: now, config });
  config.catch(() => cache.delete(key));
  return config;
}

export function newSignInChecks() {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

export async function authorizationUrl(
  config: oidc.Configuration,
  p: { redirectUri: string; scopes: string; state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: p.redirectUri,
    scope: p.scopes,
    state: p.state,
    nonce: p.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(p.codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

/**
 * Exchanges the code and checks everything the answer carries; the ID token's claims merged with
 * the user-info claims of the same subject (user info wins: providers leave the profile out of the
 * ID token). Throws the library's error on any mismatch.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  p: { redirectUri: string; code: string; state: string; iss?: string; expectedState: string; nonce: string; codeVerifier: string },
): Promise<Record<string, unknown>> {
  const callback = new URL(p.redirectUri);
  callback.searchParams.set('code', p.code);
  callback.searchParams.set('state', p.state);
  if (p.iss !== undefined) callback.searchParams.set('iss', p.iss);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: p.codeVerifier,
    expectedState: p.expectedState,
    expectedNonce: p.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  const info = config.serverMetadata().userinfo_endpoint ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub) : {};
  return { ...claims, ...info };
}
