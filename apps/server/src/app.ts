/**
 * Builds the Fastify application: plugins, the request pipeline (authenticate -> validate ->
 * authorize -> handler -> envelope), every module's routes, the web app and the API docs.
 */
import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { eventCatalogueMarkdown } from '@aerosupply/shared/webhooks/events';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { platformRoutes } from '@aerosupply/shared/http/platform-routes';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { pickLang } from '@aerosupply/shared';
import { MAX_UPLOAD_BYTES } from '@aerosupply/shared/validation/upload';
import type { AppDeps } from './platform/context';
import { findActorByAccessToken } from './platform/auth/actor-repo';
import { trustProxyOption } from './platform/auth/client-ip';
import { registerAuthRoutes } from './platform/auth/routes';
import { clientErrorHandler, errorHandler, frameworkErrors, sendError } from './platform/http/error-handler';
import { trackInFlightWork } from './platform/http/in-flight';
import { registerSecurityHeaders, webPage } from './platform/http/security-headers';
import { defineRoute, isAllowed } from './platform/http/route';
import { recordOperation } from './platform/logs/operation-log';
import { MODULES } from './modules';
import { registerModules } from './platform/modules/manifest';

/** The outbound events (issue 33): how they are signed and sent, and the catalogue, in the API description. */
const WEBHOOKS_DESCRIPTION = [
  '## Outbound events (webhooks and the events feed)',
  'Each event is `{ id, seq, type, version: 1, timestamp, subject: { type, id }, data }`. Webhook endpoints (System > Webhooks) receive a POST per event, signed per the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`), at least once, retried with back-off for about 27 hours, in order per endpoint and record. ERPs that poll read `GET /api/integration/events?after=<seq>` with their integration client credentials.',
  '',
  eventCatalogueMarkdown(),
].join('\n');

export interface RouteInfo {
  method: string;
  url: string;
  permission: string | readonly string[] | undefined;
  /** The operation-log type the route writes, or false (reads). */
  opType: string | false | undefined;
  hasBody: boolean;
  hasQuery: boolean;
  hasParams: boolean;
  /** Declares the schema of its envelope's `data` (route.ts, D-130). */
  hasResponse: boolean;
  /** Sends its own reply (file, OAuth body): no envelope, no response schema. */
  raw: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteInfo[];
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** A ready pino logger (tests capture output through it). */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
}

/** Removes the access token (and a one-time download token, D-94) from a logged URL. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:access_token|refresh_token|password|client_secret|dt)=)[^&#]*/gi, '$1[REDACTED]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.body.password',
        'req.body.access_token',
        'req.body.refresh_token',
        '*.password',
        '*.newPwd',
        '*.oldPwd',
        '*.access_token',
        '*.refresh_token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}

