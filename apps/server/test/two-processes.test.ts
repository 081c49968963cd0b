/**
 * Architecture: "nothing may live only in one process's memory". Two app instances share one
 * database (on PostgreSQL: two connection pools, as two processes would): a token, a captcha and
 * the rate-limit counters issued by one are honoured by the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { clearActorCache } from '../src/platform/auth/actor-repo';
import type { AppDeps } from '../src/platform/context';
import { createTestApp, DEMO_PASSWORD, usePostgres, type TestApp } from './helpers';

let a: TestApp;
let bDeps: AppDeps;
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp({ captchaMode: 'test', loginRateLimitPerAccount: 3 });
  // On PostgreSQL the second instance opens its own pool to the same database.
  bDeps = usePostgres() ? await createDeps(a.deps.config, { info: () => {}, warn: () => {}, error: () => {} }) : a.deps;
  b = await buildApp(bDeps);
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  if (bDeps && bDeps !== a.deps) await closeDeps(bDeps);
  await a?.close();
});

const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

describe('two server instances on one database', () => {
  it('share captchas, sessions and rate limits', async () => {
    const captcha = (await a.call('GET', '/api/auth/captcha')).json().data;
    const signIn = await b.inject({ method: 'POST', url: '/oauth/token', ...form({ grant_type: 'password', username: 'admin', password: DEMO_PASSWORD, captchaKey: captcha.captchaKey, captchaCode: 'TEST' }) });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().access_token;
    expect((await a.call('GET', '/admin/sys/user/getUserInfo', { token })).statusCode).toBe(200);

    expect((await b.inject({ method: 'GET', url: '/oauth/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    clearActorCache();
    expect((await a.call('GET', '/admin/sys/user/getUserInfo', { token })).statusCode).toBe(401);

    const attempt = async (app: 'a' | 'b') => {
      const c = (await a.call('GET', '/api/auth/captcha')).json().data;
      const fields = { grant_type: 'password', username: '20000002', password: 'Wrong@Pass2026', captchaKey: c.captchaKey, captchaCode: 'TEST' };
      return app === 'a' ? (await a.call('POST', '/oauth/token', { form: fields })).statusCode : (await b.inject({ method: 'POST', url: '/oauth/token', ...form(fields) })).statusCode;
    };
    expect([await attempt('a'), await attempt('b'), await attempt('a'), await attempt('b')]).toEqual([400, 400, 400, 429]);
  });
});
