import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';
import { hash } from '@node-rs/argon2';
import { hashPassword, needsRehash, PASSWORD_HASH_PARAMS } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const passwordGrant = (username: string, password: string, extra: Record<string, string> = {}) =>
  t.call('POST', '/oauth/token', { form: { grant_type: 'password', username, password, ...extra } });

/** A fresh staff user, so lockout and freeze tests do not disturb the demo accounts. */
async function makeUser(account: string, fields: Partial<{ last_login_at: Date; created_at: Date; company_id: number }> = {}) {
  const row = await t.deps.db
    .insertInto('users')
    .values({ company_id: fields.company_id ?? 2, account, real_name: `Test ${account}`, password_hash: await hashPassword(DEMO_PASSWORD), preferences: '{}', last_login_at: fields.last_login_at ?? null, created_at: fields.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('spec 000 §7 sign-in and user info', () => {
  it('signs in with the password grant and answers user info with menus', async () => {
    const res = await passwordGrant('admin', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 7200, account: 'admin', roles: ['admin'] });
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.refresh_token).not.toBe(body.access_token);
    const info = await t.call('GET', '/admin/sys/user/getUserInfo', { token: body.access_token });
    expect(info.statusCode).toBe(200);
    const data = info.json().data;
    expect(data.user).toMatchObject({ realName: expect.any(String), companyId: 2, companyName: expect.any(String), roles: ['admin'] });
    const urls = JSON.stringify(data.menus);
    expect(urls).toContain('system/users');
    expect(data.menus[0]).toEqual(expect.objectContaining({ cname: expect.any(String), ename: expect.any(String), icon: expect.any(String), url: expect.any(String), clientType: 'staff', childTrees: expect.any(Array) }));
  });

  it('accepts the token as Bearer header, access_token query and access_token form field', async () => {
    const token = await t.login('20000001');
    expect((await t.call('GET', '/admin/sys/user/getUserInfo', { token })).statusCode).toBe(200);
    expect((await t.call('GET', `/admin/sys/user/getUserInfo?access_token=${token}`)).statusCode).toBe(200);
    const form = await t.call('POST', '/admin/sys/user/loginLog', { form: { access_token: token, macAddr: 'AA-BB-CC-DD-EE-FF' } });
    expect(form.statusCode).toBe(200);
    const log = await t.deps.db.selectFrom('login_logs').selectAll().where('event', '=', 'client_log').where('account', '=', '20000001').executeTakeFirst();
    expect(log?.mac).toBe('AA-BB-CC-DD-EE-FF');
  });

  it('spec 000 §8: an invalid token answers HTTP 401 with body code 401 and the message in the user language', async () => {
    const res = await t.call('GET', '/admin/sys/user/getUserInfo', { token: 'not-a-token', headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, errorKey: 'auth.token_invalid', msg: 'Token invalid, please log in again' });
    const zh = await t.call('GET', '/admin/sys/user/getUserInfo', { token: 'not-a-token', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(zh.json().msg).toBe('Token失效，请重新登录');
  });

  it('an unknown user and a wrong password get the same answer', async () => {
    const unknown = await passwordGrant('nobody-here', 'Whatever@2026');
    const wrong = await passwordGrant('20000002', 'Wrong@Pass2026');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().errorKey).toBe('auth.bad_credentials');
  });

  it('refuses credentials in the URL query (spec-decisions D-01)', async () => {
    const get = await t.call('GET', '/oauth/token?grant_type=password&username=admin&password=x');
    expect(get.statusCode).toBe(400);
    expect(get.json().errorKey).toBe('auth.credentials_in_query');
    const post = await t.call('POST', '/oauth/token?password=x', { form: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD } });
    expect(post.json().errorKey).toBe('auth.credentials_in_query');
  });

  it('rejects malformed token requests with field errors', async () => {
    const res = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: '', password: 'x'.repeat(21) } });
    expect(res.statusCode).toBe(400);
    const paths = res.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'password']));
    const grant = await t.call('POST', '/oauth/token', { form: { grant_type: 'client_credentials' } });
    expect(grant.statusCode).toBe(400);
  });

  it('rotates refresh tokens and refuses a used one, revoking its family (refresh-family.test.ts)', async () => {
    const first = (await passwordGrant('20000003', DEMO_PASSWORD)).json();
    const second = await t.call('POST', '/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'aerosupply-web', client_secret: 'aerosupply-web-secret' } });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    // The refreshed session replaces the old one, access token included.
    expect((await t.call('GET', '/admin/sys/user/getUserInfo', { token: first.access_token })).statusCode).toBe(401);
    expect((await t.call('GET', '/admin/sys/user/getUserInfo', { token: pair.access_token })).statusCode).toBe(200);
    const reuse = await t.call('POST', '/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'aerosupply-web', client_secret: 'aerosupply-web-secret' } });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errorKey).toBe('auth.refresh_invalid');
    expect((await t.call('GET', '/admin/sys/user/getUserInfo', { token: pair.access_token })).statusCode).toBe(401);
    const badClient = await t.call('POST', '/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'aerosupply-web', client_secret: 'nope' } });
    expect(badClient.statusCode).toBe(401);
  });

  it('log-out revokes the session on the server', async () => {
    const token = (await passwordGrant('20000004', DEMO_PASSWORD)).json().access_token;
    expect((await t.call('GET', '/oauth/logout', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/admin/sys/user/getUserInfo', { token })).statusCode).toBe(401);
    // The operation log is written after the answer (a hook): wait for the rows.
    const ops = async () => (await t.deps.db.selectFrom('operation_logs').select('op_type').where('account', '=', '20000004').execute()).map((o) => o.op_type);
    await expect.poll(ops, { timeout: 5000 }).toEqual(expect.arrayContaining(['login', 'logout']));
  });

  it('getLoginType is public and tells the options in force', async () => {
    const res = await t.call('GET', '/admin/sys/user/getLoginType');
    expect(res.json().data).toEqual({
      captcha: false,
      emailVerification: true,
      smsVerification: true,
      passwordMinLength: 10,
      passwordMaxLength: 20,
      clientId: 'aerosupply-web',
      clientSecret: 'aerosupply-web-secret',
      sso: null,
    });
  });
});

describe('spec 000 §4 account lock and freeze', () => {
  it('five consecutive wrong passwords lock the account until the next day (company time zone)', async () => {
    await makeUser('lock_me');
    for (let i = 1; i <= 4; i++) expect((await passwordGrant('lock_me', 'Wrong@Pass2026')).json().errorKey).toBe('auth.bad_credentials');
    const fifth = await passwordGrant('lock_me', 'Wrong@Pass2026');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().errorKey).toBe('auth.account_locked');
    // Even the right password is refused while locked.
    expect((await passwordGrant('lock_me', DEMO_PASSWORD)).json().errorKey).toBe('auth.account_locked');
    const row = await t.deps.db.selectFrom('users').select(['locked_until']).where('account', '=', 'lock_me').executeTakeFirstOrThrow();
    const until = row.locked_until!;
    // Midnight in Asia/Shanghai is 16:00 UTC.
    expect(until.getUTCHours()).toBe(16);
    expect(until.getUTCMinutes()).toBe(0);
    expect(until.getTime()).toBeGreaterThan(Date.now());
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it('a success resets the consecutive count', async () => {
    await makeUser('reset_count');
    for (let i = 0; i < 4; i++) await passwordGrant('reset_count', 'Wrong@Pass2026');
    expect((await passwordGrant('reset_count', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await passwordGrant('reset_count', 'Wrong@Pass2026');
    expect((await passwordGrant('reset_count', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a hash made with older argon2 parameters is upgraded at the next successful sign-in', async () => {
    const id = await makeUser('old_hash');
    const old = await hash(DEMO_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await t.deps.db.updateTable('users').set({ password_hash: old }).where('id', '=', id).execute();
    expect(needsRehash(old)).toBe(true);
    expect((await passwordGrant('old_hash', 'Wrong@Pass2026')).statusCode).toBe(400);
    const kept = await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(kept.password_hash).toBe(old);
    expect((await passwordGrant('old_hash', DEMO_PASSWORD)).statusCode).toBe(200);
    const upgraded = await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(upgraded.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${PASSWORD_HASH_PARAMS.memoryCost},t=${PASSWORD_HASH_PARAMS.timeCost},p=1\\$`));
    expect(needsRehash(upgraded.password_hash)).toBe(false);
    expect((await passwordGrant('old_hash', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('an account unused for more than 30 days is frozen at sign-in with the frozen message', async () => {
    await makeUser('idle_user', { last_login_at: new Date(Date.now() - 31 * 86_400_000) });
    const res = await passwordGrant('idle_user', DEMO_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorKey).toBe('auth.account_frozen');
    const row = await t.deps.db.selectFrom('users').select('frozen').where('account', '=', 'idle_user').executeTakeFirstOrThrow();
    expect(row.frozen).toBe(true);
    await makeUser('recent_user', { last_login_at: new Date(Date.now() - 29 * 86_400_000) });
    expect((await passwordGrant('recent_user', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('captcha and rate limits', () => {
  it('captcha answers are one-time; expired and wrong are different errors', async () => {
    const app = await createTestApp({ captchaMode: 'test', captchaTtlSeconds: 60 });
    try {
      const img = (await app.call('GET', '/api/auth/captcha')).json().data;
      expect(img.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const grant = (extra: Record<string, string>) => app.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD, ...extra } });
      expect((await grant({})).json().errorKey).toBe('auth.captcha_required');
      expect((await grant({ captchaKey: img.captchaKey, captchaCode: 'NOPE' })).json().errorKey).toBe('auth.captcha_wrong');
      // Used (even wrongly) = gone.
      expect((await grant({ captchaKey: img.captchaKey, captchaCode: 'TEST' })).json().errorKey).toBe('auth.captcha_expired');
      const fresh = (await app.call('GET', '/api/auth/captcha')).json().data;
      expect(fresh.captchaKey).not.toBe(img.captchaKey);
      expect((await grant({ captchaKey: fresh.captchaKey, captchaCode: 'test' })).statusCode).toBe(200);
      const old = (await app.call('GET', '/api/auth/captcha')).json().data;
      app.deps.now = () => new Date(Date.now() + 61_000);
      expect((await grant({ captchaKey: old.captchaKey, captchaCode: 'TEST' })).json().errorKey).toBe('auth.captcha_expired');
    } finally {
      await app.close();
    }
  });

  it('limits token requests per IP with 429 and Retry-After', async () => {
    const app = await createTestApp({ loginRateLimitPerIp: 3, loginRateLimitPerAccount: 100 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await app.call('POST', '/oauth/token', { form: { grant_type: 'password', username: `u${i}`, password: 'x' } })).statusCode);
      expect(codes).toEqual([400, 400, 400, 429]);
      const limited = await app.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD } });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().errorKey).toBe('auth.rate_limited');
    } finally {
      await app.close();
    }
  });

  it('limits token requests per account', async () => {
    const app = await createTestApp({ loginRateLimitPerIp: 100, loginRateLimitPerAccount: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await app.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'supa_admin', password: 'bad' } })).statusCode);
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await app.close();
    }
  });
});
