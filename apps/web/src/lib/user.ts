/**
 * The signed-in user and their menus (GET /admin/sys/user/getUserInfo, spec 000 §3, §7). Kept in
 * memory; the navigation guard fetches it when the menu list is empty.
 */
import { useSyncExternalStore } from 'react';
import type { UserInfo, UserInfoUser } from '@aerosupply/shared';
import { signInWires } from '@aerosupply/shared/http/wires';
import { callWire } from './api/call';
import { ApiError } from './api/client';
import { changeLanguage, currentLang, i18n } from './i18n';
import { getSession, onSessionChange } from './session';

let info: UserInfo | null = null;
let inflight: Promise<UserInfo> | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((l) => l());
}

export function getUserInfo(): UserInfo | null {
  return info;
}

export function setUserInfo(next: UserInfo | null): void {
  info = next;
  emit();
}

/** Updates fields of the signed-in user (after a language or profile save). */
export function patchUser(patch: Partial<UserInfoUser>): void {
  if (!info) return;
  info = { ...info, user: { ...info.user, ...patch } };
  emit();
}

onSessionChange((session) => {
  if (!session) {
    inflight = null;
    setUserInfo(null);
  }
});

/** Spec 000 §7: it is an error if user or menus are missing or empty. */
function validate(data: unknown): UserInfo {
  const candidate = data as Partial<UserInfo> | null;
  if (!candidate || !candidate.user || !Array.isArray(candidate.menus) || candidate.menus.length === 0) {
    throw new ApiError(0, 'client.user_info_invalid', i18n.t('common.errors.userInfoInvalid'));
  }
  return candidate as UserInfo;
}

interface EarlyUserInfo {
  token: string;
  lang: string;
  answer: Promise<{ code?: number; data?: UserInfo } | null>;
}

/** Reads the user info from the server (in the background, errors left to the caller). */
export const fetchUserInfo = (): Promise<UserInfo> => callWire(signInWires.userInfo, undefined, { background: true, silent: true });

/**
 * The user info index.html's boot script asked for before the app's code ran (apps/web/boot-shell.ts),
 * once, when it was asked with the current token and language; it falls back to the API client
 * (which renews tokens and reports errors) when that answer is not a success.
 */
function takeEarlyAnswer(): Promise<UserInfo> | null {
  const holder = window as unknown as { __asUserInfo?: EarlyUserInfo };
  const early = holder.__asUserInfo;
  holder.__asUserInfo = undefined;
  if (!early || early.token !== getSession()?.accessToken || early.lang !== currentLang()) return null;
  return early.answer.then((body) =>
    body?.code === 200 && body.data ? body.data : fetchUserInfo(),
  );
}

/**
 * Returns the user info, fetching it when the menu list is empty (spec 000 §2 guard). A saved
 * language preference is applied once it arrives (spec 000 §4).
 */
export function ensureUserInfo(): Promise<UserInfo> {
  if (info && info.menus.length > 0) return Promise.resolve(info);
  inflight ??= (takeEarlyAnswer() ?? fetchUserInfo())
    .then(async (data) => {
      const valid = validate(data);
      setUserInfo(valid);
      const saved = valid.user.language;
      if ((saved === 'zh' || saved === 'en') && saved !== currentLang()) await changeLanguage(saved);
      return valid;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user info, or null before sign-in. */
export function useUserInfo(): UserInfo | null {
  return useSyncExternalStore(subscribe, () => info, () => null);
}

/** Home path of each side. */
export function homePathFor(user: Pick<UserInfoUser, 'companyType'>): string {
  if (user.companyType === 'supplier') return '/sup/home';
  if (user.companyType === 'forwarder') return '/fwd/home';
  return '/home';
}
