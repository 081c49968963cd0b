/**
 * The one way to declare an API route: its shared contract (method, url, permission or `public`, zod
 * schemas of the request and of the response: `@aerosupply/shared/<module>/routes`, issue 30) spread
 * in, and a thin handler: `defineRoute(app, { ...blacklistRoutes.list, handler })`. The handler's return value is wrapped in the
 * `{code, msg, data}` envelope unless the route is `raw` (token endpoint, downloads). The response
 * schema types the handler's return, appears in the API docs and is checked at run time (D-130).
 * Authentication, permission checks and the operation log are hooks in app.ts driven by the
 * `config` set here.
 */
import { translate, type Lang } from '@aerosupply/shared';
import type { OpType, RoutePermission } from '@aerosupply/shared/http/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Actor, AppDeps } from '../context';
import { AppError, unauthorized } from '../errors';

export type { OpType, RoutePermission };

export interface RouteContext<B, Q, P> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  deps: AppDeps;
  lang: Lang;
  /** The signed-in user; throws 401 when there is none (public routes use `optionalActor`). */
  readonly actor: Actor;
  optionalActor: Actor | null;
}

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

/**
 * What a handler returns: the input of the route's response schema (so a presenter that drifts
 * from the contract fails the typecheck); nothing when the contract is `data: null`.
 */
export type HandlerResult<R> = R extends ZodType ? z.input<R> | (null extends z.input<R> ? void : never) : unknown;

export interface RouteDef<
  B extends ZodType | undefined,
  Q extends ZodType | undefined,
  P extends ZodType | undefined,
  R extends ZodType | undefined = undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  permission: RoutePermission;
  /** One line; shown in the API docs and written to the operation log. */
  summary: string;
  tags?: readonly string[];
  body?: B;
  query?: Q;
  params?: P;
  /**
   * Schema of the envelope's `data` (shared with the web). Every enveloped route declares one
   * (routes.test.ts); `raw` routes send files or OAuth bodies and declare none.
   */
  response?: R;
  /** Override the operation-log type (default: POST add, PUT/PATCH modify, DELETE delete, GET none). */
  opType?: OpType | false;
  /** The handler sends its own reply (no envelope). */
  raw?: boolean;
  bodyLimit?: number;
  /** The envelope's `msg` when it is not the generic "ok" (e.g. in a language just chosen). */
  message?: (ctx: RouteContext<Infer<B>, Infer<Q>, Infer<P>>) => string;
  handler: (ctx: RouteContext<Infer<B>, Infer<Q>, Infer<P>>) => Promise<NoInfer<HandlerResult<R>>>;
}

const defaultOpType = (method: string): OpType | false =>
  method === 'POST' ? 'add' : method === 'PUT' || method === 'PATCH' ? 'modify' : method === 'DELETE' ? 'delete' : false;

/** The `{code, msg, data}` envelope of a response schema, as the API docs show it. */
const envelopeOf = (data: ZodType) => z.object({ code: z.literal(200), msg: z.string(), data });

/** A response that does not match its route's contract: a fault of the server, never of the caller. */
export class ResponseContractError extends AppError {
  constructor(route: string, detail: string) {
    super(500, 'common.response_contract', { route, detail });
  }
}

/** "at rows.0.createdAt: expected string, received undefined; ..." (the first few issues). */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `at ${i.path.length ? i.path.join('.') : '(data)'}: ${i.message}`)
    .join('; ');
}

/**
 * Checks a handler's answer against the route's contract (D-130): outside production a mismatch
 * fails the request (500 naming route and path, so the API test fails); in production the answer
 * goes out unchanged and the first mismatch of each route is logged once as a warning.
 */
function contractChecker(app: FastifyInstance, route: string, schema: ZodType): (data: unknown, req: FastifyRequest) => void {
  const production = app.deps.config.nodeEnv === 'production';
  let warned = false;
  return (data, req) => {
    if (warned) return;
    const result = schema.safeParse(data);
    if (result.success) return;
    const detail = describeIssues(result.error);
    if (!production) {
      req.log.error({ route, detail }, 'response does not match its contract');
      throw new ResponseContractError(route, detail);
    }
    warned = true;
    req.log.warn({ route, detail }, 'response does not match its contract');
  };
}

export function defineRoute<
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
  R extends ZodType | undefined = undefined,
>(app: FastifyInstance, def: RouteDef<B, Q, P, R>): void {
  const check = def.response && !def.raw ? contractChecker(app, `${def.method} ${def.url}`, def.response) : null;
  app.route({
    method: def.method,
    url: def.url,
    bodyLimit: def.bodyLimit,
    // The answer is checked against its contract below (D-130); serializing stays plain JSON, so the
    // response schema (there for the API docs) never strips or reshapes what a handler returns.
    serializerCompiler: () => (data) => JSON.stringify(data),
    schema: {
      summary: def.summary,
      tags: def.tags ? [...def.tags] : undefined,
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.response && !def.raw ? { response: { 200: envelopeOf(def.response) } } : {}),
      ...(def.permission === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    },
    config: {
      permission: def.permission,
      opType: def.opType ?? defaultOpType(def.method),
      summary: def.summary,
      hasResponse: Boolean(def.response),
      raw: Boolean(def.raw),
    },
    handler: async (req, reply) => {
      const ctx: RouteContext<Infer<B>, Infer<Q>, Infer<P>> = {
        req,
        reply,
        body: req.body as Infer<B>,
        query: req.query as Infer<Q>,
        params: req.params as Infer<P>,
        deps: app.deps,
        lang: req.lang,
        optionalActor: req.actor,
        get actor(): Actor {
          if (!req.actor) throw unauthorized();
          return req.actor;
        },
      };
      // Counted on its own: a handler whose client went away still runs to its end.
      const data = await app.inFlight.run(() => def.handler(ctx));
      if (def.raw) return data === undefined ? reply : data;
      check?.(data ?? null, req);
      return { code: 200, msg: def.message ? def.message(ctx) : translate('common.ok', req.lang), data: data ?? null };
    },
  });
}

/** True when the actor may use a route declared with `permission`. */
export function isAllowed(permission: RoutePermission | string | readonly string[] | undefined, actor: Actor | null): boolean {
  if (permission === 'public') return true;
  if (!actor) return false;
  if (permission === 'signedIn') return true;
  const keys = typeof permission === 'string' ? [permission] : (permission ?? []);
  return keys.some((k) => actor.permissions.has(k));
}
