/**
 * Logistics reports (issue 17 item 5, D-370; spec 001 §3 'report row' and milestones): report A,
 * its chart and export of the same rows, throughput per base and month; staff only.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { billAccuracyRows } from '../freight-bills';
import { addSecondForwarder, billInput, demoForwarderId, insertShipment } from '../freight-bills/test-fixtures';

let t: TestApp;
let staff: string;
let fwdCompany: number;
const ids: number[] = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const data = (res: { json: () => unknown }) => (res.json() as { data: Record<string, any> }).data;

beforeAll(async () => {
  t = await createTestApp();
  fwdCompany = await demoForwarderId(t);
  staff = await t.login('20000004');
  // Three shipments to base "RPT" (inbound): one delivered, one shipped, one picked up.
  const path = [['notice_created', 'domestic_notified', 'domestic_picked_up', 'shipped', 'customs_cleared', 'intl_notified', 'intl_picked_up', 'delivered'], ['notice_created', 'domestic_notified', 'domestic_picked_up', 'shipped'], ['notice_created', 'domestic_notified', 'domestic_picked_up']];
  const statuses = ['delivered', 'shipped', 'picked_up'] as const;
  for (let i = 0; i < 3; i += 1) {
    const id = await insertShipment(t, fwdCompany, `888-0000000${i}`, { gross: 10 * (i + 1), to: 'RPT', status: statuses[i]! });
    await t.deps.db.updateTable('shipments').set({ master_waybill: `RPT-MAWB-${i}` }).where('id', '=', id).execute();
    const at = new Date(Date.UTC(2026, 10, 2, 0, 0));
    await t.deps.db
      .insertInto('shipment_milestones')
      .values(path[i]!.map((m, seq) => ({ shipment_id: id, milestone: m, seq: seq + 1, at: new Date(at.getTime() + seq * 3_600_000), actor_user_id: null, actor_name: 'test', actor_side: 'staff' })))
      .execute();
    ids.push(id);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('report A: milestone status per waybill (001 §3 report row)', () => {
  it('lists the report row with the five flags, filters it, and charts the same rows per status', async () => {
    const one = data(await t.call('GET', '/api/logistics-reports/a?waybillNo=rpt-mawb-1', { token: staff }));
    expect(one.total).toBe(1);
    expect(one.rows[0]).toMatchObject({ shipmentId: ids[1], masterWaybill: 'RPT-MAWB-1', awb: '888-00000001', status: 'shipped', lastMilestone: 'shipped', pickedUp: true, dispatched: true, cleared: false, lastLegPickedUp: false, delivered: false });
    expect(one.rows[0].lastAt).toBe(new Date(Date.UTC(2026, 10, 2, 3, 0)).toISOString());

    const delivered = data(await t.call('GET', `/api/logistics-reports/a?status=delivered&forwarderId=${fwdCompany}&pageSize=100`, { token: staff }));
    expect(delivered.rows.map((r: { shipmentId: number }) => r.shipmentId)).toContain(ids[0]);
    expect(delivered.rows.every((r: { delivered: boolean; status: string }) => r.status === 'delivered')).toBe(true);

    const all = data(await t.call('GET', `/api/logistics-reports/a?forwarderId=${fwdCompany}`, { token: staff }));
    const chart = data(await t.call('GET', `/api/logistics-reports/a/chart?forwarderId=${fwdCompany}`, { token: staff }));
    expect(chart.byStatus.reduce((a: number, s: { count: number }) => a + s.count, 0)).toBe(all.total);
  });

  it('exports the same filtered rows in the user’s language', async () => {
    const res = await t.call('GET', '/api/logistics-reports/a/export?waybillNo=RPT-MAWB-0', { token: staff, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(16).value).toBe('Delivered');
    expect(sheet.getRow(2).getCell(9).value).toBe('Delivered');
    expect(sheet.getRow(2).getCell(16).value).toBe('Yes');
  });

  it('shows, filters and exports the notice’s contract number (issue 26 item 13, D-533)', async () => {
    await t.deps.db.updateTable('shipments').set({ external_contract_no: 'CT-2026-0042' }).where('id', '=', ids[2]!).execute();
    const found = data(await t.call('GET', '/api/logistics-reports/a?contractNo=ct-2026-0042', { token: staff }));
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({ shipmentId: ids[2], contractNo: 'CT-2026-0042' });
    const other = data(await t.call('GET', '/api/logistics-reports/a?waybillNo=RPT-MAWB-1', { token: staff }));
    expect(other.rows[0].contractNo).toBeNull();

    for (const [lang, header] of [['en', 'Contract number'], ['zh', '合同号']] as const) {
      const res = await t.call('GET', '/api/logistics-reports/a/export?contractNo=CT-2026-0042', { token: staff, headers: { 'accept-language': lang } });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(1).getCell(6).value).toBe(header);
      expect(sheet.getRow(2).getCell(6).value).toBe('CT-2026-0042');
    }
  });

  it('refuses bad filters with field errors and keeps forwarders and suppliers out', async () => {
    const paths = async (qs: string) => {
      const bad = await t.call('GET', `/api/logistics-reports/a?${qs}`, { token: staff, headers: { 'accept-language': 'en' } });
      expect(bad.statusCode).toBe(400);
      return (bad.json() as { fields: { path: string; message: string }[] }).fields.map((f) => `${f.path}: ${f.message}`);
    };
    expect(await paths('status=lost&pageSize=1000')).toEqual([expect.stringMatching(/^status: /), expect.stringMatching(/^pageSize: /)]);
    expect(await paths('from=2026-11-10&to=2026-11-01')).toEqual(['to: The end date cannot be before the start date']);
    for (const account of ['fwd_admin', 'supa_admin']) {
      const token = await t.login(account);
      expect((await t.call('GET', '/api/logistics-reports/a', { token })).statusCode).toBe(403);
      expect((await t.call('GET', '/api/logistics-reports/throughput', { token })).statusCode).toBe(403);
    }
  });
});

describe('throughput per base and month', () => {
  it('counts shipments, deliveries and gross weight of a base per month, and exports them', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const raw = await t.call('GET', '/api/logistics-reports/throughput?base=rpt', { token: staff });
    expect(raw.statusCode, raw.body).toBe(200);
    const res = data(raw);
    expect(res).toEqual({ rows: [{ month, base: 'RPT', shipments: 3, delivered: 1, grossKg: 60 }], capped: false });
    const xlsx = await t.call('GET', '/api/logistics-reports/throughput/export?base=RPT', { token: staff, headers: { 'accept-language': 'zh' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).values).toEqual([undefined, '月份', '基地', '运输票数', '已交付票数', '毛重（千克）']);
    expect(wb.worksheets[0]!.getRow(2).values).toEqual([undefined, month, 'RPT', 3, 1, 60]);
  });
});

describe('report D: cost per kg per forwarder and month (electronic bills, D-371)', () => {
  it('sums the approved bills of one currency per invoice month and exports them', async () => {
    const fwd = await t.login('fwd_admin');
    const make = async (invoiceNo: string, date: string, kg: number, amount: number, approve: boolean) => {
      const b = (await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo, invoiceDate: date, netWeight: kg, feeOperation: 0, feeBilling: amount, invoiceAmount: amount }) })).json().data;
      await t.call('POST', `/api/freight-bills/${b.id}/submit`, { token: fwd });
      if (approve) expect((await t.call('POST', `/api/freight-bills/${b.id}/approve`, { token: staff, body: {} })).statusCode).toBe(200);
    };
    await make('RD-1', '2025-03-03', 100, 2000, true);
    await make('RD-2', '2025-03-20', 50, 1500, true);
    await make('RD-3', '2025-03-21', 50, 9999, false);
    await make('RD-4', '2025-04-01', 10, 300, true);
    const qs = `forwarderId=${fwdCompany}&from=2025-03-01&to=2025-04-30`;
    const res = data(await t.call('GET', `/api/logistics-reports/d?${qs}`, { token: staff }));
    expect(res.rows.map((r: { month: string; bills: number; weightKg: number; totalFreight: number; costPerKg: number }) => [r.month, r.bills, r.weightKg, r.totalFreight, r.costPerKg])).toEqual([
      ['2025-04', 1, 10, 300, 30],
      ['2025-03', 2, 150, 3500, 23.33],
    ]);
    const submitted = data(await t.call('GET', `/api/logistics-reports/d?${qs}&status=submitted`, { token: staff }));
    expect(submitted.rows.map((r: { bills: number; totalFreight: number }) => [r.bills, r.totalFreight])).toEqual([[1, 9999]]);
    expect(data(await t.call('GET', `/api/logistics-reports/d?${qs}&currency=USD`, { token: staff })).rows).toEqual([]);
    const xlsx = await t.call('GET', `/api/logistics-reports/d/export?${qs}`, { token: staff, headers: { 'accept-language': 'en' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(3).values).toEqual([undefined, '2025-03', 'Shanghai Eastern Air Logistics Forwarding Co., Ltd.', 2, 150, 3500, 'CNY', 23.33]);
    expect((await t.call('GET', '/api/logistics-reports/d', { token: fwd })).statusCode).toBe(403);
  });
});

/** Shipments of a fresh forwarder with milestones `hours` after the notice (null = not reached). */
async function shipmentWithMilestones(company: number, awb: string, created: string, hours: Partial<Record<'domestic_notified' | 'domestic_picked_up' | 'shipped' | 'customs_cleared' | 'intl_notified' | 'intl_picked_up' | 'delivered', number>>, eta: string | null = null) {
  const id = await insertShipment(t, company, awb);
  const start = new Date(created);
  await t.deps.db.updateTable('shipments').set({ created_at: start, eta: eta ? new Date(eta) : null }).where('id', '=', id).execute();
  const all = [['notice_created', 0] as const, ...Object.entries(hours)];
  await t.deps.db
    .insertInto('shipment_milestones')
    .values(all.map(([m, h], seq) => ({ shipment_id: id, milestone: m, seq: seq + 1, at: new Date(start.getTime() + Number(h) * 3_600_000), actor_user_id: null, actor_name: 'test', actor_side: 'staff' })))
    .execute();
}

