/**
 * Issue 32 item 2: TOTP as a second factor (D-600..D-604): enrolment, the two-step sign-in, recovery
 * codes, refusals (wrong, replayed, expired), lockout, a company's requirement and the account log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';
import { hashPassword } from './passwords';
import { matchTotp, totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const passwordGrant = (username: string, password = DEMO_PASSWORD) => t.call('POST', '/oauth/token', { form: { grant_type: 'password', username, password } });
const mfaGrant = (form: Record<string, string>, lang = 'en-US') => t.call('POST', '/oauth/token', { form: { grant_type: 'mfa', ...form }, headers: { 'accept-language': lang } });

async function makeUser(account: string, companyId = 2) {
  const row = await t.deps.db
    .insertInto('users')
    .values({ company_id: companyId, account, real_name: `Test ${account}`, password_hash: await hashPassword(DEMO_PASSWORD), preferences: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A six-digit code that does not match the secret now. */
function wrongCode(secret: string): string {
  for (let n = 0; ; n++) {
    const code = String(123456 + n).padStart(6, '0');
    if (matchTotp(secret, code, new Date()) === null) return code;
  }
}

/** The next time step's code: the one of now was used by the confirmation (a replay). */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

/** Signs in, sets up and confirms an authenticator; answers its secret and recovery codes. */
async function enrol(account: string) {
  const token = await t.login(account);
  const setup = await t.call('POST', '/api/auth/mfa/totp/setup', { token });
  expect(setup.statusCode).toBe(200);
  const { secret, uri } = setup.json().data;
  expect(uri).toMatch(new RegExp(`^otpauth://totp/AeroSupply:${account}\\?.*secret=${secret}`));
  const wrong = await t.call('POST', '/api/auth/mfa/totp/confirm', { token, body: { code: wrongCode(secret) } });
  expect(wrong.json().errorKey).toBe('auth.mfa_code_wrong');
  const confirm = await t.call('POST', '/api/auth/mfa/totp/confirm', { token, body: { code: totpCode(secret, new Date()) } });
  expect(confirm.statusCode).toBe(200);
  const recoveryCodes: string[] = confirm.json().data.recoveryCodes;
  return { token, secret, recoveryCodes };
}

const lastLog = (account: string) =>
  t.deps.db.selectFrom('login_logs').select(['event', 'reason', 'factor']).where('account', '=', account).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('TOTP enrolment', () => {
  it('sets up, confirms with a code, answers ten recovery codes once and keeps only their hashes', async () => {
    const id = await makeUser('mfa_enrol');
    const { token, secret, recoveryCodes } = await enrol('mfa_enrol');
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = await t.deps.db.selectFrom('user_recovery_codes').select('code_hash').where('user_id', '=', id).execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await t.call('GET', '/api/auth/mfa', { token })).json().data).toEqual({ totp: true, recoveryCodesLeft: 10, required: false });
    // A second setup is refused while one is on.
    expect((await t.call('POST', '/api/auth/mfa/totp/setup', { token })).statusCode).toBe(409);
    expect((await t.call('POST', '/api/auth/mfa/totp/confirm', { token, body: { code: totpCode(secret, new Date()) } })).statusCode).toBe(409);
    // The operation log is written after the answer (a hook): wait for the row.
    const logged = async () => (await t.deps.db.selectFrom('operation_logs').select('path').where('account', '=', 'mfa_enrol').execute()).map((r) => r.path);
    await expect.poll(logged, { timeout: 5000 }).toEqual(expect.arrayContaining(['/api/auth/mfa/totp/confirm']));
  });

  it('refuses a confirmation before a setup and a malformed code', async () => {
    await makeUser('mfa_nosetup');
    const token = await t.login('mfa_nosetup');
    expect((await t.call('POST', '/api/auth/mfa/totp/confirm', { token, body: { code: '123456' } })).json().errorKey).toBe('auth.mfa_setup_missing');
    expect((await t.call('POST', '/api/auth/mfa/totp/confirm', { token, body: { code: '12ab' } })).statusCode).toBe(400);
  });
});

