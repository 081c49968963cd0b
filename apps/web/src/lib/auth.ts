/** Sign-in and sign-out (spec 000 §4 session states, §7 calls). */
import type { LoginType, MfaRequired, SsoStart, TokenResponse, TotpSetup, UserInfo } from '@aerosupply/shared';
import { signInWires } from '@aerosupply/shared/http/wires';
import { callWire } from './api/call';
import { savedLang } from './i18n';
import { clearSession, deviceId, getSession, saveTokens } from './session';
import { ensureUserInfo } from './user';

export interface SignInInput {
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}

/** Token, login log, user info; resolves with the user info of the new session, or the second step the account owes (D-600). */
export async function signIn(input: SignInInput): Promise<UserInfo | MfaRequired> {
  const answer = await callWire(
    signInWires.token,
    { body: { grant_type: 'password', username: input.username.trim(), password: input.password, captchaKey: input.captchaKey, captchaCode: input.captchaCode } },
    { anonymous: true, silent: true },
  );
  if ('mfa_required' in answer) return answer;
  return startSession(answer);
}

export interface SecondFactorInput {
  mfaToken: string;
  code?: string;
  recoveryCode?: string;
  /** A security key's assertion as JSON text (D-605). */
  webauthn?: string;
}

/** grant_type=mfa: the second step; the recovery codes come back once when it confirmed a required enrolment. */
export async function signInSecondStep(input: SecondFactorInput): Promise<{ info: UserInfo; recoveryCodes?: string[] }> {
  const token = tokensOf(
    await callWire(
      signInWires.token,
      { body: { grant_type: 'mfa', mfa_token: input.mfaToken, code: input.code, recovery_code: input.recoveryCode, webauthn: input.webauthn } },
      { anonymous: true, silent: true },
    ),
  );
  return { info: await startSession(token), recoveryCodes: token.recovery_codes };
}

/** Staff single sign-on (D-620, D-622): where the browser goes to sign in at the identity provider (the server binds the attempt to this browser by a cookie). */
export function startSso(): Promise<SsoStart> {
  return callWire(signInWires.ssoStart, undefined, { anonymous: true, silent: true });
}

/** grant_type=oidc: the identity provider's answer on /sso/callback becomes the portal's session. */
export async function signInWithSso(answer: { code: string; state: string; iss?: string }): Promise<UserInfo> {
  const token = await callWire(signInWires.token, { body: { grant_type: 'oidc', code: answer.code, state: answer.state, iss: answer.iss } }, { anonymous: true, silent: true });
  return startSession(tokensOf(token));
}

/** A required enrolment during the sign-in: a new authenticator secret (D-602). */
export function startRequiredEnrolment(mfaToken: string): Promise<TotpSetup> {
  return callWire(signInWires.mfaEnrol, { body: { mfa_token: mfaToken } }, { anonymous: true, silent: true });
}

/** A second step (or a single sign-on) always ends in tokens: only the password grant may ask for a second factor. */
function tokensOf(answer: TokenResponse | MfaRequired): TokenResponse {
  if ('mfa_required' in answer) throw new Error('unexpected second-factor challenge');
  return answer;
}

async function startSession(token: TokenResponse): Promise<UserInfo> {
  saveTokens(token);
  // The account log records the sign-in; losing it must not block the user, nor waiting for it
  // delay the user info (both go out at once, D-170). Failures are logged by the server.
  const logged = callWire(signInWires.loginLog, { body: { macAddr: deviceId() } }, { silent: true, background: true }).catch(() => undefined);
  // The language chosen here wins over the profile's and becomes it before the user info is read (D-190).
  const chosen = savedLang();
  if (chosen) {
    try {
      await callWire(signInWires.language, { body: { language: chosen } }, { silent: true, background: true });
    } catch {
      // The profile keeps its language; the user info below applies it.
    }
  }
  try {
    const info = await ensureUserInfo();
    await logged;
    return info;
  } catch (err) {
    clearSession();
    throw err;
  }
}

/** Revokes the session on the server (best effort) and clears it here. */
export async function signOut(): Promise<void> {
  if (getSession()) {
    try {
      await callWire(signInWires.logout, undefined, { silent: true, background: true });
    } catch {
      // The token expires by itself; the local session is cleared either way.
    }
  }
  clearSession();
}

export function fetchLoginType(): Promise<LoginType> {
  return callWire(signInWires.loginType, undefined, { anonymous: true, background: true });
}
