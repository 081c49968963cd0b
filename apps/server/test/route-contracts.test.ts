/**
 * The server implements exactly the shared route contracts (issue 30 item 1): every contract of
 * `@aerosupply/shared/http/route-table` is registered with its method, url, permission, schemas and
 * envelope, and every registered API route is a contract. The web and the e2e tests name routes only
 * through the contracts: no API address is written by hand outside the typed clients.
 */
import { routeKey } from '@aerosupply/shared/http/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRouteContracts } from '@aerosupply/shared/http/route-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';


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
    expect(uncovered).toEqual([]);
  });

  it('leaves no hand-written API address in the web or the e2e tests outside their clients', () => {
    expect(handWrittenAddresses()).toEqual([]);
  });
});

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The typed clients, which turn a contract into a request: the only places an address is built. */
const CLIENTS = ['apps/web/src/lib/api/', 'e2e/fixtures/api.ts'];
/** A string or template literal (or a Playwright glob) starting with an API path: `'/api/…`, `` `/oauth/… ``, `'**\/admin/…`. */
const ADDRESS = /['"`](\*\*)?\/(api|admin|oauth)\//;

/** The TypeScript files under `dir`, as paths from the repository root (installed packages left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

function handWrittenAddresses(): string[] {
  return [...sourceFiles('apps/web/src'), ...sourceFiles('e2e')]
    .filter((file) => !CLIENTS.some((client) => file.startsWith(client)))
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (ADDRESS.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}
