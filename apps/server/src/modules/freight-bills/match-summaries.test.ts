/**
 * Stored match summaries (issue 17 figures, D-436..D-438): every bill write keeps the bill's waybill
 * rows and its summary (differences, amount at stake) current, a duplicate shows on both bills,
 * the re-check job catches a shipment changed later, and report E read from the summaries equals
 * the live difference computation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { billAccuracyRows } from './accuracy';
import { computeDifferences } from './differences';
import { runBillRecheck, tickBillRecheck } from './jobs';
import * as repo from './repo';
import { billInput, demoForwarderId, insertShipment } from './test-fixtures';

let t: TestApp;
let fwd: string;
let logistics: string;
let fwdCompany: number;

beforeAll(async () => {
  t = await createTestApp();
  fwdCompany = await demoForwarderId(t);
  [fwd, logistics] = await Promise.all([t.login('fwd_admin'), t.login('20000004')]);
  await insertShipment(t, fwdCompany, '999-10000011', { gross: 120, chargeable: 120 });
  await insertShipment(t, fwdCompany, '999-10000022', { gross: 100, chargeable: 110 });
  await insertShipment(t, fwdCompany, '999-10000033', { gross: 120, chargeable: 120 });
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const data = (res: { json: () => unknown }) => (res.json() as { data: Record<string, any> }).data;
const create = async (over: Parameters<typeof billInput>[0]) => {
  const res = await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceDate: '2023-03-10', ...over }) });
  expect(res.statusCode, res.body).toBe(200);
  return data(res) as { id: number; number: string };
};
const act = async (id: number, step: 'submit' | 'approve' | 'return') => {
  const res = await t.call('POST', `/api/freight-bills/${id}/${step}`, { token: step === 'submit' ? fwd : logistics, body: step === 'return' ? { reason: 'weight' } : step === 'approve' ? {} : undefined });
  expect(res.statusCode, res.body).toBe(200);
};
const summary = async (id: number) => {
  const r = await t.deps.db.selectFrom('freight_bills').select(['match_differences', 'match_amount', 'match_checked_at']).where('id', '=', id).executeTakeFirstOrThrow();
  return { differences: r.match_differences, amount: r.match_amount === null ? null : Number(r.match_amount), checked: r.match_checked_at !== null };
};
const waybillRows = async (id: number) => (await t.deps.db.selectFrom('freight_bill_waybills').select('waybill').where('bill_id', '=', id).orderBy('waybill').execute()).map((r) => r.waybill);
/** The live computation (the difference list's rows) of one bill: rows and amount at stake. */
const live = async (id: number) => {
  const { rows } = await computeDifferences(t.deps.db, { companyId: 0, companyType: 'staff' }, { forwarderId: fwdCompany, invoiceFrom: '2023-01-01', invoiceTo: '2023-12-31', sort: 'amount', order: 'desc' }, false);
  const mine = rows.filter((r) => r.billId === id);
  return { differences: mine.length, amount: mine.reduce((a, r) => Math.round((a + (r.amount ?? 0)) * 100) / 100, 0), kinds: mine.map((r) => r.kind).sort() };
};

