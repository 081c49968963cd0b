/**
 * The one API client (spec 000 §7, §8): 60-second timeout, bearer token, `Accept-Language`
 * following the UI, envelope unwrapping, and the error behaviours of the catalogue:
 * - HTTP status other than 2xx: the body's message shows for 5 seconds;
 * - body code 401 (or a 403 about the token): 'Token invalid, please log in again', the session
 *   is cleared, and a GET returns the user to sign-in (a POST keeps the page so input is not lost);
 * - business reply with code != 200: its `msg` shows as an error.
 * Every failure is thrown as an `ApiError` so callers can map `fields` onto forms.
 */
import type { FieldError, LoginType, TokenResponse } from '@aerosupply/shared';
import { queryString } from '@aerosupply/shared/http/contract';
import { signInWires } from '@aerosupply/shared/http/wires';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { showError } from '../feedback';
import { currentLang, i18n, LANG_TAGS } from '../i18n';
import { beginLoading } from '../loading';
import { loginPath, navigateTo } from '../navigation';
import { clearSession, getSession, saveTokens } from '../session';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status, or 0 when no answer arrived (network error, timeout). */
    readonly status: number,
    /** Stable key from the server (`auth.captcha_wrong`) or the client (`client.timeout`). */
    readonly errorKey: string,
    message: string,
    readonly fields: FieldError[] = [],
    /** Seconds from a Retry-After header (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

type Scalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, Scalar | readonly (string | number)[]>;

export interface RequestOptions {
  /** Query-string parameters (undefined, null and '' are left out). */
  params?: QueryParams;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (application/x-www-form-urlencoded). */
  form?: Record<string, Scalar>;
  /** Multipart body (uploads). */
  multipart?: FormData;
  /** Do not show error messages; the caller reports the error itself. */
  silent?: boolean;
  /** Do not count towards the 'Loading...' overlay (lookups, polling, dropdown options). */
  background?: boolean;
  /** Sent without a token and without session handling (sign-in, captcha). */
  anonymous?: boolean;
  /** The answer is not an envelope (POST /oauth/token answers the RFC 6749 body). */
  raw?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Upload progress of a multipart body, 0-100 (sent with XMLHttpRequest: fetch cannot report it). */
  onUploadProgress?: (percent: number) => void;
}

export interface DownloadResult {
  blob: Blob;
  filename: string | null;
}

function buildUrl(url: string, params?: QueryParams): string {
  const qs = queryString(params);
  return qs && url.includes('?') ? `${url}&${qs.slice(1)}` : `${url}${qs}`;
}

function formBody(form: Record<string, Scalar>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  return body;
}

interface FailureBody {
  code?: unknown;
  errorKey?: unknown;
  msg?: unknown;
  fields?: unknown;
  error?: unknown;
  error_description?: unknown;
}

function asFailure(body: unknown): FailureBody {
  return body && typeof body === 'object' ? (body as FailureBody) : {};
}

function isSessionError(code: number, errorKey: string): boolean {
  // A 403 that is about permissions (auth.forbidden) or sign-in (auth.account_locked) keeps the
  // session: only token problems end it (docs/spec-decisions.md, spec 000 §8 "401 or 403").
  return code === 401 || (code === 403 && errorKey.startsWith('auth.token'));
}

let refreshing: Promise<void> | null = null;
let webClient: Promise<LoginType> | null = null;

/**
 * The web app's OAuth client id and secret, which a refresh must send (spec 000 §7, D-91): read
 * once per page load from the server's sign-in options, so they follow OAUTH_CLIENT_ID/SECRET.
 */
function oauthClient(): Promise<LoginType> {
  const { method, url } = signInWires.loginType;
  webClient ??= request<LoginType>(method, url, { anonymous: true, silent: true, background: true }).catch((err: unknown) => {
    webClient = null;
    throw err;
  });
  return webClient;
}

const refreshDue = (session: ReturnType<typeof getSession>) => Boolean(session?.refreshToken) && session!.expiresAt - Date.now() <= 60_000;

/**
 * Runs `work` while no other tab of this browser is renewing: the tabs share one refresh token, and
 * presenting it twice would look like token theft and end the whole sign-in (D-88).
 */
async function inRefreshLock(work: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('aerosupply-token-refresh', work);
  else await work();
}

