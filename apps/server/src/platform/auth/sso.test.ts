/**
 * Issue 32 item 3: single sign-on for staff (D-620..D-625) against a real OpenID provider started
 * here (`oidc-provider` on a random port): the administrator's settings, the sign-in end to end
 * (start, provider, login, callback, the portal's tokens and refresh), and each refusal: a bad or
 * foreign state, a replayed code, a wrong nonce or issuer, an unknown account with provisioning off
 * and on, a disabled account, local password sign-in turned off for staff and its break-glass rule.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';
import { startTestIdp, type TestIdp } from '../../../test/oidc-idp';
import { hashPassword } from './passwords';
import { redirectUriOf } from './sso';
import { sealClientSecret } from './sso-client';

let t: TestApp;
let idp: TestIdp;
let admin: string;

const IDP_ACCOUNTS: Record<string, Record<string, unknown>> = {
  alice: { email: 'Alice.SSO@corp.example', email_verified: true, name: 'Alice SSO' },
  dora: { email: 'dora.disabled@corp.example', name: 'Dora' },
  newbie: { email: 'newbie@corp.example', name: 'New Staff' },
  stranger: { email: 'stranger@corp.example', name: 'Stranger' },
};

async function makeStaff(account: string, email: string, enabled = true) {
  const row = await t.deps.db
    .insertInto('users')
    .values({ company_id: 2, account, real_name: `Test ${account}`, email, enabled, password_hash: await hashPassword(DEMO_PASSWORD), preferences: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const settings = (extra: Record<string, unknown> = {}) => ({
  enabled: true,
  providerName: 'Corp ID',
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  scopes: 'openid email profile',
  matchClaim: 'email',
  matchField: 'email',
  nameClaim: 'name',
  provisioning: false,
  staffPasswordOff: false,
  ...extra,
});
const save = (body: object, lang = 'en-US') => t.call('PUT', '/api/admin/sso', { token: admin, body, headers: { 'accept-language': lang } });

beforeAll(async () => {
  t = await createTestApp();
  idp = await startTestIdp(redirectUriOf(t.deps.config.publicUrl), IDP_ACCOUNTS);
  admin = await t.login('admin');
  await makeStaff('sso_alice', 'alice.sso@corp.example');
  await makeStaff('sso_dora', 'dora.disabled@corp.example', false);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** Starts a sign-in as a browser would: the provider's URL and the binding cookie. */
async function start() {
  const res = await t.call('POST', '/api/auth/sso/start');
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { url: res.json().data.authorizationUrl as string, cookie, set: String(res.headers['set-cookie']) };
}

const oidcGrant = (callback: URL, cookie: string | undefined, extra: Record<string, string> = {}, lang = 'en-US') =>
  t.call('POST', '/oauth/token', {
    form: { grant_type: 'oidc', code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '', iss: callback.searchParams.get('iss') ?? '', ...extra },
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
  });

const lastLog = (account: string) =>
  t.deps.db.selectFrom('login_logs').select(['event', 'reason', 'factor', 'user_id']).where('account', '=', account).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('single sign-on settings', () => {
  it('only a holder of sys.sso.manage reads and changes them; the sign-in page shows no button while off', async () => {
    const buyer = await t.login('20000001');
    expect((await t.call('GET', '/api/admin/sso', { token: buyer })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/admin/sso', { token: buyer, body: settings() })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/auth/sso/start')).json()).toMatchObject({ code: 400, msg: 'Single sign-on is not turned on' });
    const read = (await t.call('GET', '/api/admin/sso', { token: admin })).json().data;
    expect(read).toMatchObject({ enabled: false, clientSecretSet: false, matchClaim: 'email', redirectUri: `${t.deps.config.publicUrl}/sso/callback` });
    expect((await t.call('GET', '/admin/sys/user/getLoginType')).json().data.sso).toBeNull();
  });

  it('refuses to turn on without a secret, with a plain-http or unreachable issuer, with field-named errors in both languages', async () => {
    const noSecret = await save(settings({ clientSecret: undefined }));
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().fields).toEqual([expect.objectContaining({ path: 'clientSecret' })]);
    const http = await save(settings({ issuer: 'http://idp.example.com' }), 'zh-CN');
    expect(http.json()).toMatchObject({ code: 400, fields: [expect.objectContaining({ path: 'issuer' })] });
    expect(http.json().msg).toContain('https');
    expect(http.json().msg).toMatch(/颁发者/);
    const down = await save(settings({ issuer: 'http://127.0.0.1:1' }));
    expect(down.json()).toMatchObject({ code: 400, fields: [expect.objectContaining({ path: 'issuer' })] });
    expect(down.json().msg).toContain('openid-configuration');
    const noOpenid = await save(settings({ scopes: 'email' }));
    expect(noOpenid.json().fields).toEqual([expect.objectContaining({ path: 'scopes' })]);
  });

  it('saves a reachable provider; the secret is sealed at rest and never answered back; the button shows its name', async () => {
    const saved = await save(settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(idp.clientSecret);
    expect(saved.json().data).toMatchObject({ enabled: true, providerName: 'Corp ID', clientSecretSet: true });
    const row = await t.deps.db.selectFrom('sso_settings').select('client_secret_sealed').executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).toMatch(/^v1\./);
    expect(row.client_secret_sealed).not.toContain(idp.clientSecret);
    // Saving again without a secret keeps the stored one.
    expect((await save(settings({ clientSecret: '' }))).json().data.clientSecretSet).toBe(true);
    expect((await t.call('GET', '/admin/sys/user/getLoginType')).json().data.sso).toEqual({ name: 'Corp ID' });
    await expect.poll(() => t.deps.db.selectFrom('operation_logs').select('path').where('path', '=', '/api/admin/sso').where('op_type', '=', 'modify').executeTakeFirst()).toBeTruthy();
  });
});

