import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { DAY, lastCodeFor, MINUTE, outboxCount, resetClock, shiftClock, signIn, tokenOf } from './testing';

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
    expect(sent.json().data).toEqual({ channel: 'email', maskedTarget: null, validMinutes: 10, resendAfter: 60 });
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
    expect((await t.call('POST', '/api/account-recovery/password/send-code', { body: { ticket, channel: 'sms' } })).json().data).toMatchObject({ maskedTarget: null, validMinutes: 5 });
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

  it('D-104: a known account, one without a valid address, a disabled and an unknown one get the very same answers at every step', async () => {
    await setUser('20000003', { email: 'not-an-email', mobile: null });
    await setUser('fwd_admin', { enabled: false });
    const accounts = ['20000001', '20000003', 'fwd_admin', 'no_such_account'];
    const strip = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
      status: res.statusCode,
      body: (() => {
        const b = JSON.parse(res.body) as Record<string, unknown>;
        delete b.requestId;
        if (b.data && typeof b.data === 'object' && 'ticket' in b.data) return { ...b, data: { ...b.data, ticket: 'T' } };
        return b;
      })(),
      retryAfter: res.headers['retry-after'],
    });
    const answers: unknown[][] = [];
    for (const account of accounts) {
      const seen: unknown[] = [];
      for (const kind of ['password', 'unlock'] as const) {
        const started = await t.call('POST', `/api/account-recovery/${kind}/start`, { headers: { 'accept-language': 'en' }, body: { account } });
        seen.push(strip(started));
        const ticket = started.json().data.ticket as string;
        const step = kind === 'password' ? 'password/reset' : 'unlock';
        const extra = kind === 'password' ? { newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD } : {};
        // A code step before any code was sent.
        seen.push(strip(await t.call('POST', `/api/account-recovery/${step}`, { headers: { 'accept-language': 'en' }, body: { ticket, channel: 'email', code: 'Abc234', ...extra } })));
        for (const channel of ['email', 'sms'] as const) {
          seen.push(strip(await t.call('POST', `/api/account-recovery/${kind}/send-code`, { headers: { 'accept-language': 'en' }, body: { ticket, channel } })));
          // The resend cooldown.
          seen.push(strip(await t.call('POST', `/api/account-recovery/${kind}/send-code`, { headers: { 'accept-language': 'en' }, body: { ticket, channel } })));
          // Wrong codes: mismatch four times, then burnt.
          for (let i = 0; i < 6; i++) seen.push(strip(await t.call('POST', `/api/account-recovery/${step}`, { headers: { 'accept-language': 'en' }, body: { ticket, channel, code: 'Abc234', ...extra } })));
        }
      }
      answers.push(seen);
    }
    for (const seen of answers.slice(1)) expect(seen).toEqual(answers[0]);
    // Only the real address got a code.
    expect(await outboxCount(t, 'not-an-email')).toBe(0);
    await setUser('fwd_admin', { enabled: true });
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

  it('D-105: an administrator\'s freeze has its own message and is never self-unlocked, before or after the 30-day line', async () => {
    const clerk = await t.deps.db.selectFrom('users').select('id').where('account', '=', 'supa_clerk').executeTakeFirstOrThrow();
    const adminToken = await tokenOf(t, 'supa_admin');
    // An earlier test reset this account's password: back to the demo password.
    const demoHash = (await t.deps.db.selectFrom('users').select('password_hash').where('account', '=', 'supa_admin').executeTakeFirstOrThrow()).password_hash;
    await setUser('supa_clerk', { last_login_at: new Date(), password_hash: demoHash, failed_logins: 0, locked_until: null });
    expect((await t.call('POST', `/api/sup/employees/${clerk.id}/freeze`, { token: adminToken })).statusCode).toBe(200);
    const unlockBySms = async () => {
      const ticket = await start('unlock', 'supa_clerk');
      expect((await t.call('POST', '/api/account-recovery/unlock/send-code', { body: { ticket, channel: 'sms' } })).statusCode).toBe(200);
      const code = await lastCodeFor(t, '13900000002');
      return t.call('POST', '/api/account-recovery/unlock', { headers: { 'accept-language': 'en' }, body: { ticket, channel: 'sms', code } });
    };
    for (const days of [0, 29, 31, 45]) {
      shiftClock(t, days * DAY);
      const res = await t.call('POST', '/oauth/token', { headers: { 'accept-language': 'en' }, form: { grant_type: 'password', username: 'supa_clerk', password: 'Demo@Pass2026' } });
      expect(res.statusCode, `day ${days}`).toBe(403);
      expect(res.json()).toMatchObject({ errorKey: 'auth.account_frozen_by_admin', msg: expect.stringMatching(/administrator has frozen/) });
      const unlock = await unlockBySms();
      expect(unlock.statusCode, `day ${days}`).toBe(403);
      expect(unlock.json().errorKey).toBe('recovery.frozen_by_admin');
      shiftClock(t, days * DAY + 61_000); // past the resend cooldown for the next round
    }
    const row = await t.deps.db.selectFrom('users').select(['frozen', 'frozen_reason']).where('id', '=', clerk.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ frozen: true, frozen_reason: 'admin' });

    // The administrator restores it; left unused past the line it is frozen for inactivity, with the self-unlock message.
    resetClock(t);
    expect((await t.call('POST', `/api/sup/employees/${clerk.id}/restore`, { token: adminToken })).statusCode).toBe(200);
    shiftClock(t, 29 * DAY);
    expect((await signIn(t, 'supa_clerk', 'Demo@Pass2026')).statusCode).toBe(200);
    shiftClock(t, 29 * DAY + 31 * DAY);
    const idle = await signIn(t, 'supa_clerk', 'Demo@Pass2026');
    expect(idle.json().errorKey).toBe('auth.account_frozen');
    expect((await t.deps.db.selectFrom('users').select('frozen_reason').where('id', '=', clerk.id).executeTakeFirstOrThrow()).frozen_reason).toBe('inactivity');
    expect((await unlockBySms()).statusCode).toBe(200);
    expect((await signIn(t, 'supa_clerk', 'Demo@Pass2026')).statusCode).toBe(200);
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
