/**
 * Issue 11 item 5: Excel exports of the staff lists (supplier information, finance, freeze
 * requests): the list's rows under the list's filters, headers in the reader's language, and the
 * list's permission (other staff and supplier users get 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedSheet } from '../../../test/export-sheet';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let buyer: string;
let finance: string;
let logistics: string;
let supplier: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  finance = await t.login('20000003');
  logistics = await t.login('20000004');
  supplier = await t.login('supa_admin');
});
afterAll(() => t.close());

const sheetOf = (token: string, url: string, lang: 'zh' | 'en') => exportedSheet(t, token, url, lang);

const list = async (token: string, url: string) => (t.call('GET', url, { token }).then((r) => (r.json() as { data: { rows: { vendorCode: string | null; name: string; nameEn: string | null; requestNo?: string }[]; total: number } }).data));

describe('staff list exports', () => {
  it('supplier information: the filtered list, headers in both languages', async () => {
    const filtered = await list(buyer, '/api/suppliers/info?reviewStatus=synchronized_to_sap&pageSize=100');
    expect(filtered.total).toBeGreaterThan(0);
    const en = await sheetOf(buyer, '/api/suppliers/info/export?reviewStatus=synchronized_to_sap', 'en');
    expect(en.header.slice(0, 2)).toEqual(['Vendor code', 'Company name']);
    // Names in the reader's language (D-726): the English name where there is one.
    expect(filtered.rows.some((r) => r.nameEn && r.nameEn !== r.name)).toBe(true);
    expect(en.body.map((r) => r[1]).sort()).toEqual(filtered.rows.map((r) => r.nameEn || r.name).sort());
    const all = await list(buyer, '/api/suppliers/info?pageSize=100');
    expect(all.total).toBeGreaterThan(filtered.total);
    const zh = await sheetOf(buyer, '/api/suppliers/info/export', 'zh');
    expect(zh.header.slice(0, 2)).toEqual(['供应商编码', '公司名称']);
    expect(zh.body).toHaveLength(all.total);
  });

  it('finance list and freeze requests export what their lists show', async () => {
    const pending = await list(finance, '/api/suppliers/finance?pendingFreeze=true');
    const sheet = await sheetOf(finance, '/api/suppliers/finance/export?pendingFreeze=true', 'en');
    expect(sheet.body.map((r) => r[0])).toEqual(pending.rows.map((r) => r.vendorCode));
    expect(sheet.header).toContain('Pending request');

    const requests = await list(buyer, '/api/supplier-freeze?pageSize=100');
    expect(requests.total).toBeGreaterThan(0);
    const freeze = await sheetOf(buyer, '/api/supplier-freeze/export', 'zh');
    expect(freeze.header[0]).toBe('申请编号');
    expect(freeze.body.map((r) => r[0])).toEqual(requests.rows.map((r) => r.requestNo));
    const freezeEn = await sheetOf(buyer, '/api/supplier-freeze/export', 'en');
    expect(freezeEn.body.map((r) => r[2])).toEqual(requests.rows.map((r) => r.nameEn || r.name));
    const none = await sheetOf(buyer, '/api/supplier-freeze/export?kind=unfreeze&status=withdrawn&company=nobody-by-this-name', 'en');
    expect(none.body).toEqual([]);
  });

  it('needs the list permission: other staff and supplier users get 403', async () => {
    for (const url of ['/api/suppliers/info/export', '/api/suppliers/finance/export', '/api/supplier-freeze/export']) {
      expect((await t.call('GET', url, { token: supplier })).statusCode, url).toBe(403);
      expect((await t.call('GET', url, { token: logistics })).statusCode, url).toBe(403);
      expect((await t.call('GET', url)).statusCode, url).toBe(401);
    }
    expect((await t.call('GET', '/api/suppliers/finance/export', { token: buyer })).statusCode).toBe(403);
  });
});
