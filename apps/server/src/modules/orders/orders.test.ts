/**
 * Purchase orders over HTTP (issue 14; spec 001 §2 'Purchase order list/detail', §3 'Purchase
 * order', §4 'PO actions'): ERP intake with client credentials, idempotency and versions, manual
 * creation, company isolation, supplier actions and the buyer's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCompanyIsolation } from '../../../test/scoping';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { putSupplierInState } from '../supplier-profile/testing';

let t: TestApp;
let basic: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const paths = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

const order = (orderNo: string, version = 1, over: Record<string, unknown> = {}) => ({
  orderNo,
  version,
  vendorCode: '10000001',
  purchaseDept: '航材采购部',
  orderType: 'standard',
  orderDate: '2026-11-20',
  buyerAccount: '20000001',
  buyerName: '王磊 Wang Lei',
  currency: 'CNY',
  paymentTerms: 'N60',
  incoterms: 'DAP',
  deliveryAddress: '上海浦东机场航材库',
  invoiceAddress: '上海浦东机场大道100号',
  vatInvoice: { company: '航材采购与维修有限公司', taxId: '91310115MA1K4XYZ8Q', address: '上海', tel: '021-68880000', bank: '中国银行', account: '4365012345678901' },
  fee: 0,
  netAmount: 3840.3,
  vatAmount: 493.03,
  totalAmount: 4333.33,
  items: [
    { itemNo: 10, partNumber: '2-1587-3', description: 'Brake', quantity: 3, unit: 'EA', unitPrice: 1250.5, vatRate: 13, netAmount: 3751.5, requestedShipDate: '2026-12-20', deliveryLines: [{ shipToCode: 'PVG1', quantity: 2, needByDate: '2026-12-20' }, { shipToCode: 'CTU1', quantity: 1, needByDate: '2026-12-22' }] },
    { itemNo: 20, partNumber: 'QA06753', quantity: 10, unit: 'EA', unitPrice: 8.88, vatRate: 6, requestedShipDate: '2026-12-15', deliveryLines: [{ shipToCode: 'PVG1', quantity: 10, needByDate: '2026-12-15' }] },
  ],
  ...over,
});

const erp = (body: unknown, auth = basic) => t.call('POST', '/api/integration/orders', { body, headers: { authorization: auth } });

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.call('POST', '/api/integration/clients', { token: await t.login('admin'), body: { name: 'SAP ERP' } });
  expect(created.statusCode, created.body).toBe(200);
  const c = data(created);
  basic = `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;
});
afterAll(async () => {
  await t?.close();
});

describe('issue 14 item 1: ERP intake', () => {
  it('refuses a caller without valid client credentials (401), and a user token is not a client credential', async () => {
    expect((await erp(order('PO-AUTH'), '')).statusCode).toBe(401);
    expect((await erp(order('PO-AUTH'), `Basic ${Buffer.from('erp-x:wrong').toString('base64')}`)).statusCode).toBe(401);
    const asUser = await t.call('POST', '/api/integration/orders', { token: await t.login('admin'), body: order('PO-AUTH') });
    expect(asUser.statusCode).toBe(401);
  });

  it('creates an order, computes the three amounts, and tells the supplier (mail + notice)', async () => {
    const res = await erp(order('PO-100'));
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ orderNo: 'PO-100', version: 1, outcome: 'created' });
    const notices = await t.deps.db.selectFrom('notifications').select(['user_id', 'template_key']).where('template_key', '=', 'orders.received').execute();
    expect(notices.length).toBeGreaterThanOrEqual(2); // supa_admin and supa_clerk (PO post)
    const mails = await t.deps.db.selectFrom('outbox').select('recipient').where('subject', 'like', '%PO-100%').execute();
    expect(mails.map((m) => m.recipient)).toEqual(expect.arrayContaining(['zhao.qiang@skywing-aero.cn', 'sun.li@skywing-aero.cn']));
  });

  it('is idempotent by order number and version: a resend changes nothing, ten at once store one order', async () => {
    const again = await erp(order('PO-100'));
    expect(data(again).outcome).toBe('unchanged');
    const burst = await Promise.all(Array.from({ length: 10 }, () => erp(order('PO-BURST'))));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(burst.filter((r) => data(r).outcome === 'created')).toHaveLength(1);
    const rows = await t.deps.db.selectFrom('purchase_orders').select('id').where('order_no', '=', 'PO-BURST').execute();
    expect(rows).toHaveLength(1);
  });

  it('takes a batch of orders in one transaction (D-385): answers in order; one refused order stores none, its index in the path', async () => {
    const batch = (orders: unknown[]) => t.call('POST', '/api/integration/orders/batch', { body: { orders }, headers: { authorization: basic } });
    const res = await batch([order('PO-B1'), order('PO-100'), order('PO-B2', 1, { vendorCode: '10000002' })]);
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).results.map((r: { orderNo: string; outcome: string }) => `${r.orderNo}:${r.outcome}`)).toEqual(['PO-B1:created', 'PO-100:unchanged', 'PO-B2:created']);
    const mails = await t.deps.db.selectFrom('outbox').select('recipient').where('subject', 'like', '%PO-B1%').execute();
    expect(mails.map((m) => m.recipient)).toEqual(expect.arrayContaining(['zhao.qiang@skywing-aero.cn', 'sun.li@skywing-aero.cn']));
    const refused = await batch([order('PO-B3'), order('PO-B4', 1, { vendorCode: '99999999' })]);
    expect(refused.statusCode).toBe(400);
    expect(paths(refused)).toEqual(['orders.1.vendorCode:orders.unknown_supplier']);
    const invalid = await batch([order('PO-B3'), order('PO-B4', 1, { items: [{ ...order('PO-B4').items[0], quantity: 0 }] })]);
    expect(paths(invalid)).toEqual(expect.arrayContaining(['orders.1.items.0.quantity:orders.must_be_positive']));
    expect(await t.deps.db.selectFrom('purchase_orders').select('id').where('order_no', 'in', ['PO-B3', 'PO-B4']).execute()).toHaveLength(0);
    expect((await t.call('POST', '/api/integration/orders/batch', { body: { orders: [order('PO-B5')] } })).statusCode).toBe(401);
  });

  it('replaces the open order with a new version and keeps the history; refuses an older or altered version', async () => {
    const v2 = await erp(order('PO-100', 2, { netAmount: undefined, vatAmount: undefined, totalAmount: undefined, remark: '交期调整' }));
    expect(data(v2)).toMatchObject({ version: 2, outcome: 'new_version' });
    const stale = await erp(order('PO-100', 1));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorKey).toBe('orders.stale_version');
    const altered = await erp(order('PO-100', 2, { remark: 'other' }));
    expect(altered.json().errorKey).toBe('orders.version_conflict');
    const detail = data(await t.call('GET', `/api/orders/${data(v2).id}`, { token: await t.login('20000001') }));
    expect(detail).toMatchObject({ version: 2, remark: '交期调整', status: 'new', netAmount: 3840.3, vatAmount: 493.03, totalAmount: 4333.33 });
    expect(detail.versions).toEqual([expect.objectContaining({ version: 1, totalAmount: 4333.33, itemCount: 2 })]);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['new_version', 'received']);
  });

  it('a new version from the ERP closes the requests pending on the replaced one', async () => {
    const a = await t.login('supa_clerk');
    const id = data(await erp(order('PO-100', 2, { netAmount: undefined, vatAmount: undefined, totalAmount: undefined, remark: '交期调整' }))).id;
    const before = data(await t.call('GET', `/api/sup/orders/${id}`, { token: a }));
    await t.call('POST', `/api/sup/orders/${id}/items/${before.items[0].id}/change-request`, { token: a, body: { quantity: 2, reason: '库存不足' } });
    const v3 = await erp(order('PO-100', 3, { netAmount: undefined, vatAmount: undefined, totalAmount: undefined }));
    expect(data(v3).outcome).toBe('new_version');
    const after = data(await t.call('GET', `/api/sup/orders/${id}`, { token: a }));
    expect(after).toMatchObject({ version: 3, status: 'new' });
    expect(after.requests[0]).toMatchObject({ kind: 'change', status: 'refused', answeredBy: null });
    expect(after.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('refuses bad input with field paths: amounts that do not add up (prices exclude VAT), zero quantities, unknown unit and supplier', async () => {
    const inclusive = await erp(order('PO-BAD', 1, { netAmount: 4339.54 }));
    expect(inclusive.statusCode).toBe(400);
    expect(paths(inclusive)).toEqual(['netAmount:orders.amount_mismatch']);
    const items = order('PO-BAD').items;
    const bad = await erp(order('PO-BAD', 1, { items: [{ ...items[0], quantity: 0, unit: 'XX' }, { ...items[1], netAmount: 99 }] }));
    expect(paths(bad)).toEqual(expect.arrayContaining(['items.0.quantity:orders.must_be_positive', 'items.0.unit:orders.unknown_unit']));
    const sums = await erp(order('PO-BAD', 1, { items: [{ ...items[0], deliveryLines: [{ shipToCode: 'PVG1', quantity: 1, needByDate: '2026-12-20' }] }, { ...items[1], netAmount: 99 }], netAmount: undefined, vatAmount: undefined, totalAmount: undefined }));
    expect(paths(sums)).toEqual(['items.0.deliveryLines:orders.delivery_quantity_mismatch', 'items.1.netAmount:orders.amount_mismatch']);
    const unknown = await erp(order('PO-BAD', 1, { vendorCode: '99999999' }));
    expect(paths(unknown)).toEqual(['vendorCode:orders.unknown_supplier']);
    expect((await t.deps.db.selectFrom('purchase_orders').select('id').where('order_no', '=', 'PO-BAD').execute())).toHaveLength(0);
  });

  it('refuses an order for a supplier canTransactWith refuses, with the reason', async () => {
    const buyer = await t.login('20000001');
    await putSupplierInState(t.deps.db, (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000002').executeTakeFirstOrThrow()).id, { control: 'suspended' });
    const res = await t.call('POST', '/api/orders', { token: buyer, body: order('PO-SUSP', 1, { vendorCode: '10000002' }) });
    expect(res.statusCode).toBe(409);
    expect(paths(res)).toEqual(['vendorCode:supplier_control.cannot_transact.suspended']);
  });
});

describe('issue 14 items 2-4: lists, isolation, actions and answers', () => {
  let id: number;
  let items: { id: number; itemNo: number }[];

  it('buyer creates an order manually; supplier A lists and reads it with every header field, B gets 404', async () => {
    const created = await t.call('POST', '/api/orders', { token: await t.login('20000001'), body: order('PO-200') });
    expect(created.statusCode, created.body).toBe(200);
    id = data(created).id;
    const a = await t.login('supa_clerk');
    const list = data(await t.call('GET', '/api/sup/orders?orderNo=PO-200&status=new&purchaseDept=航材&buyer=王磊', { token: a }));
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ orderNo: 'PO-200', version: 1, totalAmount: 4333.33, currency: 'CNY', buyerName: '王磊 Wang Lei', status: 'new', actions: ['view', 'acknowledge', 'request_change', 'request_rejection'] });
    const detail = data(await t.call('GET', `/api/sup/orders/${id}`, { token: a }));
    expect(detail.vatInvoice).toMatchObject({ company: '航材采购与维修有限公司', taxId: '91310115MA1K4XYZ8Q' });
    expect(detail.items[0].deliveryLines).toHaveLength(2);
    items = detail.items;
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/orders/${id}`, { token }), ownerAccount: 'supa_clerk', otherAccount: 'supb_admin' });
    const bList = data(await t.call('GET', '/api/sup/orders?orderNo=PO-200', { token: await t.login('supb_admin') }));
    expect(bList.rows).toHaveLength(0);
    const bAck = await t.call('POST', `/api/sup/orders/${id}/acknowledge`, { token: await t.login('supb_admin'), body: { acknowledgementNo: 'X' } });
    expect(bAck.statusCode).toBe(404);
  });

  it('the buyer finds the order by its supplier (name, English name, vendor code; D-712) and nothing for an unknown one', async () => {
    const buyer = await t.login('20000001');
    const all = data(await t.call('GET', '/api/orders?orderNo=PO-200', { token: buyer }));
    expect(all.rows).toHaveLength(1);
    const { supplierName, supplierNameEn, vendorCode } = all.rows[0];
    for (const term of [supplierName.slice(1, 4), supplierNameEn.slice(2, 8).toUpperCase(), vendorCode]) {
      const found = data(await t.call('GET', `/api/orders?orderNo=PO-200&supplier=${encodeURIComponent(term)}`, { token: buyer }));
      expect(found, term).toMatchObject({ total: 1, rows: [{ id, orderNo: 'PO-200' }] });
    }
    expect(data(await t.call('GET', '/api/orders?supplier=no-such-supplier', { token: buyer }))).toMatchObject({ total: 0, rows: [] });
  });

  it('supplier acknowledges one item and requests a change on another; a change without a reason is 400', async () => {
    const a = await t.login('supa_clerk');
    const ack = await t.call('POST', `/api/sup/orders/${id}/items/${items[0]!.id}/acknowledge`, { token: a, body: {} });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(data(ack).items[0]).toMatchObject({ status: 'acknowledged', confirmedShipDate: '2026-12-20', actions: ['request_change', 'request_cancellation'] });
    const noReason = await t.call('POST', `/api/sup/orders/${id}/items/${items[1]!.id}/change-request`, { token: a, body: { unitPrice: 9.5 } });
    expect(noReason.statusCode).toBe(400);
    expect(paths(noReason)).toEqual(['reason:validation.required']);
    const change = await t.call('POST', `/api/sup/orders/${id}/items/${items[1]!.id}/change-request`, { token: a, body: { unitPrice: 9.5, shipDate: '2026-12-30', reason: '原材料涨价' } });
    expect(change.statusCode, change.body).toBe(200);
    const d = data(change);
    expect(d.status).toBe('change_requested');
    expect(d.requests[0]).toMatchObject({ kind: 'change', status: 'pending', itemNo: 20, before: { unitPrice: 8.88 }, after: { unitPrice: 9.5, shipDate: '2026-12-30' } });
    const twice = await t.call('POST', `/api/sup/orders/${id}/items/${items[1]!.id}/change-request`, { token: a, body: { unitPrice: 9, reason: 'again' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorKey).toBe('orders.item_not_changeable');
  });

  it('buyer sees the pending request and accepts it: a new version with the new values and the history', async () => {
    const buyer = await t.login('20000001');
    const pending = data(await t.call('GET', '/api/orders?pending=true&mine=true', { token: buyer }));
    expect(pending.rows.map((r: { orderNo: string }) => r.orderNo)).toContain('PO-200');
    const detail = data(await t.call('GET', `/api/orders/${id}`, { token: buyer }));
    expect(detail.actions).toEqual(['view', 'accept_request', 'refuse_request']);
    const answered = await t.call('POST', `/api/orders/${id}/requests/${detail.requests[0].id}/answer`, { token: buyer, body: { decision: 'accept', comment: '同意', revision: detail.revision } });
    expect(answered.statusCode, answered.body).toBe(200);
    const d = data(answered);
    expect(d).toMatchObject({ version: 2, status: 'new', netAmount: 3846.5 });
    expect(d.items[1]).toMatchObject({ unitPrice: 9.5, requestedShipDate: '2026-12-30', originalShipDate: '2026-12-15', status: 'open' });
    expect(d.items[0].status).toBe('acknowledged');
    expect(d.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['accept_request', 'request_change', 'acknowledge_item', 'received']);
    const again = await t.call('POST', `/api/orders/${id}/requests/${detail.requests[0].id}/answer`, { token: buyer, body: { decision: 'refuse', revision: d.revision } });
    expect(again.statusCode).toBe(409);
  });

  it('whole-order acknowledgement needs an acknowledgement number; then cancellation is asked and refused', async () => {
    const a = await t.login('supa_clerk');
    expect(paths(await t.call('POST', `/api/sup/orders/${id}/acknowledge`, { token: a, body: {} }))).toEqual(['acknowledgementNo:validation.required']);
    const ack = data(await t.call('POST', `/api/sup/orders/${id}/acknowledge`, { token: a, body: { acknowledgementNo: 'SKY-OA-1', supplierNote: '按期交货' } }));
    expect(ack).toMatchObject({ status: 'acknowledged', acknowledgementNo: 'SKY-OA-1', supplierNote: '按期交货', actions: ['view', 'request_change', 'request_cancellation'] });
    const reject = await t.call('POST', `/api/sup/orders/${id}/rejection-request`, { token: a, body: { reason: 'x' } });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().errorKey).toBe('orders.not_rejectable');
    const cancel = data(await t.call('POST', `/api/sup/orders/${id}/cancellation-request`, { token: a, body: { reason: '停产' } }));
    expect(cancel.status).toBe('cancellation_requested');
    const buyer = await t.login('20000001');
    const refused = data(await t.call('POST', `/api/orders/${id}/requests/${cancel.requests[0].id}/answer`, { token: buyer, body: { decision: 'refuse', comment: '请按合同履行', revision: cancel.revision } }));
    expect(refused.status).toBe('acknowledged');
  });

  it('staff without po.view get 403; the supplier route refuses staff', async () => {
    expect((await t.call('GET', '/api/orders', { token: await t.login('20000003') })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/sup/orders', { token: await t.login('20000001') })).statusCode).toBe(403);
  });
});
