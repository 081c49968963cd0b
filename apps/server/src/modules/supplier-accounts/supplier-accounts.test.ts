import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let admin: string;
let adminB: string;
let clerk: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('supa_admin');
  adminB = await t.login('supb_admin');
  clerk = await t.login('supa_clerk');
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const fieldPaths = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

async function createPost(token: string, nameEn: string, permissions: string[]) {
  const res = await t.call('POST', '/api/sup/posts', { token, body: { nameZh: `岗位${nameEn}`, nameEn, permissions } });
  expect(res.statusCode).toBe(200);
  return data(res) as { id: number; actions: string[]; userCount: number };
}

describe('spec 001 §2/§6 position roles (posts)', () => {
  it('creates, lists, edits and deletes a post over the six functions', async () => {
    const post = await createPost(admin, 'Quality docs', ['sup.vendorData']);
    expect(post.actions).toEqual(['edit', 'delete']);
    const list = data(await t.call('GET', '/api/sup/posts', { token: admin })) as { id: number; nameEn: string }[];
    expect(list.map((p) => p.nameEn)).toContain('Quality docs');
    const edited = await t.call('PUT', `/api/sup/posts/${post.id}`, { token: admin, body: { nameZh: '资料岗', nameEn: 'Data clerk', permissions: ['sup.vendorData', 'sup.quotation'] } });
    expect(edited.statusCode).toBe(200);
    expect(data(edited).permissions).toEqual(['sup.vendorData', 'sup.quotation']);
    const del = await t.call('DELETE', `/api/sup/posts/${post.id}`, { token: admin });
    expect(del.statusCode).toBe(200);
    const after = data(await t.call('GET', '/api/sup/posts', { token: admin })) as { id: number }[];
    expect(after.some((p) => p.id === post.id)).toBe(false);
  });

  it('refuses functions outside the six, an empty function list and unknown fields', async () => {
    const staffKey = await t.call('POST', '/api/sup/posts', { token: admin, body: { nameZh: 'x', nameEn: 'x', permissions: ['sys.user.manage'] } });
    expect(staffKey.statusCode).toBe(400);
    expect(fieldPaths(staffKey)[0]).toMatch(/^permissions\.0:/);
    const empty = await t.call('POST', '/api/sup/posts', { token: admin, body: { nameZh: 'x', nameEn: 'x', permissions: [] } });
    expect(fieldPaths(empty)).toContain('permissions:supplierAccounts.post_needs_function');
    const extra = await t.call('POST', '/api/sup/posts', { token: admin, body: { nameZh: 'x', nameEn: 'x', permissions: ['sup.quotation'], companyId: 1 } });
    expect(extra.statusCode).toBe(400);
    const long = await t.call('POST', '/api/sup/posts', { token: admin, body: { nameZh: 'x'.repeat(61), nameEn: 'x', permissions: ['sup.quotation'] } });
    expect(fieldPaths(long)).toContain('nameZh:validation.too_long');
  });

  it('refuses to delete a post still assigned (decision: assigned accounts keep ≥1 post)', async () => {
    const posts = data(await t.call('GET', '/api/sup/posts', { token: admin })) as { id: number; code: string; userCount: number; actions: string[] }[];
    const po = posts.find((p) => p.code === 'po_collab')!;
    expect(po.userCount).toBeGreaterThan(0);
    expect(po.actions).not.toContain('delete');
    const res = await t.call('DELETE', `/api/sup/posts/${po.id}`, { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorKey).toBe('supplierAccounts.post_in_use');
  });

  it("another company's post answers 404", async () => {
    const post = await createPost(admin, 'A only', ['sup.consignment']);
    for (const [method, body] of [['PUT', { nameZh: 'b', nameEn: 'b', permissions: ['sup.consignment'] }], ['DELETE', undefined]] as const) {
      const res = await t.call(method, `/api/sup/posts/${post.id}`, { token: adminB, body });
      expect(res.statusCode).toBe(404);
    }
    const listB = data(await t.call('GET', '/api/sup/posts', { token: adminB })) as { id: number }[];
    expect(listB.some((p) => p.id === post.id)).toBe(false);
  });
});

describe('spec 001 §2/§4/§5 employee accounts', () => {
  let postId: number;
  let employeeId: number;

  it('creates an employee with one post; it signs in and holds only that post', async () => {
    postId = (await createPost(admin, 'Consignment viewer', ['sup.consignment'])).id;
    const res = await t.call('POST', '/api/sup/employees', {
      token: admin,
      body: { realName: '钱七 Qian Qi', account: 'supa_qian', email: 'qian.qi@skywing-aero.cn', phone: '13900000077', password: 'qian_2026a', postIds: [postId] },
    });
    expect(res.statusCode).toBe(200);
    const emp = data(res);
    employeeId = emp.id;
    expect(emp.status).toBe('normal');
    expect(emp.posts.map((p: { id: number }) => p.id)).toEqual([postId]);
    expect(emp.actions).toEqual(['edit', 'freeze', 'resetPassword', 'authorise']);
    const token = await t.login('supa_qian', 'qian_2026a');
    const info = data(await t.call('GET', '/admin/sys/user/getUserInfo', { token }));
    expect(info.user.permissions).toContain('sup.consignment');
    expect(info.user.permissions).not.toContain('sup.employee');
    expect(info.user.permissions).not.toContain('sup.vendorData');
  });

  it('refuses a used user ID, case-insensitively, with the §8 message', async () => {
    const res = await t.call('POST', '/api/sup/employees', {
      token: admin,
      headers: { 'accept-language': 'en' },
      body: { realName: 'Dup', account: 'SUPA_CLERK', email: 'dup@skywing-aero.cn', phone: '13900000078', password: 'dup_12345', postIds: [postId] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields[0]).toMatchObject({ path: 'account', errorKey: 'supplierAccounts.account_in_use' });
    expect(res.json().msg).toBe('User ID / login account already in use');
  });

  it('enforces the employee password rules, at least one post, required fields', async () => {
    const base = { realName: 'Rule', account: 'supa_rule', email: 'rule@skywing-aero.cn', phone: '13900000079', password: 'rule_2026', postIds: [postId] };
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'abc_12' }, 'password:password.too_short'],
      [{ password: 'abcdefgh1234567' }, 'password:password.too_long'],
      [{ password: 'abcdefghij' }, 'password:password.employee_two_kinds'],
      [{ password: 'abc-12345' }, 'password:password.employee_charset'],
      [{ postIds: [] }, 'postIds:supplierAccounts.needs_post'],
      [{ email: 'not-an-email' }, 'email:validation.email'],
      [{ phone: '139-0000' }, 'phone:validation.digits_only'],
      [{ realName: '' }, 'realName:validation.required'],
      [{ account: 'has space' }, 'account:validation.no_spaces'],
    ];
    for (const [patch, expected] of cases) {
      const res = await t.call('POST', '/api/sup/employees', { token: admin, body: { ...base, ...patch } });
      expect(res.statusCode, expected).toBe(400);
      expect(fieldPaths(res)).toContain(expected);
    }
    const foreignPost = data(await t.call('GET', '/api/sup/posts', { token: adminB }))[0].id;
    const res = await t.call('POST', '/api/sup/employees', { token: admin, body: { ...base, postIds: [foreignPost] } });
    expect(fieldPaths(res)).toContain('postIds:supplierAccounts.post_unknown');
  });

  it('lists the accounts with count, posts and status, filtered', async () => {
    const list = data(await t.call('GET', '/api/sup/employees?pageSize=100', { token: admin }));
    expect(list.total).toBe(list.rows.length);
    expect(list.rows.map((r: { account: string }) => r.account)).toEqual(expect.arrayContaining(['supa_admin', 'supa_clerk', 'supa_qian']));
    expect(list.rows.some((r: { account: string }) => r.account === 'supb_admin')).toBe(false);
    const adminRow = list.rows.find((r: { account: string }) => r.account === 'supa_admin');
    expect(adminRow.actions).toEqual([]);
    const filtered = data(await t.call('GET', '/api/sup/employees?keyword=supa_qian', { token: admin }));
    expect(filtered.rows.map((r: { account: string }) => r.account)).toEqual(['supa_qian']);
    const byPost = data(await t.call('GET', `/api/sup/employees?postId=${postId}`, { token: admin }));
    expect(byPost.total).toBe(1);
  });

  it('freezes (sessions end, sign-in refused), restores, resets the password', async () => {
    const token = await t.login('supa_qian', 'qian_2026a');
    const frozen = await t.call('POST', `/api/sup/employees/${employeeId}/freeze`, { token: admin });
    expect(frozen.statusCode).toBe(200);
    expect(data(frozen).status).toBe('frozen');
    expect(data(frozen).actions).toContain('restore');
    expect((await t.call('GET', '/admin/sys/user/getUserInfo', { token })).statusCode).toBe(401);
    const refused = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'supa_qian', password: 'qian_2026a' } });
    expect(refused.statusCode).toBe(403);
    expect((await t.call('POST', `/api/sup/employees/${employeeId}/freeze`, { token: admin })).statusCode).toBe(409);
    const restored = await t.call('POST', `/api/sup/employees/${employeeId}/restore`, { token: admin });
    expect(data(restored).status).toBe('normal');
    const reset = await t.call('POST', `/api/sup/employees/${employeeId}/reset-password`, { token: admin, body: { password: 'qian_new_99' } });
    expect(reset.statusCode).toBe(200);
    const old = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'supa_qian', password: 'qian_2026a' } });
    expect(old.statusCode).toBe(400);
    expect(await t.login('supa_qian', 'qian_new_99')).toBeTruthy();
    const bad = await t.call('POST', `/api/sup/employees/${employeeId}/reset-password`, { token: admin, body: { password: 'short' } });
    expect(fieldPaths(bad)).toContain('password:password.too_short');
  });

  it('authorises posts (at least one) and edits the account', async () => {
    const posts = data(await t.call('GET', '/api/sup/posts', { token: admin })) as { id: number; code: string }[];
    const sales = posts.find((p) => p.code === 'sales')!;
    const none = await t.call('PUT', `/api/sup/employees/${employeeId}/posts`, { token: admin, body: { postIds: [] } });
    expect(fieldPaths(none)).toContain('postIds:supplierAccounts.needs_post');
    const res = await t.call('PUT', `/api/sup/employees/${employeeId}/posts`, { token: admin, body: { postIds: [sales.id, postId] } });
    expect(res.statusCode).toBe(200);
    expect(data(res).posts.map((p: { id: number }) => p.id).sort()).toEqual([sales.id, postId].sort());
    const token = await t.login('supa_qian', 'qian_new_99');
    const info = data(await t.call('GET', '/admin/sys/user/getUserInfo', { token }));
    expect(info.user.permissions).toEqual(expect.arrayContaining(['sup.quotation', 'sup.consignment']));
    const edit = await t.call('PUT', `/api/sup/employees/${employeeId}`, { token: admin, body: { realName: '钱七', email: 'qq@skywing-aero.cn', phone: '13900000070' } });
    expect(data(edit)).toMatchObject({ realName: '钱七', email: 'qq@skywing-aero.cn', phone: '13900000070' });
  });

  it('the administrator cannot freeze or change itself', async () => {
    const me = data(await t.call('GET', '/api/sup/employees?keyword=supa_admin', { token: admin })).rows[0];
    for (const url of [`/api/sup/employees/${me.id}/freeze`]) {
      const res = await t.call('POST', url, { token: admin });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorKey).toBe('supplierAccounts.not_self');
    }
  });

  it("another company's employee answers 404 on every route", async () => {
    const calls: [string, string, unknown][] = [
      ['GET', `/api/sup/employees/${employeeId}`, undefined],
      ['PUT', `/api/sup/employees/${employeeId}`, { realName: 'x', email: 'x@x.com', phone: '1' }],
      ['POST', `/api/sup/employees/${employeeId}/freeze`, undefined],
      ['POST', `/api/sup/employees/${employeeId}/restore`, undefined],
      ['POST', `/api/sup/employees/${employeeId}/reset-password`, { password: 'abc_12345' }],
      ['PUT', `/api/sup/employees/${employeeId}/posts`, { postIds: [1] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, { token: adminB, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('spec 001 §6 an employee holds only its posts', () => {
  it('an employee with only sup.purchaseOrder gets 403 on employee and post routes and sees only its menus', async () => {
    for (const [method, url] of [['GET', '/api/sup/employees'], ['GET', '/api/sup/posts'], ['POST', '/api/sup/posts'], ['POST', '/api/sup/employees']]) {
      const res = await t.call(method!, url!, { token: clerk, body: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const info = data(await t.call('GET', '/admin/sys/user/getUserInfo', { token: clerk }));
    const urls: string[] = [];
    const walk = (items: { url: string; childTrees: unknown[] }[]) => items.forEach((m) => (m.url && urls.push(m.url), walk(m.childTrees as never)));
    walk(info.menus);
    expect(urls).not.toContain('sup/employees');
    expect(urls).not.toContain('sup/posts');
    expect(urls).not.toContain('sup/wizard');
    expect(urls).not.toContain('sup/info');
    expect(info.user.permissions.filter((p: string) => p.startsWith('sup.'))).toEqual(['sup.purchaseOrder']);
  });

  it('staff and forwarders get 403 on the supplier administrator routes', async () => {
    const staff = await t.login('admin');
    expect((await t.call('GET', '/api/sup/employees', { token: staff })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/sup/posts')).statusCode).toBe(401);
  });
});
