import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Res = { statusCode: number; json: () => unknown };
const fieldsOf = (res: Res) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);
const signIn = (username: string, password: string) => t.call('POST', '/oauth/token', { form: { grant_type: 'password', username, password } });
const freshToken = async (account: string, password = DEMO_PASSWORD) => {
  const res = await signIn(account, password);
  expect(res.statusCode).toBe(200);
  return (res.json() as { access_token: string }).access_token;
};

describe('spec 000 §3/§7 personal info', () => {
  it('answers a list whose first item holds the info, with role names in the user language', async () => {
    const token = await t.login('20000001');
    const res = await t.call('GET', '/api/profile/info', { token, headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Array.isArray(data)).toBe(true);
    expect(data[0]).toMatchObject({ realName: '王磊 Wang Lei', roles: ['采购员'], mobile: '13800000001', email: 'wang.lei@aerosupply.local', phone: null, language: null });
    const en = await t.call('GET', '/api/profile/info', { token, headers: { 'accept-language': 'en' } });
    expect(en.json().data[0].roles).toEqual(['Buyer']);

    const supplierAdmin = await t.call('GET', '/api/profile/info', { token: await t.login('supa_admin'), headers: { 'accept-language': 'en' } });
    expect(supplierAdmin.json().data[0].roles).toEqual(['Supplier administrator']);
  });

  it('saves name, phone, mobile, email, country and time zone from dataJson', async () => {
    const token = await t.login('20000002');
    const dataJson = JSON.stringify({ realName: '李娜 Li Na', phone: '+86 10 6458-1234', mobile: '13912345678', email: 'li.na@aerosupply.cn', country: 'CN', timeZone: 'Asia/Shanghai' });
    const res = await t.call('POST', '/api/profile/info', { token, body: { dataJson } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ phone: '+86 10 6458-1234', mobile: '13912345678', email: 'li.na@aerosupply.cn', country: 'CN', timeZone: 'Asia/Shanghai' });
    const again = await t.call('GET', '/api/profile/info', { token });
    expect(again.json().data[0].email).toBe('li.na@aerosupply.cn');
    // '' clears an optional field; roles cannot be changed here.
    const cleared = await t.call('POST', '/api/profile/info', { token, body: { dataJson: JSON.stringify({ phone: '' }) } });
    expect(cleared.json().data[0].phone).toBeNull();
    const roles = await t.call('POST', '/api/profile/info', { token, body: { dataJson: JSON.stringify({ roles: ['admin'] }) } });
    expect(fieldsOf(roles)).toEqual(['dataJson.roles:validation.unknown_field']);
  });

  it('reports field errors under dataJson (spec 000 §5: mobile digits max 15, valid email, phone max 20)', async () => {
    const token = await t.login('20000002');
    const bad = await t.call('POST', '/api/profile/info', {
      token,
      body: { dataJson: JSON.stringify({ realName: '', mobile: '1380000000a', email: 'li.na@', phone: '1'.repeat(21), country: 'XX', timeZone: 'Mars/Olympus', nickname: 'x' }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        'dataJson.realName:validation.required',
        'dataJson.mobile:validation.mobile',
        'dataJson.email:validation.email',
        'dataJson.phone:validation.too_long',
        'dataJson.nickname:validation.unknown_field',
      ]),
    );
    const long = await t.call('POST', '/api/profile/info', { token, body: { dataJson: JSON.stringify({ mobile: '1'.repeat(16) }) } });
    expect(fieldsOf(long)).toEqual(['dataJson.mobile:validation.mobile']);
    const places = await t.call('POST', '/api/profile/info', { token, body: { dataJson: JSON.stringify({ country: 'XX', timeZone: 'Mars/Olympus' }) } });
    expect(fieldsOf(places)).toEqual(['dataJson.country:profile.country_invalid', 'dataJson.timeZone:profile.time_zone_invalid']);
    const notJson = await t.call('POST', '/api/profile/info', { token, body: { dataJson: '{realName:' } });
    expect(fieldsOf(notJson)).toEqual(['dataJson:profile.data_json_invalid']);
    const array = await t.call('POST', '/api/profile/info', { token, body: { dataJson: '[1]' } });
    expect(fieldsOf(array)).toEqual(['dataJson:profile.data_json_invalid']);
    const nul = await t.call('POST', '/api/profile/info', { token, body: { dataJson: JSON.stringify({ realName: 'Li\u0000Na' }) } });
    expect(fieldsOf(nul)).toEqual(['dataJson.realName:validation.invalid']);
    const missing = await t.call('POST', '/api/profile/info', { token, body: {} });
    expect(fieldsOf(missing)).toEqual(['dataJson:validation.required']);
  });
});

describe('spec 000 §3/§6 preferences', () => {
  it('staff (company 2) get exactly the staff fields; suppliers and forwarders the supplier fields', async () => {
    const staff = await t.call('GET', '/api/profile/preferences', { token: await t.login('20000003') });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.kind).toBe('staff');
    expect(Object.keys(staff.json().data.values)).toEqual([
      'language', 'country', 'timeZone', 'rfxType', 'companyName', 'purchaseOrg', 'purchaseGroup', 'bidValidDay', 'ict', 'placeDelivery', 'deliveryAddress', 'paymentCycle', 'paymentCommont',
    ]);
    const supplier = await t.call('GET', '/api/profile/preferences', { token: await t.login('supa_clerk') });
    expect(supplier.json().data.kind).toBe('supplier');
    expect(Object.keys(supplier.json().data.values)).toEqual([
      'language', 'country', 'timeZone', 'bidValidDay', 'offerCurrency', 'ict', 'placeDelivery', 'deliveryAddress', 'paymentCycle', 'paymentCommont', 'cnAddPrice',
    ]);
    const forwarder = await t.call('GET', '/api/profile/preferences', { token: await t.login('fwd_admin') });
    expect(forwarder.json().data.kind).toBe('forwarder');
    expect(Object.keys(forwarder.json().data.values)).toEqual(Object.keys(supplier.json().data.values));
  });

  it('saves staff preferences with dictionary values, and the language drives later messages', async () => {
    const token = await t.login('20000003');
    const values = {
      language: 'zh',
      country: 'CN',
      timeZone: 'Asia/Shanghai',
      rfxType: 'RFQ',
      companyName: '1100',
      purchaseOrg: 'P100',
      bidValidDay: '30.5',
      ict: 'FCA',
      deliveryAddress: '北京市顺义区天竺空港工业区A区',
      paymentCommont: '验收合格后付款',
    };
    const res = await t.call('POST', '/api/profile/preferences', { token, body: { dataJson: JSON.stringify(values) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'staff', values: { ...values, purchaseGroup: null, placeDelivery: null, paymentCycle: null } });
    const user = await t.deps.db.selectFrom('users').select(['language', 'country', 'time_zone']).where('account', '=', '20000003').executeTakeFirstOrThrow();
    expect(user).toEqual({ language: 'zh', country: 'CN', time_zone: 'Asia/Shanghai' });
    // The saved language wins over the browser's.
    const msg = await t.call('GET', '/api/admin/users', { token, headers: { 'accept-language': 'en' } });
    expect(msg.statusCode).toBe(403);
    expect(msg.json().msg).toBe('您没有权限执行此操作');
    // A number is accepted for bidValidDay; '' clears a value.
    const again = await t.call('POST', '/api/profile/preferences', { token, body: { dataJson: JSON.stringify({ bidValidDay: 15, ict: '' }) } });
    expect(again.json().data.values).toMatchObject({ bidValidDay: '15', ict: null, rfxType: 'RFQ' });
  });

  it('refuses the other side\'s fields, unknown fields, bad numbers and values missing from the dictionaries', async () => {
    const staffToken = await t.login('20000003');
    const staffBad = await t.call('POST', '/api/profile/preferences', {
      token: staffToken,
      body: { dataJson: JSON.stringify({ offerCurrency: 'CNY', cnAddPrice: '13', theme: 'dark', bidValidDay: '30 days' }) },
    });
    expect(staffBad.statusCode).toBe(400);
    expect(fieldsOf(staffBad)).toEqual(
      expect.arrayContaining(['dataJson.offerCurrency:validation.unknown_field', 'dataJson.cnAddPrice:validation.unknown_field', 'dataJson.theme:validation.unknown_field', 'dataJson.bidValidDay:validation.digits_only']),
    );
    const dict = await t.call('POST', '/api/profile/preferences', {
      token: staffToken,
      body: { dataJson: JSON.stringify({ rfxType: 'RFZ', companyName: '9999', purchaseOrg: 'P100', purchaseGroup: 'NOPE', ict: 'XYZ', placeDelivery: 'MOON', paymentCycle: 'NEVER' }) },
    });
    expect(dict.statusCode).toBe(400);
    expect(fieldsOf(dict).sort()).toEqual(
      ['rfxType', 'companyName', 'purchaseGroup', 'ict', 'placeDelivery', 'paymentCycle'].map((f) => `dataJson.${f}:profile.dict_value_invalid`).sort(),
    );

    const supplierToken = await t.login('supa_clerk');
    const supplierBad = await t.call('POST', '/api/profile/preferences', { token: supplierToken, body: { dataJson: JSON.stringify({ rfxType: 'RFQ', purchaseOrg: 'P100', offerCurrency: 'XXX', cnAddPrice: '99' }) } });
    expect(fieldsOf(supplierBad)).toEqual(expect.arrayContaining(['dataJson.rfxType:validation.unknown_field', 'dataJson.purchaseOrg:validation.unknown_field']));
    const supplierDict = await t.call('POST', '/api/profile/preferences', { token: supplierToken, body: { dataJson: JSON.stringify({ offerCurrency: 'XXX', cnAddPrice: '99' }) } });
    expect(fieldsOf(supplierDict).sort()).toEqual(['dataJson.cnAddPrice:profile.dict_value_invalid', 'dataJson.offerCurrency:profile.dict_value_invalid']);

    const currency = await t.deps.db.selectFrom('dict_items').select('value').where('domain', '=', 'TC_CURRENCY').executeTakeFirstOrThrow();
    const rate = await t.deps.db.selectFrom('dict_items').select('value').where('domain', '=', 'TC_TAX_RATE').executeTakeFirstOrThrow();
    const ok = await t.call('POST', '/api/profile/preferences', { token: supplierToken, body: { dataJson: JSON.stringify({ language: 'en', offerCurrency: currency.value, cnAddPrice: rate.value, bidValidDay: '7' }) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.values).toMatchObject({ language: 'en', offerCurrency: currency.value, cnAddPrice: rate.value, bidValidDay: '7' });
  });

  it('switches the language; the confirmation is already in the new language', async () => {
    const token = await t.login('20000004');
    const zh = await t.call('POST', '/api/profile/language', { token, body: { language: 'zh' } });
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toMatchObject({ code: 200, msg: '语言已切换', data: { language: 'zh' } });
    const info = await t.call('GET', '/api/profile/info', { token, headers: { 'accept-language': 'en' } });
    expect(info.json().data[0]).toMatchObject({ language: 'zh', roles: ['物流'] });
    const bad = await t.call('POST', '/api/profile/language', { token, body: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['language:validation.invalid_enum']);
    expect(bad.json().msg).toBe('请求参数有误');
    await t.call('POST', '/api/profile/language', { token, body: { language: 'en' } });
  });
});

describe('spec 000 §5 change password', () => {
  // Each bad password with the rule it must break (strict length 10-20, the default setting).
  const table: [string, string][] = [
    ['', 'required'],
    ['Ab1@xyz', 'too_short'],
    ['Ab1@Qwerty7Zxcvb9Mnbv2', 'too_long'],
    ['AB1@QWERTY9', 'needs_lower'],
    ['ab1@qwerty9', 'needs_upper'],
    ['Ab@Qwertyzx', 'needs_digit'],
    ['Ab1Qwerty97', 'alnum_only'],
    ['Ab1@Qwe%ty9', 'forbidden_char'],
    ['Ab1@Qwe&ty9', 'forbidden_char'],
    ["Ab1@Qwe'ty9", 'forbidden_char'],
    ['Ab1@Qwe,ty9', 'forbidden_char'],
    ['Ab1@Qwe;ty9', 'forbidden_char'],
    ['Ab1@Qwe=ty9', 'forbidden_char'],
    ['Ab1@Qwe?ty9', 'forbidden_char'],
    ['Ab1@Qwe$ty9', 'forbidden_char'],
    ['Ab1@Qwe"ty9', 'forbidden_char'],
    ['Ab1@Qaaaa97', 'repeat_run'],
    ['Ab1@Q7777xz', 'repeat_run'],
    ['Ab1@Q1234xz', 'sequence_run'],
    ['Ab1@Q9876xz', 'sequence_run'],
    ['Ab1@Qdcba97', 'sequence_run'],
    ['Ab1@QwErSTUv9', 'sequence_run'],
    ['Ab1@航材采购与维修有限公司', 'contains_company'],
  ];

  it.each(table)('%j breaks the %s rule (field error on newPwd)', async (newPwd, rule) => {
    const token = await t.login('admin');
    const res = await t.call('POST', '/api/profile/password', { token, body: { oldPwd: DEMO_PASSWORD, newPwd } });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(`newPwd:password.${rule}`);
    expect(fieldsOf(res).every((f) => f.startsWith('newPwd:'))).toBe(true);
  });

  it('lists every broken rule at once, in the user language', async () => {
    const token = await t.login('admin');
    const res = await t.call('POST', '/api/profile/password', { token, body: { oldPwd: DEMO_PASSWORD, newPwd: 'aaaa' }, headers: { 'accept-language': 'zh' } });
    expect(fieldsOf(res)).toEqual(['newPwd:password.too_short', 'newPwd:password.needs_upper', 'newPwd:password.needs_digit', 'newPwd:password.alnum_only', 'newPwd:password.repeat_run']);
    const messages = (res.json() as { fields: { message: string }[] }).fields.map((f) => f.message);
    expect(messages[0]).toBe('密码长度不足');
  });

  it('checks the company name case-insensitively, in Chinese and English', async () => {
    const admin = await t.login('admin');
    const company = await t.deps.db.insertInto('companies').values({ type: 'forwarder', name: '天顶航空货运', name_en: 'Zenith Air', status: 'active' }).returning('id').executeTakeFirstOrThrow();
    const fwdRole = await t.deps.db.selectFrom('roles').select('id').where('code', '=', 'forwarder').executeTakeFirstOrThrow();
    const created = await t.call('POST', '/api/admin/users', { token: admin, body: { account: 'zenith_ops', realName: 'Zenith Ops', email: 'ops@zenith-air.example', companyId: company.id, roleIds: [fwdRole.id] } });
    expect(created.statusCode).toBe(200);
    const token = await freshToken('zenith_ops', created.json().data.temporaryPassword);
    const old = created.json().data.temporaryPassword as string;
    for (const newPwd of ['Qx7@ZENITHAIR', 'Qx7@zenith air9', 'Qx7@zEnItHaIr', 'Qx7@天顶航空货运']) {
      const res = await t.call('POST', '/api/profile/password', { token, body: { oldPwd: old, newPwd } });
      expect(fieldsOf(res), newPwd).toEqual(['newPwd:password.contains_company']);
    }
  });

  it('refuses a mismatched confirmation, the same password, a wrong or over-long current password', async () => {
    const token = await t.login('admin');
    const mismatch = await t.call('POST', '/api/profile/password', { token, body: { oldPwd: DEMO_PASSWORD, newPwd: 'Nw7@Pass2026x', confirmPwd: 'Nw7@Pass2026y' } });
    expect(fieldsOf(mismatch)).toEqual(['confirmPwd:password.mismatch']);
    const same = await t.call('POST', '/api/profile/password', { token, body: { oldPwd: DEMO_PASSWORD, newPwd: DEMO_PASSWORD } });
    expect(fieldsOf(same)).toEqual(['newPwd:password.same_as_old']);
    const wrong = await t.call('POST', '/api/profile/password', { token, body: { oldPwd: 'Wrong@Pass2026', newPwd: 'Nw7@Pass2026x' } });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['oldPwd:auth.old_password_wrong']);
    const long = await t.call('POST', '/api/profile/password', { token, body: { oldPwd: 'x'.repeat(21), newPwd: 'Nw7@Pass2026x' } });
    expect(fieldsOf(long)).toEqual(['oldPwd:password.too_long']);
    const missing = await t.call('POST', '/api/profile/password', { token, body: { newPwd: 'Nw7@Pass2026x' } });
    expect(fieldsOf(missing)).toEqual(['oldPwd:password.required']);
    // Nothing changed: the session still works.
    expect((await t.call('GET', '/api/profile/info', { token })).statusCode).toBe(200);
  });

  it('a successful change ends every session (401 Token invalid) and the new password signs in', async () => {
    const first = await freshToken('supb_admin');
    const second = await freshToken('supb_admin');
    const res = await t.call('POST', '/api/profile/password', { token: first, body: { oldPwd: DEMO_PASSWORD, newPwd: 'Rt5#Harbour2031', confirmPwd: 'Rt5#Harbour2031' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'Password changed. Please sign in again', data: { mustSignInAgain: true } });
    for (const token of [first, second]) {
      const after = await t.call('GET', '/api/profile/info', { token });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 401, msg: 'Token invalid, please log in again' });
    }
    expect((await signIn('supb_admin', DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await signIn('supb_admin', 'Rt5#Harbour2031')).statusCode).toBe(200);
    const user = await t.deps.db.selectFrom('users').select('password_changed_at').where('account', '=', 'supb_admin').executeTakeFirstOrThrow();
    expect(user.password_changed_at).toBeInstanceOf(Date);
    // The write is in the operation log (one mechanism, the hook).
    // The hook writes it after the answer: wait for the row.
    const log = () => t.deps.db.selectFrom('operation_logs').select(['op_type', 'description']).where('account', '=', 'supb_admin').where('path', '=', '/api/profile/password').execute();
    await expect.poll(log, { timeout: 5000 }).toEqual([{ op_type: 'modify', description: 'Change my password (ends every session)' }]);
  });

  it('follows the 8-20 reading when strict length is off', async () => {
    const lenient = await createTestApp({ strictPasswordLength: false });
    try {
      const token = await lenient.login('20000001');
      const nine = await lenient.call('POST', '/api/profile/password', { token, body: { oldPwd: DEMO_PASSWORD, newPwd: 'Ab1@Qwert' } });
      expect(nine.statusCode).toBe(200);
    } finally {
      await lenient.close();
    }
  });
});

describe('spec 000 §6 personal settings permissions', () => {
  it('anonymous callers get 401 on every personal-settings route', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile/info'],
      ['POST', '/api/profile/info'],
      ['GET', '/api/profile/preferences'],
      ['POST', '/api/profile/preferences'],
      ['POST', '/api/profile/language'],
      ['POST', '/api/profile/password'],
    ] as const) {
      const res = await t.call(method, url, { body: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('each user reads and writes only their own record', async () => {
    const clerk = await t.login('supa_clerk');
    await t.call('POST', '/api/profile/info', { token: clerk, body: { dataJson: JSON.stringify({ email: 'sun.li@skywing-aero.cn', mobile: '13900000022' }) } });
    const adminInfo = await t.call('GET', '/api/profile/info', { token: await t.login('supa_admin') });
    expect(adminInfo.json().data[0]).toMatchObject({ account: 'supa_admin', mobile: '13900000001' });
  });
});
