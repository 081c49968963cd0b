/** Issue 14 item 7 (spec 001 §2 'Consignment stock', §3): search, Excel download, ERP snapshot, isolation. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let basic: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;

beforeAll(async () => {
  t = await createTestApp();
  const c = data(await t.call('POST', '/api/integration/clients', { token: await t.login('admin'), body: { name: 'SAP stock' } }));
  basic = `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;
});
afterAll(async () => {
  await t?.close();
});

describe('consignment stock', () => {
  it('searches by P/N, description, storage location and quantity range (demo stock of supplier A)', async () => {
    const a = await t.login('supa_admin');
    const all = data(await t.call('GET', '/api/sup/consignment-stock', { token: a }));
    expect(all.total).toBe(5);
    const q = data(await t.call('GET', '/api/sup/consignment-stock?materialPn=qa067&storageLocation=PVG&qtyMin=1&qtyMax=100', { token: a }));
    expect(q.rows).toEqual([expect.objectContaining({ materialPn: 'QA06753', plant: '1000', storageLocation: 'PVG-C01', batch: 'B2611-01', stockQty: 36, unit: 'EA' })]);
    expect(data(await t.call('GET', `/api/sup/consignment-stock?description=${encodeURIComponent('密封')}`, { token: a })).total).toBe(2);
    expect((await t.call('GET', '/api/sup/consignment-stock?qtyMin=abc', { token: a })).statusCode).toBe(400);
  });

  it('supplier B sees none of A’s stock (list and Excel); a PO-only clerk has no access', async () => {
    const b = await t.login('supb_admin');
    expect(data(await t.call('GET', '/api/sup/consignment-stock', { token: b })).total).toBe(0);
    const file = await t.call('GET', '/api/sup/consignment-stock/export', { token: b });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(1);
    expect((await t.call('GET', '/api/sup/consignment-stock', { token: await t.login('supa_clerk') })).statusCode).toBe(403);
  });

  it('downloads the current search as Excel with headers in the reader’s language', async () => {
    const res = await t.call('GET', '/api/sup/consignment-stock/export?storageLocation=PVG-C01', { token: await t.login('supa_admin'), headers: { 'accept-language': 'zh' } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '物料号', '描述', '工厂', '库存地点', '批次', '库存数量', '单位', '数据时间']);
    expect(sheet.rowCount).toBe(3);
  });

  it('an ERP snapshot replaces the supplier’s rows in one go; bad credentials are 401', async () => {
    const snapshot = { vendorCode: '10000002', dataTime: '2026-11-24T08:00:00+08:00', rows: [{ materialPn: 'P-1', plant: '1000', storageLocation: 'PVG-C09', stockQty: 5, unit: 'EA' }] };
    expect((await t.call('PUT', '/api/integration/consignment-stock', { body: snapshot })).statusCode).toBe(401);
    const put = await t.call('PUT', '/api/integration/consignment-stock', { body: snapshot, headers: { authorization: basic } });
    expect(put.statusCode, put.body).toBe(200);
    const b = await t.login('supb_admin');
    expect(data(await t.call('GET', '/api/sup/consignment-stock', { token: b })).rows).toEqual([expect.objectContaining({ materialPn: 'P-1', stockQty: 5, dataTime: '2026-11-24T00:00:00.000Z' })]);
    await t.call('PUT', '/api/integration/consignment-stock', { body: { ...snapshot, rows: [] }, headers: { authorization: basic } });
    expect(data(await t.call('GET', '/api/sup/consignment-stock', { token: b })).total).toBe(0);
    const bad = await t.call('PUT', '/api/integration/consignment-stock', { body: { ...snapshot, rows: [{ ...snapshot.rows[0], stockQty: -1 }] }, headers: { authorization: basic } });
    expect(bad.statusCode).toBe(400);
    expect(data(await t.call('GET', '/api/sup/consignment-stock', { token: await t.login('supa_admin') })).total).toBe(5);
  });
});

describe('home counters', () => {
  it('the supplier sees its new orders, the buyer the orders with a pending request', async () => {
    const sup = data(await t.call('GET', '/api/home/summary', { token: await t.login('supa_clerk') }));
    expect(sup.tasks).toContainEqual({ key: 'newOrders', count: 2, url: 'sup/orders?status=new' });
    const staff = data(await t.call('GET', '/api/home/summary', { token: await t.login('20000001') }));
    expect(staff.tasks).toContainEqual({ key: 'pendingOrderRequests', count: 3, url: 'orders?pending=true' }); // demo 4500010004, -05, -08
  });
});

describe('posts (issue 14 item 8)', () => {
  // The PO post is order collaboration: purchase orders, and the screens built on them since
  // (agreements/contracts D-277, repair orders D-337, despatch against order lines D-304).
  it('an employee with only the PO post sees order collaboration and nothing else', async () => {
    const info = data(await t.call('GET', '/admin/sys/user/getUserInfo', { token: await t.login('supa_clerk') }));
    const urls = (menus: { url: string; childTrees: unknown[] }[]): string[] => menus.flatMap((m) => [m.url, ...urls(m.childTrees as never)]).filter(Boolean);
    expect(urls(info.menus).sort()).toEqual(['sup/agreements', 'sup/despatch', 'sup/home', 'sup/orders', 'sup/repair-bills', 'sup/repair-orders', 'sup/scorecard']);
  });
});