describe('sign-in with a second factor', () => {
  it('answers mfa_required instead of tokens, then the code completes the sign-in; the account log names the factor', async () => {
    await makeUser('mfa_sign');
    const { secret } = await enrol('mfa_sign');
    const first = await passwordGrant('mfa_sign');
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step).toMatchObject({ mfa_required: true, expires_in: 300, methods: ['totp', 'recovery_code'], enrol: false });
    expect(step.access_token).toBeUndefined();
    const done = await mfaGrant({ mfa_token: step.mfa_token, code: nextCode(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ token_type: 'bearer', account: 'mfa_sign' });
    expect((await t.call('GET', '/admin/sys/user/getUserInfo', { token: done.json().access_token })).statusCode).toBe(200);
    expect(await lastLog('mfa_sign')).toEqual({ event: 'login', reason: null, factor: 'password+totp' });
    // The administrator's account log shows the factors in the reader's language.
    const admin = await t.login('admin');
    for (const [lang, text] of [['en-US', 'Password + authenticator app'], ['zh-CN', '密码 + 身份验证器']]) {
      const rows = (await t.call('GET', '/api/admin/account-logs?account=mfa_sign', { token: admin, headers: { 'accept-language': lang! } })).json().data.rows;
      expect(rows[0]).toMatchObject({ event: 'login', factor: 'password+totp', factorText: text });
    }
    // Refresh rotation keeps working for a session opened by two factors.
    const refreshed = await t.call('POST', '/oauth/token', {
      form: { grant_type: 'refresh_token', refresh_token: done.json().refresh_token, client_id: t.deps.config.oauthClientId, client_secret: t.deps.config.oauthClientSecret },
    });
    expect(refreshed.statusCode).toBe(200);
    // The mfa_token is single use.
    const again = await mfaGrant({ mfa_token: step.mfa_token, code: nextCode(secret) });
    expect(again.json().errorKey).toBe('auth.mfa_token_invalid');
  });

  it('refuses a wrong code and a replayed code, in both languages, and logs them', async () => {
    await makeUser('mfa_refuse');
    const { secret } = await enrol('mfa_refuse');
    const step = (await passwordGrant('mfa_refuse')).json();
    const wrong = await mfaGrant({ mfa_token: step.mfa_token, code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorKey: 'auth.mfa_code_wrong', msg: 'Wrong authentication code' });
    expect(await lastLog('mfa_refuse')).toEqual({ event: 'login_failed', reason: 'bad_code', factor: 'password+totp' });
    const code = nextCode(secret);
    expect((await mfaGrant({ mfa_token: step.mfa_token, code })).statusCode).toBe(200);
    // The same code (same time step) with a new password step: refused.
    const step2 = (await passwordGrant('mfa_refuse')).json();
    const replay = await mfaGrant({ mfa_token: step2.mfa_token, code }, 'zh-CN');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errorKey: 'auth.mfa_code_used', msg: '该验证码已使用，请等待下一个验证码' });
    expect(await lastLog('mfa_refuse')).toEqual({ event: 'login_failed', reason: 'code_replayed', factor: 'password+totp' });
    expect((await mfaGrant({ mfa_token: step2.mfa_token })).json().errorKey).toBe('auth.mfa_code_missing');
  });

  it('refuses an expired or unknown mfa_token', async () => {
    await makeUser('mfa_expired');
    const { secret } = await enrol('mfa_expired');
    const step = (await passwordGrant('mfa_expired')).json();
    await t.deps.db.updateTable('mfa_challenges').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', (await t.deps.db.selectFrom('users').select('id').where('account', '=', 'mfa_expired').executeTakeFirstOrThrow()).id).execute();
    const late = await mfaGrant({ mfa_token: step.mfa_token, code: totpCode(secret, new Date()) }, 'zh-CN');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errorKey: 'auth.mfa_token_invalid', msg: '二次验证已过期或无效，请重新登录' });
    expect((await mfaGrant({ mfa_token: 'not-a-token', code: '123456' })).json().errorKey).toBe('auth.mfa_token_invalid');
  });

  it('a recovery code signs in once', async () => {
    await makeUser('mfa_recover');
    const { recoveryCodes, token } = await enrol('mfa_recover');
    const step = (await passwordGrant('mfa_recover')).json();
    const done = await mfaGrant({ mfa_token: step.mfa_token, recovery_code: recoveryCodes[3]!.toLowerCase() });
    expect(done.statusCode).toBe(200);
    expect(await lastLog('mfa_recover')).toMatchObject({ event: 'login', factor: 'password+recovery_code' });
    const step2 = (await passwordGrant('mfa_recover')).json();
    expect((await mfaGrant({ mfa_token: step2.mfa_token, recovery_code: recoveryCodes[3]! })).json().errorKey).toBe('auth.mfa_code_wrong');
    expect((await t.call('GET', '/api/auth/mfa', { token })).json().data.recoveryCodesLeft).toBe(9);
  });

  it('wrong codes count toward the lockout like wrong passwords (fifth locks), and the lock holds for the right code', async () => {
    await makeUser('mfa_lock');
    const { secret } = await enrol('mfa_lock');
    const step = (await passwordGrant('mfa_lock')).json();
    for (let i = 1; i <= 4; i++) expect((await mfaGrant({ mfa_token: step.mfa_token, code: wrongCode(secret) })).json().errorKey).toBe('auth.mfa_code_wrong');
    const fifth = await mfaGrant({ mfa_token: step.mfa_token, code: wrongCode(secret) });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().errorKey).toBe('auth.account_locked');
    expect((await mfaGrant({ mfa_token: step.mfa_token, code: totpCode(secret, new Date()) })).json().errorKey).toBe('auth.account_locked');
    expect((await passwordGrant('mfa_lock')).json().errorKey).toBe('auth.account_locked');
  });

  it('wrong codes share the sign-in rate limit', async () => {
    const limited = await createTestApp({ loginRateLimitPerAccount: 3 });
    try {
      const id = await limited.deps.db
        .insertInto('users')
        .values({ company_id: 2, account: 'mfa_rate', real_name: 'Rate', password_hash: await hashPassword(DEMO_PASSWORD), preferences: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await limited.deps.db.insertInto('user_totp').values({ user_id: id.id, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', confirmed_at: new Date(), created_at: new Date() }).execute();
      const step = (await limited.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'mfa_rate', password: DEMO_PASSWORD } })).json();
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.call('POST', '/oauth/token', { form: { grant_type: 'mfa', mfa_token: step.mfa_token, code: wrongCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') } })).statusCode);
      expect(codes).toContain(429);
    } finally {
      await limited.close();
    }
  });

  it('disabling needs the password; afterwards the password alone signs in', async () => {
    await makeUser('mfa_off');
    const { token } = await enrol('mfa_off');
    expect((await t.call('POST', '/api/auth/mfa/totp/disable', { token, body: { password: 'Wrong@Pass2026' } })).json().errorKey).toBe('auth.old_password_wrong');
    expect((await t.call('POST', '/api/auth/mfa/totp/disable', { token, body: { password: DEMO_PASSWORD } })).statusCode).toBe(200);
    const plain = await passwordGrant('mfa_off');
    expect(plain.json().access_token).toEqual(expect.any(String));
    expect(await lastLog('mfa_off')).toMatchObject({ event: 'login', factor: 'password' });
    expect((await t.call('POST', '/api/auth/mfa/totp/disable', { token: plain.json().access_token, body: { password: DEMO_PASSWORD } })).json().errorKey).toBe('auth.mfa_not_enrolled');
  });

  it('demo accounts keep signing in with the password alone', async () => {
    for (const account of ['admin', 'supa_admin', 'fwd_admin']) expect((await passwordGrant(account)).json().access_token).toEqual(expect.any(String));
  });
});

describe("a company's requirement (supplier administrator)", () => {
  it('an employee without a factor enrols at the next sign-in; the first code confirms it and answers recovery codes', async () => {
    const company = await t.deps.db.selectFrom('users').select('company_id').where('account', '=', 'supa_admin').executeTakeFirstOrThrow();
    const admin = await t.login('supa_admin');
    // Only the company administrator: a clerk without the key, and staff, are refused.
    expect((await t.call('PUT', '/api/company/second-factor', { token: await t.login('supa_clerk'), body: { required: false } })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/company/second-factor', { token: await t.login('admin'), body: { required: true } })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/company/second-factor', { token: admin })).json().data).toEqual({ required: false });
    const set = await t.call('PUT', '/api/company/second-factor', { token: admin, body: { required: true } });
    expect(set.statusCode).toBe(200);
    // Its other employees (the clerk) now owe a second step too.
    expect((await passwordGrant('supa_clerk')).json()).toMatchObject({ mfa_required: true, enrol: true });

    await makeUser('mfa_emp', company.company_id);
    const step = (await passwordGrant('mfa_emp')).json();
    expect(step).toMatchObject({ mfa_required: true, enrol: true, methods: ['totp'] });
    const setup = await t.call('POST', '/api/auth/mfa/enrol', { body: { mfa_token: step.mfa_token } });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data;
    expect((await mfaGrant({ mfa_token: step.mfa_token, code: wrongCode(secret) })).json().errorKey).toBe('auth.mfa_code_wrong');
    const done = await mfaGrant({ mfa_token: step.mfa_token, code: totpCode(secret, new Date()) });
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    expect(await lastLog('mfa_emp')).toMatchObject({ event: 'login', factor: 'password+totp' });
    // Next time: the code is asked for, not an enrolment.
    expect((await passwordGrant('mfa_emp')).json()).toMatchObject({ mfa_required: true, enrol: false });
    // An enrolment token is not a verify token and vice versa.
    const verifyStep = (await passwordGrant('mfa_emp')).json();
    expect((await t.call('POST', '/api/auth/mfa/enrol', { body: { mfa_token: verifyStep.mfa_token } })).json().errorKey).toBe('auth.mfa_token_invalid');
    await t.call('PUT', '/api/company/second-factor', { token: admin, body: { required: false } });
  });
});
