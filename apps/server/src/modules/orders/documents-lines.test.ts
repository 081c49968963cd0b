/**
 * Issue 14, second slice: the order as a bilingual PDF (spec 001 §2 'Purchase order detail:
 * download'; D-290) with company isolation; the original and confirmed dates of every delivery line
 * and their rescaling on an accepted change (§4 'PO actions'; D-291, D-292); the bad-input list of
 * the issue (negative quantities, a 2,000-line order, a change without values); the 409 with the
 * current state (D-293); the supplier-360 orders section (D-294); the read for logistics (D-296).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { pdfFonts, pdfPageTexts } from '../../../test/pdf-inspect';
import { expectCompanyIsolation } from '../../../test/scoping';
import { openOrderLinesForSupplier } from './index';

let t: TestApp;
let basic: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const paths = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

const item = (itemNo: number, over: Record<string, unknown> = {}) => ({
  itemNo,
  partNumber: `PN-${itemNo}`,
  description: '液压油滤芯 Hydraulic filter element',
  quantity: 3,
  unit: 'EA',
  unitPrice: 100,
  vatRate: 13,
  requestedShipDate: '2026-12-20',
  deliveryLines: [
    { shipToCode: 'PVG1', quantity: 2, needByDate: '2026-12-20' },
    { shipToCode: 'CTU1', quantity: 1, needByDate: '2026-12-22' },
  ],
  ...over,
});
const order = (orderNo: string, version = 1, over: Record<string, unknown> = {}) => ({
  orderNo,
  version,
  vendorCode: '10000001',
  purchaseDept: '航材采购部',
  orderDate: '2026-11-20',
  buyerAccount: '20000001',
  buyerName: '王磊 Wang Lei',
  currency: 'CNY',
  vatInvoice: { company: '航材采购与维修有限公司', taxId: '91310115MA1K4XYZ8Q' },
  items: [item(10), item(20, { quantity: 5, deliveryLines: [{ shipToCode: 'PVG1', quantity: 5, needByDate: '2026-12-20' }] })],
  ...over,
});
const erp = (body: unknown) => t.call('POST', '/api/integration/orders', { body, headers: { authorization: basic } });

beforeAll(async () => {
  t = await createTestApp();
  const c = data(await t.call('POST', '/api/integration/clients', { token: await t.login('admin'), body: { name: 'SAP ERP' } }));
  basic = `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;
});
afterAll(async () => {
  await t?.close();
});

describe('the order as a bilingual PDF (D-290)', () => {
  it('supplier and buyer download it; another supplier gets 404, staff without po.view 403', async () => {
    const id = data(await erp(order('PDF-1'))).id;
    const sup = await t.call('GET', `/api/sup/orders/${id}/pdf`, { token: await t.login('supa_clerk') });
    expect(sup.statusCode, sup.body).toBe(200);
    expect(sup.headers['content-type']).toBe('application/pdf');
    expect(sup.headers['content-disposition']).toContain('PO-PDF-1-v1.pdf');
    const bytes = sup.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    // Every font embedded (issue 29, D-520): the subsetted Noto Sans SC, regular and bold.
    const fonts = pdfFonts(bytes);
    expect(fonts.map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSansSC-Bold', 'NotoSansSC-Regular']);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    // The text as a reader extracts it: Chinese, Latin and the · separators; the print layout (D-522).
    const pages = pdfPageTexts(bytes);
    const text = pages.join('\n');
    for (const s of ['采购订单 Purchase order PDF-1', '版本 Version 1 · 状态 Status: 新订单 New', '航材采购与维修有限公司', 'AeroSupply Maintenance & Procurement Co., Ltd.', '采购订单 · Purchase order', 'PDF-1 · 版本 · Version 1', '航材采购部', '王磊 Wang Lei', '增值税发票信息 Chinese VAT invoice', '91310115MA1K4XYZ8Q', '液压油滤芯', 'Hydraulic filter element', 'PN-10', '含税金额 VAT-inclusive', '904.00 CNY', '供应商\nVendor', '交货行 Delivery lines', 'PVG1', 'CTU1', '2026-12-22', '生成时间 ', ' (Asia/Shanghai) · Generated ']) {
      expect(text).toContain(s);
    }
    pages.forEach((page, i) => expect(page).toContain(`第 ${i + 1} 页，共 ${pages.length} 页 · Page ${i + 1} of ${pages.length}`));
    const buyer = await t.call('GET', `/api/orders/${id}/pdf`, { token: await t.login('20000001') });
    expect(buyer.statusCode).toBe(200);
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/orders/${id}/pdf`, { token }), ownerAccount: 'supa_admin', otherAccount: 'supb_admin' });
    expect((await t.call('GET', `/api/orders/${id}/pdf`, { token: await t.login('20000003') })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/orders/999999/pdf', { token: await t.login('20000001') })).statusCode).toBe(404);
  });

  it('renders a 200-line order in one piece', async () => {
    const items = Array.from({ length: 200 }, (_, n) => item((n + 1) * 10));
    const id = data(await erp(order('PDF-200', 1, { items }))).id;
    const res = await t.call('GET', `/api/orders/${id}/pdf`, { token: await t.login('20000001') });
    expect(res.statusCode).toBe(200);
    const pages = pdfPageTexts(res.rawPayload);
    expect(pages.length).toBeGreaterThan(5);
    // The items table goes over several pages, its header row on each of them; the subsetted font keeps the file small.
    const itemPages = pages.filter((p) => /PN-\d+/.test(p));
    expect(itemPages.length).toBeGreaterThan(2);
    for (const page of itemPages) expect(page).toContain('件号 · 描述\nP/N · Description');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(res.rawPayload.length).toBeLessThan(400_000);
  });
});

describe('delivery lines keep their dates and follow an accepted change (D-291, D-292)', () => {
  it('acknowledging confirms every line; an accepted change splits the new quantity and shifts the dates; originals stay', async () => {
    const id = data(await erp(order('LINES-1'))).id;
    const a = await t.login('supa_clerk');
    const buyer = await t.login('20000001');
    const d0 = data(await t.call('GET', `/api/sup/orders/${id}`, { token: a }));
    const it10 = d0.items[0];
    const ack = data(await t.call('POST', `/api/sup/orders/${id}/items/${it10.id}/acknowledge`, { token: a, body: {} }));
    expect(ack.items[0].deliveryLines.map((l: { confirmedShipDate: string }) => l.confirmedShipDate)).toEqual(['2026-12-20', '2026-12-22']);
    const change = await t.call('POST', `/api/sup/orders/${id}/items/${it10.id}/change-request`, { token: a, body: { quantity: 6, shipDate: '2026-12-25', reason: '扩大批量 Larger batch' } });
    expect(change.statusCode, change.body).toBe(200);
    const requestId = data(change).requests[0].id;
    const accepted = data(await t.call('POST', `/api/orders/${id}/requests/${requestId}/answer`, { token: buyer, body: { decision: 'accept', revision: data(change).revision } }));
    expect(accepted.version).toBe(2);
    expect(accepted.items[0]).toMatchObject({ quantity: 6, requestedShipDate: '2026-12-25', originalShipDate: '2026-12-20', confirmedShipDate: null, netAmount: 600 });
    expect(accepted.items[0].deliveryLines).toEqual([
      { lineNo: 1, shipToCode: 'PVG1', deliveryAddress: null, quantity: 4, needByDate: '2026-12-25', originalNeedByDate: '2026-12-20', confirmedShipDate: null },
      { lineNo: 2, shipToCode: 'CTU1', deliveryAddress: null, quantity: 2, needByDate: '2026-12-27', originalNeedByDate: '2026-12-22', confirmedShipDate: null },
    ]);
    // The replaced version keeps the lines as they were, confirmations included.
    const snap = await t.deps.db.selectFrom('purchase_order_versions').select('snapshot').where('order_id', '=', id).where('version', '=', 1).executeTakeFirstOrThrow();
    const snapItems = (snap.snapshot as { items: { item_no: number; deliveryLines: { quantity: string; confirmed_ship_date: string | null }[] }[] }).items;
    expect(snapItems.find((i) => i.item_no === 10)!.deliveryLines.map((l) => [Number(l.quantity), l.confirmed_ship_date])).toEqual([
      [2, '2026-12-20'],
      [1, '2026-12-22'],
    ]);
    // A smaller quantity drops a line whose share is nothing.
    const again = data(await t.call('POST', `/api/sup/orders/${id}/items/${it10.id}/change-request`, { token: a, body: { quantity: 1, reason: '减量 Fewer' } }));
    const after = data(await t.call('POST', `/api/orders/${id}/requests/${again.requests[0].id}/answer`, { token: buyer, body: { decision: 'accept', revision: again.revision } }));
    expect(after.items[0].deliveryLines.map((l: { shipToCode: string; quantity: number }) => [l.shipToCode, l.quantity])).toEqual([['PVG1', 1]]);
  });

  it('a new ERP version keeps each line’s original need-by date; a whole-order acknowledgement confirms the open lines', async () => {
    const id = data(await erp(order('LINES-2'))).id;
    const moved = order('LINES-2', 2);
    moved.items[0] = item(10, { deliveryLines: [{ shipToCode: 'PVG1', quantity: 2, needByDate: '2027-01-05' }, { shipToCode: 'CTU1', quantity: 1, needByDate: '2027-01-06' }] });
    expect(data(await erp(moved)).outcome).toBe('new_version');
    const a = await t.login('supa_clerk');
    const d = data(await t.call('POST', `/api/sup/orders/${id}/acknowledge`, { token: a, body: { acknowledgementNo: 'ACK-L2' } }));
    expect(d.items[0].deliveryLines.map((l: { needByDate: string; originalNeedByDate: string; confirmedShipDate: string }) => [l.needByDate, l.originalNeedByDate, l.confirmedShipDate])).toEqual([
      ['2027-01-05', '2026-12-20', '2027-01-05'],
      ['2027-01-06', '2026-12-22', '2027-01-06'],
    ]);
  });
});

describe('bad input and concurrency (issue 14)', () => {
  it('negative quantities and prices, a zero or negative change, a change with no new value: 400 with field paths', async () => {
    const neg = await erp(order('BAD-NEG', 1, { items: [item(10, { quantity: -3, unitPrice: -1, deliveryLines: [{ shipToCode: 'PVG1', quantity: -3, needByDate: '2026-12-20' }] })] }));
    expect(neg.statusCode).toBe(400);
    expect(paths(neg)).toEqual(expect.arrayContaining(['items.0.quantity:orders.must_be_positive', 'items.0.unitPrice:validation.not_negative', 'items.0.deliveryLines.0.quantity:orders.must_be_positive']));
    const manualZero = await t.call('POST', '/api/orders', { token: await t.login('20000001'), body: order('BAD-ZERO', 1, { items: [item(10, { quantity: 0 })] }), headers: { 'accept-language': 'zh' } });
    expect(manualZero.statusCode).toBe(400);
    expect((manualZero.json() as { fields: { path: string; message: string }[] }).fields.find((f) => f.path === 'items.0.quantity')!.message).toMatch(/[\u4e00-\u9fff]/);
    const unknownUnit = await erp(order('BAD-UNIT', 1, { items: [item(10, { unit: 'BARREL' })] }));
    expect(paths(unknownUnit)).toEqual(['items.0.unit:orders.unknown_unit']);
    const id = data(await erp(order('BAD-CHG'))).id;
    const a = await t.login('supa_clerk');
    const itemId = data(await t.call('GET', `/api/sup/orders/${id}`, { token: a })).items[0].id;
    const url = `/api/sup/orders/${id}/items/${itemId}/change-request`;
    expect(paths(await t.call('POST', url, { token: a, body: { quantity: -1, reason: 'x' } }))).toEqual(['quantity:orders.must_be_positive']);
    expect(paths(await t.call('POST', url, { token: a, body: { quantity: 0, reason: 'x' } }))).toEqual(['quantity:orders.must_be_positive']);
    expect(paths(await t.call('POST', url, { token: a, body: { quantity: 2, reason: '   ' } }))).toEqual(['reason:validation.required']);
    const same = await t.call('POST', url, { token: a, body: { quantity: 3, reason: '没有变化' } });
    expect(same.statusCode).toBe(400);
    expect(same.json().errorKey).toBe('orders.change_empty');
    expect(paths(await t.call('POST', `/api/sup/orders/${id}/rejection-request`, { token: a, body: {} }))).toEqual(['reason:validation.required']);
  });

  it('a 5 MB order with 2,000 lines is stored whole; 2,001 lines are refused', async () => {
    const pad = '航'.repeat(180); // three bytes each in UTF-8
    const items = Array.from({ length: 2000 }, (_, n) =>
      item(n + 1, {
        description: `${n} ${pad}`,
        deliveryLines: [
          { shipToCode: 'PVG1', deliveryAddress: `上海浦东机场航材库 ${pad}`, quantity: 2, needByDate: '2026-12-20' },
          { shipToCode: 'CTU1', deliveryAddress: `成都双流机场航材库 ${pad}`, quantity: 1, needByDate: '2026-12-22' },
          { shipToCode: 'CAN1', deliveryAddress: `广州白云机场航材库 ${pad}`, quantity: 0.5, needByDate: '2026-12-23' },
          { shipToCode: 'SZX1', deliveryAddress: `深圳宝安机场航材库 ${pad}`, quantity: 0.5, needByDate: '2026-12-24' },
        ],
        quantity: 4,
      }),
    );
    const body = order('BIG-2000', 1, { items, remark: pad });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(5 * 1024 * 1024);
    const res = await erp(body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const id = data(res).id;
    const counted = await t.deps.db.selectFrom('purchase_order_items').select((eb) => eb.fn.countAll<string>().as('n')).where('order_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(2000);
    const tooMany = await erp(order('BIG-2001', 1, { items: [...items, item(2001, { quantity: 3 })] }));
    expect(tooMany.statusCode).toBe(400);
    expect(paths(tooMany)).toEqual(['items:orders.too_many_lines']);
  }, 120_000);

  it('supplier acknowledging after the buyer cancelled: 409 saying the buyer cancelled it, with the order’s current status and version', async () => {
    const id = data(await erp(order('RACE-2'))).id;
    const buyer = await t.login('20000001');
    const { revision } = data(await t.call('GET', `/api/orders/${id}`, { token: buyer }));
    expect((await t.call('POST', `/api/orders/${id}/cancel`, { token: buyer, body: { reason: '需求取消', revision } })).statusCode).toBe(200);
    const late = await t.call('POST', `/api/sup/orders/${id}/acknowledge`, { token: await t.login('supa_clerk'), body: { acknowledgementNo: 'LATE' } });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorKey: 'orders.is_cancelled', data: { status: 'cancelled', version: 1 } });
  });
});

describe('supplier 360 and the read for logistics', () => {
  it('the staff supplier detail lists the supplier’s orders for a buyer, not for staff without po.view (D-294)', async () => {
    const a = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000001').executeTakeFirstOrThrow()).id;
    const detail = data(await t.call('GET', `/api/suppliers/${a}`, { token: await t.login('20000001') }));
    expect(detail.sections).toContain('orders');
    expect(detail.orderCount).toBeGreaterThan(5);
    expect(detail.orderHistory.map((o: { orderNo: string }) => o.orderNo)).toContain('4500010004');
    expect(detail.orderHistory.find((o: { orderNo: string }) => o.orderNo === '4500010004')).toMatchObject({ status: 'change_requested', pendingRequests: 1 });
    const other = await t.call('GET', `/api/suppliers/${a}`, { token: await t.login('20000002') });
    if (other.statusCode === 200) {
      expect(data(other).sections).not.toContain('orders');
      expect(data(other).orderHistory).toBeUndefined();
    }
  });

  it('openOrderLinesForSupplier: lines of open orders and live items only, of that supplier only (D-296)', async () => {
    const a = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000001').executeTakeFirstOrThrow()).id;
    const b = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000002').executeTakeFirstOrThrow()).id;
    const lines = await openOrderLinesForSupplier(t.deps.db, a);
    const nos = new Set(lines.map((l) => l.orderNo));
    expect(nos).toContain('4500010001');
    expect(nos).not.toContain('4500010007'); // cancelled
    expect(nos).not.toContain('4500020001'); // supplier B's
    const demo4 = lines.filter((l) => l.orderNo === '4500010004');
    expect(demo4.map((l) => l.itemNo)).toEqual([20]); // item 10 waits for a change answer
    expect((await openOrderLinesForSupplier(t.deps.db, b)).every((l) => l.orderNo.startsWith('450002'))).toBe(true);
    expect(await openOrderLinesForSupplier(t.deps.db, a, { orderIds: [] })).toEqual([]);
  });
});
