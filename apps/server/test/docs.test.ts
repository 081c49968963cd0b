/** The README tells the truth: every setting is in its table and every listed demo account signs in. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../src/config';
import { createTestApp, type TestApp } from './helpers';

const root = path.resolve(import.meta.dirname, '../../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('README', () => {
  it('lists every setting the server reads', () => {
    const missing = Object.keys(SETTINGS).filter((k) => !readme.includes(`| \`${k}\` |`));
    expect(missing).toEqual([]);
  });

  it('lists demo accounts that sign in with the documented password', async () => {
    const accounts = [...readme.matchAll(/^\| `([\w-]+)` \| .+ \| (staff|supplier|forwarder) \|$/gm)].map((m) => m[1]!);
    expect(accounts).toEqual(expect.arrayContaining(['admin', '20000001', '20000002', '20000003', '20000004', 'supa_admin', 'supa_clerk', 'supb_admin', 'fwd_admin']));
    for (const account of accounts) {
      const res = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: account, password: 'Demo@Pass2026' } });
      expect(res.statusCode, `${account}: ${res.body}`).toBe(200);
    }
  });

  it('documents the decisions and legacy routes files', () => {
    expect(fs.existsSync(path.join(root, 'docs/spec-decisions.md'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'docs/legacy-routes.md'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'docs/ARCHITECTURE.md'))).toBe(true);
  });
});
