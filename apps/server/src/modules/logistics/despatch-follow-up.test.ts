/**
 * The supplier's despatch follow-up (issue 26 item 8, D-530..D-532): edit and withdraw while no
 * notice carries the despatch, refused (409, zh and en) once on a notice and once picked up; the
 * shipment it became with its milestones, the supplier's own cargo only (another supplier's
 * shipment or despatch: 404); despatching a line not acknowledged says so. Seed: demo accounts
 * (20000001 buyer, 20000004 logistics, fwd_admin, supa_admin, supb_admin), suppliers A (10000001)
 * and B (10000002), forwarder entry EAL-DOM, ports CTU and PVG.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ok } from '../supplier-review/test-fixtures';
import { signInDespatchCast } from './test-fixtures';

interface Item { id: number; itemNo: number }
interface Order { id: number; orderNo: string; items: Item[] }
interface Despatch { id: number; number: string; packingListNo: string; receivingPlace: string; state: string; actions: string[]; shipment: { id: number; number: string; status: string } | null; lines: { id: number; orderItemId: number; quantity: number }[] }
interface Shipment { id: number; number: string; cargo: { id: number; quantity: number }[] }
interface SupplierShipment { id: number; number: string; status: string; cargo: { despatchNumber: string | null; partNumber: string; quantity: number; pickedQty: number }[]; milestones: { milestone: string }[] }
interface OpenLine { orderItemId: number; openQty: number }

let t: TestApp;
let logi: string;
let buyer: string;
let fwd: string;
let supA: string;
let supB: string;
let fwdDom: number;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ logi, buyer, fwd, supA, supB, fwdDom } = await signInDespatchCast(t));
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, token = logi, lang = 'en') => t.call(method, url, { token, body, headers: { 'accept-language': lang } });

/** An order of 6 and 4 for the supplier; acknowledged by it unless `acknowledge` is false. */
async function order(vendorCode = '10000001', supplier = supA, acknowledge = true): Promise<Order> {
  const orderNo = `DF-45000${String(++n).padStart(5, '0')}`;
  const items = [6, 4].map((qty, i) => ({ itemNo: (i + 1) * 10, partNumber: `DF-${n}-${i + 1}`, quantity: qty, unit: 'EA', unitPrice: 10, vatRate: 0, requestedShipDate: '2026-12-20', deliveryLines: [{ shipToCode: 'PVG1', quantity: qty, needByDate: '2026-12-20' }] }));
  const body = { orderNo, version: 1, vendorCode, purchaseDept: '航材采购部', orderType: 'standard', orderDate: '2026-11-20', buyerAccount: '20000001', buyerName: '王磊 Wang Lei', currency: 'CNY', fee: 0, netAmount: 100, vatAmount: 0, totalAmount: 100, items };
  const { id } = ok<{ id: number }>(await call('POST', '/api/orders', body, buyer));
  if (!acknowledge) return ok<Order>(await call('GET', `/api/orders/${id}`, undefined, buyer));
  return ok<Order>(await call('POST', `/api/sup/orders/${id}/acknowledge`, { acknowledgementNo: `ACK-${orderNo}` }, supplier));
}

const despatchBody = (lines: { orderItemId: number; quantity: number }[], over: Record<string, unknown> = {}) => ({ packingListNo: `DF-PL-${++n}`, shipDate: '2026-12-05', receivingPlace: 'PVG-WH1', tradeTerm: 'FCA', lines, ...over });
const despatch = async (lines: { orderItemId: number; quantity: number }[], token = supA) => ok<Despatch>(await call('POST', '/api/sup/despatch', despatchBody(lines), token));
const mine = async (id: number, token = supA) => ok<Despatch[]>(await call('GET', '/api/sup/despatch', undefined, token)).find((d) => d.id === id);
const openQty = async (itemId: number) => ok<OpenLine[]>(await call('GET', '/api/sup/despatch/open-lines', undefined, supA)).find((l) => l.orderItemId === itemId)?.openQty ?? 0;

/** A domestic notice of these despatches (staff), optionally assigned to EAL-DOM. */
async function notice(despatches: Despatch[], assign = true): Promise<Shipment> {
  const cargo = despatches.flatMap((d) => d.lines.map((l) => ({ orderItemId: l.orderItemId, despatchLineId: l.id, quantity: l.quantity, partNumber: 'X', businessType: '1' })));
  const body = { direction: 'dom_in', transportType: 'air', packingListNo: `DF-N-${++n}`, pieces: 1, grossWeight: 5, shipperCountry: 'CN', shipperCity: '成都 Chengdu', consigneeCountry: 'CN', consigneeCity: '上海 Shanghai', originPort: 'CTU', destinationPort: 'PVG', tradeTerm: 'FCA', cargo };
  const s = ok<Shipment>(await call('POST', '/api/logistics/shipments', body));
  if (assign) ok(await call('POST', `/api/logistics/shipments/${s.id}/assign`, { forwarderId: fwdDom }));
  return s;
}
const pickUp = async (s: Shipment, lines = s.cargo) =>
  ok(await call('POST', `/api/logistics/shipments/${s.id}/pickup`, { lines: lines.map((c) => ({ cargoId: c.id, quantity: c.quantity })), picker: 'P', pickedAt: '2026-12-06T02:00:00Z' }, fwd));

