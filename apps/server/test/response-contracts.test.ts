/**
 * Response contracts (issue 10 item 1, D-130): every enveloped route declares the schema of its
 * `data`, the API docs show it, and an answer that breaks it fails outside production and is only
 * logged (once per route) in production.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from '../src/platform/http/error-handler';
import { defineRoute } from '../src/platform/http/route';
import type { AppDeps } from '../src/platform/context';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const apiRoutes = () => t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs') && (r.url.startsWith('/api/') || r.url.startsWith('/admin/') || r.url.startsWith('/oauth/')));

describe('every enveloped route declares its response schema', () => {
  it('has a response schema on every route that is not raw', () => {
    const routes = apiRoutes();
    // The registered routes are read, not an empty table: the check below would pass on nothing.
    expect(routes.filter((r) => !r.raw && r.hasResponse).length).toBeGreaterThan(100);
    const missing = routes.filter((r) => !r.raw && !r.hasResponse).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('shows the enveloped response schema in the API docs', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> }>> };
    const answer = doc.paths['/api/notifications/unread-count']?.get?.responses?.['200']?.content?.['application/json']?.schema;
    expect(answer?.properties).toMatchObject({ code: {}, msg: {}, data: { type: 'object', properties: { count: { type: 'integer' } } } });
  });
});

/** A bare app with one route whose handler breaks its contract, in the given environment. */
async function driftingApp(nodeEnv: string, warnings: unknown[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('deps', { config: { nodeEnv } } as AppDeps);
  app.decorate('inFlight', { run: <T>(fn: () => Promise<T>) => fn() } as never);
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (req) => {
    req.log.warn = ((obj: unknown) => warnings.push(obj)) as typeof req.log.warn;
  });
  defineRoute(app, {
    method: 'GET',
    url: '/drift',
    permission: 'public',
    summary: 'Answers a number where its contract says text',
    response: z.object({ rows: z.array(z.object({ name: z.string() })) }),
    // The cast stands for a presenter that drifted past the typecheck (e.g. through `any`).
    handler: async () => ({ rows: [{ name: 42 }] }) as unknown as { rows: { name: string }[] },
  });
  await app.ready();
  return app;
}

describe('run-time check of answers (D-130)', () => {
  it('fails the request outside production, naming the route and the field', async () => {
    const app = await driftingApp('test', []);
    const res = await app.inject({ method: 'GET', url: '/drift' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ errorKey: 'common.response_contract' });
    expect(res.json().msg).toContain('GET /drift');
    expect(res.json().msg).toContain('rows.0.name');
    await app.close();
  });

  it('answers unchanged in production and warns once per route', async () => {
    const warnings: unknown[] = [];
    const app = await driftingApp('production', warnings);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/drift' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ rows: [{ name: 42 }] });
    }
    expect(warnings).toEqual([expect.objectContaining({ route: 'GET /drift', detail: expect.stringContaining('rows.0.name') })]);
    await app.close();
  });
});
