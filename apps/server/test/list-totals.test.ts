/**
 * Issue 28 item 1 (D-721): lists with amounts answer the totals of every page of the search, per
 * currency: the same figures as adding up every row of the search, whichever page is asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Totals {
  currency: string;
  amount: number;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- list rows are read loosely
type Row = Record<string, any>;

async function page(account: string, url: string) {
  const res = await t.call('GET', url, { token: await t.login(account) });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().data as { rows: Row[]; total: number; capped?: boolean; totals?: Totals[] };
}

/** Every row of the search, page by page (pages of 100). */
async function everyRow(account: string, url: string): Promise<{ rows: Row[]; first: Awaited<ReturnType<typeof page>> }> {
  const sep = url.includes('?') ? '&' : '?';
  const first = await page(account, `${url}${sep}pageSize=100`);
  const rows = [...first.rows];
  for (let p = 2; rows.length < first.total; p++) rows.push(...(await page(account, `${url}${sep}pageSize=100&page=${p}`)).rows);
  return { rows, first };
}

/** The sums of these rows per currency, as the server rounds them. */
function sums(rows: Row[], amount: string): Totals[] {
  const by = new Map<string, number>();
  for (const r of rows) if (r[amount] !== null) by.set(r.currency ?? '', (by.get(r.currency ?? '') ?? 0) + Number(r[amount]));
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, v]) => ({ currency, amount: Math.round(v * 100) / 100 }));
}

const LISTS: [account: string, url: string, amount: string][] = [
  ['supa_admin', '/api/sup/orders', 'totalAmount'],
  ['20000001', '/api/orders', 'totalAmount'],
  ['20000001', '/api/agreements', 'totalAmount'],
  ['supa_admin', '/api/sup/agreements', 'totalAmount'],
  ['20000003', '/api/repair/bills', 'total'],
  ['20000004', '/api/freight-bills', 'totalFreight'],
];

describe('totals over every page of a search (D-721)', () => {
  it.each(LISTS)('%s %s: the totals of page 2 of 1-row pages are the sums of every row', async (account, url, amount) => {
    const all = await everyRow(account, url);
    expect(all.rows.length, 'the demo has several rows').toBeGreaterThan(1);
    const expected = sums(all.rows, amount);
    expect(expected.length).toBeGreaterThan(0);
    // The first page, holding every row or not, answers the same totals.
    expect(all.first.totals).toEqual(expected);
    // Page 2 of pages of one row: summed by the server over the whole search.
    const second = await page(account, `${url}?pageSize=1&page=2`);
    expect(second.rows).toHaveLength(1);
    expect(second.totals).toEqual(expected);
  });

  it('follows the filters, the typed searches included', async () => {
    const all = await page('20000001', '/api/orders?pageSize=100');
    const status = all.rows[0]!.status as string;
    const filtered = await everyRow('20000001', `/api/orders?status=${status}`);
    const paged = await page('20000001', `/api/orders?pageSize=1&status=${status}`);
    expect(paged.totals).toEqual(sums(filtered.rows, 'totalAmount'));
    const orderNo = (all.rows[0]!.orderNo as string).slice(0, 6);
    const searched = await everyRow('20000001', `/api/orders?orderNo=${encodeURIComponent(orderNo)}`);
    const searchedPaged = await page('20000001', `/api/orders?pageSize=1&page=1&orderNo=${encodeURIComponent(orderNo)}`);
    expect(searchedPaged.totals).toEqual(sums(searched.rows, 'totalAmount'));
    const none = await page('20000001', '/api/orders?orderNo=nothing-like-this');
    expect(none.totals).toEqual([]);
  });

  it('another company\'s amounts are never in a supplier\'s totals', async () => {
    const a = await page('supa_admin', '/api/sup/orders?pageSize=1');
    const b = await page('supb_admin', '/api/sup/orders?pageSize=100');
    const staff = await everyRow('20000001', '/api/orders');
    expect(a.totals).toEqual(sums((await everyRow('supa_admin', '/api/sup/orders')).rows, 'totalAmount'));
    expect(a.totals).not.toEqual(sums(staff.rows, 'totalAmount'));
    expect(b.totals).toEqual(sums(b.rows, 'totalAmount'));
  });
});
