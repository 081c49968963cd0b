/**
 * The sign-in page's two reads, without TanStack Query (D-702): the page is the first screen of
 * most visits and needs only these, so the query library loads with the other routes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaResponse, LoginType } from '@aerosupply/shared';
import { signInWires } from '@aerosupply/shared/http/wires';
import { callWire } from '../../lib/api/call';
import { isApiError } from '../../lib/api/client';
import { fetchLoginType } from '../../lib/auth';

export interface Loaded<T> {
  data: T | undefined;
  isFetching: boolean;
  /** When the data last arrived (0 before). */
  dataUpdatedAt: number;
  refetch: () => Promise<void>;
}

/** One try and one retry unless refused (4xx), as the queries had; undefined when it fails. */
async function withRetry<T>(load: () => Promise<T>): Promise<T | undefined> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await load();
    } catch (error) {
      // The calls are background ones: the page works without them (no captcha, no SSO button).
      if (isApiError(error) && error.status >= 400 && error.status < 500) return undefined;
    }
  }
  return undefined;
}

interface Cached<T> {
  data?: T;
  at: number;
}

/** `load`'s answer, fetched when `enabled` and older than `staleMs`, kept in `cache` across mounts. */
function useLoaded<T>(load: () => Promise<T>, enabled: boolean, staleMs: number, cache: Cached<T>): Loaded<T> {
  const [state, setState] = useState({ data: cache.data, at: cache.at, fetching: false });
  const latest = useRef(0);
  const live = useRef(true);
  const refetch = useCallback(async () => {
    const call = ++latest.current;
    setState((s) => ({ ...s, fetching: true }));
    const data = await withRetry(load);
    if (!live.current || call !== latest.current) return;
    if (data !== undefined) Object.assign(cache, { data, at: Date.now() });
    setState({ data: cache.data, at: cache.at, fetching: false });
  }, [load, cache]);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    if (!enabled) return;
    if (cache.at === 0 || Date.now() - cache.at >= staleMs) void refetch();
  }, [enabled, staleMs, cache, refetch]);
  return { data: state.data, isFetching: state.fetching, dataUpdatedAt: state.at, refetch };
}

const loginTypeCache: Cached<LoginType> = { at: 0 };

/** GET /admin/sys/user/getLoginType: whether a captcha is asked, password lengths, single sign-on. */
export function useLoginType(): Loaded<LoginType> {
  return useLoaded(fetchLoginType, true, 60_000, loginTypeCache);
}

const fetchCaptcha = () => callWire(signInWires.captcha, undefined, { anonymous: true, background: true });

/** GET /api/auth/captcha; refetch() gives a new image and key. Never reused by another visit of the page. */
export function useCaptcha(enabled: boolean): Loaded<CaptchaResponse> {
  const [cache] = useState<Cached<CaptchaResponse>>(() => ({ at: 0 }));
  return useLoaded(fetchCaptcha, enabled, Infinity, cache);
}
