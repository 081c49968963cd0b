/**
 * The one way to declare an API route: method, url, permission (or `public`), zod schemas and a
 * thin handler. The handler's return value is wrapped in the `{code, msg, data}` envelope unless
 * the route is `raw` (token endpoint, downloads). Authentication, permission checks and the
 * operation log are hooks in app.ts driven by the `config` set here.
 */
import type { PermissionKey } from '@aerosupply/shared';
import { translate, type Lang } from '@aerosupply/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType, z } from 'zod';
import type { Actor, AppDeps } from '../context';
import { unauthorized } from '../errors';

/** `public`: anyone; `signedIn`: any signed-in user; otherwise any one of the keys. */
export type RoutePermission = 'public' | 'signedIn' | PermissionKey | readonly PermissionKey[];

/** Operation-log types of spec 001 §3 'Operation log'. */
export type OpType = 'login' | 'logout' | 'add' | 'modify' | 'delete' | 'query';

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

export interface RouteDef<B extends ZodType | undefined, Q extends ZodType | undefined, P extends ZodType | undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  permission: RoutePermission;
  /** One line; shown in the API docs and written to the operation log. */
  summary: string;
  tags?: string[];
  body?: B;
  query?: Q;
  params?: P;
  /** Override the operation-log type (default: POST add, PUT/PATCH modify, DELETE delete, GET none). */
  opType?: OpType | false;
  /** The handler sends its own reply (no envelope). */
  raw?: boolean;
  bodyLimit?: number;
  handler: (ctx: RouteContext<Infer<B>, Infer<Q>, Infer<P>>) => Promise<unknown>;
}

const defaultOpType = (method: string): OpType | false =>
  method === 'POST' ? 'add' : method === 'PUT' || method === 'PATCH' ? 'modify' : method === 'DELETE' ? 'delete' : false;

export function defineRoute<
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
>(app: FastifyInstance, def: RouteDef<B, Q, P>): void {
  app.route({
    method: def.method,
    url: def.url,
    bodyLimit: def.bodyLimit,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.permission === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    },
    config: {
      permission: def.permission,
      opType: def.opType ?? defaultOpType(def.method),
      summary: def.summary,
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
      return { code: 200, msg: translate('common.ok', req.lang), data: data ?? null };
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
