/**
 * Issue 32 item 1: security keys (WebAuthn, D-604..D-606) through the API with a software
 * authenticator: binding by the owner and by an administrator, the sign-in's key step, refusals
 * (wrong key, key of another user, wrong origin, expired challenge, replayed assertion), lockout,
 * requirements per user and role, lost-key recovery with its audit entry, the account log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';
import { SoftKey } from '../../../test/soft-key';
import { hashPassword } from './passwords';

let t: TestApp;
let admin: string;
let origin: string;
let rpID: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const url = new URL(t.deps.config.publicUrl);
  origin = url.origin;
  rpID = url.hostname;
});
afterAll(async () => {
  await t?.close();
});

const passwordGrant = (username: string) => t.call('POST', '/oauth/token', { form: { grant_type: 'password', username, password: DEMO_PASSWORD } });
const mfaGrant = (form: Record<string, string>, lang = 'en-US') => t.call('POST', '/oauth/token', { form: { grant_type: 'mfa', ...form }, headers: { 'accept-language': lang } });

async function makeUser(account: string) {
  const row = await t.deps.db
    .insertInto('users')
    .values({ company_id: 2, account, real_name: `Test ${account}`, password_hash: await hashPassword(DEMO_PASSWORD), preferences: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The owner binds a new software key to its own account. */
async function bindOwn(account: string, label: string) {
  const token = await t.login(account);
  const key = new SoftKey(origin, rpID);
  const options = (await t.call('POST', '/api/auth/security-keys/options', { token })).json().data;
  expect(options).toMatchObject({ rp: { id: rpID }, user: { name: account }, attestation: 'none' });
  const bound = await t.call('POST', '/api/auth/security-keys', { token, body: { label, response: key.register(options) } });
  expect(bound.statusCode).toBe(200);
  return { key, token, keys: bound.json().data };
}

