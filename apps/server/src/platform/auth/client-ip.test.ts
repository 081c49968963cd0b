/**
 * Issue 9 item 1: the client address is the socket's unless a trusted proxy forwards it
 * (setting TRUST_PROXY), so a rotating X-Forwarded-For neither escapes the per-IP rate limit nor
 * forges the address in the sign-in and operation logs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A sign-in attempt from the socket address `from` claiming to come from `forwarded` (a wrong one unless a password is given). */
const attempt = (app: TestApp, forwarded: string, opts: { from?: string; username?: string; password?: string } = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: opts.from ?? '10.0.0.5',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwarded },
    payload: new URLSearchParams({ grant_type: 'password', username: opts.username ?? 'no_such_user', password: opts.password ?? 'Wrong@Pass2026' }).toString(),
  });

const loggedIps = async (app: TestApp, account: string) =>
  (await app.deps.db.selectFrom('login_logs').select('ip').where('account', '=', account).orderBy('id').execute()).map((l) => l.ip);

describe('client address and X-Forwarded-For', () => {
  it('by default ignores X-Forwarded-For: rotating it stays under one per-IP limit, and the logs keep the socket address', async () => {
    t = await createTestApp({ loginRateLimitPerIp: 3 });
    const codes: number[] = [];
    for (let i = 1; i <= 5; i++) codes.push((await attempt(t, `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 429, 429]);

    expect(await loggedIps(t, 'no_such_user')).toEqual(['10.0.0.5', '10.0.0.5', '10.0.0.5']);

    // A sign-in's login log, session and operation log record the socket address too.
    const ok = await attempt(t, '198.51.100.7', { from: '10.0.0.6', username: 'admin', password: DEMO_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(await loggedIps(t, 'admin')).toEqual(['10.0.0.6']);
    // The operation log is written after the answer (a hook): wait for the row.
    const app = t;
    const loginIp = async () => (await app.deps.db.selectFrom('operation_logs').select('ip').where('account', '=', 'admin').where('op_type', '=', 'login').executeTakeFirst())?.ip;
    await expect.poll(loginIp, { timeout: 5000 }).toBe('10.0.0.6');
    const session = await t.deps.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.ip').where('users.account', '=', 'admin').executeTakeFirstOrThrow();
    expect(session.ip).toBe('10.0.0.6');
  });

  it('with TRUST_PROXY=1 uses the address the proxy forwarded (the last hop)', async () => {
    t = await createTestApp({ loginRateLimitPerIp: 3, trustProxy: 1 });
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) codes.push((await attempt(t, `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400]);
    // A client's own X-Forwarded-For entry in front of the proxy's is not believed.
    for (let i = 1; i <= 4; i++) codes.push((await attempt(t, `192.0.2.${i}, 203.0.113.9`, { username: 'no_such_user_2' })).statusCode);
    expect(codes.slice(4)).toEqual([400, 400, 400, 429]);
    expect(await loggedIps(t, 'no_such_user')).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']);
    expect(await loggedIps(t, 'no_such_user_2')).toEqual(['203.0.113.9', '203.0.113.9', '203.0.113.9']);
    expect((await attempt(t, '203.0.113.50', { username: 'admin', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect(await loggedIps(t, 'admin')).toEqual(['203.0.113.50']);
  });

  it('with an address list trusts X-Forwarded-For only from those proxies', async () => {
    t = await createTestApp({ trustProxy: ['10.0.0.0/8'] });
    await attempt(t, '203.0.113.77');
    expect((await attempt(t, '203.0.113.78', { from: '172.16.0.1' })).statusCode).toBe(400);
    expect(await loggedIps(t, 'no_such_user')).toEqual(['203.0.113.77', '172.16.0.1']);
  });
});

describe('TRUST_PROXY setting', () => {
  const read = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;
  it('is off by default and accepts a hop count, true, or a list of addresses and CIDRs', () => {
    expect(read(undefined)).toBe(false);
    expect(read('')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('2')).toBe(2);
    expect(read('true')).toBe(true);
    expect(read('10.0.0.1, 10.1.0.0/16,::1,fd00::/8')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8']);
    expect(read('loopback')).toEqual(['loopback']);
  });
  it('refuses what is not an address', () => {
    expect(() => read('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => read('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => read('-1')).toThrow(/TRUST_PROXY/);
  });
});
