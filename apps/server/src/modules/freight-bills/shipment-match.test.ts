/**
 * Matching a freight bill to the shipments it charges for (issue 17 item 4, D-367/D-368): the
 * forwarder's own shipments only, weight and chargeable weight differences with the amount at
 * stake, route, duplicates across bills, rate, and the strict reading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import ExcelJS from 'exceljs';
import { findWaybillShipmentsOfForwarders } from '../logistics';
import { computeDifferences } from './differences';
import { addSecondForwarder, billInput, demoForwarderId, insertShipment } from './test-fixtures';

let t: TestApp;
let fwd: string;
let fwd2: string;
let logistics: string;
let fwdCompany: number;
let fwd2Company: number;

beforeAll(async () => {
  t = await createTestApp();
  fwd2Company = await addSecondForwarder(t);
  fwdCompany = await demoForwarderId(t);
  [fwd, fwd2, logistics] = await Promise.all([t.login('fwd_admin'), t.login('fwd2_admin'), t.login('20000004')]);
  await insertShipment(t, fwdCompany, '999-00000011', { gross: 120, chargeable: 120 });
  await insertShipment(t, fwdCompany, '999-00000022', { gross: 100, chargeable: 110 });
  await insertShipment(t, fwd2Company, '999-00000033', { gross: 120 });
  await insertShipment(t, fwdCompany, '999-00000044', { gross: 120, from: 'LAX', lastLeg: true });
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const data = (res: { json: () => unknown }) => (res.json() as { data: Record<string, any> }).data;
const fieldsOf = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string }[] }).fields ?? []).map((f) => f.path);
const create = async (token: string, over: Parameters<typeof billInput>[0]) => {
  const res = await t.call('POST', '/api/freight-bills', { token, body: billInput(over) });
  expect(res.statusCode, res.body).toBe(200);
  return data(res);
};

describe('issue 17 item 4: a bill matched to its shipments', () => {
  it('matches the forwarder’s shipment by its AWB; the reviewer sees it with no difference but the rate', async () => {
    const b = await create(fwd, { invoiceNo: 'M-1', waybillNos: ['999-00000011'] });
    const m = (await t.call('GET', `/api/freight-bills/${b.id}`, { token: logistics })).json().data.shipmentMatch;
    expect(m).toMatchObject({ state: 'matched', unmatched: [] });
    expect(m.shipments).toEqual([
      expect.objectContaining({ waybill: '999-00000011', shipmentNumber: 'TN-T-999-00000011', grossWeight: 120, chargeableWeight: 120, originPort: 'FRA', destinationPort: 'PVG', transportType: 'air', serviceMode: 'PAID_AIR' }),
    ]);
    // Billed 2,320.00 against the card's 2,220.00: only the rate differs, 100.00 at stake.
    expect(m.differences).toEqual([{ kind: 'rate', waybill: null, billValue: '2320.00', shipmentValue: '2220.00', amount: 100 }]);
    expect(m.amountAtStake).toBe(100);
  });

  it('lists a weight difference with the amount at stake (card 18.5 per kg)', async () => {
    // 130 kg billed at the card's amount (2,405.00) for a shipment of 100 kg gross, 110 kg chargeable.
    const b = await create(fwd, { invoiceNo: 'M-2', netWeight: 130, feeOperation: 0, feeBilling: 2405, invoiceAmount: 2405, waybillNos: ['999-00000022'] });
    const m = b.shipmentMatch;
    expect(m.state).toBe('matched');
    expect(m.differences).toEqual([
      { kind: 'chargeable_weight', waybill: null, billValue: '130 kg', shipmentValue: '110 kg', amount: 370 },
      { kind: 'weight', waybill: null, billValue: '130 kg', shipmentValue: '100 kg', amount: null },
    ]);
    expect(m.amountAtStake).toBe(370);
  });

  it('tolerates half a kilo in the standard reading, nothing in the strict one', async () => {
    const b = await create(fwd, { invoiceNo: 'M-3', netWeight: 120.4, feeOperation: 0, feeBilling: 2227.4, invoiceAmount: 2227.4, waybillNos: ['999-00000011'] });
    expect(b.shipmentMatch.differences).toEqual([]);
    t.deps.config.freightMatchStrict = true;
    try {
      const strict = data(await t.call('GET', `/api/freight-bills/${b.id}`, { token: fwd })).shipmentMatch;
      expect(strict.differences.map((d: { kind: string; amount: number | null }) => [d.kind, d.amount])).toEqual([['chargeable_weight', 7.4], ['weight', null]]);
    } finally {
      t.deps.config.freightMatchStrict = false;
    }
  });

  it('never matches another forwarder’s waybill: it is not found, for either side', async () => {
    const b = await create(fwd, { invoiceNo: 'M-4', waybillNos: ['999-00000033', '999-00000011'] });
    expect(b.shipmentMatch).toMatchObject({ state: 'unmatched', unmatched: ['999-00000033'] });
    expect(b.shipmentMatch.shipments.map((s: { waybill: string }) => s.waybill)).toEqual(['999-00000011']);
    const own = await create(fwd2, { invoiceNo: 'M-4', waybillNos: ['999-00000033'] });
    expect(own.shipmentMatch).toMatchObject({ state: 'matched', unmatched: [] });
  });

  it('matches the last leg and lists a route difference with the bill’s charge for that waybill', async () => {
    const b = await create(fwd, { invoiceNo: 'M-5', waybillNos: ['999-00000044'], feeOperation: 0, invoiceAmount: 2220 });
    expect(b.shipmentMatch.state).toBe('matched');
    expect(b.shipmentMatch.differences).toEqual([{ kind: 'route', waybill: '999-00000044', billValue: 'FRA-PVG', shipmentValue: 'LAX-PVG', amount: 2220 }]);
  });

  it('detects a waybill already charged by another submitted or approved bill of the same forwarder', async () => {
    const first = await create(fwd, { invoiceNo: 'M-6', feeOperation: 0, invoiceAmount: 2220, waybillNos: ['999-00000055'] });
    const second = await create(fwd, { invoiceNo: 'M-7', feeOperation: 0, invoiceAmount: 2220, waybillNos: ['999-00000055', '999-00000066'] });
    // A draft does not count.
    expect(second.shipmentMatch.differences.filter((d: { kind: string }) => d.kind === 'duplicate')).toEqual([]);
    expect((await t.call('POST', `/api/freight-bills/${first.id}/submit`, { token: fwd })).statusCode).toBe(200);
    const m = data(await t.call('GET', `/api/freight-bills/${second.id}`, { token: logistics })).shipmentMatch;
    expect(m).toMatchObject({ state: 'unmatched', unmatched: ['999-00000055', '999-00000066'] });
    expect(m.differences).toEqual([{ kind: 'duplicate', waybill: '999-00000055', billValue: '999-00000055', shipmentValue: first.number, amount: 1110 }]);
    // Another forwarder charging the same number is not a duplicate of this one's.
    const other = await create(fwd2, { invoiceNo: 'M-8', feeOperation: 0, invoiceAmount: 2220, waybillNos: ['999-00000055'] });
    expect(other.shipmentMatch.differences).toEqual([]);
  });

  it('the demo: the submitted bill EAL-INV-26002 matches the demo shipment 784-10000025 and shows its weight difference', async () => {
    const list = data(await t.call('GET', '/api/freight-bills?invoiceNo=EAL-INV-26002', { token: logistics }));
    const m = data(await t.call('GET', `/api/freight-bills/${list.rows[0].id}`, { token: logistics })).shipmentMatch;
    expect(m.state).toBe('matched');
    expect(m.shipments.map((s: { waybill: string; grossWeight: number }) => [s.waybill, s.grossWeight])).toEqual([['784-10000025', 12.5]]);
    // 200 kg billed (3,700.00 by the card) against 12.5 kg chargeable (the card's minimum 500.00): 3,200.00 at stake.
    expect(m.differences).toEqual(expect.arrayContaining([{ kind: 'chargeable_weight', waybill: null, billValue: '200 kg', shipmentValue: '12.5 kg', amount: 3200 }]));
  });
});

describe('issue 17 item 4: the cross-bill difference list (old /logistics/npd/standingbookDifference, D-369)', () => {
  type Row = { billId: number; number: string; invoiceNo: string; forwarderId: number; kind: string; waybill: string | null; billValue: string; shipmentValue: string | null; amount: number | null };
  const list = async (token: string, qs: string) => {
    const res = await t.call('GET', `/api/freight-bills/differences?${qs}`, { token, headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    return data(res) as { rows: Row[]; total: number; summary: { kind: string; currency: string; count: number; amount: number }[]; billsScanned: number; truncated: boolean };
  };

  it('lists every difference of every bill as the bill detail shows it, biggest amount first', async () => {
    const page = await list(logistics, `forwarderId=${fwdCompany}&invoiceNo=M-&pageSize=100`);
    expect(page.truncated).toBe(false);
    expect(page.rows.map((r) => `${r.invoiceNo} ${r.kind} ${r.waybill ?? ''} ${r.amount}`)).toEqual([
      // Ties: the newest bill first, then the bill's own order (unmatched waybills, then differences).
      'M-6 unmatched 999-00000055 2220',
      'M-5 route 999-00000044 2220',
      'M-4 unmatched 999-00000033 1160',
      'M-7 unmatched 999-00000055 1110',
      'M-7 unmatched 999-00000066 1110',
      'M-7 duplicate 999-00000055 1110',
      'M-2 chargeable_weight  370',
      'M-4 rate  100',
      'M-1 rate  100',
      'M-2 weight  null',
    ]);
    expect(page.total).toBe(10);
    // The same differences as each bill's detail (the reviewer's view before approving).
    for (const billId of new Set(page.rows.map((r) => r.billId))) {
      const m = data(await t.call('GET', `/api/freight-bills/${billId}`, { token: logistics })).shipmentMatch;
      const mine = page.rows.filter((r) => r.billId === billId);
      expect(mine.filter((r) => r.kind === 'unmatched').map((r) => r.waybill).sort()).toEqual([...m.unmatched].sort());
      expect(mine.filter((r) => r.kind !== 'unmatched').map(({ kind, waybill, billValue, shipmentValue, amount }) => ({ kind, waybill, billValue, shipmentValue, amount }))).toEqual(
        expect.arrayContaining(m.differences),
      );
    }
    expect(page.summary.find((s) => s.kind === 'unmatched')).toEqual({ kind: 'unmatched', currency: 'CNY', count: 4, amount: 5600 });
  });

  it('filters by kind, amount, status and pages; refuses bad filters with field errors', async () => {
    expect((await list(logistics, `forwarderId=${fwdCompany}&kind=duplicate`)).rows.map((r) => r.invoiceNo)).toEqual(['M-7']);
    const big = await list(logistics, `forwarderId=${fwdCompany}&invoiceNo=M-&minAmount=1000&sort=number&order=asc&pageSize=2&page=2`);
    expect(big.total).toBe(6);
    expect(big.rows.map((r) => r.invoiceNo)).toEqual(['M-6', 'M-7']);
    expect((await list(logistics, `forwarderId=${fwdCompany}&invoiceNo=M-&status=submitted`)).rows.map((r) => `${r.invoiceNo} ${r.kind}`)).toEqual(['M-6 unmatched']);
    const bad = await t.call('GET', '/api/freight-bills/differences?kind=colour&minAmount=-1', { token: logistics });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['kind', 'minAmount']);
  });

  it('a forwarder sees its own bills’ differences only', async () => {
    const own = await list(fwd2, 'pageSize=100');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(new Set(own.rows.map((r) => r.forwarderId))).toEqual(new Set([fwd2Company]));
    expect((await list(fwd2, `forwarderId=${fwdCompany}`)).rows).toEqual([]);
    expect((await list(fwd, `forwarderId=${fwd2Company}`)).total).toBe(0);
    expect((await t.call('GET', '/api/freight-bills/differences', { token: await t.login('supa_admin') })).statusCode).toBe(403);
  });

  it('exports the same filtered rows to Excel in the user’s language', async () => {
    const page = await list(logistics, `forwarderId=${fwdCompany}&invoiceNo=M-&kind=unmatched`);
    const res = await t.call('GET', `/api/freight-bills/differences/export?forwarderId=${fwdCompany}&invoiceNo=M-&kind=unmatched`, { token: logistics, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(7).value).toBe('Difference');
    expect(sheet.rowCount - 1).toBe(page.total);
    expect(sheet.getRow(2).getCell(7).value).toBe('Waybill not found');
    expect(sheet.getRow(2).getCell(1).value).toBe(page.rows[0]!.number);
  });

  it('compares at most the cap of bills, the newest first, and says so', async () => {
    const capped = await computeDifferences(t.deps.db, { companyId: 1, companyType: 'staff' }, { invoiceNo: 'M-', sort: 'amount', order: 'desc' }, false, 2);
    expect(capped).toMatchObject({ billsScanned: 2, truncated: true });
  });
});

describe('the batch look-up of many (forwarder, waybill) pairs (D-436, D-439)', () => {
  it('finds each shipment once per pair, by AWB, master or house waybill, only for its forwarders', async () => {
    const id = await insertShipment(t, fwdCompany, '999-00000055', { gross: 50 });
    // the same number as AWB and master waybill, and a house waybill in lower case
    await t.deps.db.updateTable('shipments').set({ master_waybill: '999-00000055', house_waybill: 'hwb-55' }).where('id', '=', id).execute();
    const found = await findWaybillShipmentsOfForwarders(t.deps.db, [
      { companyId: fwdCompany, waybill: '999-00000055' },
      { companyId: fwdCompany, waybill: '999-00000055' },
      { companyId: fwdCompany, waybill: 'HWB-55' },
      { companyId: fwd2Company, waybill: '999-00000055' },
      { companyId: fwdCompany, waybill: 'NOT-THERE' },
    ]);
    expect(found.map((f) => [f.companyId, f.waybill, f.shipmentId, f.grossWeight])).toEqual([
      [fwdCompany, '999-00000055', id, 50],
      [fwdCompany, 'HWB-55', id, 50],
    ]);
  });
});
