/** Issue 14 item 1: orders from Excel through the import pipeline, one intake with the ERP's rules. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { multipart } from '../files/test-fixtures';

let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
});
afterAll(async () => {
  await t?.close();
});

const HEADER = ['订单号', '版本', '供应商代码', '采购部门', '订单日期', '采购员工号', '采购员', '币种', '付款条件', '贸易条款', '收货地址', '行号', '料号', '描述', '数量', '单位', '单价（不含税）', '税率（%）', '要求交货日期', '收货点代码'];
const row = (orderNo: string, itemNo: number, over: Partial<Record<'unit' | 'qty' | 'vendor', unknown>> = {}) => [
  orderNo, 1, over.vendor ?? '10000001', '航材采购部', '2026-11-20', '20000001', '王磊 Wang Lei', 'CNY', 'N60', 'DAP', '上海浦东', itemNo, `PN-${itemNo}`, '测试件', over.qty ?? 4, over.unit ?? 'EA', 125.5, 13, '2026-12-20', 'PVG1',
];

async function upload(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRows([HEADER, ...rows]);
  const body = multipart([{ name: 'file', filename: 'orders.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  return t.app.inject({ method: 'POST', url: '/api/imports/purchase-orders', headers: { authorization: `Bearer ${buyer}`, 'content-type': body.contentType, 'accept-language': 'en' }, payload: body.payload });
}

describe('purchase order import', () => {
  it('names the row and column of each intake problem (unit, quantity, vendor)', async () => {
    const res = await upload([row('XL-1', 10, { unit: 'BAG' }), row('XL-1', 20, { qty: 0 }), row('XL-2', 10, { vendor: '99999999' })]);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.status).toBe('invalid');
    // Each problem once, in its own cell: a wrong quantity is not blamed on the ship-to code (issue 26 item 9).
    expect(p.errors.map((e: { row: number; columnKey: string | null; errorKey: string }) => `${e.row} ${e.columnKey} ${e.errorKey}`)).toEqual([
      '2 unit orders.unknown_unit', '3 quantity orders.must_be_positive', '4 vendorCode orders.unknown_supplier',
    ]);
    expect(p.errors.find((e: { row: number }) => e.row === 4)).toMatchObject({ column: 'Vendor code', message: 'No supplier has this vendor code' });
  });

  it('reports every wrong cell of a row at once: a bad unit beside an unknown supplier', async () => {
    const res = await upload([row('XL-5', 10, { unit: 'BAG', vendor: '99999999' })]);
    const p = res.json().data;
    expect(p.errors.map((e: { row: number; columnKey: string | null; errorKey: string }) => `${e.row} ${e.columnKey} ${e.errorKey}`).sort()).toEqual(['2 unit orders.unknown_unit', '2 vendorCode orders.unknown_supplier']);
  });

  it('commits two orders of three lines through the intake, as source "import"', async () => {
    const res = await upload([row('XL-3', 10), row('XL-3', 20), row('XL-4', 10)]);
    const p = res.json().data;
    expect(p).toMatchObject({ status: 'ready', totalRows: 3, errorRows: 0 });
    const done = await t.call('POST', `/api/imports/purchase-orders/${p.id}/commit`, { token: buyer });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.committedRows).toBe(2);
    const list = (await t.call('GET', '/api/orders?orderNo=XL-', { token: buyer })).json().data;
    expect(list.rows.map((r: { orderNo: string; itemCount: number }) => `${r.orderNo}:${r.itemCount}`).sort()).toEqual(['XL-3:2', 'XL-4:1']);
    const detail = (await t.call('GET', `/api/orders/${list.rows[0].id}`, { token: buyer })).json().data;
    expect(detail.source).toBe('import');
  });

  it('is for buyers only (po.manage)', async () => {
    const res = await t.call('GET', '/api/imports/purchase-orders/template', { token: await t.login('supa_admin') });
    expect(res.statusCode).toBe(403);
  });
});

describe('consignment stock import', () => {
  async function uploadStock(vendorCode: string, rows: unknown[][]) {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').addRows([['Material P/N', 'Description', 'Plant', 'Storage location', 'Batch', 'Stock qty', 'Unit'], ...rows]);
    const body = multipart([{ name: 'file', filename: 'stock.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
    return t.app.inject({ method: 'POST', url: `/api/imports/consignment-stock?vendorCode=${vendorCode}`, headers: { authorization: `Bearer ${buyer}`, 'content-type': body.contentType }, payload: body.payload });
  }

  it('refuses negative quantities and an unknown supplier, then replaces supplier B’s rows', async () => {
    const bad = (await uploadStock('10000002', [['P-1', null, '1000', 'PVG-C01', null, -2, 'EA']])).json().data;
    expect(bad.errors.map((e: { columnKey: string; errorKey: string }) => `${e.columnKey} ${e.errorKey}`)).toEqual(['stockQty validation.not_negative']);
    const unknown = (await uploadStock('99999999', [['P-1', null, '1000', 'PVG-C01', null, 2, 'EA']])).json().data;
    expect(unknown.errors.map((e: { errorKey: string }) => e.errorKey)).toEqual(['orders.unknown_supplier']);
    const good = (await uploadStock('10000002', [['P-1', 'Part one', '1000', 'PVG-C01', 'B1', 2, 'EA'], ['P-2', null, '2000', 'CTU-C01', null, '7.5', 'KG']])).json().data;
    expect(good.status).toBe('ready');
    expect((await t.call('POST', `/api/imports/consignment-stock/${good.id}/commit`, { token: buyer })).statusCode).toBe(200);
    const rows = (await t.call('GET', '/api/sup/consignment-stock', { token: await t.login('supb_admin') })).json().data.rows;
    expect(rows.map((r: { materialPn: string; stockQty: number }) => `${r.materialPn}:${r.stockQty}`)).toEqual(['P-1:2', 'P-2:7.5']);
  });
});