function extractToken(req: { headers: Record<string, unknown>; query: unknown; body: unknown }): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || null;
  const q = req.query as Record<string, unknown> | undefined;
  if (q && typeof q.access_token === 'string') return q.access_token;
  const b = req.body as Record<string, unknown> | undefined;
  if (b && typeof b === 'object' && typeof b.access_token === 'string') return b.access_token;
  return null;
}

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    connectionTimeout: deps.config.requestTimeoutMs,
    requestTimeout: deps.config.requestTimeoutMs,
    bodyLimit: 1024 * 1024,
    // Long path parameters reach the strict param schemas (400 with the field); longer ones, and
    // other router and HTTP-parser errors, still answer the envelope (error-handler.ts, D-99).
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors,
    clientErrorHandler,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  trackInFlightWork(app);
  // Before any route, so every answer (static files, API docs, the not-found handler) gets them.
  registerSecurityHeaders(app);
  // Every registered route with its declared permission, for the route and authorization tests.
  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.decorateRequest('actor', null);
  app.decorateRequest('lang', 'en');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read lazily: later onRoute hooks (API docs, static files) still set the permission.
      routeTable.push({
        method,
        url: route.url,
        get permission() {
          return (route.config as { permission?: string | readonly string[] } | undefined)?.permission;
        },
        get hasResponse() {
          return Boolean((route.config as { hasResponse?: boolean } | undefined)?.hasResponse);
        },
        get raw() {
          return Boolean((route.config as { raw?: boolean } | undefined)?.raw);
        },
        get opType() {
          return (route.config as { opType?: string | false } | undefined)?.opType;
        },
        hasBody: Boolean(route.schema?.body),
        hasQuery: Boolean(route.schema?.querystring),
        hasParams: Boolean(route.schema?.params),
      });
    }
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 20 } });

  const production = deps.config.nodeEnv === 'production';
  // API docs are public outside production and sysadmin-only in it; the permission is set on their routes here.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...(route.config as object), permission: production ? 'sys.apiDocs.view' : 'public', opType: false };
    }
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'AeroSupply API', version: '0.1.0', description: `Envelope {code, msg, data}; errors {code, errorKey, msg, fields}.\n\n${WEBHOOKS_DESCRIPTION}` },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // Recursive trees (menus, permissions, categories) are named schemas the document defines once.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Authenticate from the header or an access_token query parameter as early as possible, so the
  // user's language is known for every answer, including validation errors.
  app.addHook('onRequest', async (req) => {
    req.lang = pickLang(null, req.headers['accept-language']);
    const token = extractToken({ headers: req.headers, query: req.query, body: undefined });
    if (token) {
      req.actor = await findActorByAccessToken(deps.db, token, deps.now());
      if (req.actor?.language) req.lang = req.actor.language;
    }
  });

  // The token may also arrive in a form body; then drop access_token everywhere so the strict
  // schemas do not see it, and check the route's permission before validating the input.
  app.addHook('preValidation', async (req, reply) => {
    const hadToken = extractToken({ headers: req.headers, query: req.query, body: req.body });
    if (!req.actor && hadToken) {
      req.actor = await findActorByAccessToken(deps.db, hadToken, deps.now());
      if (req.actor?.language) req.lang = req.actor.language;
    }
    const q = req.query as Record<string, unknown> | undefined;
    if (q && 'access_token' in q) delete q.access_token;
    const b = req.body as Record<string, unknown> | undefined;
    if (b && typeof b === 'object' && !Array.isArray(b) && 'access_token' in b) delete b.access_token;

    // The not-found handler (web pages, unknown API paths) answers for itself.
    if (req.is404) return;
    const permission = req.routeOptions.config?.permission;
    if (permission === undefined) return sendError(reply, req.lang, 500, 'common.internal');
    if (permission === 'public') return;
    if (!req.actor) return sendError(reply, req.lang, 401, 'auth.token_invalid');
    if (!isAllowed(permission, req.actor)) return sendError(reply, req.lang, 403, 'auth.forbidden');
  });

  // One mechanism writes the operation log for every successful write (and declared queries).
  app.addHook('onResponse', async (req, reply) => {
    try {
      const opType = req.routeOptions.config?.opType;
      if (!opType || !req.actor || reply.statusCode >= 400) return;
      await recordOperation(deps.db, req, opType, reply.statusCode).catch((err: unknown) => req.log.error({ err }, 'operation log failed'));
    } finally {
      app.inFlight.release(req);
    }
  });

  defineRoute(app, { ...platformRoutes.health, handler: async () => ({ status: 'ok' as const }) });
  registerAuthRoutes(app);
  registerModules(app, MODULES);

  // The web app: static files plus the SPA fallback for page routes.
  const indexHtml = path.join(deps.config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(async (web) => {
      web.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), permission: 'public', opType: false };
      });
      // Hashed assets are immutable; pre-compressed .br/.gz files are written at build time.
      await web.register(fastifyStatic, {
        root: deps.config.webDist,
        wildcard: false,
        index: false,
        // index.html is served by the not-found handler below with its nonce and policy.
        allowedPath: (pathname) => pathname !== '/index.html',
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  const API_PREFIXES = ['/api/', '/oauth/', '/admin/'];
  const page = hasWeb ? webPage(indexHtml) : null;
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (!isApi && req.method === 'GET' && page) return page.send(reply);
    return sendError(reply, req.lang ?? 'en', 404, 'common.route_not_found');
  });

  return app;
}
