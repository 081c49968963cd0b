/**
 * Forwarder onboarding (issue 26 item 2): logistics staff create and invite forwarder companies
 * with their administrator; the administrator manages employees and posts; two forwarders never
 * see each other's shipments, bills or evaluations; freeze and restore; who may do it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let logistics: string;
let fwd: string;
let newCompanyId: number;
let fwd2: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const fieldPaths = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

const companyBody = (over: Record<string, unknown> = {}) => ({
  name: '深圳顺达国际货运代理有限公司',
  nameEn: 'Shenzhen Shunda International Forwarding Co., Ltd.',
  country: 'CN',
  scope: 'international',
  serviceModes: ['PAID_AIR', 'EXPRESS'],
  contacts: [{ name: '黄伟 Huang Wei', role: 'Operations', phone: '0755-8888 0001', email: 'huang.wei@shunda-fwd.cn' }],
  admin: { account: 'shunda_admin', realName: '黄伟 Huang Wei', email: 'huang.wei@shunda-fwd.cn', phone: '13600000001' },
  invite: false,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  [logistics, fwd] = await Promise.all([t.login('20000004'), t.login('fwd_admin')]);
});
afterAll(async () => {
  await t?.close();
});

describe('staff onboard a forwarder company with its administrator', () => {
  it('creates a second forwarder; its administrator signs in with the temporary password and holds every forwarder function', async () => {
    const res = await t.call('POST', '/api/forwarder-companies', { token: logistics, body: companyBody() });
    expect(res.statusCode, res.body).toBe(200);
    const created = data(res);
    newCompanyId = created.company.id;
    expect(created.mailed).toBe(false);
    expect(created.temporaryPassword).toMatch(/.{14}/);
    expect(created.company).toMatchObject({ scope: 'international', serviceModes: ['PAID_AIR', 'EXPRESS'], status: 'active', adminAccount: 'shunda_admin', userCount: 1, actions: ['edit', 'freeze'] });
    fwd2 = await t.login('shunda_admin', created.temporaryPassword);
    const info = data(await t.call('GET', '/admin/sys/user/getUserInfo', { token: fwd2 }));
    expect(info.user.permissions).toEqual(expect.arrayContaining(['fwd.logistics', 'fwd.bill', 'fwd.evaluation', 'fwd.employee', 'fwd.post.manage']));
  });

  it('invites: the administrator gets the account and temporary password by mail, the staff answer carries none', async () => {
    const res = await t.call('POST', '/api/forwarder-companies', {
      token: logistics,
      body: companyBody({ name: '天津陆通物流有限公司', nameEn: 'Tianjin Lutong Logistics', scope: 'domestic', serviceModes: ['LAND_FTL'], admin: { account: 'lutong_admin', realName: '马超 Ma Chao', email: 'ma.chao@lutong.cn', phone: '13600000002' }, invite: true }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ mailed: true, temporaryPassword: null });
    const mail = await t.deps.db.selectFrom('outbox').select(['recipient', 'body']).where('recipient', '=', 'ma.chao@lutong.cn').executeTakeFirstOrThrow();
    expect(mail.body).toContain('lutong_admin');
  });

  it('lists with search and filters, and names field errors in the user language', async () => {
    const list = data(await t.call('GET', '/api/forwarder-companies?keyword=shunda&scope=international&serviceMode=PAID_AIR&status=active', { token: logistics }));
    expect(list.rows.map((r: { id: number }) => r.id)).toEqual([newCompanyId]);
    const all = data(await t.call('GET', '/api/forwarder-companies', { token: logistics }));
    expect(all.total).toBeGreaterThanOrEqual(3);
    const bad = await t.call('POST', '/api/forwarder-companies', {
      token: logistics,
      headers: { 'accept-language': 'zh-CN' },
      body: companyBody({ country: 'China', scope: 'space', serviceModes: ['TELEPORT'], contacts: [], admin: { account: 'bad admin', realName: '', email: 'x', phone: 'abc' } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldPaths(bad)).toEqual(
      expect.arrayContaining([
        'country:registration.country_invalid',
        'scope:validation.invalid_enum',
        'serviceModes.0:validation.invalid_enum',
        'contacts:forwarderCompanies.needs_contact',
        'admin.account:validation.no_spaces',
        'admin.realName:validation.required',
        'admin.email:validation.email',
        'admin.phone:validation.digits_only',
      ]),
    );
    expect(bad.json().fields.find((f: { path: string }) => f.path === 'contacts').message).toBe('请至少填写一位联系人');
    const dupName = await t.call('POST', '/api/forwarder-companies', { token: logistics, body: companyBody({ admin: { ...companyBody().admin, account: 'other_admin' } }) });
    expect(dupName.statusCode).toBe(409);
    expect(fieldPaths(dupName)).toContain('name:forwarderCompanies.name_taken');
    const dupAccount = await t.call('POST', '/api/forwarder-companies', { token: logistics, body: companyBody({ name: 'X forwarding', nameEn: 'X forwarding', admin: { ...companyBody().admin, account: 'FWD_ADMIN' } }) });
    expect(dupAccount.statusCode).toBe(409);
    expect(fieldPaths(dupAccount)).toContain('admin.account:supplierAccounts.account_in_use');
  });

  it('edits the company data', async () => {
    const { admin: _admin, invite: _invite, ...edit } = companyBody({ serviceModes: ['PAID_AIR'], remark: 'Air only' });
    const res = await t.call('PUT', `/api/forwarder-companies/${newCompanyId}`, { token: logistics, body: edit });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ serviceModes: ['PAID_AIR'], remark: 'Air only' });
  });

  it('refuses a supplier, a forwarder and staff without logistics master data', async () => {
    for (const account of ['supa_admin', 'fwd_admin', '20000001', '20000003']) {
      const token = await t.login(account);
      const res = await t.call('POST', '/api/forwarder-companies', { token, body: companyBody({ name: `N ${account}`, nameEn: `N ${account}`, admin: { ...companyBody().admin, account: `n_${account}` } }) });
      expect(res.statusCode, account).toBe(403);
      expect((await t.call('GET', '/api/forwarder-companies', { token })).statusCode, account).toBe(403);
      expect((await t.call('POST', `/api/forwarder-companies/${newCompanyId}/freeze`, { token, body: { reason: 'x' } })).statusCode, account).toBe(403);
    }
  });
});

describe('the forwarder administrator manages its own employees and posts', () => {
  let postId: number;
  let employeeId: number;

  it('creates a post over forwarder functions and an employee who signs in holding only them', async () => {
    const post = await t.call('POST', '/api/fwd/posts', { token: fwd2, body: { nameZh: '操作员', nameEn: 'Operator', permissions: ['fwd.logistics'] } });
    expect(post.statusCode, post.body).toBe(200);
    postId = data(post).id;
    const emp = await t.call('POST', '/api/fwd/employees', {
      token: fwd2,
      body: { realName: '林峰 Lin Feng', account: 'shunda_lin', email: 'lin.feng@shunda-fwd.cn', phone: '13600000011', password: 'lin_2026ab', postIds: [postId] },
    });
    expect(emp.statusCode, emp.body).toBe(200);
    employeeId = data(emp).id;
    expect(data(emp).actions).toEqual(['edit', 'freeze', 'resetPassword', 'authorise']);
    const token = await t.login('shunda_lin', 'lin_2026ab');
    const info = data(await t.call('GET', '/admin/sys/user/getUserInfo', { token }));
    expect(info.user.permissions).toContain('fwd.logistics');
    expect(info.user.permissions).not.toContain('fwd.bill');
    expect(info.user.permissions).not.toContain('fwd.employee');
    expect((await t.call('GET', '/api/fwd/employees', { token })).statusCode).toBe(403);
    const list = data(await t.call('GET', '/api/fwd/employees', { token: fwd2 }));
    expect(list.rows.map((r: { account: string }) => r.account).sort()).toEqual(['shunda_admin', 'shunda_lin']);
  });

  it('a post may carry only forwarder functions', async () => {
    const res = await t.call('POST', '/api/fwd/posts', { token: fwd2, body: { nameZh: '供', nameEn: 'Sup', permissions: ['sup.purchaseOrder'] } });
    expect(res.statusCode).toBe(400);
    expect(fieldPaths(res)[0]).toMatch(/^permissions\.0:/);
    const sup = await t.call('POST', '/api/sup/posts', { token: await t.login('supa_admin'), body: { nameZh: '货', nameEn: 'Fwd', permissions: ['fwd.logistics'] } });
    expect(sup.statusCode).toBe(400);
  });

  it('refuses inviting users into another company: no company field, no foreign post, no foreign account (404)', async () => {
    const base = { realName: 'Intruder', account: 'shunda_x', email: 'x@shunda-fwd.cn', phone: '13600000012', password: 'intr_2026a', postIds: [postId] };
    const withCompany = await t.call('POST', '/api/fwd/employees', { token: fwd2, body: { ...base, companyId: 3 } });
    expect(withCompany.statusCode).toBe(400);
    const fwdPost = data(await t.call('POST', '/api/fwd/posts', { token: fwd, body: { nameZh: '东航操作', nameEn: 'EAL operator', permissions: ['fwd.logistics'] } })).id;
    const foreignPost = await t.call('POST', '/api/fwd/employees', { token: fwd2, body: { ...base, postIds: [fwdPost] } });
    expect(foreignPost.statusCode).toBe(400);
    expect(fieldPaths(foreignPost)).toContain('postIds:supplierAccounts.post_unknown');
    for (const [method, url, body] of [
      ['GET', `/api/fwd/employees/${employeeId}`, undefined],
      ['PUT', `/api/fwd/employees/${employeeId}`, { realName: 'x', email: 'x@x.cn', phone: '1' }],
      ['POST', `/api/fwd/employees/${employeeId}/freeze`, undefined],
      ['PUT', `/api/fwd/employees/${employeeId}/posts`, { postIds: [fwdPost] }],
      ['DELETE', `/api/fwd/posts/${postId}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: fwd, body })).statusCode, `${method} ${url}`).toBe(404);
    }
    // A supplier administrator cannot reach the forwarder routes at all.
    expect((await t.call('GET', '/api/fwd/employees', { token: await t.login('supa_admin') })).statusCode).toBe(403);
  });
});

describe("two forwarders never see each other's shipments, bills or evaluations", () => {
  const firstId = async (url: string) => {
    const res = await t.call('GET', url, { token: fwd });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    const rows = data(res).rows as { id: number }[];
    expect(rows.length, url).toBeGreaterThan(0);
    return rows[0]!.id;
  };

  it.each([
    ['/api/logistics/shipments', '/api/logistics/shipments'],
    ['/api/freight-bills', '/api/freight-bills'],
    ['/api/forwarder-evaluations', '/api/forwarder-evaluations'],
  ])('%s: the owner reads it, the other forwarder gets 404 and does not list it', async (listUrl, base) => {
    const id = await firstId(listUrl);
    expect((await t.call('GET', `${base}/${id}`, { token: fwd })).statusCode).toBe(200);
    const other = await t.call('GET', `${base}/${id}`, { token: fwd2 });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404 });
    const list = await t.call('GET', listUrl, { token: fwd2 });
    expect(list.statusCode, list.body).toBe(200);
    expect((data(list).rows as { id: number }[]).some((r) => r.id === id)).toBe(false);
  });
});

describe('freeze and restore', () => {
  it('a frozen forwarder cannot sign in or act; restoring lifts it', async () => {
    const employee = await t.login('shunda_lin', 'lin_2026ab');
    const reason = await t.call('POST', `/api/forwarder-companies/${newCompanyId}/freeze`, { token: logistics, body: { reason: '' } });
    expect(fieldPaths(reason)).toContain('reason:validation.required');
    const frozen = await t.call('POST', `/api/forwarder-companies/${newCompanyId}/freeze`, { token: logistics, body: { reason: 'Contract ended' } });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(data(frozen)).toMatchObject({ status: 'frozen', frozenReason: 'Contract ended', actions: ['edit', 'restore'] });
    // Sessions end at once: the signed-in administrator and employee can no longer act.
    expect((await t.call('GET', '/api/fwd/employees', { token: fwd2 })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/logistics/shipments', { token: employee })).statusCode).toBe(401);
    const signIn = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'shunda_lin', password: 'lin_2026ab' }, headers: { 'accept-language': 'en' } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ errorKey: 'auth.company_frozen' });
    const again = await t.call('POST', `/api/forwarder-companies/${newCompanyId}/freeze`, { token: logistics, body: { reason: 'twice' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorKey).toBe('forwarderCompanies.wrong_state');
    // The demo forwarder works on.
    expect((await t.call('GET', '/api/logistics/shipments', { token: fwd })).statusCode).toBe(200);

    const restored = await t.call('POST', `/api/forwarder-companies/${newCompanyId}/restore`, { token: logistics });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(data(restored)).toMatchObject({ status: 'active', frozenReason: null, actions: ['edit', 'freeze'] });
    const back = await t.login('shunda_lin', 'lin_2026ab');
    expect((await t.call('GET', '/api/logistics/shipments', { token: back })).statusCode).toBe(200);
  });
});
