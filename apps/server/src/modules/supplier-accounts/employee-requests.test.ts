import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let admin: string;
let adminB: string;
let clerk: string;
let poPostId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('supa_admin');
  adminB = await t.login('supb_admin');
  clerk = await t.login('supa_clerk');
  const posts = data(await t.call('GET', '/api/sup/posts', { token: admin })) as { id: number; code: string }[];
  poPostId = posts.find((p) => p.code === 'po_collab')!.id;
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const fields = (res: { json: () => unknown }) => (res.json() as { fields?: { path: string; errorKey: string; message?: string }[] }).fields ?? [];

async function captcha() {
  return (data(await t.call('GET', '/api/auth/captcha')) as { captchaKey: string }).captchaKey;
}

const COMPANY_A = { vendorCode: '10000001', companyName: '成都天翼航空器材有限公司' };

async function request(over: Record<string, unknown> = {}, lang = 'zh') {
  // Captchas on for the public request, as in production (the test mode accepts TEST); sign-ins of the tests stay without.
  const config = t.deps.config as { captchaMode: string };
  config.captchaMode = 'test';
  const body = {
    ...COMPANY_A,
    realName: '周九 Zhou Jiu',
    account: 'supa_zhoujiu',
    email: 'zhou.jiu@skywing-aero.cn',
    phone: '13900000099',
    password: 'zhou_2026a',
    confirmPassword: 'zhou_2026a',
    note: '采购部新同事',
    captchaKey: await captcha(),
    captchaCode: 'TEST',
    ...over,
  };
  try {
    return await t.call('POST', '/api/employee-requests', { body, headers: { 'accept-language': lang } });
  } finally {
    config.captchaMode = 'off';
  }
}

async function listRequests(token: string, query = '') {
  const res = await t.call('GET', `/api/sup/employee-requests${query}`, { token });
  expect(res.statusCode).toBe(200);
  return data(res) as { total: number; rows: { id: number; account: string; status: string; actions: string[]; reason: string | null; userId: number | null }[] };
}

