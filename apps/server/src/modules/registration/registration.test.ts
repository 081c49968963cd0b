import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { lastCodeFor, MINUTE, outboxCount, resetClock, shiftClock, signIn, tokenOf } from '../account-recovery/testing';
import { putSupplierInState } from '../supplier-profile/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => resetClock(t));

let seq = 0;
/** A fresh mobile number per case, so cooldowns of one case do not touch another. */
const nextMobile = () => `1360000${String(++seq).padStart(4, '0')}`;

function form(mobile: string, smsCode: string, over: Record<string, unknown> = {}) {
  const n = seq;
  return {
    agreeCodeOfConduct: true,
    supplierType: 'general',
    country: 'CN',
    taxSystem: 'USCC',
    taxId: `91440300MA5F${String(n).padStart(4, '0')}X8`,
    companyName: `深圳翔云航空服务有限公司${n}`,
    companyNameEn: `Shenzhen Xiangyun Aviation Services ${n}`,
    contactName: '林峰 Lin Feng',
    account: `xiangyun_${n}`,
    password: 'Hq#5vLr!8z',
    confirmPassword: 'Hq#5vLr!8z',
    email: `lin.feng${n}@xiangyun-aero.cn`,
    timeZone: 'Asia/Shanghai',
    mobile,
    smsCode,
    ...over,
  };
}

async function smsFor(mobile: string): Promise<string> {
  const res = await t.call('POST', '/api/registration/sms-code', { body: { mobile } });
  expect(res.statusCode).toBe(200);
  return lastCodeFor(t, mobile);
}

const swapCase = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

