/**
 * The server implements exactly the shared route contracts (issue 30 item 1): every contract of
 * `@aerosupply/shared/http/route-table` is registered with its method, url, permission, schemas and
 * envelope, and every registered API route is a contract (the routes still written in the server
 * alone are listed in PENDING, which only shrinks).
 */
import { routeKey } from '@aerosupply/shared/http/contract';
import { allRouteContracts } from '@aerosupply/shared/http/route-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** Routes not yet moved to a shared contract. */
const PENDING = new Set<string>([
  'DELETE /api/admin/users/:id/security-keys/:bindingId',
  'DELETE /api/auth/security-keys/:id',
  'GET /admin/sys/user/getLoginType',
  'GET /admin/sys/user/getUserInfo',
  'GET /api/admin/roles/:id/key-required',
  'GET /api/admin/sso',
  'GET /api/admin/users/:id/security-keys',
  'GET /api/auth/captcha',
  'GET /api/auth/mfa',
  'GET /api/auth/security-keys',
  'GET /api/company/second-factor',
  'GET /oauth/logout',
  'GET /oauth/token',
  'POST /admin/sys/user/loginLog',
  'POST /api/admin/users/:id/security-keys',
  'POST /api/admin/users/:id/security-keys/options',
  'POST /api/auth/mfa/enrol',
  'POST /api/auth/mfa/totp/confirm',
  'POST /api/auth/mfa/totp/disable',
  'POST /api/auth/mfa/totp/setup',
  'POST /api/auth/security-keys',
  'POST /api/auth/security-keys/options',
  'POST /api/auth/sso/start',
  'POST /oauth/token',
  'PUT /api/admin/roles/:id/key-required',
  'PUT /api/admin/sso',
  'PUT /api/admin/users/:id/key-required',
  'PUT /api/company/second-factor',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: false });
});
afterAll(async () => {
  await t?.close();
});

const apiRoutes = () => t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs') && (r.url.startsWith('/api/') || r.url.startsWith('/admin/') || r.url.startsWith('/oauth/')));

describe('shared route contracts', () => {
  it('registers every contract once, as declared', () => {
    const contracts = allRouteContracts();
    const keys = contracts.map(routeKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i), 'contracts declared twice').toEqual([]);
    const registered = new Map(apiRoutes().map((r) => [`${r.method} ${r.url}`, r]));
    const drift: string[] = [];
    for (const c of contracts) {
      const r = registered.get(routeKey(c));
      if (!r) {
        drift.push(`${routeKey(c)}: not registered`);
        continue;
      }
      if (JSON.stringify(r.permission) !== JSON.stringify(c.permission)) drift.push(`${routeKey(c)}: permission ${JSON.stringify(r.permission)}`);
      if (r.raw !== Boolean(c.raw)) drift.push(`${routeKey(c)}: raw ${r.raw}`);
      if (r.hasBody !== Boolean(c.body) || r.hasQuery !== Boolean(c.query) || r.hasParams !== Boolean(c.params)) drift.push(`${routeKey(c)}: schemas differ`);
      if (r.hasResponse !== Boolean(c.response)) drift.push(`${routeKey(c)}: response differs`);
    }
    expect(drift).toEqual([]);
  });

  it('serves no API route without a contract', () => {
    const declared = new Set(allRouteContracts().map(routeKey));
    const uncovered = apiRoutes()
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !declared.has(k))
      .sort();
    expect(uncovered).toEqual([...PENDING].sort());
  });
});
