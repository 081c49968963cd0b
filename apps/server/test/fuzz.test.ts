/**
 * Bad input never gets a 500: fast-check sends malformed, mistyped, oversized and hostile
 * (SQL, script) payloads to every API route as a sysadmin and as a supplier administrator.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { contractRoutes, fillParams } from './route-params';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const hostile = fc.constantFrom(
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000',
  'x'.repeat(5000),
  '１２３',
  '🛩️✈️',
  '-1',
  '1e309',
  'NaN',
  '2026-13-45',
);
const scalar = fc.oneof(fc.string({ maxLength: 80 }), hostile, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }));
const body = fc.oneof(
  fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('id', 'name', 'email', 'page', 'pageSize', 'status', 'dataJson', 'password', 'account')), value, { maxKeys: 8 }),
  fc.array(value, { maxLength: 3 }),
  scalar,
);
const query = fc.dictionary(fc.constantFrom('page', 'pageSize', 'q', 'status', 'sort', 'cursor', 'domainCodes', 'lang', 'from', 'to', 'id'), fc.oneof(fc.string({ maxLength: 40 }), hostile), { maxKeys: 5 });

const SKIP = new Set(['GET /oauth/logout', 'POST /api/profile/password']);

describe('fuzzing every route schema', () => {
  it('answers every malformed request with a 4xx or success, never a 5xx', async () => {
    const tokens = [await t.login('admin'), await t.login('supa_admin')];
    const routes = contractRoutes().filter((r) => !SKIP.has(`${r.method} ${r.url}`));
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.constantFrom(...tokens), body, query, async (route, token, payload, q) => {
        const url = `${fillParams(route.url)}?${new URLSearchParams(q as Record<string, string>).toString()}`;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(payload) }),
        });
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} ${res.statusCode} ${res.body.slice(0, 200)} <- ${JSON.stringify(payload).slice(0, 200)}`);
        expect(res.body).not.toMatch(/at .+\.ts:\d+|node_modules|syntax error at/);
        // Every refusal is the portal's envelope with a translated message (D-99).
        const envelope = res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json') ? (res.json() as { code?: unknown; errorKey?: unknown; msg?: unknown }) : null;
        if (res.statusCode >= 400 && (!envelope || envelope.code !== res.statusCode || typeof envelope.errorKey !== 'string' || typeof envelope.msg !== 'string' || envelope.msg === envelope.errorKey)) {
          failures.push(`${route.method} ${route.url} ${res.statusCode}: not an envelope: ${res.body.slice(0, 200)}`);
          return false;
        }
        return res.statusCode < 500;
      }),
      { numRuns: Math.max(300, routes.length * 6), seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    ).catch((err: unknown) => {
      throw new Error(`${failures.slice(0, 5).join('\n')}\n${String(err).slice(0, 500)}`);
    });
  }, 240_000);

  it('refuses malformed JSON and unsupported content types with a 4xx in the user language', async () => {
    const token = await t.login('admin');
    const bad = await t.app.inject({ method: 'POST', url: '/admin/sys/user/loginLog', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'zh-CN' }, payload: '{"macAddr": ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, errorKey: 'common.invalid_json', msg: '请求内容不是有效的JSON' });
    const media = await t.app.inject({ method: 'POST', url: '/admin/sys/user/loginLog', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-yaml' }, payload: 'a: 1' });
    expect(media.statusCode).toBe(415);
    const unknown = await t.call('POST', '/admin/sys/user/loginLog', { token, body: { macAddr: 'x', extra: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([expect.objectContaining({ path: 'extra', errorKey: 'validation.unknown_field' })]);
    const long = await t.call('POST', '/admin/sys/user/loginLog', { token, body: { macAddr: 'x'.repeat(61) } });
    expect(long.json().fields).toEqual([expect.objectContaining({ path: 'macAddr', errorKey: 'validation.too_long' })]);
  });
});
