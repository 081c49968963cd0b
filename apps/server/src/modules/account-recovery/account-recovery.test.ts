import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { DAY, lastCodeFor, MINUTE, resetClock, shiftClock, signIn, tokenOf } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => resetClock(t));

const NEW_PASSWORD = 'Tz#8mRk!4q';

async function start(kind: 'password' | 'unlock', account: string): Promise<string> {
  const res = await t.call('POST', `/api/account-recovery/${kind}/start`, { body: { account } });
  expect(res.statusCode).toBe(200);
  return res.json().data.ticket;
}

const setUser = (account: string, values: Record<string, unknown>) =>
  t.deps.db.updateTable('users').set(values).where(sql`lower(account)`, '=', account.toLowerCase()).execute();

describe('spec 000 §2/§5 forgot password', () => {
  it('by email: code to the profile mailbox, new password, lock cleared, every session ended', async () => {
    const oldToken = await tokenOf(t, 'supb_admin');
    await setUser('supb_admin', { failed_logins: 3, locked_until: new Date(Date.now() + DAY) });
    const ticket = await start('password', 'SUPB_ADMIN');
    const sent = await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket, channel: 'email' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ channel: 'email', maskedTarget: 'jo***@pacificrotables.com', validMinutes: 10, resendAfter: 60 });
    const code = await lastCodeFor(t, 'john.miller@pacificrotables.com');

    const res = await t.call('POST', '/api/account-recovery/password/reset', {
      headers: { 'accept-language': 'en' },
      body: { ticket, channel: 'email', code, newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ messageKey: 'auth.password_reset_ok', message: 'Password reset succeeded!' });

    expect((await t.call('GET', '/admin/sys/user/getUserInfo', { token: oldToken })).statusCode).toBe(401);
    expect((await signIn(t, 'supb_admin', 'Demo@Pass2026')).statusCode).toBe(400);
    expect((await signIn(t, 'supb_admin', NEW_PASSWORD)).statusCode).toBe(200);
    // The ticket is spent.
    const again = await t.call('POST', '/api/account-recovery/password/reset', { body: { ticket, channel: 'email', code, newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD } });
    expect(again.json().errorKey).toBe('recovery.ticket_invalid');
  });

  it('by SMS: the code lives SMS_CODE_TTL_MINUTES (5), email codes EMAIL_CODE_TTL_MINUTES (10)', async () => {
    let ticket = await start('password', '20000004');
    expect((await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket, channel: 'sms' } })).json().data).toMatchObject({ maskedTarget: '138****0004', validMinutes: 5 });
    const code = await lastCodeFor(t, '13800000004');
    shiftClock(t, 5 * MINUTE + 5000);
    const late = await t.call('POST', '/api/account-recovery/password/reset', { body: { ticket, channel: 'sms', code, newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD } });
    expect(late.json()).toMatchObject({ errorKey: 'verification.code_expired' });
    expect(late.json().fields[0].path).toBe('code');

    resetClock(t);
    ticket = await start('password', '20000005');
    await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket, channel: 'email' } });
    const mailCode = await lastCodeFor(t, 'chen.jing@aerosupply.local');
    shiftClock(t, 9 * MINUTE);
    const inTime = await t.call('POST', '/api/account-recovery/password/reset', { body: { ticket, channel: 'email', code: mailCode, newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD } });
    expect(inTime.statusCode).toBe(200);
  });

  it("must pick email or SMS ('Please choose one option')", async () => {
    const ticket = await start('password', '20000002');
    const res = await t.call('POST', '/api/account-recovery/password/send-code', { headers: { 'accept-language': 'en' }, body: { ticket } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'channel', errorKey: 'auth.choose_one', message: 'Please choose one option' });
  });

  it('no valid email / mobile in the profile: the §8 messages; an unknown account gets the very same answers', async () => {
    await setUser('20000003', { email: 'not-an-email', mobile: null });
    const known = await start('password', '20000003');
    const unknown = await start('password', 'no_such_account');
    for (const ticket of [known, unknown]) {
      const mail = await t.call('POST', '/api/account-recovery/password/send-code', { headers: { 'accept-language': 'en' }, body: { ticket, channel: 'email' } });
      expect(mail.statusCode).toBe(400);
      expect(mail.json()).toMatchObject({ errorKey: 'auth.no_valid_email', msg: 'There is no valid email in your profile. Enter one, or ask your supplier administrator' });
      const sms = await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket, channel: 'sms' } });
      expect(sms.json().errorKey).toBe('auth.no_valid_mobile');
    }
  });

  it('applies the password rules (company name, repeat) before spending the code', async () => {
    const ticket = await start('password', 'supa_clerk');
    await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket, channel: 'sms' } });
    const code = await lastCodeFor(t, '13900000002');
    const mismatch = await t.call('POST', '/api/account-recovery/password/reset', { body: { ticket, channel: 'sms', code, newPwd: NEW_PASSWORD, confirmPwd: 'Other#123x' } });
    expect(mismatch.json().fields[0]).toMatchObject({ path: 'confirmPwd', errorKey: 'password.mismatch' });
    await t.deps.db.updateTable('companies').set({ name_en: 'Skywing' }).where('vendor_code', '=', '10000001').execute();
    const company = await t.call('POST', '/api/account-recovery/password/reset', { body: { ticket, channel: 'sms', code, newPwd: 'mySkywing#27x', confirmPwd: 'mySkywing#27x' } });
    expect(company.json().fields[0]).toMatchObject({ path: 'newPwd', errorKey: 'password.contains_company' });
    const ok = await t.call('POST', '/api/account-recovery/password/reset', { body: { ticket, channel: 'sms', code, newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD } });
    expect(ok.statusCode).toBe(200);
  });

  it('resend waits for the cooldown', async () => {
    const ticket = await start('password', 'fwd_admin');
    expect((await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket, channel: 'sms' } })).statusCode).toBe(200);
    const again = await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket, channel: 'sms' } });
    expect(again.statusCode).toBe(429);
    expect(again.json().errorKey).toBe('verification.too_soon');
    shiftClock(t, 61_000);
    expect((await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket, channel: 'sms' } })).statusCode).toBe(200);
  });

  it('refuses a forged ticket', async () => {
    const res = await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket: 'x'.repeat(43), channel: 'email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorKey).toBe('recovery.ticket_invalid');
  });

  it('asks for the captcha when captchas are on (CAPTCHA_MODE=test accepts TEST)', async () => {
    const withCaptcha = await createTestApp({ captchaMode: 'test' });
    try {
      const missing = await withCaptcha.call('POST', '/api/account-recovery/password/start', { body: { account: 'supa_admin' } });
      expect(missing.json().errorKey).toBe('auth.captcha_required');
      const captcha = (await withCaptcha.call('GET', '/api/auth/captcha')).json().data;
      const wrong = await withCaptcha.call('POST', '/api/account-recovery/password/start', { body: { account: 'supa_admin', captchaKey: captcha.captchaKey, captchaCode: 'NOPE' } });
      expect(wrong.json().errorKey).toBe('auth.captcha_wrong');
      const fresh = (await withCaptcha.call('GET', '/api/auth/captcha')).json().data;
      const ok = await withCaptcha.call('POST', '/api/account-recovery/password/start', { body: { account: 'supa_admin', captchaKey: fresh.captchaKey, captchaCode: 'TEST' } });
      expect(ok.statusCode).toBe(200);
    } finally {
      await withCaptcha.close();
    }
  });
});