describe('stored match summaries (D-437)', () => {
  it('an import of bills drops the stored summary of the bills already charging their waybills, in one statement (D-437)', async () => {
    const stored = await create({ invoiceNo: 'MS-IMP-1', waybillNos: ['999-10000022'] });
    const other = await create({ invoiceNo: 'MS-IMP-2', waybillNos: ['999-10000011'] });
    expect((await summary(stored.id)).checked).toBe(true);
    expect((await summary(other.id)).checked).toBe(true);
    const template = await t.deps.db.selectFrom('freight_bills').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    const { id: _id, match_differences: _d, match_amount: _a, match_strict: _s, match_checked_at: _c, match_dirty_at: _m, ...values } = template;
    const [imported] = await t.deps.db.transaction().execute((trx) => repo.insertBills(trx, [{ ...values, number: 'MS-IMP-NEW', invoice_no: 'MS-IMP-3', source: 'import' }]));
    expect(await waybillRows(imported!)).toEqual(['999-10000022']);
    expect((await summary(stored.id)).checked).toBe(false);
    expect((await summary(imported!)).checked).toBe(false);
    expect((await summary(other.id)).checked).toBe(true);
  });

  it('keeps the waybill rows and refreshes the summary after an edit', async () => {
    // 120 kg against a 120 kg shipment: nothing differs but, when a card is in force, the rate.
    const b = await create({ invoiceNo: 'MS-1', waybillNos: ['999-10000011'] });
    expect(await waybillRows(b.id)).toEqual(['999-10000011']);
    const was = await live(b.id);
    expect(await summary(b.id)).toEqual({ differences: was.differences, amount: was.amount, checked: true });
    // Edited to two waybills, one naming no shipment: the unmatched waybill is a difference too.
    const res = await t.call('PUT', `/api/freight-bills/${b.id}`, { token: fwd, body: billInput({ invoiceNo: 'MS-1', invoiceDate: '2023-03-10', waybillNos: ['999-10000011', '999-19999999'] }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await waybillRows(b.id)).toEqual(['999-10000011', '999-19999999']);
    const now = await live(b.id);
    expect(now.kinds).toContain('unmatched');
    expect(now.differences).toBe(was.differences + 1);
    expect(await summary(b.id)).toEqual({ differences: now.differences, amount: now.amount, checked: true });
  });

  it('shows a duplicate on the other bill’s stored summary too, and drops it when that bill is returned', async () => {
    const first = await create({ invoiceNo: 'MS-2', waybillNos: ['999-10000033'] });
    await act(first.id, 'submit');
    const alone = await live(first.id);
    expect(alone.kinds).not.toContain('duplicate');
    expect(await summary(first.id)).toEqual({ differences: alone.differences, amount: alone.amount, checked: true });
    const second = await create({ invoiceNo: 'MS-3', waybillNos: ['999-10000033'] });
    await act(second.id, 'submit');
    // Each bill charges the waybill the other one charges: a duplicate (the bill's charge per waybill) on both.
    for (const id of [first.id, second.id]) {
      const now = await live(id);
      expect(now.kinds).toEqual([...alone.kinds, 'duplicate'].sort());
      expect(await summary(id)).toEqual({ differences: now.differences, amount: now.amount, checked: true });
    }
    await act(second.id, 'return');
    expect(await summary(first.id)).toEqual({ differences: alone.differences, amount: alone.amount, checked: true });
    await t.call('DELETE', `/api/freight-bills/${second.id}`, { token: fwd });
  });
});

describe('report E from the stored summaries (D-437, D-438)', () => {
  const q = () => ({ forwarderId: fwdCompany, currency: 'CNY' as const, from: '2023-01-01', to: '2023-12-31' });
  /** Report E's stake computed the old way: the whole live difference scan. */
  const liveStake = async () => {
    const { rows } = await computeDifferences(t.deps.db, { companyId: 0, companyType: 'staff' }, { forwarderId: fwdCompany, currency: 'CNY', sentForReview: true, invoiceFrom: '2023-01-01', invoiceTo: '2023-12-31', sort: 'amount', order: 'desc' }, false);
    const stake = new Map<string, { bills: Set<number>; amount: number }>();
    for (const d of rows) {
      const k = d.invoiceDate.slice(0, 7);
      const s = stake.get(k) ?? { bills: new Set<number>(), amount: 0 };
      s.bills.add(d.billId);
      s.amount = Math.round((s.amount + (d.amount ?? 0)) * 100) / 100;
      stake.set(k, s);
    }
    return [...stake].map(([month, s]) => [month, s.bills.size, s.amount]).sort();
  };
  const reportE = async () => {
    const res = data(await t.call('GET', `/api/logistics-reports/e?forwarderId=${fwdCompany}&from=2023-01-01&to=2023-12-31`, { token: logistics }));
    return (res.rows as { month: string; withDifferences: number; amountAtStake: number }[]).filter((r) => r.withDifferences > 0).map((r) => [r.month, r.withDifferences, r.amountAtStake]).sort();
  };

  it('equals the live computation, and the job re-checks an open bill whose shipment changed', async () => {
    const heavy = await create({ invoiceNo: 'MS-4', invoiceDate: '2023-04-02', netWeight: 130, feeOperation: 0, feeBilling: 2405, invoiceAmount: 2405, waybillNos: ['999-10000022'] });
    await act(heavy.id, 'submit');
    const ok = await create({ invoiceNo: 'MS-5', invoiceDate: '2023-04-20', waybillNos: ['999-10000011'] });
    await act(ok.id, 'submit');
    await act(ok.id, 'approve');
    expect(await reportE()).toEqual(await liveStake());
    expect((await reportE()).length).toBeGreaterThan(0);

    // A bill never checked (written outside the use cases) is compared on the fly and its summary stored.
    await t.deps.db.updateTable('freight_bills').set({ match_checked_at: null }).where('id', '=', ok.id).execute();
    expect(await reportE()).toEqual(await liveStake());
    expect((await summary(ok.id)).checked).toBe(true);

    // The shipment is weighed again: the open bill's stored summary is old until the job re-checks it.
    await t.deps.db.updateTable('shipments').set({ gross_weight: 130, chargeable_weight: 130 }).where('awb', '=', '999-10000022').execute();
    const before = await summary(heavy.id);
    expect(before.differences).toBeGreaterThan((await live(heavy.id)).differences);
    expect(await runBillRecheck(t.deps, 0)).toBeGreaterThan(0);
    expect(await summary(heavy.id)).toEqual({ ...(({ kinds: _, ...rest }) => rest)(await live(heavy.id)), checked: true });
    expect(await reportE()).toEqual(await liveStake());
    const direct = await billAccuracyRows(t.deps.db, q(), false, 100);
    expect(direct.truncated).toBe(false);
  });

  it('a rate card change drops the summaries of the bills it prices; the tick queues the job', async () => {
    const cards = data(await t.call('GET', `/api/freight-rate-cards?forwarderId=${fwdCompany}&origin=FRA&destination=PVG`, { token: logistics }));
    const card = cards.rows[0] as { id: number };
    expect(card).toBeDefined();
    const detail = data(await t.call('GET', `/api/freight-rate-cards/${card.id}`, { token: logistics }));
    const res = await t.call('PUT', `/api/freight-rate-cards/${card.id}`, {
      token: logistics,
      body: { forwarderId: fwdCompany, origin: detail.origin, destination: detail.destination, transportMode: detail.transportMode, currency: detail.currency, ratePerKg: 19, minCharge: detail.minCharge, effectiveFrom: detail.effectiveFrom, effectiveTo: detail.effectiveTo ?? undefined, remark: detail.remark ?? undefined },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stale = await t.deps.db.selectFrom('freight_bills').select('id').where('company_id', '=', fwdCompany).where('match_checked_at', 'is', null).where('status', '<>', 'draft').execute();
    expect(stale.length).toBeGreaterThan(0);
    expect(await tickBillRecheck(t.deps)).toBe(true);
    expect(await reportE()).toEqual(await liveStake());
  });
});
