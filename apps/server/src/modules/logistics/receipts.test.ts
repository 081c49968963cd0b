/**
 * Receipt closes the chain (issue 26 item 1, D-480..D-482): a despatch becomes a shipment whose
 * proof of delivery receives the order lines it carried (quantity and day in the company's time
 * zone), partial deliveries add up, the order completes; more than shipped, another supplier's line
 * and the last quantity twice at once are refused; on-time delivery in the lists, the detail and
 * the supplier 360. Seed: demo accounts (20000001 buyer, 20000004 logistics, fwd_admin, supa_admin,
 * supb_admin), suppliers A (10000001) and B (10000002), forwarder entry EAL-DOM.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ok } from '../supplier-review/test-fixtures';
import { signInDespatchCast } from './test-fixtures';

interface Cargo { id: number; quantity: number }
interface Shipment { id: number; number: string; status: string; cargo: Cargo[] }
interface Summary { outcome: string; onTime: number; late: number; rate: number | null }
interface OnTime { confirmed: Summary; original: Summary }
interface Item { id: number; itemNo: number; status: string; quantity: number; originalShipDate: string; confirmedShipDate: string | null; receivedQty: number; receivedOn: string | null; receipts: { shipmentId: number | null; shipmentNumber: string; quantity: number; receivedOn: string }[]; onTime: { confirmed: string; original: string } }
interface Order { id: number; orderNo: string; status: string; companyId: number; items: Item[]; onTime: OnTime }
interface Despatch { id: number; lines: { id: number; orderItemId: number; quantity: number }[] }

let t: TestApp;
let logi: string;
let buyer: string;
let fwd: string;
let supA: string;
let supB: string;
let fwdDom: number;
let fwdCompany: number;
let photoNo = 0;

beforeAll(async () => {
  t = await createTestApp();
  // "today" in Shanghai: 2026-12-12 (the lines not yet whole are measured on it); set before signing in (sessions live 2 h)
  t.deps.now = () => new Date('2026-12-12T02:00:00Z');
  ({ logi, buyer, fwd, supA, supB, fwdDom } = await signInDespatchCast(t));
  fwdCompany = (await t.deps.db.selectFrom('companies').select('id').where('type', '=', 'forwarder').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, token = logi, lang = 'en') => t.call(method, url, { token, body, headers: { 'accept-language': lang } });

/** An order of the supplier with items (qty, ship date), acknowledged by it: confirmed = original = the ship date. */
async function acknowledgedOrder(orderNo: string, items: { qty: number; date: string }[], vendorCode = '10000001', supplier = supA): Promise<Order> {
  const lines = items.map((i, n) => ({ itemNo: (n + 1) * 10, partNumber: `RC-${n + 1}`, quantity: i.qty, unit: 'EA', unitPrice: 10, vatRate: 0, requestedShipDate: i.date, deliveryLines: [{ shipToCode: 'PVG1', quantity: i.qty, needByDate: i.date }] }));
  const net = items.reduce((s, i) => s + i.qty * 10, 0);
  const body = { orderNo, version: 1, vendorCode, purchaseDept: '航材采购部', orderType: 'standard', orderDate: '2026-11-20', buyerAccount: '20000001', buyerName: '王磊 Wang Lei', currency: 'CNY', fee: 0, netAmount: net, vatAmount: 0, totalAmount: net, items: lines };
  const { id } = ok<{ id: number }>(await call('POST', '/api/orders', body, buyer));
  return ok<Order>(await call('POST', `/api/sup/orders/${id}/acknowledge`, { acknowledgementNo: `ACK-${orderNo}` }, supplier));
}

const orderOf = async (id: number, token = buyer) => ok<Order>(await call('GET', token === buyer ? `/api/orders/${id}` : `/api/sup/orders/${id}`, undefined, token));

async function photo(): Promise<string> {
  const key = `receipt-pod-photo-${String(++photoNo).padStart(4, '0')}`;
  await t.deps.db.insertInto('files').values({ id: key, storage_key: `test/${key}`, filename: `${key}.png`, content_type: 'image/png', size: 10, sha256: 'x'.repeat(64), company_id: fwdCompany, uploaded_by: null, owner_type: null, owner_id: null } as never).execute();
  return key;
}