describe('spec 000 §2/§4, 001 §2 unlock page', () => {
  it('a frozen (30 days unused) account unlocks itself by SMS and signs in again', async () => {
    await setUser('supa_admin', { last_login_at: new Date(Date.now() - 40 * DAY) });
    expect((await signIn(t, 'supa_admin', 'Demo@Pass2026')).json().errorKey).toBe('auth.account_frozen');
    const ticket = await start('unlock', 'supa_admin');
    await t.call('POST', '/api/account-recovery/unlock/send-code', { body: { ticket, channel: 'sms' } });
    const code = await lastCodeFor(t, '13900000001');
    const wrong = await t.call('POST', '/api/account-recovery/unlock', { body: { ticket, channel: 'sms', code: 'aaaaaa' } });
    expect(wrong.json().errorKey).toBe('verification.code_mismatch');
    const res = await t.call('POST', '/api/account-recovery/unlock', { headers: { 'accept-language': 'en' }, body: { ticket, channel: 'sms', code } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.messageKey).toBe('recovery.unlock_ok');
    const user = await t.deps.db.selectFrom('users').select(['frozen', 'failed_logins', 'locked_until', 'last_login_at']).where('account', '=', 'supa_admin').executeTakeFirstOrThrow();
    expect(user.frozen).toBe(false);
    expect(Date.now() - user.last_login_at!.getTime()).toBeLessThan(MINUTE);
    expect((await signIn(t, 'supa_admin', 'Demo@Pass2026')).statusCode).toBe(200);
  });

  it('a locked account (5 wrong passwords) unlocks itself by email', async () => {
    for (let i = 0; i < 5; i++) await signIn(t, '20000002', 'Wrong#Pass99');
    expect((await signIn(t, '20000002', 'Demo@Pass2026')).json().errorKey).toBe('auth.account_locked');
    const ticket = await start('unlock', '20000002');
    await t.call('POST', '/api/account-recovery/unlock/send-code', { body: { ticket, channel: 'email' } });
    const code = await lastCodeFor(t, 'li.na@aerosupply.local');
    expect((await t.call('POST', '/api/account-recovery/unlock', { body: { ticket, channel: 'email', code } })).statusCode).toBe(200);
    expect((await signIn(t, '20000002', 'Demo@Pass2026')).statusCode).toBe(200);
  });

  it('an account its administrator froze while in use stays frozen', async () => {
    await setUser('supa_clerk', { frozen: true, last_login_at: new Date() });
    const ticket = await start('unlock', 'supa_clerk');
    await t.call('POST', '/api/account-recovery/unlock/send-code', { body: { ticket, channel: 'email' } });
    const code = await lastCodeFor(t, 'sun.li@skywing-aero.cn');
    const res = await t.call('POST', '/api/account-recovery/unlock', { body: { ticket, channel: 'email', code } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorKey).toBe('recovery.frozen_by_admin');
    await setUser('supa_clerk', { frozen: false });
  });

  it('a reset ticket cannot unlock (tickets are per purpose)', async () => {
    const ticket = await start('password', 'admin');
    const res = await t.call('POST', '/api/account-recovery/unlock/send-code', { body: { ticket, channel: 'email' } });
    expect(res.json().errorKey).toBe('recovery.ticket_invalid');
  });
});

describe('spec 000 §2, 001 §2 account-info completion (mobile, mailbox, finish)', () => {
  it('walks the three steps, verifying each address by code', async () => {
    await setUser('20000001', { mobile: null, email: '' });
    const token = await tokenOf(t, '20000001');
    expect((await t.call('GET', '/api/account-completion', { token })).json().data).toEqual({ emailValid: false, mobileValid: false, maskedEmail: null, maskedMobile: null, step: 'mobile' });

    expect((await t.call('POST', '/api/account-completion/send-code', { token, body: { channel: 'sms', target: '13811112222' } })).statusCode).toBe(200);
    const wrong = await t.call('POST', '/api/account-completion/verify', { token, body: { channel: 'sms', target: '13811112222', code: 'zzzzzz' } });
    expect(wrong.json().errorKey).toBe('verification.code_mismatch');
    const smsCode = await lastCodeFor(t, '13811112222');
    // A code sent to one number does not prove another.
    expect((await t.call('POST', '/api/account-completion/verify', { token, body: { channel: 'sms', target: '13800009999', code: smsCode } })).json().errorKey).toBe('verification.no_code');
    const step2 = await t.call('POST', '/api/account-completion/verify', { token, body: { channel: 'sms', target: '13811112222', code: smsCode } });
    expect(step2.json().data).toMatchObject({ mobileValid: true, maskedMobile: '138****2222', step: 'mailbox' });

    await t.call('POST', '/api/account-completion/send-code', { token, body: { channel: 'email', target: 'wang.lei@aerosupply.local' } });
    const mailCode = await lastCodeFor(t, 'wang.lei@aerosupply.local');
    const done = await t.call('POST', '/api/account-completion/verify', { token, body: { channel: 'email', target: 'wang.lei@aerosupply.local', code: mailCode } });
    expect(done.json().data).toMatchObject({ emailValid: true, mobileValid: true, step: 'finish' });
  });

  it('validates the address and needs a session', async () => {
    expect((await t.call('GET', '/api/account-completion')).statusCode).toBe(401);
    const token = await tokenOf(t, 'admin');
    const bad = await t.call('POST', '/api/account-completion/send-code', { token, body: { channel: 'sms', target: '12a' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('target');
    const badMail = await t.call('POST', '/api/account-completion/send-code', { token, body: { channel: 'email', target: 'nope' } });
    expect(badMail.json().fields[0]).toMatchObject({ path: 'target', errorKey: 'validation.email' });
  });
});
