/**
 * Issue 26 item 11: either side exports its current order search to Excel, with the list's filters,
 * its labels in the reader's language, and only its own company's orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { exportedSheet } from '../../../test/export-sheet';

let t: TestApp;
let buyer: string;
let supA: string;
let supB: string;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, supA, supB] = [await t.login('20000001'), await t.login('supa_admin'), await t.login('supb_admin')];
});
afterAll(() => t?.close());

describe('order list export (issue 26 item 11)', () => {
  it('exports the buyer’s filtered search with statuses, types and on-time in the reader’s language', async () => {
    const en = await exportedSheet(t, buyer, '/api/orders/export?orderNo=4500010003', 'en');
    expect(en.header.slice(0, 8)).toEqual(['Order no.', 'Version', 'Supplier', 'Vendor code', 'Type', 'Order date', 'Released', 'Status']);
    expect(en.body).toHaveLength(1);
    const row = Object.fromEntries(en.header.map((h, i) => [h, en.body[0]![i]]));
    expect(row).toMatchObject({ 'Order no.': '4500010003', Status: 'Acknowledged', Currency: 'CNY', 'Acknowledgement overdue': 'No' });
    expect(row['On time (confirmed date)']).toMatch(/^(On time|Late|Not yet due|Not measured)/);
    const zh = await exportedSheet(t, buyer, '/api/orders/export?orderNo=4500010003', 'zh');
    expect(zh.header[0]).toBe('订单号');
    expect(zh.body[0]).toContain('已确认');
    // The status filter applies: no acknowledged order among the new ones.
    const news = await exportedSheet(t, buyer, '/api/orders/export?status=new', 'en');
    expect(news.body.length).toBeGreaterThan(0);
    expect(news.body.every((r) => r[7] === 'New')).toBe(true);
  });

  it('exports only the supplier’s own orders; another supplier’s search for them is empty; bad filters are 400', async () => {
    const own = await exportedSheet(t, supA, '/api/sup/orders/export', 'en');
    expect(own.body.map((r) => r[0])).toContain('4500010003');
    expect((await exportedSheet(t, supB, '/api/sup/orders/export?orderNo=4500010003', 'en')).body).toEqual([]);
    const bad = await t.call('GET', '/api/sup/orders/export?status=lost', { token: supA });
    expect(bad.statusCode).toBe(400);
    expect((await t.call('GET', '/api/orders/export', { token: supA })).statusCode).toBe(403);
  });
});