/** Renews the access token shortly before it expires (the refresh token rotates). */
async function refreshIfDue(): Promise<void> {
  if (!refreshDue(getSession())) return;
  refreshing ??= (async () => {
    try {
      await inRefreshLock(async () => {
        // Read again inside the lock: another tab may have renewed meanwhile.
        const session = getSession();
        if (!session || !refreshDue(session)) return;
        const client = await oauthClient();
        const token = await request<TokenResponse>(signInWires.token.method, signInWires.token.url, {
          form: { grant_type: 'refresh_token', refresh_token: session.refreshToken, client_id: client.clientId, client_secret: client.clientSecret },
          anonymous: true,
          raw: true,
          silent: true,
          background: true,
        });
        saveTokens(token);
      });
    } catch {
      // The next call answers 401 and runs the normal session-ended path.
    } finally {
      refreshing = null;
    }
  })();
  await refreshing;
}

function endSession(method: string, message: string): void {
  const hadSession = getSession() !== null;
  clearSession();
  if (hadSession) showError(message);
  if (method === 'GET') {
    const here = window.location.pathname + window.location.search;
    navigateTo(loginPath(here), { replace: true });
  }
}

async function readBody(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return await res.json();
    } catch {
      return null;
    }
  }
  const text = await res.text().catch(() => '');
  return text ? { msg: text.slice(0, 300) } : null;
}

function failureOf(method: string, status: number, body: unknown, res: Response, opts: RequestOptions): ApiError {
  const b = asFailure(body);
  const code = typeof b.code === 'number' ? b.code : status;
  const errorKey = typeof b.errorKey === 'string' ? b.errorKey : typeof b.error === 'string' ? b.error : `http.${code}`;
  const text =
    typeof b.msg === 'string' && b.msg
      ? b.msg
      : typeof b.error_description === 'string' && b.error_description
        ? b.error_description
        : i18n.t('common.errors.http', { status: code });
  const fields = Array.isArray(b.fields) ? (b.fields as FieldError[]) : [];
  const retry = Number(res.headers.get('retry-after'));
  const error = new ApiError(code, errorKey, text, fields, Number.isFinite(retry) && retry > 0 ? retry : undefined);
  if (!opts.anonymous && isSessionError(code, errorKey)) {
    endSession(method, errorKey === 'auth.token_invalid' ? text : i18n.t('common.errors.tokenInvalid'));
  } else if (!opts.silent) {
    showError(text);
  }
  return error;
}

/** fetch() with upload progress: the same request through XMLHttpRequest, answered as a Response. */
function fetchWithProgress(url: string, init: RequestInit & { headers: Record<string, string> }, onProgress: (percent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.response as Blob, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

async function send(method: string, url: string, opts: RequestOptions): Promise<Response> {
  if (!opts.anonymous) await refreshIfDue();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': LANG_TAGS[currentLang()],
  };
  const token = opts.anonymous ? null : getSession()?.accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.multipart) body = opts.multipart;
  else if (opts.form) {
    body = formBody(opts.form);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    const init = { method, headers, body, signal: controller.signal, credentials: 'same-origin' as const };
    if (opts.onUploadProgress && body) return await fetchWithProgress(buildUrl(url, opts.params), init, opts.onUploadProgress);
    return await fetch(buildUrl(url, opts.params), init);
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    const error = timedOut
      ? new ApiError(0, 'client.timeout', i18n.t('common.errors.timeout'))
      : new ApiError(0, 'client.network', i18n.t('common.errors.network'));
    if (!opts.silent) showError(error.message);
    throw error;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/** Sends a call and returns the envelope's `data` (or the raw body when `raw`). */
export async function request<T>(method: string, url: string, opts: RequestOptions = {}): Promise<T> {
  const done = opts.background ? () => undefined : beginLoading();
  try {
    const res = await send(method, url, opts);
    const body = await readBody(res);
    if (!res.ok) throw failureOf(method, res.status, body, res, opts);
    if (opts.raw) return body as T;
    const envelope = asFailure(body) as FailureBody & { data?: unknown };
    if (envelope.code !== 200) throw failureOf(method, res.status, body, res, opts);
    return envelope.data as T;
  } finally {
    done();
  }
}

/** Downloads a file with the session's token (help manual, attachments). */
export async function download(url: string, opts: RequestOptions = {}): Promise<DownloadResult> {
  const done = opts.background ? () => undefined : beginLoading();
  try {
    const res = await send('GET', url, opts);
    if (!res.ok) throw failureOf('GET', res.status, await readBody(res), res, opts);
    const disposition = res.headers.get('content-disposition') ?? '';
    const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
    const plain = /filename="?([^";]+)"?/i.exec(disposition);
    let filename: string | null = null;
    try {
      filename = star?.[1] ? decodeURIComponent(star[1].trim()) : (plain?.[1] ?? null);
    } catch {
      filename = plain?.[1] ?? null;
    }
    return { blob: await res.blob(), filename };
  } finally {
    done();
  }
}
