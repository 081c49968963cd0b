/**
 * Issue 11 item 5: Excel exports of the review task list and of the blacklist: the list's rows
 * under its filters and in its order, values and headers in the reader's language, the list's
 * permission (supplier users and staff without it get 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedSheet } from '../../../test/export-sheet';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let buyer: string;
let auditor: string;
let logistics: string;
let supplier: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  auditor = await t.login('20000002');
  logistics = await t.login('20000004');
  supplier = await t.login('supa_admin');
});
afterAll(() => t.close());

const sheetOf = (token: string, url: string, lang: 'zh' | 'en') => exportedSheet(t, token, url, lang);

interface ListRow { name: string; nameEn?: string | null; applicationNo?: string | null; reviewStatus?: string; source?: string; status?: string }
const list = async (token: string, url: string) => (await t.call('GET', url, { token })).json<{ data: { rows: ListRow[]; total: number } }>().data;

describe('review list export', () => {
  it('has the list rows in the list order, statuses in the reader language', async () => {
    const shown = await list(auditor, '/api/supplier-reviews?pageSize=100');
    expect(shown.total).toBeGreaterThan(0);
    const en = await sheetOf(auditor, '/api/supplier-reviews/export', 'en');
    expect(en.header.slice(0, 3)).toEqual(['Application no.', 'Company name', 'Registered name']);
    // An English sheet names the supplier in English where it has an English name, the registered name beside it (D-726).
    expect(shown.rows.some((r) => r.nameEn && r.nameEn !== r.name)).toBe(true);
    expect(en.body.map((r) => r[1])).toEqual(shown.rows.map((r) => r.nameEn || r.name));
    expect(en.body.map((r) => r[2] || null)).toEqual(shown.rows.map((r) => (r.nameEn && r.nameEn !== r.name ? r.name : null)));
    expect(en.body.every((r) => !/_/.test(r[5] ?? ''))).toBe(true);
    const zh = await sheetOf(auditor, '/api/supplier-reviews/export', 'zh');
    expect(zh.header[5]).toBe('审核状态');
    expect(zh.body.map((r) => r[1])).toEqual(shown.rows.map((r) => r.name));
    expect(zh.header[2]).toBe('英文名称');
    expect(zh.body.map((r) => r[2] || null)).toEqual(shown.rows.map((r) => r.nameEn || null));
  });

  it('follows the list filters (queue and name)', async () => {
    const first = (await list(auditor, '/api/supplier-reviews?pageSize=1')).rows[0]!;
    const filtered = await list(auditor, `/api/supplier-reviews?name=${encodeURIComponent(first.name)}&pageSize=100`);
    const sheet = await sheetOf(auditor, `/api/supplier-reviews/export?name=${encodeURIComponent(first.name)}`, 'en');
    expect(sheet.body.map((r) => r[1])).toEqual(filtered.rows.map((r) => r.nameEn || r.name));
    const none = await sheetOf(auditor, '/api/supplier-reviews/export?name=nobody-by-this-name', 'en');
    expect(none.body).toEqual([]);
  });
});

describe('blacklist export', () => {
  it('has the blacklist rows under the filters, sources in words', async () => {
    const shown = await list(buyer, '/api/blacklist?pageSize=100');
    expect(shown.total).toBeGreaterThan(0);
    const en = await sheetOf(buyer, '/api/blacklist/export', 'en');
    expect(en.header.slice(0, 4)).toEqual(['Supplier code', 'Company name', 'Tax ID', 'Source']);
    // An English sheet names the supplier in English where it has an English name (D-671).
    expect(en.body.map((r) => r[1])).toEqual(shown.rows.map((r) => r.nameEn || r.name));
    expect(en.body.every((r) => !/_/.test(r[3] ?? '') && !/_/.test(r[4] ?? ''))).toBe(true);
    const active = await list(buyer, '/api/blacklist?status=active&pageSize=100');
    const zh = await sheetOf(buyer, '/api/blacklist/export?status=active', 'zh');
    expect(zh.header[0]).toBe('供应商编码');
    expect(zh.body.map((r) => r[1])).toEqual(active.rows.map((r) => r.name));
    expect(new Set(zh.body.map((r) => r[4]))).toEqual(active.total ? new Set(['生效中']) : new Set());
  });

  it('bad filters are a 400 with the field, never a 500', async () => {
    const res = await t.call('GET', '/api/blacklist/export?source=nonsense', { token: buyer });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('source');
  });
});

describe('export permissions', () => {
  it('needs the list permission: supplier users and other staff get 403', async () => {
    for (const url of ['/api/supplier-reviews/export', '/api/blacklist/export']) {
      expect((await t.call('GET', url, { token: supplier })).statusCode, url).toBe(403);
      expect((await t.call('GET', url, { token: logistics })).statusCode, url).toBe(403);
      expect((await t.call('GET', url)).statusCode, url).toBe(401);
    }
  });
});