describe('edit and withdraw before the despatch is on a notice', () => {
  it('edits place, quantities and lines within what is open (its own quantity counts as open)', async () => {
    const o = await order();
    const [a, b] = o.items;
    const d = await despatch([{ orderItemId: a!.id, quantity: 2 }]);
    expect(d).toMatchObject({ state: 'open', actions: ['edit', 'withdraw'], shipment: null });
    expect(await openQty(a!.id)).toBe(4);

    const edited = ok<Despatch>(await call('PUT', `/api/sup/despatch/${d.id}`, despatchBody([{ orderItemId: a!.id, quantity: 6 }, { orderItemId: b!.id, quantity: 1 }], { receivingPlace: 'PEK-WH2' }), supA));
    expect(edited).toMatchObject({ id: d.id, number: d.number, receivingPlace: 'PEK-WH2', state: 'open' });
    expect(edited.lines.map((l) => [l.orderItemId, l.quantity])).toEqual([[a!.id, 6], [b!.id, 1]]);
    expect(await openQty(a!.id)).toBe(0);
    expect(await openQty(b!.id)).toBe(3);

    const over = await call('PUT', `/api/sup/despatch/${d.id}`, despatchBody([{ orderItemId: a!.id, quantity: 7 }]), supA);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errorKey: 'logistics.over_open_qty', msg: 'The shipped quantity cannot exceed the open quantity of the order line (6)', fields: [{ path: 'lines.0.quantity' }] });
  });

  it('withdraws: the despatch goes and its quantity is open again', async () => {
    const o = await order();
    const d = await despatch([{ orderItemId: o.items[0]!.id, quantity: 5 }]);
    expect(await openQty(o.items[0]!.id)).toBe(1);
    ok(await call('DELETE', `/api/sup/despatch/${d.id}`, undefined, supA));
    expect(await mine(d.id)).toBeUndefined();
    expect(await openQty(o.items[0]!.id)).toBe(6);
    expect((await call('DELETE', `/api/sup/despatch/${d.id}`, undefined, supA)).statusCode).toBe(404);
    // The ERP hears of both, in order, with the despatch as it was (issue 33).
    const events = await t.deps.db.selectFrom('outbound_events').select(['type', 'payload']).where('subject_type', '=', 'despatch').where('subject_id', '=', String(d.id)).orderBy('id').execute();
    expect(events.map((e) => e.type)).toEqual(['despatch.created', 'despatch.withdrawn']);
    expect((events[1]!.payload as { data: { id: number; number: string } }).data).toMatchObject({ id: d.id, number: d.number });
  });

  it('another supplier’s despatch is 404 to edit or withdraw; staff may not', async () => {
    const o = await order();
    const d = await despatch([{ orderItemId: o.items[0]!.id, quantity: 1 }]);
    expect((await call('PUT', `/api/sup/despatch/${d.id}`, despatchBody([{ orderItemId: o.items[0]!.id, quantity: 1 }]), supB)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sup/despatch/${d.id}`, undefined, supB)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sup/despatch/${d.id}`, undefined, logi)).statusCode).toBe(403);
    expect(await mine(d.id)).toBeDefined();
  });
});

