import ExcelJS from 'exceljs';
import { STAFF_PERMISSIONS } from '@aerosupply/shared';
import { checkPassword } from '@aerosupply/shared/validation/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';
import { treeKeys } from './permission-tree';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const signIn = (username: string, password: string) => t.call('POST', '/oauth/token', { form: { grant_type: 'password', username, password } });
const roleId = async (code: string) => (await t.deps.db.selectFrom('roles').select('id').where('company_id', '=', 2).where('code', '=', code).executeTakeFirstOrThrow()).id;
const userId = async (account: string) => (await t.deps.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const fieldsOf = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

describe('spec 001 §2 users screen: search', () => {
  it('searches by account prefix, name, company, role and status, paged and sorted', async () => {
    const byAccount = await t.call('GET', '/api/admin/users?account=2000000&sort=account&order=asc&pageSize=3', { token: admin });
    expect(byAccount.statusCode).toBe(200);
    const page = byAccount.json().data;
    expect(page.pageSize).toBe(3);
    expect(page.rows.map((r: { account: string }) => r.account)).toEqual(['20000001', '20000002', '20000003']);
    expect(page.total).toBe(5);
    expect(page.rows[0].actions).toEqual(expect.arrayContaining(['edit', 'disable', 'resetPassword', 'setRoles', 'bindHardwareKey']));

    const desc = await t.call('GET', '/api/admin/users?account=2000000&sort=account&order=desc&page=2&pageSize=2', { token: admin });
    expect(desc.json().data.rows.map((r: { account: string }) => r.account)).toEqual(['20000003', '20000002']);

    const byName = await t.call('GET', `/api/admin/users?name=${encodeURIComponent('Wang Lei')}`, { token: admin });
    expect(byName.json().data.rows.map((r: { account: string }) => r.account)).toEqual(['20000001']);

    const auditor = await roleId('auditor');
    const byRole = await t.call('GET', `/api/admin/users?roleId=${auditor}`, { token: admin });
    expect(byRole.json().data.rows.map((r: { account: string }) => r.account)).toEqual(['20000002']);
    expect(byRole.json().data.rows[0].roles[0]).toMatchObject({ code: 'auditor', name: 'Auditor' });

    const disabled = await t.call('GET', '/api/admin/users?enabled=false', { token: admin });
    expect(disabled.json().data.rows.map((r: { account: string }) => r.account)).toEqual(['20000102']);

    const fwd = await t.call('GET', '/api/admin/users?companyType=forwarder', { token: admin });
    expect(fwd.json().data.rows.map((r: { account: string }) => r.account)).toEqual(['fwd_admin']);
  });

  it('exports the search to Excel in its order, with roles and status in the user language', async () => {
    const res = await t.call('GET', '/api/admin/users/export?account=2000000&sort=account&order=desc', { token: admin, headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="users-\d{12}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('用户');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['账号', '姓名', '公司', '角色']);
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['20000005', '20000004', '20000003', '20000002', '20000001']);
    expect(sheet.getRow(5).getCell(4).value).toBe('审核员');
    expect(sheet.getRow(5).getCell(8).value).toBe('启用');

    const bad = await t.call('GET', '/api/admin/users/export?colour=red', { token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses unknown filters and oversized pages with field paths', async () => {
    const res = await t.call('GET', '/api/admin/users?pageSize=101&colour=red', { token: admin });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(expect.arrayContaining(['pageSize:validation.too_big', 'colour:validation.unknown_field']));
    // A NUL character would make PostgreSQL fail: refused as invalid input, never a 500.
    const nul = await t.call('GET', '/api/admin/users?name=ab%00c', { token: admin });
    expect(nul.statusCode).toBe(400);
    expect(fieldsOf(nul)).toEqual(['name:validation.invalid']);
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await t.call('GET', '/api/admin/users/999999', { token: admin });
    expect(res.statusCode).toBe(404);
  });

  it('lists staff and forwarder companies for the picker, not suppliers', async () => {
    const res = await t.call('GET', '/api/admin/companies/options', { token: admin });
    expect(res.statusCode).toBe(200);
    const types = new Set(res.json().data.map((c: { type: string }) => c.type));
    expect(types).toEqual(new Set(['staff', 'forwarder']));
    const search = await t.call('GET', `/api/admin/companies/options?q=${encodeURIComponent('Eastern Air')}`, { token: admin });
    expect(search.json().data).toHaveLength(1);
    expect(search.json().data[0].type).toBe('forwarder');
  });
});

describe('spec 001 §2/§5 users screen: create, edit, roles, hardware key', () => {
  it('creates a staff user with an 8-digit account, mails a compliant temporary password, and the user can sign in', async () => {
    const buyer = await roleId('buyer');
    const bad = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { account: 'wangwu', realName: '王五 Wang Wu', email: 'wang.wu@aerosupply.local', companyId: 2, roleIds: [buyer] },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['account:validation.staff_id']);

    const res = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { account: '20000777', realName: '王五 Wang Wu', email: 'wang.wu@aerosupply.local', mobile: '13800007777', companyId: 2, roleIds: [buyer], hardwareKey: 'UKEY-777' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user).toMatchObject({ account: '20000777', companyId: 2, hardwareKey: 'UKEY-777', status: 'enabled' });
    expect(data.user.roles.map((r: { code: string }) => r.code)).toEqual(['buyer']);
    expect(data.mailed).toBe(true);
    expect(checkPassword(data.temporaryPassword, { companyName: '航材采购与维修有限公司' })).toEqual([]);

    const mail = await t.deps.db.selectFrom('outbox').selectAll().where('recipient', '=', 'wang.wu@aerosupply.local').executeTakeFirstOrThrow();
    expect(mail.channel).toBe('mail');
    expect(mail.body).toContain(data.temporaryPassword);

    expect((await signIn('20000777', data.temporaryPassword)).statusCode).toBe(200);

    const dup = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { account: '20000777', realName: 'Someone', email: 'someone@aerosupply.local', companyId: 2, roleIds: [buyer] },
    });
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup)).toEqual(['account:admin.account_taken']);

    const sameKey = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { account: '20000778', realName: 'Someone', email: 'someone@aerosupply.local', companyId: 2, roleIds: [buyer], hardwareKey: 'ukey-777' },
    });
    expect(sameKey.statusCode).toBe(409);
    expect(fieldsOf(sameKey)).toEqual(['hardwareKey:admin.hardware_key_taken']);
  });

  it('creates forwarder users with the forwarder role only; supplier companies are refused', async () => {
    const fwdCompany = (await t.deps.db.selectFrom('companies').select('id').where('type', '=', 'forwarder').executeTakeFirstOrThrow()).id;
    const supplierCompany = (await t.deps.db.selectFrom('companies').select('id').where('type', '=', 'supplier').executeTakeFirstOrThrow()).id;
    const options = await t.call('GET', `/api/admin/roles/options?companyId=${fwdCompany}`, { token: admin });
    expect(options.json().data.map((r: { code: string }) => r.code)).toEqual(['forwarder']);
    const forwarderRole = options.json().data[0].value;

    const wrongRole = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { account: 'fwd_ops', realName: 'Li Ming', email: 'li.ming@eal-forwarding.cn', companyId: fwdCompany, roleIds: [await roleId('buyer')] },
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(fieldsOf(wrongRole)).toEqual(['roleIds:admin.role_not_allowed']);

    const ok = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { account: 'fwd_ops', realName: 'Li Ming', email: 'li.ming@eal-forwarding.cn', companyId: fwdCompany, roleIds: [forwarderRole] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.companyType).toBe('forwarder');

    const supplier = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { account: 'sup_x', realName: 'X', email: 'x@example.com', companyId: supplierCompany, roleIds: [forwarderRole] },
    });
    expect(supplier.statusCode).toBe(400);
    expect(fieldsOf(supplier)).toEqual(['companyId:admin.company_not_allowed']);
  });

  it('validates the create form with field paths', async () => {
    const res = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { account: '', realName: 'x'.repeat(61), email: 'not-an-email', mobile: '12ab', companyId: 2, roleIds: [], extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining(['account:validation.required', 'realName:validation.too_long', 'email:validation.email', 'mobile:validation.digits_only', 'roleIds:admin.role_required', 'extra:validation.unknown_field']),
    );
  });

  it('edits a staff user, sets roles and binds a hardware key; supplier employees are left to their administrator', async () => {
    const id = await userId('20000003');
    const finance = await roleId('finance');
    const auditor = await roleId('auditor');
    const edit = await t.call('PUT', `/api/admin/users/${id}`, {
      token: admin,
      body: { realName: '张敏 Zhang Min (Finance)', email: 'zhang.min@aerosupply.local', mobile: '13800000003', phone: '010-6458 1234', companyId: 2, roleIds: [finance] },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ realName: '张敏 Zhang Min (Finance)', phone: '010-6458 1234' });

    const roles = await t.call('PUT', `/api/admin/users/${id}/roles`, { token: admin, body: { roleIds: [finance, auditor] } });
    expect(roles.statusCode).toBe(200);
    expect(roles.json().data.roles.map((r: { code: string }) => r.code)).toEqual(['auditor', 'finance']);
    // The new role's permissions apply at once.
    const token = await t.login('20000003');
    const info = await t.call('GET', '/admin/sys/user/getUserInfo', { token });
    expect(info.json().data.user.permissions).toContain('supplier.audit');

    const key = await t.call('PUT', `/api/admin/users/${id}/hardware-key`, { token: admin, body: { serial: 'UKEY-0003' } });
    expect(key.json().data.hardwareKey).toBe('UKEY-0003');
    const taken = await t.call('PUT', `/api/admin/users/${await userId('20000004')}/hardware-key`, { token: admin, body: { serial: 'ukey-0003' } });
    expect(taken.statusCode).toBe(409);
    const unbind = await t.call('PUT', `/api/admin/users/${id}/hardware-key`, { token: admin, body: { serial: null } });
    expect(unbind.json().data.hardwareKey).toBeNull();

    const supplierUser = await userId('supa_clerk');
    const refused = await t.call('PUT', `/api/admin/users/${supplierUser}/roles`, { token: admin, body: { roleIds: [finance] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorKey).toBe('admin.supplier_user_managed');
  });
});

