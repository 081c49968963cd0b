/**
 * The signed-in session (spec 000 §3 "stored locally: access token, user id, account, roles; a
 * cookie holds token, user id, user name and role"). localStorage is the source of truth; the
 * cookies mirror the user id, name and roles for the old portal's habits and are never read for
 * authentication. The access token is not copied into a cookie (spec-decisions D-95): nothing
 * reads it there, and a script-readable copy sent with every request only widens its exposure.
 */
import type { TokenResponse } from '@aerosupply/shared';
import { deleteCookie, setCookie } from './cookies';

const KEY = 'aerosupply.session';
const DEVICE_KEY = 'aerosupply.deviceId';
/** 'token' only to delete the copy an older version wrote. */
const SESSION_COOKIES = ['token', 'userId', 'userName', 'role'] as const;

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  userId: number;
  account: string;
  roles: string[];
}

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.accessToken === 'string' && v.accessToken.length > 0 && typeof v.refreshToken === 'string';
}

export function getSession(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return getSession()?.accessToken ?? null;
}

/** Stores the token answer of POST /oauth/token. */
export function saveTokens(token: TokenResponse): Session {
  const session: Session = {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAt: Date.now() + token.expires_in * 1000,
    userId: token.user_id,
    account: token.account,
    roles: token.roles,
  };
  localStorage.setItem(KEY, JSON.stringify(session));
  deleteCookie('token');
  setCookie('userId', String(session.userId));
  setCookie('userName', session.account);
  setCookie('role', session.roles.join(','));
  listeners.forEach((l) => l(session));
  return session;
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
  SESSION_COOKIES.forEach(deleteCookie);
  listeners.forEach((l) => l(null));
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A stable random id for this browser, sent as `macAddr` with the login log: a browser cannot read
 * a MAC address, and the id lets the account log tell devices apart.
 */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `web-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}