describe('refused once on a notice and after pick-up (409, zh and en)', () => {
  it('on a notice not yet picked up: ask logistics to take it off; taken off, it is editable again', async () => {
    const o = await order();
    const d = await despatch([{ orderItemId: o.items[0]!.id, quantity: 2 }]);
    const s = await notice([d]);
    expect(await mine(d.id)).toMatchObject({ state: 'on_notice', actions: ['viewShipment'], shipment: { id: s.id, number: s.number, status: 'notified' } });
    const en = await call('PUT', `/api/sup/despatch/${d.id}`, despatchBody([{ orderItemId: o.items[0]!.id, quantity: 1 }]), supA);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ errorKey: 'logistics.despatch_on_notice', msg: 'This despatch is on a transport notice; ask logistics to take it off the notice before changing or withdrawing it' });
    const zh = await call('DELETE', `/api/sup/despatch/${d.id}`, undefined, supA, 'zh');
    expect(zh.statusCode).toBe(409);
    expect(zh.json()).toMatchObject({ errorKey: 'logistics.despatch_on_notice', msg: '该发货单已列入运输通知，请联系物流人员将其移出通知后再修改或撤回' });

    // logistics deletes the notice (nothing picked up): the despatch is free again
    ok(await call('DELETE', `/api/logistics/shipments/${s.id}`));
    expect(await mine(d.id)).toMatchObject({ state: 'open', shipment: null });
    ok(await call('DELETE', `/api/sup/despatch/${d.id}`, undefined, supA));
  });

  it('after pick-up: final', async () => {
    const o = await order();
    const d = await despatch([{ orderItemId: o.items[0]!.id, quantity: 3 }]);
    const s = await notice([d]);
    await pickUp(s);
    expect(await mine(d.id)).toMatchObject({ state: 'picked_up', actions: ['viewShipment'], shipment: { status: 'picked_up' } });
    for (const lang of ['en', 'zh']) {
      const edit = await call('PUT', `/api/sup/despatch/${d.id}`, despatchBody([{ orderItemId: o.items[0]!.id, quantity: 1 }]), supA, lang);
      const withdraw = await call('DELETE', `/api/sup/despatch/${d.id}`, undefined, supA, lang);
      for (const res of [edit, withdraw]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          errorKey: 'logistics.despatch_picked_up',
          msg: lang === 'en' ? 'The cargo of this despatch has been picked up; the despatch can no longer be changed or withdrawn' : '该发货单的货物已被提货，不能再修改或撤回',
        });
      }
    }
    expect((await mine(d.id))!.lines[0]!.quantity).toBe(3);
  });
});

describe('the shipment the despatch became, as its supplier sees it', () => {
  it('shows the supplier’s own cargo and the milestones; another supplier’s shipment is 404', async () => {
    const [oa, ob] = [await order(), await order('10000002', supB)];
    const da = await despatch([{ orderItemId: oa.items[0]!.id, quantity: 2 }]);
    const db = await despatch([{ orderItemId: ob.items[0]!.id, quantity: 4 }], supB);
    const both = await notice([da, db]);
    const onlyB = await notice([await despatch([{ orderItemId: ob.items[1]!.id, quantity: 1 }], supB)], false);
    await pickUp(both);

    const seenA = ok<SupplierShipment>(await call('GET', `/api/sup/shipments/${both.id}`, undefined, supA));
    expect(seenA).toMatchObject({ id: both.id, number: both.number, status: 'picked_up' });
    expect(seenA.cargo).toEqual([expect.objectContaining({ despatchNumber: da.number, quantity: 2, pickedQty: 2 })]);
    expect(seenA.milestones.map((m) => m.milestone)).toEqual(['notice_created', 'domestic_notified', 'domestic_picked_up']);
    const seenB = ok<SupplierShipment>(await call('GET', `/api/sup/shipments/${both.id}`, undefined, supB));
    expect(seenB.cargo).toEqual([expect.objectContaining({ despatchNumber: db.number, quantity: 4 })]);

    expect((await call('GET', `/api/sup/shipments/${onlyB.id}`, undefined, supA)).statusCode).toBe(404);
    expect(ok<SupplierShipment>(await call('GET', `/api/sup/shipments/${onlyB.id}`, undefined, supB)).milestones.map((m) => m.milestone)).toEqual(['notice_created']);
    expect((await call('GET', `/api/sup/shipments/999999`, undefined, supA)).statusCode).toBe(404);
    expect((await call('GET', `/api/sup/shipments/${both.id}`, undefined, fwd)).statusCode).toBe(403);
  });
});

describe('despatching a line not acknowledged', () => {
  it('says the line must be acknowledged first (zh and en); another supplier’s line still does not exist', async () => {
    const o = await order('10000001', supA, false);
    const item = o.items[1]!;
    const en = await call('POST', '/api/sup/despatch', despatchBody([{ orderItemId: item.id, quantity: 1 }]), supA);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      errorKey: 'logistics.order_line_not_acknowledged',
      msg: `Order line ${o.orderNo}/20 has not been acknowledged yet; acknowledge it before despatching`,
      fields: [{ path: 'lines.0.orderItemId', errorKey: 'logistics.order_line_not_acknowledged' }],
    });
    const zh = await call('POST', '/api/sup/despatch', despatchBody([{ orderItemId: item.id, quantity: 1 }]), supA, 'zh');
    expect(zh.json()).toMatchObject({ errorKey: 'logistics.order_line_not_acknowledged', msg: `订单行${o.orderNo}/20尚未确认，请先确认订单后再发货` });

    const other = await call('POST', '/api/sup/despatch', despatchBody([{ orderItemId: item.id, quantity: 1 }]), supB);
    expect(other.json()).toMatchObject({ errorKey: 'logistics.order_line_unknown', msg: 'The order line does not exist' });
  });
});