describe('spec 001 §2/§6 users screen: enable/disable, reset password, unlock', () => {
  it('disabling ends the sessions at once; enabling lets the user sign in again', async () => {
    const token = await t.login('20000004');
    const id = await userId('20000004');
    const res = await t.call('POST', `/api/admin/users/${id}/disable`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ enabled: false, status: 'disabled', actions: expect.arrayContaining(['enable']) });
    const after = await t.call('GET', '/admin/sys/user/getUserInfo', { token });
    expect(after.statusCode).toBe(401);
    const open = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', id).where('revoked_at', 'is', null).execute();
    expect(open).toHaveLength(0);
    const refused = await signIn('20000004', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorKey).toBe('auth.account_disabled');

    expect((await t.call('POST', `/api/admin/users/${id}/enable`, { token: admin })).statusCode).toBe(200);
    expect((await signIn('20000004', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('an administrator cannot disable their own account', async () => {
    const res = await t.call('POST', `/api/admin/users/${await userId('admin')}/disable`, { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorKey).toBe('admin.cannot_disable_self');
  });

  it('resets a password: a compliant temporary password, mailed, old password and sessions end', async () => {
    const token = await t.login('20000005');
    const id = await userId('20000005');
    const res = await t.call('POST', `/api/admin/users/${id}/reset-password`, { token: admin });
    expect(res.statusCode).toBe(200);
    const { temporaryPassword, mailed } = res.json().data;
    expect(mailed).toBe(true);
    expect(checkPassword(temporaryPassword)).toEqual([]);
    const mails = await t.deps.db.selectFrom('outbox').select(['body', 'user_id']).where('recipient', '=', 'chen.jing@aerosupply.local').execute();
    expect(mails.some((m) => m.body.includes(temporaryPassword) && m.user_id === id)).toBe(true);
    expect((await t.call('GET', '/admin/sys/user/getUserInfo', { token })).statusCode).toBe(401);
    expect((await signIn('20000005', DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await signIn('20000005', temporaryPassword)).statusCode).toBe(200);
  });

  it('lists locked and frozen accounts (home task link) and unlocks them', async () => {
    const id = await userId('20000002');
    await t.deps.db.updateTable('users').set({ locked_until: new Date(Date.now() + 3_600_000), failed_logins: 5 }).where('id', '=', id).execute();
    const locked = await t.call('GET', '/api/admin/users?status=locked&sort=account', { token: admin });
    const accounts = locked.json().data.rows.map((r: { account: string }) => r.account);
    expect(accounts).toEqual(['20000002', '20000101']);
    const row = locked.json().data.rows[0];
    expect(row).toMatchObject({ status: 'locked', locked: true, actions: expect.arrayContaining(['unlock']) });

    const home = await t.call('GET', '/api/home/summary', { token: admin });
    expect(home.json().data.tasks).toContainEqual({ key: 'lockedAccounts', count: 2, url: 'system/users?status=locked' });

    const unlocked = await t.call('POST', `/api/admin/users/${id}/unlock`, { token: admin });
    expect(unlocked.json().data).toMatchObject({ status: 'enabled', locked: false });
    expect((await signIn('20000002', DEMO_PASSWORD)).statusCode).toBe(200);

    // A frozen account (45 days idle) can sign in after unlocking: the inactivity clock restarts.
    const frozen = await userId('20000101');
    expect((await signIn('20000101', DEMO_PASSWORD)).json().errorKey).toBe('auth.account_frozen');
    await t.call('POST', `/api/admin/users/${frozen}/unlock`, { token: admin });
    expect((await signIn('20000101', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('spec 001 §2/§3 roles screen', () => {
  it('creates, edits and deletes a staff role; permissions come from the staff catalogue only', async () => {
    const bad = await t.call('POST', '/api/admin/roles', {
      token: admin,
      body: { code: 'Bad Code', nameZh: '', nameEn: 'X', permissions: ['supplier.audit', 'sup.quotation'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['code:admin.role_code_format', 'nameZh:validation.required', 'permissions.1:admin.permission_unknown']));

    const created = await t.call('POST', '/api/admin/roles', {
      token: admin,
      body: { code: 'sourcing_lead', nameZh: '寻源主管', nameEn: 'Sourcing lead', description: 'Invites and reviews suppliers', permissions: ['supplier.invite', 'supplier.info.view', 'supplier.invite'] },
    });
    expect(created.statusCode).toBe(200);
    const role = created.json().data;
    expect(role).toMatchObject({ code: 'sourcing_lead', builtin: false, userCount: 0, permissions: ['supplier.info.view', 'supplier.invite'], actions: ['edit', 'delete'] });

    const dup = await t.call('POST', '/api/admin/roles', { token: admin, body: { code: 'sourcing_lead', nameZh: '重复', nameEn: 'Dup', permissions: [] } });
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup)).toEqual(['code:admin.role_code_taken']);

    const edited = await t.call('PUT', `/api/admin/roles/${role.id}`, {
      token: admin,
      body: { nameZh: '寻源经理', nameEn: 'Sourcing manager', permissions: ['supplier.invite', 'supplier.blacklist.view'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Sourcing manager', permissions: ['supplier.blacklist.view', 'supplier.invite'] });

    const list = await t.call('GET', '/api/admin/roles?q=sourcing', { token: admin });
    expect(list.json().data.rows.map((r: { code: string }) => r.code)).toEqual(['sourcing_lead']);

    const del = await t.call('DELETE', `/api/admin/roles/${role.id}`, { token: admin });
    expect(del.statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/roles/${role.id}`, { token: admin })).statusCode).toBe(404);
  });

  it('built-in roles cannot be deleted, roles in use neither, and the administrator role keeps every permission', async () => {
    const buyer = await roleId('buyer');
    const builtin = await t.call('DELETE', `/api/admin/roles/${buyer}`, { token: admin });
    expect(builtin.statusCode).toBe(409);
    expect(builtin.json().errorKey).toBe('admin.role_builtin');

    const quality = await roleId('quality_engineer');
    const inUse = await t.call('DELETE', `/api/admin/roles/${quality}`, { token: admin });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errorKey).toBe('admin.role_in_use');
    expect(inUse.json().msg).toContain('1');

    const adminRole = await roleId('admin');
    const strip = await t.call('PUT', `/api/admin/roles/${adminRole}`, { token: admin, body: { nameZh: '系统管理员', nameEn: 'System administrator', permissions: ['sys.log.view'] } });
    expect(strip.statusCode).toBe(409);

    const listed = await t.call('GET', '/api/admin/roles', { token: admin });
    const buyerRow = listed.json().data.rows.find((r: { code: string }) => r.code === 'buyer');
    expect(buyerRow.actions).toEqual(['edit']);
    expect(listed.json().data.rows.every((r: { code: string }) => r.code !== 'forwarder')).toBe(true);
  });

  it('the permission tree covers every staff permission key exactly once, grouped by menu', async () => {
    const res = await t.call('GET', '/api/admin/permissions/tree', { token: admin, headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(200);
    const tree = res.json().data;
    const keys = treeKeys(tree);
    expect([...keys].sort()).toEqual([...STAFF_PERMISSIONS].sort());
    const system = tree.find((n: { key: string }) => n.key === 'group:system');
    expect(system.title).toBe('系统管理');
    const users = system.children.find((n: { key: string }) => n.key === 'screen:users');
    expect(users.children).toEqual([expect.objectContaining({ key: 'sys.user.manage', kind: 'permission', title: '用户管理' })]);
    const suppliers = tree.find((n: { key: string }) => n.key === 'group:suppliers');
    const blacklist = suppliers.children.find((n: { key: string }) => n.key === 'screen:blacklist');
    expect(blacklist.children.map((c: { key: string }) => c.key)).toEqual(['supplier.blacklist.view', 'supplier.blacklist.insert', 'supplier.blacklist.update']);
  });
});

describe('spec 001 §6 administration permissions', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/export'],
    ['POST', '/api/admin/users/1/disable'],
    ['GET', '/api/admin/companies/options'],
    ['GET', '/api/admin/roles'],
    ['GET', '/api/admin/roles/options'],
    ['GET', '/api/admin/permissions/tree'],
    ['DELETE', '/api/admin/roles/1'],
    ['GET', '/api/admin/operation-logs'],
    ['GET', '/api/admin/operation-logs/export'],
    ['GET', '/api/admin/account-logs'],
    ['GET', '/api/admin/account-logs/export'],
  ];

  it.each(['20000001', 'supa_admin', 'supb_admin', 'fwd_admin'])('%s gets 403 on every administration route', async (account) => {
    const token = await t.login(account);
    for (const [method, url] of routes) {
      const res = await t.call(method, url, { token });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('anonymous callers get 401', async () => {
    for (const [method, url] of routes) expect((await t.call(method, url)).statusCode).toBe(401);
  });

  it('a custom role grants exactly its screens: the log only', async () => {
    const created = await t.call('POST', '/api/admin/roles', { token: admin, body: { code: 'log_reader', nameZh: '日志查看', nameEn: 'Log reader', permissions: ['sys.log.view'] } });
    const id = await userId('20000001');
    await t.call('PUT', `/api/admin/users/${id}/roles`, { token: admin, body: { roleIds: [created.json().data.id] } });
    const token = (await signIn('20000001', DEMO_PASSWORD)).json().access_token as string;
    expect((await t.call('GET', '/api/admin/operation-logs', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/account-logs', { token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/users', { token })).statusCode).toBe(403);
  });
});
