/** D-193: every route that writes the operation log has a plain description in both languages, and the log shows it. */
import { findOperation, OPERATION_TEXTS } from '@aerosupply/shared/admin/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operation log descriptions', () => {
  it('has a zh and en description for every logged route', () => {
    const logged = t.app.routeTable.filter((r) => r.opType !== undefined && r.opType !== false);
    expect(logged.length).toBeGreaterThan(50);
    expect(logged.filter((r) => !findOperation(r.method, r.url)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const [key, texts] of Object.entries(OPERATION_TEXTS)) {
      expect(texts.zh, key).toMatch(/\p{Script=Han}/u);
      expect(texts.en, key).toMatch(/^[A-Z]/);
    }
  });

  it('shows a sign-in in plain words in the reader\'s language, not the route summary', async () => {
    const admin = await t.login('admin');
    const read = async (lang: string) => {
      const res = await t.call('GET', '/api/admin/operation-logs?opType=login&pageSize=5', { token: admin, headers: { 'accept-language': lang } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { rows: { description: string }[] } }).data.rows[0]!.description;
    };
    expect(await read('en-US')).toBe('Signed in');
    expect(await read('zh-CN')).toBe('登录');
  });
});