describe('reports B and C: cycle times and on-time rate per forwarder and month (D-372, D-373)', () => {
  let second: number;
  beforeAll(async () => {
    second = await addSecondForwarder(t);
    // June 2025 (China time): S1 through clearance, S2 domestic (no clearance), S3 only picked up; July: S4.
    await shipmentWithMilestones(second, '777-00000001', '2025-06-10T00:00:00Z', { domestic_notified: 1, domestic_picked_up: 2, shipped: 6, customs_cleared: 10, intl_notified: 12, intl_picked_up: 15, delivered: 20 }, '2025-06-11T00:00:00Z');
    await shipmentWithMilestones(second, '777-00000002', '2025-06-10T00:00:00Z', { domestic_notified: 1, domestic_picked_up: 4, shipped: 12, delivered: 30 }, '2025-06-10T10:00:00Z');
    await shipmentWithMilestones(second, '777-00000003', '2025-06-10T00:00:00Z', { domestic_picked_up: 6 });
    await shipmentWithMilestones(second, '777-00000004', '2025-07-05T00:00:00Z', { domestic_picked_up: 1, delivered: 48 });
  });

  it('B: counts, averages and medians in hours per leg, filtered by dates and direction, exported', async () => {
    const res = data(await t.call('GET', `/api/logistics-reports/b?forwarderId=${second}`, { token: staff }));
    expect(res.capped).toBe(false);
    expect(res.rows.map((r: { month: string }) => r.month)).toEqual(['2025-07', '2025-06']);
    expect(res.rows[1]).toMatchObject({
      forwarderId: second,
      forwarderNameEn: 'Sino Cargo Link',
      shipments: 3,
      // D-534: response = notified → picked up (S1 1 h, S2 3 h; S3 was never notified), last-leg pick-up = intl notified → intl picked up (S1 3 h)
      response: { count: 2, avgHours: 2, medianHours: 2 },
      pickUp: { count: 3, avgHours: 4, medianHours: 4 },
      dispatch: { count: 2, avgHours: 6, medianHours: 6 },
      clearance: { count: 1, avgHours: 4, medianHours: 4 },
      lastLegPickUp: { count: 1, avgHours: 3, medianHours: 3 },
      delivery: { count: 2, avgHours: 14, medianHours: 14 },
      total: { count: 2, avgHours: 25, medianHours: 25 },
    });
    expect(res.rows[0]).toMatchObject({ shipments: 1, pickUp: { count: 1, avgHours: 1 }, clearance: { count: 0, avgHours: null, medianHours: null }, lastLegPickUp: { count: 0, avgHours: null }, response: { count: 0, avgHours: null }, delivery: { count: 0, avgHours: null }, total: { count: 1, avgHours: 48 } });
    const june = data(await t.call('GET', `/api/logistics-reports/b?forwarderId=${second}&from=2025-06-01&to=2025-06-30`, { token: staff }));
    expect(june.rows.map((r: { month: string }) => r.month)).toEqual(['2025-06']);
    expect(data(await t.call('GET', `/api/logistics-reports/b?forwarderId=${second}&direction=dom_out`, { token: staff })).rows).toEqual([]);
    const xlsx = await t.call('GET', `/api/logistics-reports/b/export?forwarderId=${second}&from=2025-06-01&to=2025-06-30`, { token: staff, headers: { 'accept-language': 'en' } });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(2);
    expect(wb.worksheets[0]!.getRow(1).getCell(5).value).toBe('Response: average (h)');
    expect(wb.worksheets[0]!.getRow(1).getCell(8).value).toBe('Pick-up: average (h)');
    expect(wb.worksheets[0]!.getRow(1).getCell(17).value).toBe('Last-leg pick-up: average (h)');
    expect(wb.worksheets[0]!.getRow(2).values).toEqual([undefined, '2025-06', 'Sino Cargo Link', 3, 2, 2, 2, 3, 4, 4, 2, 6, 6, 1, 4, 4, 1, 3, 3, 2, 14, 14, 2, 25, 25]);
  });

  it('C: delivered on or before the ETA day (China time) per delivery month, exported', async () => {
    const res = data(await t.call('GET', `/api/logistics-reports/c?forwarderId=${second}`, { token: staff }));
    expect(res.rows.map((r: Record<string, unknown>) => [r.month, r.delivered, r.withEta, r.onTime, r.late, r.onTimeRate])).toEqual([
      ['2025-07', 1, 0, 0, 0, null],
      ['2025-06', 2, 2, 1, 1, 50],
    ]);
    const july = data(await t.call('GET', `/api/logistics-reports/c?forwarderId=${second}&from=2025-07-01`, { token: staff }));
    expect(july.rows.map((r: { month: string }) => r.month)).toEqual(['2025-07']);
    const xlsx = await t.call('GET', `/api/logistics-reports/c/export?forwarderId=${second}&to=2025-06-30`, { token: staff, headers: { 'accept-language': 'zh' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(2).values).toEqual([undefined, '2025-06', '中货联运', 2, 2, 1, 1, 50]);
  });
});

describe('report E: bill accuracy per forwarder and month (D-374)', () => {
  it('counts bills sent for review, those returned once, and the amount at stake of the difference list', async () => {
    const fwd = await t.login('fwd_admin');
    await insertShipment(t, fwdCompany, '999-00000011');
    await insertShipment(t, fwdCompany, '999-00000044');
    const make = async (invoiceNo: string, date: string, waybill: string, steps: string[]) => {
      const b = (await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo, invoiceDate: date, waybillNos: [waybill] }) })).json().data;
      for (const step of steps) {
        const token = step === 'submit' ? fwd : staff;
        const res = await t.call('POST', `/api/freight-bills/${b.id}/${step}`, { token, body: step === 'return' ? { reason: 'weight' } : step === 'approve' ? {} : undefined });
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    await make('RE-1', '2024-01-05', '999-00000011', ['submit', 'approve']);
    await make('RE-2', '2024-01-10', '999-00000022', ['submit', 'return', 'submit', 'approve']);
    await make('RE-3', '2024-01-20', '999-00000033', []);
    await make('RE-4', '2024-02-01', '999-00000044', ['submit']);
    const qs = `forwarderId=${fwdCompany}&from=2024-01-01&to=2024-02-29`;
    const res = data(await t.call('GET', `/api/logistics-reports/e?${qs}`, { token: staff }));
    expect(res.truncated).toBe(false);
    expect(res.rows.map((r: Record<string, unknown>) => [r.month, r.bills, r.returned, r.returnedShare, r.withDifferences, r.amountAtStake, r.totalFreight])).toEqual([
      ['2024-02', 1, 0, 0, 0, 0, 2320],
      ['2024-01', 2, 1, 50, 1, 2320, 4640],
    ]);
    expect(data(await t.call('GET', `/api/logistics-reports/e?${qs}&currency=USD`, { token: staff })).rows).toEqual([]);
    const xlsx = await t.call('GET', `/api/logistics-reports/e/export?${qs}`, { token: staff, headers: { 'accept-language': 'en' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(3).values).toEqual([undefined, '2024-01', 'Shanghai Eastern Air Logistics Forwarding Co., Ltd.', 2, 1, 50, 1, 2320, 4640, 'CNY']);
  });

  it('scans only the bills it counts: no drafts, one currency, the invoice dates (D-430)', async () => {
    const fwd = await t.login('fwd_admin');
    const usd = (await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'RE-USD', invoiceDate: '2024-01-25', currency: 'USD', waybillNos: ['999-00000055'] }) })).json().data;
    expect((await t.call('POST', `/api/freight-bills/${usd.id}/submit`, { token: fwd })).statusCode).toBe(200);
    const q = { forwarderId: fwdCompany, currency: 'CNY' as const, from: '2024-01-01', to: '2024-02-29' };
    // Five bills in the dates: RE-1, RE-2, RE-4 (CNY, sent), RE-3 (draft), RE-USD. A cap of 3 holds the three counted.
    const narrowed = await billAccuracyRows(t.deps.db, q, false, 100, 3);
    expect({ scanned: narrowed.billsScanned, truncated: narrowed.truncated }).toEqual({ scanned: 3, truncated: false });
    expect(narrowed.rows.map((r) => [r.month, r.bills, r.withDifferences, r.amountAtStake])).toEqual([['2024-02', 1, 0, 0], ['2024-01', 2, 1, 2320]]);
    expect((await billAccuracyRows(t.deps.db, { ...q, from: '2024-02-01' }, false, 100, 3)).billsScanned).toBe(1);
    const dollars = data(await t.call('GET', `/api/logistics-reports/e?forwarderId=${fwdCompany}&currency=USD&from=2024-01-01&to=2024-02-29`, { token: staff }));
    expect(dollars.rows.map((r: Record<string, unknown>) => [r.month, r.bills, r.withDifferences, r.currency])).toEqual([['2024-01', 1, 1, 'USD']]);
  });

  it('B, C and E refuse bad dates with field errors and keep forwarders and suppliers out', async () => {
    for (const r of ['b', 'c', 'e']) {
      const bad = await t.call('GET', `/api/logistics-reports/${r}?from=2026-11-10&to=2026-11-01`, { token: staff, headers: { 'accept-language': 'en' } });
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { fields: { path: string; message: string }[] }).fields).toEqual([{ path: 'to', message: 'The end date cannot be before the start date' }].map((f) => expect.objectContaining(f)));
      expect((await t.call('GET', `/api/logistics-reports/${r}?from=2026-13-01`, { token: staff })).statusCode).toBe(400);
    }
    for (const account of ['fwd_admin', 'supa_admin']) {
      const token = await t.login(account);
      for (const r of ['b', 'c', 'e', 'b/export', 'c/export', 'e/export']) expect((await t.call('GET', `/api/logistics-reports/${r}`, { token })).statusCode).toBe(403);
    }
  });
});
