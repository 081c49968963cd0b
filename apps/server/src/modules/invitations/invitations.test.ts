import { RANDOM_ALPHABET } from '@aerosupply/shared/format/random';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { DAY, lastCodeFor, resetClock, shiftClock, tokenOf } from '../account-recovery/testing';

let t: TestApp;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://portal.example.com' });
  buyer = await tokenOf(t, '20000001');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => resetClock(t));

const invite = (over: Record<string, unknown> = {}) => ({
  companyName: '青岛海鸥航空部件有限公司',
  country: 'CN',
  taxSystem: 'USCC',
  taxId: '91370200MA3C5GW21N',
  email: 'contact@seagull-aero.cn',
  validityDays: 7,
  comments: 'APU 部件 / APU parts',
  ...over,
});

async function lastMail(recipient: string) {
  return t.deps.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

async function registerWith(code: string, n: number) {
  const mobile = `1350000${String(n).padStart(4, '0')}`;
  expect((await t.call('POST', '/api/registration/sms-code', { body: { mobile } })).statusCode).toBe(200);
  const smsCode = await lastCodeFor(t, mobile);
  return t.call('POST', '/api/registration', {
    body: {
      agreeCodeOfConduct: true,
      supplierType: 'aircraft',
      country: 'CN',
      taxSystem: 'USCC',
      taxId: `91370200MA3C5GW${String(n).padStart(2, '0')}N`,
      companyName: `邀请注册测试公司${n}`,
      contactName: '测试 Tester',
      account: `invited_${n}`,
      password: 'Gx#7pWq!2m',
      confirmPassword: 'Gx#7pWq!2m',
      email: `invited${n}@example.com`,
      invitationCode: code,
      timeZone: 'Asia/Shanghai',
      mobile,
      smsCode,
    },
  });
}

describe('spec 001 §2 supplier invitation: permissions', () => {
  it('needs supplier.invite: 401 anonymous, 403 for a supplier administrator and for finance', async () => {
    expect((await t.call('GET', '/api/invitations')).statusCode).toBe(401);
    const supplier = await tokenOf(t, 'supa_admin');
    expect((await t.call('GET', '/api/invitations', { token: supplier })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/invitations', { token: supplier, body: invite() })).statusCode).toBe(403);
    const finance = await tokenOf(t, '20000003');
    expect((await t.call('GET', '/api/invitations', { token: finance })).statusCode).toBe(403);
  });

  it('answers 404 for an invitation that does not exist', async () => {
    expect((await t.call('GET', '/api/invitations/999999', { token: buyer })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/invitations/999999/send', { token: buyer })).statusCode).toBe(404);
  });
});

describe('spec 001 §2 supplier invitation: list', () => {
  it('lists the demo invitations with every column and filters by company name and status', async () => {
    const res = await t.call('GET', '/api/invitations', { token: buyer });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBeGreaterThanOrEqual(2);
    const row = page.rows.find((r: { companyName: string }) => r.companyName === '西安蓝天航空机轮刹车有限公司');
    expect(row).toMatchObject({ email: 'sales@bluesky-wheels.cn', validityDays: 30, code: 'XaWh7Kp3', status: 'sent', inviterName: '王磊 Wang Lei' });
    expect(row.sentAt).toBeTruthy();
    expect(row.actions).toEqual(['edit', 'resend', 'delete']);

    const registered = (await t.call('GET', '/api/invitations?status=registered', { token: buyer })).json().data;
    expect(registered.rows.map((r: { companyName: string }) => r.companyName)).toContain('成都天翼航空器材有限公司');
    expect(registered.rows.every((r: { status: string; actions: string[] }) => r.status === 'registered' && r.actions.length === 0)).toBe(true);

    const byName = (await t.call('GET', `/api/invitations?companyName=${encodeURIComponent('蓝天航空')}`, { token: buyer })).json().data;
    expect(byName.rows).toHaveLength(1);
    const short = (await t.call('GET', `/api/invitations?companyName=${encodeURIComponent('西安')}`, { token: buyer })).json().data;
    expect(short.rows).toHaveLength(1);
  });

  it('refuses bad list parameters with field paths', async () => {
    const res = await t.call('GET', '/api/invitations?status=lost&pageSize=500&color=red', { token: buyer });
    expect(res.statusCode).toBe(400);
    const paths = res.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['status', 'pageSize', 'color']));
  });
});

describe('spec 001 §2/§8 supplier invitation: duplication check', () => {
  it('finds an existing supplier by tax ID and by company name, with the §8 messages in the user language', async () => {
    const res = await t.call('POST', '/api/invitations/check-duplicates', {
      token: buyer,
      headers: { 'accept-language': 'en' },
      body: { taxId: '91510100ma61ab2c3d', companyName: 'pacific rotables inc.' },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer.ok).toBe(false);
    expect(answer.problems).toEqual([
      { field: 'taxId', errorKey: 'registration.tax_id_exists', message: 'Tax ID already exists for a supplier' },
      expect.objectContaining({ field: 'companyName', errorKey: 'registration.company_name_exists' }),
    ]);
    const ok = (await t.call('POST', '/api/invitations/check-duplicates', { token: buyer, body: { taxId: '91440300MA5XYZ1234', companyName: '全新公司' } })).json().data;
    expect(ok).toEqual({ ok: true, problems: [] });
  });

  it('finds an open invitation, and refuses to save a duplicate (409 with the field)', async () => {
    const res = await t.call('POST', '/api/invitations/check-duplicates', { token: buyer, body: { companyName: '西安蓝天航空机轮刹车有限公司' } });
    expect(res.json().data.problems[0]).toMatchObject({ field: 'companyName', errorKey: 'invitation.already_invited' });
    const save = await t.call('POST', '/api/invitations', { token: buyer, body: invite({ companyName: '成都天翼航空器材有限公司', taxId: '91510100MA61AB2C3D' }) });
    expect(save.statusCode).toBe(409);
    expect(save.json().fields.map((f: { path: string }) => f.path)).toEqual(['taxId', 'companyName']);
  });
});

describe('spec 001 §2/§3 supplier invitation: lifecycle', () => {
  it('validates the dialog (validity days, email, unknown fields)', async () => {
    const res = await t.call('POST', '/api/invitations', { token: buyer, body: invite({ validityDays: 0, email: 'not-an-email', extra: 1 }) });
    expect(res.statusCode).toBe(400);
    const paths = res.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['validityDays', 'email', 'extra']));
  });

  it('saves without sending, then sends: the mail carries the code and the registration link', async () => {
    const saved = await t.call('POST', '/api/invitations', { token: buyer, body: invite() });
    expect(saved.statusCode).toBe(200);
    const row = saved.json().data;
    expect(row.status).toBe('unsent');
    expect(row.sentAt).toBeNull();
    expect(row.actions).toEqual(['edit', 'send', 'delete']);
    expect(row.code).toHaveLength(8);
    expect([...row.code].every((c: string) => RANDOM_ALPHABET.includes(c))).toBe(true);
    expect(row.inviterName).toBe('王磊 Wang Lei');

    const sent = await t.call('POST', `/api/invitations/${row.id}/send`, { token: buyer });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.status).toBe('sent');
    const mail = await lastMail('contact@seagull-aero.cn');
    expect(mail.channel).toBe('mail');
    expect(mail.body).toContain(row.code);
    expect(mail.body).toContain(`https://portal.example.com/supRegister?invite=${row.code}`);
    expect(mail.body).toContain('7');
  });

  it('save-and-send in one call; an expired code is refused at registration; resend restarts the validity', async () => {
    const created = (await t.call('POST', '/api/invitations', { token: buyer, body: invite({ companyName: '哈尔滨北方航空附件厂', taxId: '91230100MA1B2C3D4E', email: 'north@example.com', validityDays: 1, send: true }) })).json().data;
    expect(created.status).toBe('sent');
    const firstSentAt = created.sentAt;

    shiftClock(t, 2 * DAY);
    const staff = await tokenOf(t, '20000001');
    const expired = (await t.call('GET', '/api/invitations?status=expired', { token: staff })).json().data;
    expect(expired.rows.map((r: { id: number }) => r.id)).toContain(created.id);
    expect((await t.call('GET', `/api/registration/invitation?code=${created.code}`)).json().errorKey).toBe('invitation.expired');
    const refused = await registerWith(created.code, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorKey).toBe('invitation.expired');
    expect(refused.json().fields[0].path).toBe('invitationCode');

    const resent = (await t.call('POST', `/api/invitations/${created.id}/send`, { token: staff })).json().data;
    expect(resent.status).toBe('sent');
    expect(new Date(resent.sentAt).getTime()).toBeGreaterThan(new Date(firstSentAt).getTime());
    expect(new Date(resent.expiresAt).getTime() - new Date(resent.sentAt).getTime()).toBe(DAY);
    expect(await t.deps.db.selectFrom('outbox').select('id').where('recipient', '=', 'north@example.com').execute()).toHaveLength(2);
  });

  it('registration with the code links the supplier to the invitation; a used code is refused', async () => {
    const created = (await t.call('POST', '/api/invitations', { token: buyer, body: invite({ companyName: '厦门鹭岛航材有限公司', taxId: '91350200MA2Y3Z4W5V', email: 'xm@example.com', send: true }) })).json().data;
    const prefill = (await t.call('GET', `/api/registration/invitation?code=${created.code}`)).json().data;
    expect(prefill).toMatchObject({ companyName: '厦门鹭岛航材有限公司', email: 'xm@example.com', taxSystem: 'USCC' });

    const res = await registerWith(created.code, 2);
    expect(res.statusCode).toBe(200);
    const companyId = res.json().data.companyId;
    const profile = await t.deps.db.selectFrom('supplier_profiles').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(profile.invitation_id).toBe(created.id);
    const buyerId = (await t.deps.db.selectFrom('users').select('id').where('account', '=', '20000001').executeTakeFirstOrThrow()).id;
    expect(profile.inviting_user_id).toBe(buyerId);

    const row = (await t.call('GET', `/api/invitations/${created.id}`, { token: buyer })).json().data;
    expect(row).toMatchObject({ status: 'registered', registeredCompanyId: companyId, actions: [] });
    expect((await t.call('POST', `/api/invitations/${created.id}/send`, { token: buyer })).statusCode).toBe(409);

    const again = await registerWith(created.code, 3);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorKey).toBe('invitation.used');
    const unknown = await registerWith('Zzzzzzzz', 4);
    expect(unknown.json().errorKey).toBe('invitation.not_found');
  });

  it('edits and deletes an invitation not yet registered', async () => {
    const created = (await t.call('POST', '/api/invitations', { token: buyer, body: invite({ companyName: '临时邀请公司', taxId: '91110000MA0AAAAA1B', email: 'tmp@example.com' }) })).json().data;
    const edited = await t.call('PUT', `/api/invitations/${created.id}`, { token: buyer, body: invite({ companyName: '临时邀请公司（更名）', taxId: '91110000MA0AAAAA1B', email: 'tmp2@example.com', validityDays: 10 }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ companyName: '临时邀请公司（更名）', email: 'tmp2@example.com', validityDays: 10, code: created.code });
    expect((await t.call('DELETE', `/api/invitations/${created.id}`, { token: buyer })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/invitations/${created.id}`, { token: buyer })).statusCode).toBe(404);
  });
});