describe('issue 28 item 7: employee sign-up requests (spec 000 §1, 001 §2/§6)', () => {
  it('refuses each wrong field with the field named in Chinese', async () => {
    const cases: [Record<string, unknown>, string, number][] = [
      [{ vendorCode: '12' }, 'vendorCode', 400],
      [{ companyName: '' }, 'companyName', 400],
      [{ realName: '' }, 'realName', 400],
      [{ account: 'has space' }, 'account', 400],
      [{ email: 'not-an-email' }, 'email', 400],
      [{ phone: '139-0000' }, 'phone', 400],
      [{ password: 'abc_12', confirmPassword: 'abc_12' }, 'password', 400],
      [{ confirmPassword: 'other_2026a' }, 'confirmPassword', 400],
      [{ note: 'x'.repeat(501) }, 'note', 400],
      [{ account: 'SUPA_CLERK' }, 'account', 409],
      [{ companyName: '成都天翼航空器材' }, 'companyName', 404],
    ];
    for (const [over, field, status] of cases) {
      const res = await request(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      const named = fields(res).find((f) => f.path === field);
      expect(named, `${field}: ${res.body}`).toBeDefined();
      // The message is in the reader's language (Chinese here), never a key.
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
      expect(res.json().msg).not.toMatch(/^[a-z]+\.[a-z_]+$/);
    }
    const noCaptcha = await request({ captchaKey: undefined, captchaCode: undefined });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().errorKey).toBe('auth.captcha_required');
    const wrongCaptcha = await request({ captchaCode: 'NOPE' });
    expect(wrongCaptcha.json().errorKey).toBe('auth.captcha_wrong');
  });

  it('the request reaches the administrator: list, workbench counter, notification; another company sees nothing', async () => {
    const before = await listRequests(admin, '?status=pending');
    const res = await request({}, 'en');
    expect(res.statusCode).toBe(200);
    const answer = data(res);
    expect(answer.companyName).toBe('Chengdu Skywing Aero Parts Co., Ltd.');
    expect(answer.message).toContain(answer.adminName);
    const again = await request({ account: 'SUPA_ZHOUJIU' });
    expect(again.statusCode).toBe(409);
    expect(fields(again)[0]).toMatchObject({ path: 'account', errorKey: 'supplierAccounts.account_in_use' });

    const after = await listRequests(admin, '?status=pending');
    expect(after.total).toBe(before.total + 1);
    const row = after.rows.find((r) => r.account === 'supa_zhoujiu')!;
    expect(row.actions).toEqual(['approve', 'refuse']);
    expect(JSON.stringify(after)).not.toContain('password');
    expect((await listRequests(admin, '?keyword=zhou.jiu')).rows.map((r) => r.account)).toEqual(['supa_zhoujiu']);
    expect((await listRequests(admin, '?status=refused&keyword=zhou')).total).toBe(0);

    const summary = data(await t.call('GET', '/api/home/summary', { token: admin })) as { tasks: { key: string; count: number; url: string }[] };
    expect(summary.tasks.find((k) => k.key === 'employeeRequests')).toMatchObject({ count: after.total, url: 'sup/employees?tab=requests&status=pending' });
    const adminMail = await t.deps.db.selectFrom('outbox').select(['subject']).where('recipient', '=', 'zhou.jiu@skywing-aero.cn').execute();
    expect(adminMail).toHaveLength(0);

    // Supplier B's administrator: not in its list; approving or refusing it answers 404.
    expect((await listRequests(adminB)).rows.some((r) => r.id === row.id)).toBe(false);
    expect((await t.call('POST', `/api/sup/employee-requests/${row.id}/approve`, { token: adminB, body: { postIds: [poPostId] } })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/sup/employee-requests/${row.id}/refuse`, { token: adminB, body: { reason: 'no' } })).statusCode).toBe(404);
    // An employee without 'sup.employee' may not list or decide.
    expect((await t.call('GET', '/api/sup/employee-requests', { token: clerk })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/sup/employee-requests/${row.id}/approve`, { token: clerk, body: { postIds: [poPostId] } })).statusCode).toBe(403);
  });

  it('approve creates a working account with the posts given, mails the requester; a second approve is a conflict', async () => {
    const row = (await listRequests(admin, '?keyword=supa_zhoujiu')).rows[0]!;
    const noPost = await t.call('POST', `/api/sup/employee-requests/${row.id}/approve`, { token: admin, body: { postIds: [] } });
    expect(noPost.statusCode).toBe(400);
    expect(fields(noPost)[0]).toMatchObject({ path: 'postIds', errorKey: 'supplierAccounts.needs_post' });

    const res = await t.call('POST', `/api/sup/employee-requests/${row.id}/approve`, { token: admin, body: { postIds: [poPostId] } });
    expect(res.statusCode).toBe(200);
    const approved = data(res);
    expect(approved).toMatchObject({ status: 'approved', actions: [] });
    expect(approved.userId).toBeGreaterThan(0);

    const token = await t.login('supa_zhoujiu', 'zhou_2026a');
    const info = data(await t.call('GET', '/admin/sys/user/getUserInfo', { token }));
    expect(info.user.permissions).toContain('sup.purchaseOrder');
    expect(info.user.permissions).not.toContain('sup.employee');
    const employees = data(await t.call('GET', '/api/sup/employees?keyword=supa_zhoujiu', { token: admin }));
    expect(employees.rows[0]).toMatchObject({ account: 'supa_zhoujiu', realName: '周九 Zhou Jiu', email: 'zhou.jiu@skywing-aero.cn', phone: '13900000099' });

    // The requester asked in English: the mail is in English.
    const mail = await t.deps.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', 'zhou.jiu@skywing-aero.cn').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your AeroSupply employee account is open');
    expect(mail[0]!.body).toContain('supa_zhoujiu');

    const twice = await t.call('POST', `/api/sup/employee-requests/${row.id}/approve`, { token: admin, body: { postIds: [poPostId] } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorKey).toBe('supplierAccounts.request_decided');
    const refuseAfter = await t.call('POST', `/api/sup/employee-requests/${row.id}/refuse`, { token: admin, body: { reason: 'late' } });
    expect(refuseAfter.statusCode).toBe(409);
    // The user ID is now taken: a new request for it is refused.
    expect((await request({ account: 'supa_zhoujiu' })).statusCode).toBe(409);
  });

  it('refuse needs a reason, tells the requester why, and the request cannot be approved afterwards', async () => {
    expect((await request({ account: 'supa_wushi', email: 'wu.shi@skywing-aero.cn' })).statusCode).toBe(200);
    const row = (await listRequests(admin, '?keyword=supa_wushi')).rows[0]!;
    const empty = await t.call('POST', `/api/sup/employee-requests/${row.id}/refuse`, { token: admin, body: { reason: ' ' }, headers: { 'accept-language': 'zh' } });
    expect(empty.statusCode).toBe(400);
    expect(fields(empty)[0]).toMatchObject({ path: 'reason', errorKey: 'validation.required' });
    const res = await t.call('POST', `/api/sup/employee-requests/${row.id}/refuse`, { token: admin, body: { reason: '非本公司员工' } });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ status: 'refused', reason: '非本公司员工', actions: [] });
    const mail = await t.deps.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', 'wu.shi@skywing-aero.cn').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('非本公司员工');
    const approve = await t.call('POST', `/api/sup/employee-requests/${row.id}/approve`, { token: admin, body: { postIds: [poPostId] } });
    expect(approve.statusCode).toBe(409);
    expect(data(await t.call('GET', '/api/sup/employees?keyword=supa_wushi', { token: admin })).total).toBe(0);
  });

  it('the demo has one pending request for supplier A', async () => {
    const demo = await listRequests(admin, '?keyword=supa_sunba');
    expect(demo.rows).toHaveLength(1);
    expect(demo.rows[0]!.status).toBe('pending');
  });
});