/** A domestic inbound shipment of this cargo, assigned, picked up and dispatched: ready for delivery. */
async function shipped(cargo: { orderItemId?: number; despatchLineId?: number; partNumber?: string; quantity: number }[]): Promise<Shipment> {
  const notice = {
    direction: 'dom_in',
    transportType: 'air',
    packingListNo: `PL-RC-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    pieces: 1,
    grossWeight: 5,
    shipperCountry: 'CN',
    shipperCity: '成都 Chengdu',
    consigneeCountry: 'CN',
    consigneeCity: '上海 Shanghai',
    originPort: 'CTU',
    destinationPort: 'PVG',
    tradeTerm: 'FCA',
    cargo: cargo.map((c) => ({ ...c, businessType: '1', receivingPlace: 'PVG-WH1' })),
  };
  const d = ok<Shipment>(await call('POST', '/api/logistics/shipments', notice));
  ok(await call('POST', `/api/logistics/shipments/${d.id}/assign`, { forwarderId: fwdDom }));
  ok(await call('POST', `/api/logistics/shipments/${d.id}/pickup`, { lines: d.cargo.map((c) => ({ cargoId: c.id, quantity: c.quantity })), picker: 'P', pickedAt: '2026-12-05T02:00:00Z' }, fwd));
  ok(await call('POST', `/api/logistics/shipments/${d.id}/dispatch`, { awb: `784-${String(10000000 + d.id).slice(-8)}`, carrier: 'MU', atd: '2026-12-06T02:00:00Z' }, fwd));
  return d;
}

const deliver = async (id: number, arrivedAt: string, receipts?: { orderItemId: number; quantity: number }[], lang = 'en') =>
  call('POST', `/api/logistics/shipments/${id}/delivery`, { waybillNo: 'WB-1', transportStaff: '李师傅', receivingDept: '航材库 Stores', arrivedAt, photos: [await photo()], ...(receipts ? { receipts } : {}) }, fwd, lang);

describe('a POD receives the order lines its shipment carried', () => {
  it('records quantity and day field by field, adds partial deliveries up, completes lines and the order; on time per line, order and supplier', async () => {
    const order = await acknowledgedOrder('RC-4500090001', [{ qty: 6, date: '2026-12-10' }, { qty: 4, date: '2026-12-20' }]);
    const [i10, i20] = order.items;
    // nothing received yet: item 10's day (12-10) has passed today (12-12), item 20's not
    expect(order.onTime.confirmed).toEqual({ outcome: 'late', onTime: 0, late: 1, rate: 0 });

    // despatch 1: 4 of item 10, all 4 of item 20 -> shipment -> POD at 01:30 Shanghai on 2026-12-10
    const d1 = ok<Despatch>(await call('POST', '/api/sup/despatch', { packingListNo: 'RC-PL-1', shipDate: '2026-12-05', receivingPlace: 'PVG-WH1', tradeTerm: 'FCA', lines: [{ orderItemId: i10!.id, quantity: 4 }, { orderItemId: i20!.id, quantity: 4 }] }, supA));
    const s1 = await shipped(d1.lines.map((l) => ({ orderItemId: l.orderItemId, despatchLineId: l.id, quantity: l.quantity })));
    const pod1 = await deliver(s1.id, '2026-12-09T17:30:00Z');
    expect(pod1.statusCode, pod1.body).toBe(200);

    let o = await orderOf(order.id);
    expect(o.status).toBe('acknowledged');
    expect(o.items[0]).toMatchObject({ itemNo: 10, status: 'acknowledged', quantity: 6, receivedQty: 4, receivedOn: null, originalShipDate: '2026-12-10', confirmedShipDate: '2026-12-10', onTime: { confirmed: 'late', original: 'late' } });
    expect(o.items[0]!.receipts).toEqual([{ shipmentId: s1.id, shipmentNumber: s1.number, quantity: 4, receivedOn: '2026-12-10' }]);
    expect(o.items[1]).toMatchObject({ itemNo: 20, status: 'received', receivedQty: 4, receivedOn: '2026-12-10', onTime: { confirmed: 'on_time', original: 'on_time' } });
    // not yet whole and its day passed (today 2026-12-12): late already
    expect(o.onTime.confirmed).toEqual({ outcome: 'late', onTime: 1, late: 1, rate: 0.5 });

    // despatch 2: the last 2 of item 10 -> POD on 2026-12-11 Shanghai: the line is whole then, late; the order completes
    const d2 = ok<Despatch>(await call('POST', '/api/sup/despatch', { packingListNo: 'RC-PL-2', shipDate: '2026-12-10', receivingPlace: 'PVG-WH1', tradeTerm: 'FCA', lines: [{ orderItemId: i10!.id, quantity: 2 }] }, supA));
    const s2 = await shipped(d2.lines.map((l) => ({ orderItemId: l.orderItemId, despatchLineId: l.id, quantity: l.quantity })));
    expect((await deliver(s2.id, '2026-12-11T02:00:00Z')).statusCode).toBe(200);
    o = await orderOf(order.id, supA);
    expect(o.status).toBe('completed');
    expect(o.items[0]).toMatchObject({ status: 'received', receivedQty: 6, receivedOn: '2026-12-11', onTime: { confirmed: 'late', original: 'late' } });
    expect(o.items[0]!.receipts.map((r) => [r.shipmentNumber, r.quantity, r.receivedOn])).toEqual([
      [s1.number, 4, '2026-12-10'],
      [s2.number, 2, '2026-12-11'],
    ]);
    expect(o.onTime).toEqual({ confirmed: { outcome: 'late', onTime: 1, late: 1, rate: 0.5 }, original: { outcome: 'late', onTime: 1, late: 1, rate: 0.5 } });

    // the lists (buyer and supplier) count the same (SQL) as the detail (the shared rule)
    const staffRow = ok<{ rows: { id: number; status: string; onTime: OnTime }[] }>(await call('GET', `/api/orders?orderNo=RC-4500090001`, undefined, buyer)).rows[0]!;
    expect(staffRow).toMatchObject({ id: order.id, status: 'completed', onTime: o.onTime });
    const supRow = ok<{ rows: { id: number; onTime: OnTime }[] }>(await call('GET', `/api/sup/orders?orderNo=RC-4500090001`, undefined, supA)).rows[0]!;
    expect(supRow.onTime).toEqual(o.onTime);
    // the order's timeline: two receipts and the completion
    const history = (await orderOf(order.id)) as unknown as { history: { action: string; toStatus: string | null }[] };
    expect(history.history.map((h) => h.action).slice(0, 3)).toEqual(['complete', 'receive', 'receive']);

    // supplier 360: the order with its outcome, and the supplier's count over every line
    const detail = ok<{ orderHistory: { id: number; onTime: OnTime }[]; orderOnTime: OnTime }>(await call('GET', `/api/suppliers/${o.companyId}`, undefined, buyer));
    expect(detail.orderHistory.find((h) => h.id === order.id)!.onTime).toEqual(o.onTime);
    expect(detail.orderOnTime.confirmed.onTime).toBeGreaterThanOrEqual(1);
    expect(detail.orderOnTime.confirmed.late).toBeGreaterThanOrEqual(1);
    // a completed order's lines are no longer open for despatch
    const open = ok<{ orderItemId: number }[]>(await call('GET', '/api/sup/despatch/open-lines', undefined, supA));
    expect(open.map((l) => l.orderItemId)).not.toContain(i10!.id);
  });

  it('receives only what the POD names: a short delivery keeps the line open', async () => {
    const order = await acknowledgedOrder('RC-4500090002', [{ qty: 5, date: '2026-12-31' }]);
    const s = await shipped([{ orderItemId: order.items[0]!.id, quantity: 5 }]);
    expect((await deliver(s.id, '2026-12-11T02:00:00Z', [{ orderItemId: order.items[0]!.id, quantity: 3 }])).statusCode).toBe(200);
    const o = await orderOf(order.id);
    expect(o.items[0]).toMatchObject({ status: 'acknowledged', receivedQty: 3, receivedOn: null, onTime: { confirmed: 'open', original: 'open' } });
    expect(o.status).toBe('acknowledged');
  });
});

describe('bad input and concurrency', () => {
  it('refuses receipt of more than was shipped and of a line the shipment does not carry (zh and en); nothing is delivered', async () => {
    const order = await acknowledgedOrder('RC-4500090003', [{ qty: 10, date: '2026-12-31' }, { qty: 1, date: '2026-12-31' }]);
    const [a, b] = order.items;
    const s = await shipped([{ orderItemId: a!.id, quantity: 2 }]);
    const over = await deliver(s.id, '2026-12-11T02:00:00Z', [{ orderItemId: a!.id, quantity: 3 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ errorKey: 'logistics.over_shipped', msg: 'The received quantity cannot exceed what this shipment carried (2)', fields: [{ path: 'receipts.0.quantity' }] });
    const twice = await deliver(s.id, '2026-12-11T02:00:00Z', [{ orderItemId: a!.id, quantity: 2 }, { orderItemId: a!.id, quantity: 1 }], 'zh');
    expect(twice.json()).toMatchObject({ errorKey: 'logistics.over_shipped', msg: '收货数量不能超过本运单的发运数量（2）', fields: [{ path: 'receipts.1.quantity' }] });
    const notCarried = await deliver(s.id, '2026-12-11T02:00:00Z', [{ orderItemId: b!.id, quantity: 1 }]);
    expect(notCarried.statusCode).toBe(409);
    expect(notCarried.json()).toMatchObject({ errorKey: 'logistics.receipt_not_carried', fields: [{ path: 'receipts.0.orderItemId' }] });
    expect(ok<Shipment>(await call('GET', `/api/logistics/shipments/${s.id}`)).status).toBe('shipped');
    expect((await orderOf(order.id)).items[0]!.receivedQty).toBe(0);
  });

  it('refuses a POD for an order line of another supplier than the one that despatched the cargo', async () => {
    const own = await acknowledgedOrder('RC-4500090004', [{ qty: 2, date: '2026-12-31' }]);
    const other = await acknowledgedOrder('RC-4500090005', [{ qty: 2, date: '2026-12-31' }], '10000002', supB);
    const d = ok<Despatch>(await call('POST', '/api/sup/despatch', { packingListNo: 'RC-PL-5', shipDate: '2026-12-05', receivingPlace: 'PVG-WH1', tradeTerm: 'FCA', lines: [{ orderItemId: own.items[0]!.id, quantity: 2 }] }, supA));
    // the notice names supplier A's despatch line but supplier B's order line
    const s = await shipped([{ orderItemId: other.items[0]!.id, despatchLineId: d.lines[0]!.id, quantity: 2 }]);
    const refused = await deliver(s.id, '2026-12-11T02:00:00Z', undefined, 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorKey: 'orders.receipt_other_supplier', msg: '订单 RC-4500090005 行 10 属于其他供应商，不能随本运单收货' });
    expect((await orderOf(other.id)).items[0]!.receivedQty).toBe(0);
    expect(ok<Shipment>(await call('GET', `/api/logistics/shipments/${s.id}`)).status).toBe('shipped');
  });

  it('two receipts of the last quantity at once: one wins, the other is refused with what is still to receive', async () => {
    const order = await acknowledgedOrder('RC-4500090006', [{ qty: 5, date: '2026-12-31' }]);
    const item = order.items[0]!.id;
    const [s1, s2] = [await shipped([{ orderItemId: item, quantity: 5 }]), await shipped([{ orderItemId: item, quantity: 5 }])];
    const [p1, p2] = await Promise.all([photo(), photo()]);
    const pod = (id: number, key: string) => call('POST', `/api/logistics/shipments/${id}/delivery`, { waybillNo: 'WB-1', transportStaff: 'A', receivingDept: 'B', arrivedAt: '2026-12-11T02:00:00Z', photos: [key] }, fwd);
    const both = await Promise.all([pod(s1.id, p1), pod(s2.id, p2)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ errorKey: 'orders.over_received', msg: 'Order RC-4500090006 item 10: the received quantity cannot exceed the ordered quantity (still to receive: 0)' });
    const o = await orderOf(order.id);
    expect(o).toMatchObject({ status: 'completed', items: [{ receivedQty: 5, receipts: [{ quantity: 5 }] }] });
    const statuses = await Promise.all([s1, s2].map(async (s) => ok<Shipment>(await call('GET', `/api/logistics/shipments/${s.id}`)).status));
    expect(statuses.sort()).toEqual(['delivered', 'shipped']);
  });
});
