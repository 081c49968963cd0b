/** Sign-in and sign-out (spec 000 §4 session states, §7 calls). */
import type { LoginType, TokenResponse, UserInfo } from '@aerosupply/shared';
import { api, request } from './api/client';
import { savedLang } from './i18n';
import { clearSession, deviceId, getSession, saveTokens } from './session';
import { ensureUserInfo } from './user';

export interface SignInInput {
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}

/** Token, login log, user info; resolves with the user info of the new session. */
export async function signIn(input: SignInInput): Promise<UserInfo> {
  const token = await request<TokenResponse>('POST', '/oauth/token', {
    form: {
      grant_type: 'password',
      username: input.username.trim(),
      password: input.password,
      captchaKey: input.captchaKey,
      captchaCode: input.captchaCode,
    },
    anonymous: true,
    raw: true,
    silent: true,
  });
  saveTokens(token);
  // The account log records the sign-in; losing it must not block the user, nor waiting for it
  // delay the user info (both go out at once, D-170). Failures are logged by the server.
  const logged = api.post('/admin/sys/user/loginLog', { macAddr: deviceId() }, { silent: true, background: true }).catch(() => undefined);
  // The language chosen here wins over the profile's and becomes it before the user info is read (D-190).
  const chosen = savedLang();
  if (chosen) {
    try {
      await api.post('/api/profile/language', { language: chosen }, { silent: true, background: true });
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
      await api.get('/oauth/logout', undefined, { silent: true, background: true });
    } catch {
      // The token expires by itself; the local session is cleared either way.
    }
  }
  clearSession();
}

export function fetchLoginType(): Promise<LoginType> {
  return api.get<LoginType>('/admin/sys/user/getLoginType', undefined, { anonymous: true, background: true });
}
