/**
 * Every error answers the envelope `{code, errorKey, msg, fields?}` with a translated message,
 * the framework's own included (issue 9 item 8, D-99), and path ids are strict: only the canonical
 * decimal form of an id names a record (`%201`, `+1`, `01`, `1e0`, `0x1` never mean record 1).
 */
import net from 'node:net';
import { translate, type Lang } from '@aerosupply/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../src/app';
import { findActorByAccessToken } from '../src/platform/auth/actor-repo';
import type { Actor } from '../src/platform/context';
import { isAllowed } from '../src/platform/http/route';
import { createTestApp, type TestApp } from './helpers';
import { fillParams, idParamNames, withIdParam } from './route-params';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const LANGS: [Lang, string][] = [
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
];

/** The answer is the portal's envelope with `errorKey`, translated into `lang`. */
function expectEnvelope(res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>, status: number, errorKey: string, lang: Lang = 'en') {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body).toMatchObject({ code: status, errorKey, msg: translate(errorKey, lang), data: null });
  expect(body.msg).not.toBe(errorKey);
  expect(res.body).not.toMatch(/FST_|statusCode|"error":/);
  return body;
}

const apiRoutes = () => t.app.routeTable.filter((r) => /^\/(api|admin|oauth)\//.test(r.url) && !r.url.startsWith('/api/docs'));

/** Sample routes for the framework errors: staff and supplier id routes, JSON body routes. */
const SAMPLE_ID_ROUTES = [
  ['GET', '/api/admin/users/:id'],
  ['PUT', '/api/sup/posts/:id'],
  ['DELETE', '/api/admin/roles/:id'],
] as const;
const JSON_ROUTES = ['/admin/sys/user/loginLog', '/api/admin/roles', '/api/sup/posts'];

describe('framework errors answer the envelope', () => {
  it('a path parameter longer than the router allows: 414, in the user language', async () => {
    for (const [method, url] of SAMPLE_ID_ROUTES) {
      for (const [lang, header] of LANGS) {
        const res = await t.app.inject({ method, url: url.replace(':id', '1'.repeat(1500)), headers: { 'accept-language': header } });
        expectEnvelope(res, 414, 'common.uri_too_long', lang);
      }
    }
  });

  it('a long id within the router limit is a field error of the id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/${'1'.repeat(300)}`, headers: { authorization: `Bearer ${admin}` } });
    const body = expectEnvelope(res, 400, 'common.validation');
    expect(body.fields).toEqual([expect.objectContaining({ path: 'id', errorKey: 'validation.invalid_id' })]);
  });

  it('a malformed percent-encoding in the path', async () => {
    for (const [lang, header] of LANGS) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/users/%E0%A4%A', headers: { 'accept-language': header } });
      expectEnvelope(res, 400, 'common.bad_url', lang);
    }
  });

  it('a body over the limit, an unsupported content type, malformed or empty JSON, poisoned JSON', async () => {
    const token = await t.login('supa_admin');
    for (const url of JSON_ROUTES) {
      const auth = { authorization: `Bearer ${url.startsWith('/api/sup') ? token : admin}` };
      for (const [lang, header] of LANGS) {
        const h = { ...auth, 'accept-language': header };
        const big = await t.app.inject({ method: 'POST', url, headers: { ...h, 'content-type': 'application/json' }, payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }) });
        expectEnvelope(big, 413, 'common.payload_too_large', lang);
        const yaml = await t.app.inject({ method: 'POST', url, headers: { ...h, 'content-type': 'application/x-yaml' }, payload: 'a: 1' });
        expectEnvelope(yaml, 415, 'common.unsupported_media_type', lang);
        for (const payload of ['{"macAddr": ', '', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {"x": 1}}}']) {
          const bad = await t.app.inject({ method: 'POST', url, headers: { ...h, 'content-type': 'application/json' }, payload });
          expectEnvelope(bad, 400, 'common.invalid_json', lang);
        }
      }
    }
  });

  it('malformed and oversized multipart uploads', async () => {
    const auth = { authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN' };
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    });
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    const body = JSON.parse(truncated.body) as { errorKey: string; msg: string };
    expect(body.msg).toBe(translate(body.errorKey, 'zh'));
    const noBoundary = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: 'abc' });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const nb = JSON.parse(noBoundary.body) as { errorKey: string; msg: string };
    expect(nb.msg).toBe(translate(nb.errorKey, 'zh'));
    // Fields over the multipart limit (20).
    const parts = Array.from({ length: 30 }, (_, i) => `--xyz\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('');
    const many = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=xyz' }, payload: `${parts}--xyz--\r\n` });
    expect(many.statusCode).toBeGreaterThanOrEqual(400);
    expect(many.statusCode).toBeLessThan(500);
    const m = JSON.parse(many.body) as { errorKey: string; msg: string };
    expect(m.msg).toBe(translate(m.errorKey, 'zh'));
  });

  it('an unknown API path and an unknown method', async () => {
    for (const [lang, header] of LANGS) {
      expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': header } }), 404, 'common.route_not_found', lang);
      expectEnvelope(await t.app.inject({ method: 'PATCH', url: '/api/admin/users', headers: { 'accept-language': header } }), 404, 'common.route_not_found', lang);
    }
  });

  it('requests the HTTP parser refuses (headers too large, a malformed request line)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', (err) => (data ? resolve(data) : reject(err)));
        socket.setTimeout(5000, () => socket.destroy());
      });
    const parse = (answer: string) => {
      const [head, ...rest] = answer.split('\r\n\r\n');
      const status = Number(head!.split(' ')[1]);
      const headers = Object.fromEntries(head!.split('\r\n').slice(1).map((l) => [l.split(':')[0]!.toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      return { statusCode: status, headers, body: rest.join('\r\n\r\n') };
    };
    expectEnvelope(parse(await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)), 431, 'common.header_too_large');
    expectEnvelope(parse(await raw('THIS IS NOT HTTP\r\n\r\n')), 400, 'common.bad_request');
  });
});

describe('strict path ids over every route', () => {
  /** Forms of "1" (and other non-canonical or out-of-range ids) that must not name a record. */
  const BAD_IDS = ['%201', '1%20', '%091', '+1', '01', '001', '1e0', '0x1', '1.0', '1%2C2', '-1', '0', '%EF%BC%91', 'a', '2147483648', '99999999999', '1_000', 'NaN'];

  async function tokenFor(route: RouteInfo, personas: { token: string; actor: Actor }[]): Promise<string | undefined> {
    return personas.find((p) => isAllowed(route.permission, p.actor))?.token;
  }

  it('declares a params schema on every route with a path parameter', () => {
    const missing = apiRoutes()
      .filter((r) => r.url.includes(':') && !r.hasParams)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('refuses every non-canonical id with 400 validation.invalid_id, and accepts a canonical one', async () => {
    const personas = [];
    for (const account of ['admin', 'supa_admin', 'fwd_admin']) {
      const token = await t.login(account);
      personas.push({ token, actor: (await findActorByAccessToken(t.deps.db, token, new Date()))! });
    }
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes()) {
      const names = idParamNames(route.url);
      if (names.length === 0) continue;
      const token = await tokenFor(route, personas);
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      for (const name of names) {
        checked++;
        for (const bad of BAD_IDS) {
          const url = withIdParam(route.url, name, bad);
          const res = await t.app.inject({ method: route.method as 'GET', url, headers, ...(route.hasBody ? { payload: {} } : {}) });
          const body = res.json() as { errorKey?: string; fields?: { path: string; errorKey: string }[] };
          const ok = res.statusCode === 400 && body.errorKey === 'common.validation' && body.fields?.some((f) => f.path === name && f.errorKey === 'validation.invalid_id');
          if (!ok) failures.push(`${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        const good = await t.app.inject({ method: route.method as 'GET', url: withIdParam(route.url, name, '2147483647'), headers, ...(route.hasBody ? { payload: {} } : {}) });
        if (good.body.includes('validation.invalid_id')) failures.push(`${route.method} ${route.url}: a canonical id was refused`);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  }, 240_000);

  it('the placeholder ids of the other route tests are canonical', () => {
    for (const route of apiRoutes()) expect(fillParams(route.url)).not.toMatch(/:\w/);
  });
});
