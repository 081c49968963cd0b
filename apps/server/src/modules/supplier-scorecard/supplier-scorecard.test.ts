/**
 * Supplier performance scorecard (issue 31): the demo year of scores, criteria settings and their
 * refusals (every wrong field at once, in the user's language), a month computed from seeded
 * transactions with the late line as evidence, the job's idempotence and its one notice, who sees
 * what (another supplier's scorecard 404, the ranking 403), the ranking with its export, and the
 * scores beside bidders.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CRITERIA } from '@aerosupply/shared/supplier-scorecard/defaults';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { runScorecardJob, SCORECARD_QUEUE, tickScorecardScheduler } from './service';

let t: TestApp;
let buyer: string;
let supA: string;
let supB: string;
let a: number;
let b: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const fields = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);
const companyOf = async (account: string) => (await t.deps.db.selectFrom('users').select('company_id').where('account', '=', account).executeTakeFirstOrThrow()).company_id;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, supA, supB] = await Promise.all([t.login('20000001'), t.login('supa_admin'), t.login('supb_admin')]);
  [a, b] = await Promise.all([companyOf('supa_admin'), companyOf('supb_admin')]);
});
afterAll(async () => {
  await t?.close();
});

describe('demo: a year of scores computed from the seeded orders', () => {
  it('every official demo supplier has twelve closed months that differ, and this month to date', async () => {
    const cards = await Promise.all([a, b].map(async (id) => data(await t.call('GET', `/api/supplier-scorecard/suppliers/${id}?months=13`, { token: buyer }))));
    for (const card of cards) {
      expect(card.months).toHaveLength(13);
      expect(card.months.slice(0, 12).every((m: { closed: boolean }) => m.closed)).toBe(true);
      expect(new Set(card.months.map((m: { total: number }) => m.total)).size).toBeGreaterThan(3);
      expect(card.quarters.length).toBeGreaterThanOrEqual(4);
    }
    expect(cards[0].months.map((m: { total: number }) => m.total)).not.toEqual(cards[1].months.map((m: { total: number }) => m.total));
  });
});

describe('criteria settings', () => {
  it('answers the default criteria (weights add up to 100) and the formula catalogue', async () => {
    const s = data(await t.call('GET', '/api/supplier-scorecard/settings', { token: buyer }));
    expect(s.criteria.map((c: { formula: string }) => c.formula)).toEqual(DEFAULT_CRITERIA.map((c) => c.formula));
    expect(s.criteria.reduce((n: number, c: { weight: number }) => n + c.weight, 0)).toBe(100);
    expect(s.formulas.length).toBeGreaterThanOrEqual(s.criteria.length);
  });

  it('refuses weights that do not add up, an unknown formula and thresholds out of order, each on its field, in zh too', async () => {
    const body = {
      criteria: [
        { formula: 'delivery.on_time_confirmed', weight: 60, thresholds: { a: 90, b: 75, c: 60 } },
        { formula: 'delivery.teleport', weight: 20, thresholds: { a: 90, b: 75, c: 60 } },
        { formula: 'service.rfx_answered', weight: 10, thresholds: { a: 60, b: 75, c: 90 } },
      ],
      totalThresholds: { a: 90, b: 75, c: 60 },
    };
    const res = await t.call('PUT', '/api/supplier-scorecard/settings', { token: buyer, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(fields(res)).toEqual(['criteria.1.formula:scorecard.unknown_formula', 'criteria.2.thresholds:scorecard.thresholds_order', 'criteria:scorecard.weights_sum']);
    const zh = await t.call('PUT', '/api/supplier-scorecard/settings', { token: buyer, body, headers: { 'accept-language': 'zh-CN' } });
    expect((zh.json() as { msg: string }).msg).toContain('未知的评分公式');
    // a bad threshold type is the schema's field error
    const typed = await t.call('PUT', '/api/supplier-scorecard/settings', { token: buyer, body: { ...body, totalThresholds: { a: 'high', b: 75, c: 60 } } });
    expect(typed.statusCode).toBe(400);
    expect(fields(typed)).toContain('totalThresholds.a:validation.invalid_type');
  });

  it('saves a valid set as a new version; a supplier may not', async () => {
    const before = data(await t.call('GET', '/api/supplier-scorecard/settings', { token: buyer }));
    const body = { criteria: DEFAULT_CRITERIA.map((c) => ({ formula: c.formula, weight: c.weight, thresholds: c.thresholds, param: c.param })), totalThresholds: { a: 90, b: 75, c: 60 } };
    const res = await t.call('PUT', '/api/supplier-scorecard/settings', { token: buyer, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).version).toBe(before.version + 1);
    expect(data(res).updatedByName).toBeTruthy();
    expect((await t.call('PUT', '/api/supplier-scorecard/settings', { token: supA, body })).statusCode).toBe(403);
  });
});

/** Supplier B's order of March 2024 (before the demo year): line 10 late by five days, line 20 on time. */
async function seedMarchOrder(): Promise<void> {
  const db = t.deps.db;
  const { id } = await db
    .insertInto('purchase_orders')
    .values({
      order_no: 'SC-2403-1', version: 1, company_id: b, source: 'manual', content_hash: 'sc-2403-1', purchase_dept: 'Test', order_type: 'standard', order_date: '2024-03-01',
      buyer_user_id: null, buyer_name: 'Test', salesman: null, tel: null, email: null, currency: 'CNY', payment_terms: null, incoterms: null, delivery_address: null, invoice_address: null,
      remark: null, vat_company: null, vat_tax_id: null, vat_address: null, vat_tel: null, vat_bank: null, vat_account: null, net_amount: 20, vat_amount: 0, fee: 0, total_amount: 20,
      item_count: 2, status: 'completed', status_before_request: null, supplier_note: null, acknowledgement_no: 'ACK', acknowledged_at: new Date('2024-03-02T01:00:00Z'),
      released_at: new Date('2024-03-01T01:00:00Z'), created_at: new Date('2024-03-01T01:00:00Z'), updated_at: new Date('2024-03-20T01:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = (item_no: number, due: string) => ({
    order_id: id, item_no, part_number: `P${item_no}`, description: null, quantity: 1, unit: 'EA', unit_price: 10, vat_rate: 0, net_amount: 10, vat_amount: 0, total: 10,
    status: 'received' as const, status_before_request: null, original_ship_date: due, requested_ship_date: due, confirmed_ship_date: due, reason: null,
  });
  await db.insertInto('purchase_order_items').values([item(10, '2024-03-10'), item(20, '2024-03-12')]).execute();
  const receipt = (item_no: number, day: string) => ({
    order_id: id, item_no, shipment_id: null, shipment_number: `SN-${item_no}`, quantity: 1, received_on: day, received_at: new Date(`${day}T01:00:00Z`), recorded_at: new Date(`${day}T01:00:00Z`), recorded_by: null, recorded_by_name: 'test',
  });
  await db.insertInto('purchase_order_receipts').values([receipt(10, '2024-03-15'), receipt(20, '2024-03-12')]).execute();
}

describe('a month computed from the records', () => {
  beforeAll(seedMarchOrder);

  it('computes on demand; the late line is the evidence', async () => {
    const res = await t.call('POST', '/api/supplier-scorecard/compute', { token: buyer, body: { month: '2024-03' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ month: '2024-03', quarter: '2024-Q1', suppliers: 1 });
    const ev = data(await t.call('GET', `/api/supplier-scorecard/suppliers/${b}/evidence?period=2024-03&formula=delivery.on_time_confirmed`, { token: buyer }));
    expect(ev).toMatchObject({ numerator: 1, denominator: 2, truncated: false });
    expect(ev.rows).toEqual([
      { ref: 'SC-2403-1/10', date: '2024-03-15', due: '2024-03-10', figure: 5, against: true },
      { ref: 'SC-2403-1/20', date: '2024-03-12', due: '2024-03-12', figure: 0, against: false },
    ]);
    const days = data(await t.call('GET', `/api/supplier-scorecard/suppliers/${b}/evidence?period=2024-03&formula=delivery.days_late`, { token: buyer }));
    expect(days).toMatchObject({ numerator: 5, denominator: 2 });
    // the same evidence for the supplier itself
    expect((await t.call('GET', `/api/supplier-scorecard/suppliers/${b}/evidence?period=2024-03&formula=delivery.on_time_confirmed`, { token: supB })).statusCode).toBe(200);
  });

  it('two computations of the same month at once both succeed and leave one set of scores', async () => {
    const both = await Promise.all([1, 2].map(() => t.call('POST', '/api/supplier-scorecard/compute', { token: buyer, body: { month: '2024-03' } })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.deps.db.selectFrom('supplier_scores').select('company_id').where('period_kind', '=', 'month').where('period', '=', '2024-03').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a month not yet begun and a malformed one', async () => {
    const future = await t.call('POST', '/api/supplier-scorecard/compute', { token: buyer, body: { month: '2099-01' } });
    expect(future.statusCode).toBe(400);
    expect(fields(future)).toEqual(['month:scorecard.future_month']);
    const bad = await t.call('POST', '/api/supplier-scorecard/compute', { token: buyer, body: { month: '2024-13' } });
    expect(fields(bad)).toEqual(['month:scorecard.invalid_month']);
  });

  it('the job is idempotent: the same scores, the period closed once, one notice per administrator', async () => {
    const rows = () => t.deps.db.selectFrom('supplier_scores').select(['company_id', 'total', 'grade']).where('period', '=', '2024-03').orderBy('company_id').execute();
    const notices = () => t.deps.db.selectFrom('notifications').select('id').where('template_key', '=', 'scorecard.period_closed').where('link', '=', '/sup/scorecard').execute();
    const before = await rows();
    const sent = (await notices()).length;
    await runScorecardJob(t.deps, { month: '2024-03', close: true });
    const once = await rows();
    const afterOnce = (await notices()).length;
    await runScorecardJob(t.deps, { month: '2024-03', close: true });
    expect(await rows()).toEqual(once);
    expect(once).toEqual(before);
    expect(afterOnce).toBeGreaterThan(sent);
    expect((await notices()).length).toBe(afterOnce);
    const en = await t.deps.db.selectFrom('notifications').select('params').where('template_key', '=', 'scorecard.period_closed').executeTakeFirstOrThrow();
    expect(en.params).toMatchObject({ period: '2024-03', grade: expect.stringMatching(/^[A-D]$/) });
    const card = data(await t.call('GET', `/api/sup/scorecard?months=36`, { token: supB }));
    expect(card.months.find((m: { period: string }) => m.period === '2024-03')).toMatchObject({ closed: true });
  });
});

describe('who sees what', () => {
  it('a supplier reads its own scorecard, not another’s (404), not the ranking (403)', async () => {
    const own = await t.call('GET', '/api/sup/scorecard', { token: supA });
    expect(own.statusCode, own.body).toBe(200);
    expect(data(own).companyId).toBe(a);
    expect((await t.call('GET', `/api/supplier-scorecard/suppliers/${a}`, { token: supA })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/supplier-scorecard/suppliers/${b}`, { token: supA })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/supplier-scorecard/suppliers/${b}/evidence?period=2024-03&formula=delivery.days_late`, { token: supA })).statusCode).toBe(404);
    const month = data(own).latest.period;
    expect((await t.call('GET', `/api/supplier-scorecard/ranking?period=${month}`, { token: supA })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/supplier-scorecard/bidders?companyIds=${a},${b}`, { token: supA })).statusCode).toBe(403);
  });

  it('staff see the scorecard tab on the supplier 360', async () => {
    const detail = data(await t.call('GET', `/api/suppliers/${a}`, { token: buyer }));
    expect(detail.sections).toContain('scorecard');
  });
});

describe('ranking and bidders', () => {
  it('ranks the month by total, filters by purchasing org and exports to Excel', async () => {
    const month = data(await t.call('GET', `/api/supplier-scorecard/suppliers/${a}`, { token: buyer })).months.at(-2).period;
    const res = await t.call('GET', `/api/supplier-scorecard/ranking?period=${month}&pageSize=100`, { token: buyer });
    expect(res.statusCode, res.body).toBe(200);
    const rows = data(res).rows as { rank: number; total: number; companyId: number; purchaseOrg: string | null }[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((r) => r.total)).toEqual([...rows.map((r) => r.total)].sort((x, y) => y - x));
    expect(rows[0]!.rank).toBe(1);
    const org = rows.find((r) => r.purchaseOrg)?.purchaseOrg;
    if (org) {
      const filtered = data(await t.call('GET', `/api/supplier-scorecard/ranking?period=${month}&purchaseOrg=${org}`, { token: buyer })).rows as { purchaseOrg: string }[];
      expect(filtered.every((r) => r.purchaseOrg === org)).toBe(true);
    }
    // by the category of the suppliers' master data (level I or II)
    const inCategory = (await t.deps.db.selectFrom('supplier_master_data').select('company_id').where(sql<boolean>`categories @> '[{"level2": "A2001"}]'::jsonb`).execute()).map((r) => r.company_id);
    const byCategory = data(await t.call('GET', `/api/supplier-scorecard/ranking?period=${month}&category=A2001`, { token: buyer })).rows as { companyId: number }[];
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((r) => inCategory.includes(r.companyId))).toBe(true);
    expect(byCategory.length).toBeLessThan(rows.length);
    const quarter = await t.call('GET', `/api/supplier-scorecard/ranking?periodKind=quarter&period=${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5)) - 1) / 3) + 1}`, { token: buyer });
    expect(data(quarter).rows.length).toBeGreaterThanOrEqual(2);
    const xlsx = await t.call('GET', `/api/supplier-scorecard/ranking/export?period=${month}`, { token: buyer });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await t.call('GET', '/api/supplier-scorecard/ranking?period=2024-3', { token: buyer })).statusCode).toBe(400);
  });

  it('answers the newest month score of each bidder', async () => {
    const res = await t.call('GET', `/api/supplier-scorecard/bidders?companyIds=${a},${b},999999`, { token: buyer });
    expect(res.statusCode, res.body).toBe(200);
    const rows = data(res) as { companyId: number; total: number | null }[];
    expect(rows.map((r) => r.companyId)).toEqual([a, b, 999999]);
    expect(rows[0]!.total).toEqual(expect.any(Number));
    expect(rows[2]!.total).toBeNull();
  });
});

describe('the scheduler', () => {
  it('enqueues the month before (to close) once a day from 03:00 company time', async () => {
    const real = t.deps.now;
    try {
      t.deps.now = () => new Date('2031-05-01T18:30:00Z'); // 02:30 on 2 May in Shanghai
      expect(await tickScorecardScheduler(t.deps)).toBe(false);
      t.deps.now = () => new Date('2031-05-01T19:05:00Z'); // 03:05
      expect(await tickScorecardScheduler(t.deps)).toBe(true);
      t.deps.now = () => new Date('2031-05-02T09:00:00Z');
      expect(await tickScorecardScheduler(t.deps)).toBe(false);
      const jobs = await t.deps.db.selectFrom('jobs').select('payload').where('queue', '=', SCORECARD_QUEUE).execute();
      expect(jobs.map((j) => j.payload)).toEqual([{ month: '2031-04', close: true }]);
    } finally {
      t.deps.now = real;
    }
  });
});