const lastLog = (account: string) =>
  t.deps.db.selectFrom('login_logs').select(['event', 'reason', 'factor']).where('account', '=', account).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('security keys', () => {
  it('the owner binds a key (its label becomes the hardware-key serial); sign-in then asks for it and the assertion completes it', async () => {
    const id = await makeUser('key_owner');
    const { key, keys } = await bindOwn('key_owner', 'HK-0001');
    expect(keys).toEqual([expect.objectContaining({ label: 'HK-0001', lastUsedAt: null })]);
    const user = await t.deps.db.selectFrom('users').select('hardware_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.hardware_key).toBe('HK-0001');

    const step = (await passwordGrant('key_owner')).json();
    expect(step).toMatchObject({ mfa_required: true, methods: ['webauthn'], enrol: false });
    expect(step.webauthn.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const done = await mfaGrant({ mfa_token: step.mfa_token, webauthn: key.assert(step.webauthn.challenge) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ account: 'key_owner', token_type: 'bearer' });
    expect(await lastLog('key_owner')).toEqual({ event: 'login', reason: null, factor: 'password+webauthn' });
    const listed = (await t.call('GET', '/api/auth/security-keys', { token: done.json().access_token })).json().data;
    expect(listed[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses a key not bound, a key of another user, a wrong origin, a replayed assertion and an expired challenge', async () => {
    await makeUser('key_a');
    await makeUser('key_b');
    const { key: keyA } = await bindOwn('key_a', 'HK-A');
    const { key: keyB } = await bindOwn('key_b', 'HK-B');
    const stranger = new SoftKey(origin, rpID);

    const step = (await passwordGrant('key_a')).json();
    const notBound = await mfaGrant({ mfa_token: step.mfa_token, webauthn: stranger.assert(step.webauthn.challenge) });
    expect(notBound.statusCode).toBe(400);
    expect(notBound.json()).toMatchObject({ errorKey: 'auth.key_wrong', msg: 'The security key is invalid or not bound to this account' });
    expect(await lastLog('key_a')).toEqual({ event: 'login_failed', reason: 'bad_key', factor: 'password+webauthn' });
    const otherUsers = await mfaGrant({ mfa_token: step.mfa_token, webauthn: keyB.assert(step.webauthn.challenge) }, 'zh-CN');
    expect(otherUsers.json()).toMatchObject({ errorKey: 'auth.key_wrong', msg: '安全密钥无效或不属于此账号' });
    expect((await mfaGrant({ mfa_token: step.mfa_token, webauthn: keyA.assert(step.webauthn.challenge, { origin: 'https://evil.example' }) })).json().errorKey).toBe('auth.key_wrong');
    expect((await mfaGrant({ mfa_token: step.mfa_token, webauthn: 'not json' })).json().errorKey).toBe('auth.key_wrong');
    const assertion = keyA.assert(step.webauthn.challenge);
    expect((await mfaGrant({ mfa_token: step.mfa_token, webauthn: assertion })).statusCode).toBe(200);
    // The same assertion for a new sign-in: its challenge is another one.
    const step2 = (await passwordGrant('key_a')).json();
    expect((await mfaGrant({ mfa_token: step2.mfa_token, webauthn: assertion })).json().errorKey).toBe('auth.key_wrong');
    // An expired second step.
    await t.deps.db.updateTable('mfa_challenges').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    expect((await mfaGrant({ mfa_token: step2.mfa_token, webauthn: keyA.assert(step2.webauthn.challenge) })).json().errorKey).toBe('auth.mfa_token_invalid');
  });

  it('wrong keys count toward the lockout', async () => {
    await makeUser('key_lock');
    await bindOwn('key_lock', 'HK-L');
    const stranger = new SoftKey(origin, rpID);
    const step = (await passwordGrant('key_lock')).json();
    for (let i = 1; i <= 4; i++) expect((await mfaGrant({ mfa_token: step.mfa_token, webauthn: stranger.assert(step.webauthn.challenge) })).json().errorKey).toBe('auth.key_wrong');
    expect((await mfaGrant({ mfa_token: step.mfa_token, webauthn: stranger.assert(step.webauthn.challenge) })).json().errorKey).toBe('auth.account_locked');
  });

  it('binding refuses an expired ceremony and an answer for another origin', async () => {
    await makeUser('key_bind');
    const token = await t.login('key_bind');
    const key = new SoftKey(origin, rpID);
    const options = (await t.call('POST', '/api/auth/security-keys/options', { token })).json().data;
    expect((await t.call('POST', '/api/auth/security-keys', { token, body: { label: 'X', response: key.register(options, { origin: 'https://evil.example' }) } })).json().errorKey).toBe('auth.key_invalid');
    // The ceremony is used once.
    expect((await t.call('POST', '/api/auth/security-keys', { token, body: { label: 'X', response: key.register(options) } })).json().errorKey).toBe('auth.key_challenge_invalid');
  });
});

describe('administrator: binding, requirements, lost key', () => {
  it('requires a key of a role; a holder without one is refused until the administrator binds one; a lost key is removed with an audit entry', async () => {
    const id = await makeUser('key_staff');
    const role = await t.deps.db.insertInto('roles').values({ company_id: 2, kind: 'staff', code: 'key_role', name_zh: '密钥角色', name_en: 'Key role', description: null, permissions: [], created_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    await t.deps.db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
    const required = await t.call('PUT', `/api/admin/roles/${role.id}/key-required`, { token: admin, body: { required: true } });
    expect(required.statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/roles/${role.id}/key-required`, { token: admin })).json().data).toEqual({ required: true });
    const refused = await passwordGrant('key_staff');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorKey).toBe('auth.security_key_missing');
    expect(await lastLog('key_staff')).toMatchObject({ event: 'login_failed', reason: 'key_missing' });

    // The administrator binds a key on the users screen, with the key at hand.
    const key = new SoftKey(origin, rpID);
    const options = (await t.call('POST', `/api/admin/users/${id}/security-keys/options`, { token: admin })).json().data;
    expect(options.user.name).toBe('key_staff');
    const bound = await t.call('POST', `/api/admin/users/${id}/security-keys`, { token: admin, body: { label: 'SN-778899', response: key.register(options) } });
    expect(bound.statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/users/${id}/security-keys`, { token: admin })).json().data).toMatchObject({ keys: [{ label: 'SN-778899' }], required: false });

    // With a key required, a TOTP code does not replace it.
    const step = (await passwordGrant('key_staff')).json();
    expect(step.methods).toEqual(['webauthn']);
    expect((await mfaGrant({ mfa_token: step.mfa_token, code: '123456' })).json().errorKey).toBe('auth.security_key_needed');
    expect((await mfaGrant({ mfa_token: step.mfa_token, webauthn: key.assert(step.webauthn.challenge) })).statusCode).toBe(200);

    // Lost key: the administrator removes it; the operation log keeps the entry.
    const keyId = bound.json().data[0].id;
    const removed = await t.call('DELETE', `/api/admin/users/${id}/security-keys/${keyId}`, { token: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual([]);
    // The operation log is written after the answer is sent (a hook): wait for the row.
    const audit = () => t.deps.db.selectFrom('operation_logs').select(['path', 'op_type', 'account']).where('path', '=', '/api/admin/users/:id/security-keys/:bindingId').executeTakeFirst();
    await expect.poll(audit, { timeout: 5000 }).toMatchObject({ op_type: 'delete', account: 'admin' });
    expect((await t.deps.db.selectFrom('users').select('hardware_key').where('id', '=', id).executeTakeFirstOrThrow()).hardware_key).toBeNull();
    expect((await passwordGrant('key_staff')).json().errorKey).toBe('auth.security_key_missing');
    // Lifting the requirement lets the password sign in again.
    await t.call('PUT', `/api/admin/roles/${role.id}/key-required`, { token: admin, body: { required: false } });
    expect((await passwordGrant('key_staff')).json().access_token).toEqual(expect.any(String));
  });

  it('requires a key of one user; another user key id is a 404; non-administrators are refused', async () => {
    const id = await makeUser('key_user_req');
    expect((await t.call('PUT', `/api/admin/users/${id}/key-required`, { token: admin, body: { required: true } })).statusCode).toBe(200);
    expect((await passwordGrant('key_user_req')).json().errorKey).toBe('auth.security_key_missing');
    expect((await t.call('DELETE', `/api/admin/users/${id}/security-keys/999999`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/admin/users/${id}/key-required`, { token: await t.login('supa_admin'), body: { required: false } })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/admin/users/${id}/key-required`, { token: admin, body: { required: false } })).statusCode).toBe(200);
  });
});
