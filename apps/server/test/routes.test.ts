/**
 * Over every registered route: each declares a permission (architecture: "a new route cannot
 * ship unguarded"), and the authorization matrix holds: route x persona against the expected
 * answer (401 anonymous, 403 without the permission, never 401/403 with it).
 */
import { isPermissionKey } from '@aerosupply/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../src/app';
import { isAllowed } from '../src/platform/http/route';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { contractRoutes, fillParams } from './route-params';
import { findActorByAccessToken } from '../src/platform/auth/actor-repo';
import type { Actor } from '../src/platform/context';

let t: TestApp;
/** An employee of supplier A whose only function is employee management (issue 9 item 5). */
const MANAGER = { account: 'supa_staffmgr', password: 'Mgr_2026ab' };
let managerPostId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('supa_admin');
  const post = await t.call('POST', '/api/sup/posts', { token: admin, body: { nameZh: '员工管理岗', nameEn: 'Staff manager', permissions: ['sup.employee'] } });
  managerPostId = post.json().data.id;
  const employee = await t.call('POST', '/api/sup/employees', {
    token: admin,
    body: { realName: 'Staff Manager', account: MANAGER.account, email: 'staff.mgr@skywing-aero.cn', phone: '13900000099', password: MANAGER.password, postIds: [managerPostId] },
  });
  if (employee.statusCode !== 200) throw new Error(employee.body);
});
afterAll(async () => {
  await t?.close();
});

/** The personas of the matrix (issue 2 item 6). */
const PERSONAS = {
  'supplier A admin': 'supa_admin',
  'supplier A clerk': 'supa_clerk',
  'supplier B admin': 'supb_admin',
  forwarder: 'fwd_admin',
  buyer: '20000001',
  auditor: '20000002',
  finance: '20000003',
  logistics: '20000004',
  sysadmin: 'admin',
  'supplier A employee manager': MANAGER.account,
} as const;
const passwordOf = (account: string) => (account === MANAGER.account ? MANAGER.password : DEMO_PASSWORD);

/** Routes that end the caller's session: the matrix gives each call a fresh token. */
const SESSION_ENDING = new Set(['GET /oauth/logout', 'POST /api/profile/password']);

async function freshToken(account: string): Promise<string> {
  const res = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: account, password: passwordOf(account) } });
  return res.json().access_token as string;
}

const apiRoutes = contractRoutes;

describe('every route declares its permission', () => {
  it('has a permission key, signedIn or public on every route', () => {
    const undeclared = t.app.routeTable.filter((r) => r.permission === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const unknownKeys = t.app.routeTable
      .flatMap((r) => (typeof r.permission === 'string' ? [r.permission] : [...(r.permission ?? [])]).map((p) => ({ r, p })))
      .filter(({ p }) => p !== 'public' && p !== 'signedIn' && !isPermissionKey(p))
      .map(({ r, p }) => `${r.method} ${r.url}: ${p}`);
    expect(unknownKeys).toEqual([]);
  });

  it('knows the platform routes', () => {
    const keys = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(expect.arrayContaining(['POST /oauth/token', 'GET /oauth/logout', 'GET /admin/sys/user/getUserInfo', 'POST /admin/sys/user/loginLog', 'GET /admin/sys/user/getLoginType']));
  });
});

describe('import routes (issue 10 item 6)', () => {
  it('serves each registered import under /api/imports/<key> with the import\'s permission', () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/imports/dict-items'));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /api/imports/dict-items',
        'GET /api/imports/dict-items/:id',
        'GET /api/imports/dict-items/:id/rows',
        'GET /api/imports/dict-items/template',
        'POST /api/imports/dict-items',
        'POST /api/imports/dict-items/:id/cancel',
        'POST /api/imports/dict-items/:id/commit',
      ].sort(),
    );
    expect(routes.every((r) => r.permission === 'sys.dict.manage')).toBe(true);
  });
});

