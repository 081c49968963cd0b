/**
 * Route contracts (issue 30 item 1): each API route is one value here in `packages/shared` —
 * method, path, permission, and the zod schemas of its params, query, body and answer. The server
 * implements it (`defineRoute(app, { ...contract, handler })`), the web and the e2e helpers call it
 * through one typed client (`call(contract, args)`), and the route tests read the same table
 * (`ROUTE_CONTRACTS`), so a URL, method, parameter or answer type cannot drift between them.
 */
import type { z, ZodType } from 'zod';
import type { PermissionKey } from '../permissions';

/** `public`: anyone; `signedIn`: any signed-in user; otherwise any one of the keys. */
export type RoutePermission = 'public' | 'signedIn' | PermissionKey | readonly PermissionKey[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Operation-log types of spec 001 §3 'Operation log'. */
export type OpType = 'login' | 'logout' | 'add' | 'modify' | 'delete' | 'query';

export interface RouteContract<
  B extends ZodType | undefined = ZodType | undefined,
  Q extends ZodType | undefined = ZodType | undefined,
  P extends ZodType | undefined = ZodType | undefined,
  R extends ZodType | undefined = ZodType | undefined,
> {
  method: HttpMethod;
  /** Fastify path with `:name` parameters, e.g. `/api/orders/:id`. */
  url: string;
  permission: RoutePermission;
  /** One line; shown in the API docs and written to the operation log. */
  summary: string;
  tags?: readonly string[];
  body?: B;
  query?: Q;
  params?: P;
  /** Schema of the envelope's `data`; a `raw` route declares none (files) or the body's type for its callers (the OAuth token answer, not checked by the server). */
  response?: R;
  /** The answer is not the `{code, msg, data}` envelope (downloads, the OAuth token endpoint). */
  raw?: boolean;
  /** The body is sent form-encoded (`application/x-www-form-urlencoded`, RFC 6749's token endpoint), not as JSON. */
  form?: boolean;
  /** Override the operation-log type (default: POST add, PUT/PATCH modify, DELETE delete, GET none). */
  opType?: OpType | false;
}

/**
 * Declares a contract, keeping its exact schema types for the server, the client and the tests, and
 * its method and url as literal types (so code that must not load the schemas can still be checked
 * against the contract by type alone: `Wire` below).
 */
export function route<
  const M extends HttpMethod,
  const U extends string,
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
  R extends ZodType | undefined = undefined,
>(contract: RouteContract<B, Q, P, R> & { method: M; url: U }): RouteContract<B, Q, P, R> & { method: M; url: U } {
  return contract;
}

/**
 * A contract's method and url without its schemas, type-checked against the contract: what the
 * sign-in path uses so that /login does not load zod (D-730), from `@aerosupply/shared/http/wires`.
 * `contract` is never set: it carries the contract's type, so `callWire(wire)` infers the answer.
 */
export type Wire<C extends RouteContract> = { method: C['method']; url: C['url']; raw?: C['raw']; form?: C['form']; readonly contract?: C };

/** The schema a contract declares for a part (undefined: none). */
type Part<T> = [NonNullable<T>] extends [never] ? undefined : NonNullable<T>;
type InputOf<T> = Part<T> extends ZodType ? z.input<Part<T>> : never;

/** What a caller passes: `params` when the path has any, `query` when the route reads one, `body` when it takes one. */
export type CallArgs<C extends RouteContract> = (Part<C['params']> extends ZodType ? { params: { [K in keyof InputOf<C['params']>]: string | number } } : { params?: undefined }) &
  (Part<C['query']> extends ZodType ? { query?: Partial<InputOf<C['query']>> } : { query?: undefined }) &
  (Part<C['body']> extends ZodType ? { body: InputOf<C['body']> } : { body?: undefined });

/** What a route takes as its body / query, as a caller writes it (the schema's input). */
export type BodyOf<C extends RouteContract> = InputOf<C['body']>;
export type QueryOf<C extends RouteContract> = InputOf<C['query']>;

/** The envelope's `data` a call answers (JSON: response schemas are plain shapes). */
export type AnswerOf<C extends RouteContract> = Part<C['response']> extends ZodType ? z.output<Part<C['response']>> : unknown;

/** True when a call of `C` needs no arguments at all. */
export type NoArgs<C extends RouteContract> = Part<C['params']> extends ZodType ? false : Part<C['body']> extends ZodType ? false : true;

/** The contract's path with its `:name` parameters filled in (each value URI-encoded). */
export function pathOf(url: string, params?: Record<string, unknown>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name} of ${url}`);
    return encodeURIComponent(String(value));
  });
}

type Scalar = string | number | boolean | null | undefined;

/** Query parameters as the client sends them: undefined, null and '' are left out; arrays repeat the key. */
export function queryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) (value as Scalar[]).forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value as Scalar));
  }
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** The full request target of a call: path with parameters, then the query string. */
export function urlOf(contract: Pick<RouteContract, 'url'>, args?: { params?: unknown; query?: unknown }): string {
  return pathOf(contract.url, args?.params as Record<string, unknown> | undefined) + queryString(args?.query as Record<string, unknown> | undefined);
}

/** `GET /api/orders/:id`: how tests and docs name a route. */
export const routeKey = (contract: Pick<RouteContract, 'method' | 'url'>) => `${contract.method} ${contract.url}`;