describe('single sign-on at the provider', () => {
  it('start, provider login, callback, the portal tokens (refresh rotation too); the account log writes oidc', async () => {
    const { url, cookie, set } = await start();
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    const authz = new URL(url);
    expect(authz.origin).toBe(idp.issuer);
    expect(authz.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authz.searchParams.get('state')).toBeTruthy();
    expect(authz.searchParams.get('nonce')).toBeTruthy();
    const callback = await idp.signIn(url, 'alice');
    expect(callback.searchParams.get('iss')).toBe(idp.issuer);

    const res = await oidcGrant(callback, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/);
    const tokens = res.json();
    expect(tokens).toMatchObject({ account: 'sso_alice', token_type: 'bearer', roles: [] });
    const info = await t.call('GET', '/admin/sys/user/getUserInfo', { token: tokens.access_token });
    expect(info.json().data.user.account).toBe('sso_alice');
    expect(await lastLog('sso_alice')).toMatchObject({ event: 'login', reason: null, factor: 'oidc' });

    const { oauthClientId, oauthClientSecret } = t.deps.config;
    const refreshed = await t.call('POST', '/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: oauthClientId, client_secret: oauthClientSecret } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().account).toBe('sso_alice');

    // The same answer again: its state was used.
    const replay = await oidcGrant(callback, cookie);
    expect(replay.json()).toMatchObject({ code: 400, msg: expect.stringContaining('expired') });
    // The same code under a fresh sign-in of this browser: the provider refuses the used code.
    const second = await start();
    const reused = await oidcGrant(callback, second.cookie, { state: new URL(second.url).searchParams.get('state')! });
    expect(reused.json()).toMatchObject({ code: 400, msg: "The identity provider's answer could not be verified. Please sign in again" });
  });

  it('refuses an unknown state, and a state started in another browser (no or another cookie)', async () => {
    const { url, cookie } = await start();
    const callback = await idp.signIn(url, 'alice');
    expect((await oidcGrant(callback, cookie, { state: 'made-up-state' })).json().code).toBe(400);
    const other = await start();
    const foreign = await oidcGrant(callback, other.cookie, {}, 'zh-CN');
    expect(foreign.json()).toMatchObject({ code: 400, msg: '单点登录已过期或不是在此浏览器发起的，请重新登录' });
    // The refused attempt used the state up: even the right browser cannot finish it now.
    expect((await oidcGrant(callback, cookie)).json().code).toBe(400);
    const again = await start();
    const noCookie = await oidcGrant(await idp.signIn(again.url, 'alice'), undefined);
    expect(noCookie.json()).toMatchObject({ code: 400, errorKey: 'auth.sso_state_invalid' });
  });

  it('refuses an ID token of another nonce and an answer naming another issuer', async () => {
    const { url, cookie } = await start();
    const state = new URL(url).searchParams.get('state')!;
    const stateHash = createHash('sha256').update(state).digest('hex');
    await t.deps.db.updateTable('sso_logins').set({ nonce: 'another-nonce' }).where('state_hash', '=', stateHash).execute();
    const wrongNonce = await oidcGrant(await idp.signIn(url, 'alice'), cookie);
    expect(wrongNonce.json()).toMatchObject({ code: 400, errorKey: 'auth.sso_failed' });

    const next = await start();
    const wrongIssuer = await oidcGrant(await idp.signIn(next.url, 'alice'), next.cookie, { iss: 'https://evil.example' });
    expect(wrongIssuer.json()).toMatchObject({ code: 400, errorKey: 'auth.sso_failed' });
    const lastAlice = await lastLog('sso_alice');
    expect(lastAlice.event).toBe('login'); // refusals before the identity is known leave the account alone
  });

  it('refuses an identity no staff account matches while provisioning is off; provisioning creates it disabled', async () => {
    const first = await start();
    const unknown = await oidcGrant(await idp.signIn(first.url, 'stranger'), first.cookie);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ errorKey: 'auth.sso_unknown_account' });
    expect(await lastLog('stranger@corp.example')).toMatchObject({ event: 'login_failed', reason: 'sso_unknown', factor: 'oidc', user_id: null });
    expect(await t.deps.db.selectFrom('users').select('id').where('account', '=', 'stranger@corp.example').executeTakeFirst()).toBeUndefined();

    await save(settings({ provisioning: true }));
    const second = await start();
    const made = await oidcGrant(await idp.signIn(second.url, 'newbie'), second.cookie, {}, 'zh-CN');
    expect(made.statusCode).toBe(403);
    expect(made.json().msg).toBe('已为您创建员工账号，须由系统管理员启用并分配角色后才能登录');
    const user = await t.deps.db.selectFrom('users').select(['company_id', 'enabled', 'real_name', 'email']).where('account', '=', 'newbie@corp.example').executeTakeFirstOrThrow();
    expect(user).toEqual({ company_id: 2, enabled: false, real_name: 'New Staff', email: 'newbie@corp.example' });
    // Signing in again meets the disabled account.
    const third = await start();
    const again = await oidcGrant(await idp.signIn(third.url, 'newbie'), third.cookie);
    expect(again.json()).toMatchObject({ code: 403, errorKey: 'auth.account_disabled' });
    await save(settings());
  });

  it('refuses a disabled staff account, in the account log with the factor oidc', async () => {
    const { url, cookie } = await start();
    const res = await oidcGrant(await idp.signIn(url, 'dora'), cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorKey: 'auth.account_disabled' });
    expect(await lastLog('dora.disabled@corp.example')).toMatchObject({ event: 'login_failed', reason: 'disabled', factor: 'oidc' });
  });

  it('local password sign-in off: staff passwords refused in both languages, except the built-in administrators; suppliers unaffected', async () => {
    await save(settings({ staffPasswordOff: true }));
    const password = (username: string, lang = 'en-US') =>
      t.call('POST', '/oauth/token', { form: { grant_type: 'password', username, password: DEMO_PASSWORD }, headers: { 'accept-language': lang } });
    const en = await password('20000001');
    expect(en.statusCode).toBe(403);
    expect(en.json().msg).toBe("Staff accounts sign in with the company's single sign-on. Please use the single sign-on button on the sign-in page");
    expect((await password('20000001', 'zh-CN')).json().msg).toBe('员工账号须通过企业单点登录登录，请使用登录页上的单点登录按钮');
    expect(await lastLog('20000001')).toMatchObject({ event: 'login_failed', reason: 'password_off', factor: 'password' });
    // A wrong password still answers as a wrong password (nothing told before the password is right).
    const wrong = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: '20000002', password: 'Wrong-pass1' } });
    expect(wrong.json().errorKey).toBe('auth.bad_credentials');
    expect((await password('admin')).statusCode).toBe(200);
    expect((await password('supa_admin')).statusCode).toBe(200);
    // Single sign-on itself goes on.
    const { url, cookie } = await start();
    expect((await oidcGrant(await idp.signIn(url, 'alice'), cookie)).statusCode).toBe(200);
    // Turning single sign-on off gives the passwords back.
    await save(settings({ enabled: false, staffPasswordOff: true }));
    expect((await password('20000001')).statusCode).toBe(200);
    expect((await t.call('GET', '/admin/sys/user/getLoginType')).json().data.sso).toBeNull();
  });

  it('a secret sealed under another SEALING_SECRET reads as none: the button goes and the administrator enters it again', async () => {
    expect((await save(settings())).statusCode).toBe(200);
    await t.deps.db.updateTable('sso_settings').set({ client_secret_sealed: sealClientSecret('an-earlier-sealing-secret-of-this-server', idp.clientSecret) }).execute();
    expect((await t.call('GET', '/api/admin/sso', { token: admin })).json().data).toMatchObject({ enabled: true, clientSecretSet: false });
    expect((await t.call('GET', '/admin/sys/user/getLoginType')).json().data.sso).toBeNull();
    expect((await t.call('POST', '/api/auth/sso/start')).json()).toMatchObject({ code: 400, errorKey: 'auth.sso_not_configured' });
    expect((await save(settings({ clientSecret: undefined }))).json().fields).toEqual([expect.objectContaining({ path: 'clientSecret' })]);
    expect((await save(settings())).json().data.clientSecretSet).toBe(true);
  });
});