describe('authorization matrix: route x persona', () => {
  it('answers 401 to anonymous callers on every non-public route', async () => {
    const failures: string[] = [];
    for (const r of apiRoutes()) {
      if (r.permission === 'public') continue;
      const res = await t.call(r.method, fillParams(r.url));
      if (res.statusCode !== 401 || res.json().code !== 401) failures.push(`${r.method} ${r.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 without the permission and never 401/403 with it', async () => {
    const actors = new Map<string, { token: string; actor: Actor }>();
    for (const [persona, account] of Object.entries(PERSONAS)) {
      const token = await t.login(account, passwordOf(account));
      actors.set(persona, { token, actor: (await findActorByAccessToken(t.deps.db, token, new Date()))! });
    }
    const failures: string[] = [];
    const check = async (r: RouteInfo, persona: string) => {
      const { actor } = actors.get(persona)!;
      const key = `${r.method} ${r.url}`;
      const token = SESSION_ENDING.has(key) ? await freshToken(PERSONAS[persona as keyof typeof PERSONAS]) : actors.get(persona)!.token;
      const allowed = isAllowed(r.permission, actor);
      const res = await t.call(r.method, fillParams(r.url), { token, ...(r.hasBody ? { body: {} } : {}) });
      if (allowed && (res.statusCode === 401 || res.statusCode === 403)) failures.push(`${key} as ${persona}: expected access, got ${res.statusCode}`);
      if (!allowed && res.statusCode !== 403) failures.push(`${key} as ${persona}: expected 403, got ${res.statusCode}`);
      if (res.statusCode >= 500) failures.push(`${key} as ${persona}: ${res.statusCode}`);
    };
    for (const r of apiRoutes()) {
      if (r.permission === 'public') continue;
      for (const persona of Object.keys(PERSONAS)) await check(r, persona);
    }
    expect(failures).toEqual([]);
  });

  it('supplier and forwarder users never hold staff permissions, and an employee only its posts', async () => {
    const clerk = (await findActorByAccessToken(t.deps.db, await t.login('supa_clerk'), new Date()))!;
    expect([...clerk.permissions].filter((p) => p.startsWith('sup.'))).toEqual(['sup.purchaseOrder']);
    const supplierAdmin = (await findActorByAccessToken(t.deps.db, await t.login('supa_admin'), new Date()))!;
    expect([...supplierAdmin.permissions].some((p) => p.startsWith('supplier.') || p.startsWith('sys.'))).toBe(false);
    const fwd = (await findActorByAccessToken(t.deps.db, await t.login('fwd_admin'), new Date()))!;
    expect([...fwd.permissions].filter((p) => !['home.view', 'profile.self', 'file.upload', 'dict.read'].includes(p)).sort()).toEqual(['fwd.bill', 'fwd.employee', 'fwd.evaluation', 'fwd.logistics', 'fwd.post.manage']);
  });
});

describe('post self-escalation (issue 9 item 5)', () => {
  const data = (res: { json: () => unknown }) => (res.json() as { data: unknown }).data;
  const ALL_SIX = ['sup.consignment', 'sup.purchaseOrder', 'sup.sysAdmin', 'sup.vendorData', 'sup.employee', 'sup.quotation'];

  it('an employee manager cannot widen its own post, create, edit or delete posts', async () => {
    const manager = await t.login(MANAGER.account, MANAGER.password);
    const own = await t.call('PUT', `/api/sup/posts/${managerPostId}`, { token: manager, body: { nameZh: '员工管理岗', nameEn: 'Staff manager', permissions: ALL_SIX } });
    expect(own.statusCode).toBe(403);
    expect((await t.call('POST', '/api/sup/posts', { token: manager, body: { nameZh: '全能岗', nameEn: 'Everything', permissions: ALL_SIX } })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/sup/posts/${managerPostId}`, { token: manager })).statusCode).toBe(403);
    // Nothing changed, and vendor data stays closed, now and after the token cache has expired.
    const posts = data(await t.call('GET', '/api/sup/posts', { token: manager })) as { id: number; permissions: string[]; actions: string[]; assignable: boolean }[];
    expect(posts.find((p) => p.id === managerPostId)!.permissions).toEqual(['sup.employee']);
    expect(posts.every((p) => p.actions.length === 0)).toBe(true);
    expect(posts.filter((p) => p.assignable).map((p) => p.id)).toEqual([managerPostId]);
    expect((await t.call('GET', '/api/sup/wizard', { token: manager })).statusCode).toBe(403);
    const fresh = await t.login(MANAGER.account, MANAGER.password);
    const info = data(await t.call('GET', '/admin/sys/user/getUserInfo', { token: fresh })) as { user: { permissions: string[] } };
    expect(info.user.permissions.filter((p) => p.startsWith('sup.'))).toEqual(['sup.employee']);
  });

  it('an employee manager cannot hand out, or take over, functions it does not hold', async () => {
    const admin = await t.login('supa_admin');
    const manager = await t.login(MANAGER.account, MANAGER.password);
    const wide = data(await t.call('POST', '/api/sup/posts', { token: admin, body: { nameZh: '全能岗', nameEn: 'Everything', permissions: ALL_SIX } })) as { id: number };
    const body = { realName: 'Sock Puppet', account: 'supa_puppet', email: 'puppet@skywing-aero.cn', phone: '13900000098', password: 'Puppet_2026', postIds: [wide.id] };
    const puppet = await t.call('POST', '/api/sup/employees', { token: manager, body });
    expect(puppet.statusCode).toBe(403);
    expect(puppet.json().fields).toEqual([expect.objectContaining({ path: 'postIds', errorKey: 'supplierAccounts.function_not_held' })]);
    const peer = await t.call('POST', '/api/sup/employees', { token: manager, body: { ...body, postIds: [managerPostId] } });
    expect(peer.statusCode).toBe(200);
    const peerId = (data(peer) as { id: number }).id;
    expect((await t.call('PUT', `/api/sup/employees/${peerId}/posts`, { token: manager, body: { postIds: [wide.id] } })).statusCode).toBe(403);
    // The clerk holds purchase-order collaboration, which the manager does not: hands off.
    const employees = data(await t.call('GET', '/api/sup/employees?pageSize=100', { token: manager })) as { rows: { id: number; account: string; actions: string[] }[] };
    const clerk = employees.rows.find((r) => r.account === 'supa_clerk')!;
    expect(clerk.actions).toEqual([]);
    expect(employees.rows.find((r) => r.id === peerId)!.actions).toContain('resetPassword');
    const reset = await t.call('POST', `/api/sup/employees/${clerk.id}/reset-password`, { token: manager, body: { password: 'Taken_2026' } });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().errorKey).toBe('supplierAccounts.account_outranks');
    expect((await t.call('PUT', `/api/sup/employees/${clerk.id}/posts`, { token: manager, body: { postIds: [managerPostId] } })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/sup/employees/${clerk.id}/freeze`, { token: manager })).statusCode).toBe(403);
  });

  it('post and role changes apply at once (the token cache is cleared)', async () => {
    const admin = await t.login('supa_admin');
    const manager = await t.login(MANAGER.account, MANAGER.password);
    expect((await t.call('GET', '/api/sup/wizard', { token: manager })).statusCode).toBe(403);
    const widen = await t.call('PUT', `/api/sup/posts/${managerPostId}`, { token: admin, body: { nameZh: '员工管理岗', nameEn: 'Staff manager', permissions: ['sup.employee', 'sup.vendorData'] } });
    expect(widen.statusCode).toBe(200);
    expect((await t.call('GET', '/api/sup/wizard', { token: manager })).statusCode).toBe(200);
    await t.call('PUT', `/api/sup/posts/${managerPostId}`, { token: admin, body: { nameZh: '员工管理岗', nameEn: 'Staff manager', permissions: ['sup.employee'] } });
    expect((await t.call('GET', '/api/sup/wizard', { token: manager })).statusCode).toBe(403);

    // Staff: a role's permissions and a user's roles.
    const sysadmin = await t.login('admin');
    const logistics = await t.login('20000004');
    expect((await t.call('GET', '/api/blacklist', { token: logistics })).statusCode).toBe(403);
    const role = data(await t.call('POST', '/api/admin/roles', { token: sysadmin, body: { code: 'cache_probe', nameZh: '缓存探针', nameEn: 'Cache probe', permissions: ['supplier.blacklist.view'] } })) as { id: number };
    const users = data(await t.call('GET', '/api/admin/users?account=20000004', { token: sysadmin })) as { rows: { id: number; account: string; roles: { id: number }[] }[] };
    const user = users.rows.find((u) => u.account === '20000004')!;
    const assign = await t.call('PUT', `/api/admin/users/${user.id}/roles`, { token: sysadmin, body: { roleIds: [...user.roles.map((r) => r.id), role.id] } });
    expect(assign.statusCode).toBe(200);
    expect((await t.call('GET', '/api/blacklist', { token: logistics })).statusCode).toBe(200);
    const narrowed = await t.call('PUT', `/api/admin/roles/${role.id}`, { token: sysadmin, body: { nameZh: '缓存探针', nameEn: 'Cache probe', permissions: [] } });
    expect(narrowed.statusCode).toBe(200);
    expect((await t.call('GET', '/api/blacklist', { token: logistics })).statusCode).toBe(403);
  });
});