describe('spec 001 §2/§6 registration: a new supplier', () => {
  it('creates the company, its draft supplier profile and the administrator, who signs in with all six functions', async () => {
    const mobile = nextMobile();
    const code = await smsFor(mobile);
    const body = form(mobile, code);
    const res = await t.call('POST', '/api/registration', { body });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ account: body.account, reviewStatus: 'draft' });

    const company = await t.deps.db.selectFrom('companies').selectAll().where('id', '=', data.companyId).executeTakeFirstOrThrow();
    expect(company).toMatchObject({ type: 'supplier', name: body.companyName, name_en: body.companyNameEn, country: 'CN', tax_system: 'USCC', supplier_type: 'general', time_zone: 'Asia/Shanghai' });
    const profile = await t.deps.db.selectFrom('supplier_profiles').selectAll().where('company_id', '=', data.companyId).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ review_status: 'draft', supplier_type: 'general', invitation_id: null });
    const user = await t.deps.db.selectFrom('users').selectAll().where('id', '=', data.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ is_company_admin: true, email: body.email, mobile, real_name: '林峰 Lin Feng', company_id: data.companyId });

    const token = await tokenOf(t, body.account.toUpperCase(), body.password);
    const info = (await t.call('GET', '/admin/sys/user/getUserInfo', { token, headers: { 'accept-language': 'zh-CN' } })).json().data;
    expect(info.user.companyName).toBe(body.companyName);
    const infoEn = (await t.call('GET', '/admin/sys/user/getUserInfo', { token, headers: { 'accept-language': 'en-US' } })).json().data;
    expect(infoEn.user.companyName).toBe(body.companyNameEn);
    expect(info.user.permissions).toEqual(expect.arrayContaining(['sup.vendorData', 'sup.employee', 'sup.sysAdmin', 'sup.quotation', 'sup.purchaseOrder', 'sup.consignment']));

    // The SMS code is spent.
    const again = await t.call('POST', '/api/registration', { body: form(mobile, code, { account: 'someone_else', taxId: '91440300MA5F9999X8', companyName: '另一家公司', companyNameEn: undefined }) });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields[0].path).toBe('smsCode');
  });

  it('refuses a login name already in use, case-insensitively (§8)', async () => {
    const mobile = nextMobile();
    const res = await t.call('POST', '/api/registration', { body: form(mobile, await smsFor(mobile), { account: 'SUPA_ADMIN' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorKey: 'registration.account_in_use', msg: 'User ID / login account already in use' });
    expect(res.json().fields[0].path).toBe('account');
  });

  it('refuses a duplicate tax ID and company name with the §8 messages', async () => {
    let mobile = nextMobile();
    let res = await t.call('POST', '/api/registration', { body: form(mobile, await smsFor(mobile), { taxId: '91510100MA61AB2C3D' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorKey: 'registration.tax_id_exists', msg: 'Tax ID already exists for a supplier' });
    mobile = nextMobile();
    res = await t.call('POST', '/api/registration', { body: form(mobile, await smsFor(mobile), { companyName: '成都天翼航空器材有限公司' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorKey).toBe('registration.company_name_exists');
    expect(res.json().fields[0].path).toBe('companyName');
    const zh = await t.call('POST', '/api/registration/check-duplicates', { headers: { 'accept-language': 'zh-CN' }, body: { taxId: '94-3126789', companyNameEn: 'Chengdu Skywing Aero Parts Co., Ltd.' } });
    expect(zh.json().data.problems).toEqual([
      { field: 'taxId', errorKey: 'registration.tax_id_exists', message: '该税号已存在供应商' },
      expect.objectContaining({ field: 'companyNameEn', errorKey: 'registration.company_name_exists' }),
    ]);
  });

  it('applies the password rules of spec 000 §5 with the company name, and the repeat check', async () => {
    const mobile = nextMobile();
    const code = await smsFor(mobile);
    const res = await t.call('POST', '/api/registration', { body: form(mobile, code, { companyNameEn: 'Skyhawk', password: 'Skyhawk#2024x', confirmPassword: 'other' }) });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields.map((f: { path: string; errorKey: string }) => `${f.path}:${f.errorKey}`);
    expect(fields).toEqual(expect.arrayContaining(['password:password.contains_company', 'confirmPassword:password.mismatch']));
    const short = await t.call('POST', '/api/registration', { body: form(mobile, code, { password: 'Ab#1x', confirmPassword: 'Ab#1x' }) });
    expect(short.json().fields.map((f: { errorKey: string }) => f.errorKey)).toContain('password.too_short');
  });

  it('needs the code-of-conduct agreement, a time zone of the country and a valid tax ID format', async () => {
    const mobile = nextMobile();
    const code = await smsFor(mobile);
    let res = await t.call('POST', '/api/registration', { body: form(mobile, code, { agreeCodeOfConduct: false }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'agreeCodeOfConduct', errorKey: 'registration.must_agree' });
    res = await t.call('POST', '/api/registration', { body: form(mobile, code, { timeZone: 'Europe/Paris' }) });
    expect(res.json().fields[0]).toMatchObject({ path: 'timeZone', errorKey: 'registration.time_zone_invalid' });
    res = await t.call('POST', '/api/registration', { body: form(mobile, code, { taxId: 'ABC' }) });
    expect(res.json().fields[0]).toMatchObject({ path: 'taxId', errorKey: 'registration.tax_id_format' });
    res = await t.call('POST', '/api/registration', { body: { ...form(mobile, code), email: '', hack: true } });
    const paths = res.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'hack']));
  });
});

describe('spec 001 §5 registration SMS code (5 minutes, case-sensitive, resend cooldown)', () => {
  it('is case-sensitive', async () => {
    const mobile = nextMobile();
    const code = await smsFor(mobile);
    expect(code).toMatch(/^[A-Za-z2-9]{6}$/);
    // A code of digits only has no other case; then compare against a changed code instead.
    const wrong = swapCase(code) === code ? `${code.slice(0, 5)}${code[5] === 'a' ? 'b' : 'a'}` : swapCase(code);
    const res = await t.call('POST', '/api/registration', { body: form(mobile, wrong) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorKey: 'verification.code_mismatch' });
    expect((await t.call('POST', '/api/registration', { body: form(mobile, code) })).statusCode).toBe(200);
  });

  it('expires after SMS_CODE_TTL_MINUTES (5)', async () => {
    const mobile = nextMobile();
    const code = await smsFor(mobile);
    shiftClock(t, 5 * MINUTE + 5000);
    const res = await t.call('POST', '/api/registration', { body: form(mobile, code) });
    expect(res.json()).toMatchObject({ errorKey: 'verification.code_expired', msg: 'The verification code has expired' });
  });

  it('burns the code after 5 wrong tries', async () => {
    const mobile = nextMobile();
    const code = await smsFor(mobile);
    for (let i = 0; i < 4; i++) {
      expect((await t.call('POST', '/api/registration', { body: form(mobile, 'zzzzzz') })).json().errorKey).toBe('verification.code_mismatch');
    }
    expect((await t.call('POST', '/api/registration', { body: form(mobile, 'zzzzzz') })).json().errorKey).toBe('verification.code_burned');
    expect((await t.call('POST', '/api/registration', { body: form(mobile, code) })).json().errorKey).toBe('verification.code_burned');
  });

  it('resends only after 60 seconds; the new code replaces the old one', async () => {
    const mobile = nextMobile();
    const first = await smsFor(mobile);
    const early = await t.call('POST', '/api/registration/sms-code', { body: { mobile } });
    expect(early.statusCode).toBe(429);
    expect(early.json().errorKey).toBe('verification.too_soon');
    expect(early.json().msg).toMatch(/\d+ seconds/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(await outboxCount(t, mobile)).toBe(1);

    shiftClock(t, 61_000);
    const second = await smsFor(mobile);
    expect(await outboxCount(t, mobile)).toBe(2);
    const old = await t.call('POST', '/api/registration', { body: form(mobile, first) });
    if (first !== second) expect(old.json().errorKey).toBe('verification.code_mismatch');
    expect((await t.call('POST', '/api/registration', { body: form(mobile, second) })).statusCode).toBe(200);
  });

  it('refuses a malformed mobile number with the field path', async () => {
    const res = await t.call('POST', '/api/registration/sms-code', { body: { mobile: '12ab' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe('mobile');
  });
});

describe('spec 001 §2 registration choice: find the administrator (supplier code + full name, both exact)', () => {
  it('answers the administrator name with masked contacts', async () => {
    const res = await t.call('POST', '/api/registration/find-admin', { body: { vendorCode: '10000001', companyName: '成都天翼航空器材有限公司' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ companyName: '成都天翼航空器材有限公司', adminName: '赵强 Zhao Qiang', maskedEmail: 'zh***@skywing-aero.cn', maskedMobile: '139****0001' });
  });

  it('does not match a partial name or another company code, and checks the code format', async () => {
    let res = await t.call('POST', '/api/registration/find-admin', { body: { vendorCode: '10000001', companyName: '成都天翼' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorKey).toBe('registration.admin_not_found');
    res = await t.call('POST', '/api/registration/find-admin', { body: { vendorCode: '10000002', companyName: '成都天翼航空器材有限公司' } });
    expect(res.statusCode).toBe(404);
    res = await t.call('POST', '/api/registration/find-admin', { body: { vendorCode: '123', companyName: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'vendorCode', errorKey: 'validation.supplier_code' });
  });
});

describe('spec 001 §2 /supRegisterEdit: correct and resubmit a returned registration', () => {
  it('only a returned registration can be resubmitted; resubmission goes back to review with an event', async () => {
    const mobile = nextMobile();
    const body = form(mobile, await smsFor(mobile));
    const reg = (await t.call('POST', '/api/registration', { body })).json().data;
    const token = await tokenOf(t, body.account, body.password);

    const mine = (await t.call('GET', '/api/registration/mine', { token })).json().data;
    expect(mine).toMatchObject({ companyId: reg.companyId, reviewStatus: 'draft', email: body.email, actions: [] });
    const edit = { supplierType: 'aircraft', country: 'CN', taxSystem: 'USCC', taxId: body.taxId, companyName: `${body.companyName}（更正）`, timeZone: 'Asia/Urumqi', email: 'new@xiangyun-aero.cn', comment: '已按要求更正公司名称' };
    const early = await t.call('PUT', '/api/registration/mine', { token, body: edit });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorKey).toBe('registration.not_returned');

    await putSupplierInState(t.deps.db, reg.companyId, { review: 'returned' });
    await t.deps.db
      .insertInto('timeline_entries')
      .values({ subject_type: 'supplier', subject_id: reg.companyId, kind: 'review', action: 'return', from_status: 'to_be_evaluated', to_status: 'returned', note: '公司名称与营业执照不一致', attachments: '[]', actor_user_id: null, actor_name: '李娜 Li Na', actor_company_id: 2 })
      .execute();
    const returned = (await t.call('GET', '/api/registration/mine', { token })).json().data;
    expect(returned).toMatchObject({ reviewStatus: 'returned', returnComment: '公司名称与营业执照不一致', actions: ['resubmit'] });

    const dup = await t.call('PUT', '/api/registration/mine', { token, body: { ...edit, taxId: '91510100MA61AB2C3D' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errorKey).toBe('registration.tax_id_exists');

    const ok = await t.call('PUT', '/api/registration/mine', { token, body: edit });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ reviewStatus: 'to_be_evaluated', companyName: edit.companyName, timeZone: 'Asia/Urumqi', supplierType: 'aircraft', email: 'new@xiangyun-aero.cn', actions: [] });
    const event = await t.deps.db.selectFrom('timeline_entries').selectAll().where('subject_type', '=', 'supplier').where('subject_id', '=', reg.companyId).where('action', '=', 'resubmit').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ kind: 'review', from_status: 'returned', to_status: 'to_be_evaluated', note: '已按要求更正公司名称' });
  });

  it('needs sup.vendorData: 403 for a clerk without it, 401 anonymous', async () => {
    expect((await t.call('GET', '/api/registration/mine')).statusCode).toBe(401);
    const clerk = await tokenOf(t, 'supa_clerk');
    expect((await t.call('GET', '/api/registration/mine', { token: clerk })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/registration/mine', { token: clerk, body: {} })).statusCode).toBe(403);
  });
});

describe('spec 001 §2 registration settings', () => {
  it('INVITATION_REQUIRED: without an invitation code registration is refused', async () => {
    const strict = await createTestApp({ invitationRequired: true });
    try {
      const mobile = '13799990000';
      await strict.call('POST', '/api/registration/sms-code', { body: { mobile } });
      const code = await lastCodeFor(strict, mobile);
      const res = await strict.call('POST', '/api/registration', { body: form(mobile, code) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorKey: 'invitation.required' });
      expect(res.json().fields[0].path).toBe('invitationCode');
    } finally {
      await strict.close();
    }
  });

  it('limits the public send-code endpoint per IP (429)', async () => {
    const limited = await createTestApp({ loginRateLimitPerIp: 2 });
    try {
      const codes = [];
      for (const m of ['13700000011', '13700000012', '13700000013']) codes.push((await limited.call('POST', '/api/registration/sms-code', { body: { mobile: m } })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('the account of a registration cannot sign in with a wrong password (same answer as unknown)', async () => {
    const res = await signIn(t, 'nobody_here', 'Whatever#2024');
    expect(res.json().errorKey).toBe('auth.bad_credentials');
  });
});
