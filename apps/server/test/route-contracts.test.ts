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
  'DELETE /api/admin/roles/:id',
  'DELETE /api/admin/users/:id/security-keys/:bindingId',
  'DELETE /api/auth/security-keys/:id',
  'DELETE /api/fwd/posts/:id',
  'DELETE /api/invitations/:id',
  'DELETE /api/sup/agent-parts/:id',
  'DELETE /api/sup/agent-vendors/:id',
  'DELETE /api/sup/posts/:id',
  'DELETE /api/sup/price-tiers/:id',
  'DELETE /api/sup/qualifications/:id',
  'DELETE /api/sup/repair-capabilities/:id',
  'DELETE /api/sup/shipping-addresses/:id',
  'GET /admin/sys/user/getLoginType',
  'GET /admin/sys/user/getUserInfo',
  'GET /api/account-completion',
  'GET /api/admin/account-logs',
  'GET /api/admin/account-logs/export',
  'GET /api/admin/companies/options',
  'GET /api/admin/operation-logs',
  'GET /api/admin/operation-logs/export',
  'GET /api/admin/permissions/tree',
  'GET /api/admin/roles',
  'GET /api/admin/roles/:id',
  'GET /api/admin/roles/:id/key-required',
  'GET /api/admin/roles/options',
  'GET /api/admin/sso',
  'GET /api/admin/users',
  'GET /api/admin/users/:id',
  'GET /api/admin/users/:id/security-keys',
  'GET /api/admin/users/export',
  'GET /api/auth/captcha',
  'GET /api/auth/mfa',
  'GET /api/auth/security-keys',
  'GET /api/company/second-factor',
  'GET /api/files/:fileKey',
  'GET /api/files/help-manual',
  'GET /api/fwd/employees',
  'GET /api/fwd/employees/:id',
  'GET /api/fwd/posts',
  'GET /api/health',
  'GET /api/home/summary',
  'GET /api/invitations',
  'GET /api/invitations/:id',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'GET /api/profile/info',
  'GET /api/profile/preferences',
  'GET /api/registration/invitation',
  'GET /api/registration/mine',
  'GET /api/sup/agent-parts',
  'GET /api/sup/agent-parts/:id',
  'GET /api/sup/agent-vendors',
  'GET /api/sup/agent-vendors/:id',
  'GET /api/sup/capabilities',
  'GET /api/sup/capabilities/:id',
  'GET /api/sup/categories',
  'GET /api/sup/changes',
  'GET /api/sup/changes/:id',
  'GET /api/sup/employee-requests',
  'GET /api/sup/employees',
  'GET /api/sup/employees/:id',
  'GET /api/sup/info',
  'GET /api/sup/posts',
  'GET /api/sup/price-tiers',
  'GET /api/sup/price-tiers/:id',
  'GET /api/sup/qualifications',
  'GET /api/sup/qualifications/:id',
  'GET /api/sup/repair-capabilities',
  'GET /api/sup/repair-capabilities/:id',
  'GET /api/sup/shipping-addresses',
  'GET /api/sup/shipping-addresses/:id',
  'GET /api/sup/wizard',
  'GET /oauth/logout',
  'GET /oauth/token',
  'POST /admin/sys/user/loginLog',
  'POST /api/account-completion/send-code',
  'POST /api/account-completion/verify',
  'POST /api/account-recovery/password/reset',
  'POST /api/account-recovery/password/send-code',
  'POST /api/account-recovery/password/start',
  'POST /api/account-recovery/unlock',
  'POST /api/account-recovery/unlock/send-code',
  'POST /api/account-recovery/unlock/start',
  'POST /api/admin/roles',
  'POST /api/admin/users',
  'POST /api/admin/users/:id/disable',
  'POST /api/admin/users/:id/enable',
  'POST /api/admin/users/:id/reset-password',
  'POST /api/admin/users/:id/security-keys',
  'POST /api/admin/users/:id/security-keys/options',
  'POST /api/admin/users/:id/unlock',
  'POST /api/auth/mfa/enrol',
  'POST /api/auth/mfa/totp/confirm',
  'POST /api/auth/mfa/totp/disable',
  'POST /api/auth/mfa/totp/setup',
  'POST /api/auth/security-keys',
  'POST /api/auth/security-keys/options',
  'POST /api/auth/sso/start',
  'POST /api/employee-requests',
  'POST /api/files/:fileKey/download-token',
  'POST /api/files/upload',
  'POST /api/files/uploads',
  'POST /api/fwd/employees',
  'POST /api/fwd/employees/:id/freeze',
  'POST /api/fwd/employees/:id/reset-password',
  'POST /api/fwd/employees/:id/restore',
  'POST /api/fwd/posts',
  'POST /api/invitations',
  'POST /api/invitations/:id/send',
  'POST /api/invitations/check-duplicates',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read-all',
  'POST /api/profile/info',
  'POST /api/profile/language',
  'POST /api/profile/password',
  'POST /api/profile/preferences',
  'POST /api/registration',
  'POST /api/registration/check-duplicates',
  'POST /api/registration/find-admin',
  'POST /api/registration/sms-code',
  'POST /api/sup/agent-parts',
  'POST /api/sup/agent-vendors',
  'POST /api/sup/capabilities',
  'POST /api/sup/capabilities/:id/submit',
  'POST /api/sup/employee-requests/:id/approve',
  'POST /api/sup/employee-requests/:id/refuse',
  'POST /api/sup/employees',
  'POST /api/sup/employees/:id/freeze',
  'POST /api/sup/employees/:id/reset-password',
  'POST /api/sup/employees/:id/restore',
  'POST /api/sup/posts',
  'POST /api/sup/price-tiers',
  'POST /api/sup/qualifications',
  'POST /api/sup/qualifications/:id/cancel',
  'POST /api/sup/repair-capabilities',
  'POST /api/sup/shipping-addresses',
  'POST /api/sup/wizard/submit',
  'POST /oauth/token',
  'PUT /api/admin/roles/:id',
  'PUT /api/admin/roles/:id/key-required',
  'PUT /api/admin/sso',
  'PUT /api/admin/users/:id',
  'PUT /api/admin/users/:id/hardware-key',
  'PUT /api/admin/users/:id/key-required',
  'PUT /api/admin/users/:id/roles',
  'PUT /api/company/second-factor',
  'PUT /api/fwd/employees/:id',
  'PUT /api/fwd/employees/:id/posts',
  'PUT /api/fwd/posts/:id',
  'PUT /api/invitations/:id',
  'PUT /api/registration/mine',
  'PUT /api/sup/agent-parts/:id',
  'PUT /api/sup/agent-vendors/:id',
  'PUT /api/sup/capabilities/:id',
  'PUT /api/sup/employees/:id',
  'PUT /api/sup/employees/:id/posts',
  'PUT /api/sup/info/compliance',
  'PUT /api/sup/info/finance',
  'PUT /api/sup/info/general',
  'PUT /api/sup/info/regions',
  'PUT /api/sup/info/supply',
  'PUT /api/sup/info/technology',
  'PUT /api/sup/posts/:id',
  'PUT /api/sup/price-tiers/:id',
  'PUT /api/sup/qualifications/:id',
  'PUT /api/sup/repair-capabilities/:id',
  'PUT /api/sup/shipping-addresses/:id',
  'PUT /api/sup/wizard',
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
