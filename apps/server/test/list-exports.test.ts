/**
 * Issue 29 item 4 (D-527): the lists people take away export their current search to Excel: the
 * rows of the export are the rows the list answers for the same filter and the same reader (so the
 * company scope is the list's: another company's records are absent), the header in the reader's
 * language (zh and en), statuses translated; a side without the permission gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecondForwarder } from '../src/modules/freight-bills/test-fixtures';
import { exportedSheet } from './export-sheet';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await addSecondForwarder(t);
  for (const account of ['admin', '20000001', '20000004', 'supa_admin', 'supb_admin', 'fwd_admin', 'fwd2_admin']) tokens[account] = await t.login(account);
});
afterAll(() => t?.close());

interface Case {
  name: string;
  list: string;
  /** The list answer's number field and the export's column (0-based) holding it. */
  key: string;
  column: number;
  header: { en: string[]; zh: string[] };
  /** Readers: the first must see rows; each export must equal its own list; `others` are another company's readers. */
  reader: string;
  other?: string;
  filter: (row: Record<string, unknown>) => string;
  keyset?: boolean;
}

const CASES: Case[] = [
  { name: 'agreements (staff)', list: '/api/agreements', key: 'agreementNo', column: 0, reader: 'admin', header: { en: ['Agreement no.', 'Version', 'Title'], zh: ['协议编号', '版本', '标题'] }, filter: (r) => `status=${r.status}` },
  { name: 'agreements (supplier)', list: '/api/sup/agreements', key: 'agreementNo', column: 0, reader: 'supa_admin', other: 'supb_admin', header: { en: ['Agreement no.', 'Version', 'Title'], zh: ['协议编号', '版本', '标题'] }, filter: (r) => `status=${r.status}` },
  { name: 'repair orders (staff)', list: '/api/repair/orders', key: 'orderNo', column: 0, reader: 'admin', header: { en: ['Repair order no.', 'Kind', 'Repair shop'], zh: ['维修订单号', '类型', '维修厂'] }, filter: (r) => `status=${r.status}` },
  { name: 'repair orders (shop)', list: '/api/sup/repair/orders', key: 'orderNo', column: 0, reader: 'supa_admin', other: 'supb_admin', header: { en: ['Repair order no.', 'Kind', 'Repair shop'], zh: ['维修订单号', '类型', '维修厂'] }, filter: (r) => `status=${r.status}` },
  { name: 'freight bills (forwarder)', list: '/api/freight-bills', key: 'number', column: 0, reader: 'fwd_admin', other: 'fwd2_admin', header: { en: ['Bill no.', 'Forwarder', 'Invoice no.'], zh: ['账单号', '货代', '发票号'] }, filter: (r) => `status=${r.status}` },
  { name: 'freight bills (staff)', list: '/api/freight-bills', key: 'number', column: 0, reader: '20000004', header: { en: ['Bill no.', 'Forwarder', 'Invoice no.'], zh: ['账单号', '货代', '发票号'] }, filter: (r) => `status=${r.status}` },
  { name: 'purchase requirements', list: '/api/sourcing/requirements', key: 'number', column: 0, reader: '20000001', header: { en: ['Number', 'Status', 'Material P/N'], zh: ['编号', '状态', '物料件号'] }, filter: (r) => `status=${r.status}` },
  { name: 'RFx (staff)', list: '/api/sourcing/rfx', key: 'number', column: 0, reader: '20000001', header: { en: ['Number', 'Type', 'Description'], zh: ['编号', '类型', '描述'] }, filter: (r) => `status=${r.status}` },
  // Several suppliers are invited to one RFx: its scope is the invitation, proven by the export equalling the supplier's own list.
  { name: 'RFx (invited supplier)', list: '/api/sup/rfx', key: 'number', column: 0, reader: 'supa_admin', header: { en: ['Number', 'Type', 'Description'], zh: ['编号', '类型', '描述'] }, filter: (r) => `status=${r.status}` },
  { name: 'shipments (staff)', list: '/api/logistics/shipments', key: 'number', column: 0, reader: '20000004', header: { en: ['Notice no.', 'Direction', 'Status'], zh: ['通知单号', '方向', '状态'] }, filter: (r) => `direction=${r.direction}`, keyset: true },
  { name: 'shipments (forwarder)', list: '/api/logistics/shipments', key: 'number', column: 0, reader: 'fwd_admin', other: 'fwd2_admin', header: { en: ['Notice no.', 'Direction', 'Status'], zh: ['通知单号', '方向', '状态'] }, filter: (r) => `direction=${r.direction}`, keyset: true },
];

async function listed(c: Case, reader: string, query: string): Promise<string[]> {
  const res = await t.call('GET', `${c.list}?pageSize=100${query ? `&${query}` : ''}`, { token: tokens[reader]! });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const data = res.json().data as { rows: Record<string, unknown>[]; total?: number; nextCursor?: string | null };
  if (!c.keyset) expect(data.total).toBeLessThanOrEqual(100);
  else expect(data.nextCursor ?? null).toBeNull();
  return data.rows.map((r) => String(r[c.key]));
}

describe('list exports (issue 29 item 4)', () => {
  for (const c of CASES) {
    it(`${c.name}: the list's rows for its filter and reader, headers in zh and en`, async () => {
      const first = (await t.call('GET', `${c.list}?pageSize=100`, { token: tokens[c.reader]! })).json().data.rows as Record<string, unknown>[];
      expect(first.length, `${c.name}: the demo data has rows`).toBeGreaterThan(0);
      const query = c.filter(first[0]!);
      const en = await exportedSheet(t, tokens[c.reader]!, `${c.list}/export?${query}`, 'en');
      expect(en.header.slice(0, 3)).toEqual(c.header.en);
      const expected = await listed(c, c.reader, query);
      expect(en.body.map((r) => r[c.column]).sort()).toEqual(expected.sort());
      const zh = await exportedSheet(t, tokens[c.reader]!, `${c.list}/export?${query}`, 'zh');
      expect(zh.header.slice(0, 3)).toEqual(c.header.zh);
      expect(zh.body).toHaveLength(en.body.length);
      // No raw message key anywhere in either language.
      for (const row of [...en.body, ...zh.body]) for (const cell of row) expect(cell ?? '').not.toMatch(/^[a-zA-Z]+\.[a-z_]+\.[a-z_.]+$/);
      if (c.other) {
        const own = await exportedSheet(t, tokens[c.reader]!, `${c.list}/export`, 'en');
        const theirs = new Set(await listed(c, c.other, ''));
        const mine = own.body.map((r) => r[c.column]!);
        expect(mine.sort()).toEqual((await listed(c, c.reader, '')).sort());
        expect(mine.filter((n) => theirs.has(n))).toEqual([]);
        // And the other company's export holds none of the reader's records.
        const theirExport = (await exportedSheet(t, tokens[c.other]!, `${c.list}/export`, 'en')).body.map((r) => r[c.column]);
        expect(theirExport.sort()).toEqual([...theirs].sort());
        expect(theirExport.filter((n) => mine.includes(n!))).toEqual([]);
      }
    });
  }

  it('refuses a reader without the list’s permission and a bad filter', async () => {
    expect((await t.call('GET', '/api/agreements/export', { token: tokens.supa_admin! })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/sourcing/requirements/export', { token: tokens.supa_admin! })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/freight-bills/export', { token: tokens.supa_admin! })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/repair/orders/export', { token: tokens.supa_admin! })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/logistics/shipments/export?direction=sideways', { token: tokens['20000004']! })).statusCode).toBe(400);
  });
});
