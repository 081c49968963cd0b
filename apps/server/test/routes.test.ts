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
import { fillParams } from './route-params';
import { findActorByAccessToken } from '../src/platform/auth/actor-repo';
import type { Actor } from '../src/platform/context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
} as const;

/** Routes that end the caller's session: the matrix gives each call a fresh token. */
const SESSION_ENDING = new Set(['GET /oauth/logout', 'POST /api/profile/password']);

async function freshToken(account: string): Promise<string> {
  const res = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: account, password: DEMO_PASSWORD } });
  return res.json().access_token as string;
}

const apiRoutes = () => t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs') && (r.url.startsWith('/api/') || r.url.startsWith('/admin/') || r.url.startsWith('/oauth/')));

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
      const token = await t.login(account);
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
    expect([...fwd.permissions].filter((p) => !['home.view', 'profile.self', 'file.upload', 'dict.read'].includes(p)).sort()).toEqual(['fwd.bill', 'fwd.logistics']);
  });
});
