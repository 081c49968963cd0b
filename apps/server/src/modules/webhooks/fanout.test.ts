/**
 * Events fanned out by the delivery job (issue 33 benchmark, D-650), shipment milestone events
 * (D-651) and the events of the list not covered by webhooks.test.ts, each verified by a real
 * receiver with the maintained Standard Webhooks library (`standardwebhooks`).
 */
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { deliverDue, fanOut } from './delivery';
import { recordEvent } from './events';
import { fanOutEvents } from './repo';
import { createEndpoint as createTestEndpoint, data, newOrder as newTestOrder, startReceiver, type Received } from './test-fixtures';

interface Event {
  type: string;
  subject: { type: string; id: string };
  data: Record<string, unknown>;
}

let t: TestApp;
let server: http.Server;
let base: string;
const received: Received[] = [];
/** The status the receiver answers per path (default 200). */
const answer = new Map<string, number>();
let admin: string;
let supplier: string;
let buyer: string;
let logi: string;
let fwd: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ server, base } = await startReceiver(received, answer));
  [admin, supplier, buyer, logi, fwd] = await Promise.all([t.login('admin'), t.login('supa_clerk'), t.login('20000001'), t.login('20000004'), t.login('fwd_admin')]);
  await deliverDue(t.deps); // what the demo data recorded is fanned out before the tests' endpoints exist
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

const createEndpoint = (path: string, eventTypes: string[]) => createTestEndpoint(t, admin, base, path, eventTypes);
const got = (path: string, secret: string): Event[] => received.filter((r) => r.path === path).map((r) => new Webhook(secret).verify(r.body, r.headers) as Event);
const deliveryCount = async () => Number((await t.deps.db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const record = (id: string, n: number) => t.deps.db.transaction().execute((trx) => recordEvent(trx, { type: 'order.acknowledged', subject: { type: 'purchase_order', id }, payload: { id, n } }));

const newOrder = (orderNo: string) => newTestOrder(t, buyer, supplier, orderNo);

describe('D-650: the change writes only the event; the delivery job fans it out', () => {
  it('the transaction writes no delivery; the job writes one per subscribed endpoint, once', async () => {
    const ep = await createEndpoint('/fan', ['order.acknowledged']);
    const before = await deliveryCount();
    await record('F-1', 1);
    expect(await deliveryCount()).toBe(before);
    const row = await t.deps.db.selectFrom('outbound_events').select(['fanned_out']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.fanned_out).toBe(false);
    expect(await fanOut(t.deps)).toBe(1);
    expect(await deliveryCount()).toBe(before + 1);
    expect(await fanOut(t.deps)).toBe(0); // nothing twice
    await deliverDue(t.deps);
    expect(got('/fan', ep.secret).map((e) => e.data)).toEqual([{ id: 'F-1', n: 1 }]);
  });

  it('a rolled-back change leaves no event, so the job fans nothing out', async () => {
    const events = async () => Number((await t.deps.db.selectFrom('outbound_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const [e0, d0] = [await events(), await deliveryCount()];
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await recordEvent(trx, { type: 'order.acknowledged', subject: { type: 'purchase_order', id: 'F-RB' }, payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await fanOut(t.deps)).toBe(0);
    expect([await events(), await deliveryCount()]).toEqual([e0, d0]);
  });

  it('a fan-out that dies before its commit (kill -9) leaves its events to the next one, delivered once', async () => {
    const ep = await createEndpoint('/kill', ['order.acknowledged']);
    await record('KILL', 1);
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        expect(await fanOutEvents(trx, 500)).toBe(1);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await fanOut(t.deps)).toBe(1);
    await deliverDue(t.deps);
    expect(got('/kill', ep.secret).map((e) => e.data)).toEqual([{ id: 'KILL', n: 1 }]);
  });

  it('keeps the order per endpoint and record across fan-out batches, and a record waits behind its failing event', async () => {
    const ep = await createEndpoint('/order', ['order.acknowledged']);
    answer.set('/order', 503);
    for (const [id, n] of [['A', 1], ['B', 1], ['A', 2], ['B', 2], ['A', 3]] as const) await record(`ORD-${id}`, n);
    // two small batches: each a transaction of its own, as two ticks of the job would
    for (let i = 0; i < 3; i++) await t.deps.db.transaction().execute((trx) => fanOutEvents(trx, 2));
    await deliverDue(t.deps);
    expect(got('/order', ep.secret).map((e) => `${String(e.data.id)}:${String(e.data.n)}`)).toEqual(['ORD-A:1', 'ORD-B:1']); // A2, B2, A3 wait for them
    answer.delete('/order');
    t.deps.now = () => new Date(Date.now() + 10_000);
    try {
      await deliverDue(t.deps);
    } finally {
      t.deps.now = () => new Date();
    }
    const events = got('/order', ep.secret).map((e) => `${String(e.data.id)}:${String(e.data.n)}`);
    const of = (id: string) => events.filter((e) => e.startsWith(id));
    expect(of('ORD-A')).toEqual(['ORD-A:1', 'ORD-A:1', 'ORD-A:2', 'ORD-A:3']); // the failed attempt, then in order
    expect(of('ORD-B')).toEqual(['ORD-B:1', 'ORD-B:1', 'ORD-B:2']);
  });

  it('an endpoint created later does not get the events recorded before it, even those not fanned out yet', async () => {
    await record('LATE', 1); // recorded, not fanned out yet
    const ep = await createEndpoint('/late', ['order.acknowledged']);
    await record('LATE', 2);
    await deliverDue(t.deps);
    expect(got('/late', ep.secret).map((e) => e.data.n)).toEqual([2]);
  });
});

describe('D-651: shipment milestones are events', () => {
  const notice = {
    direction: 'dom_out',
    transportType: 'air',
    packingListNo: 'PL-WH-MS',
    pieces: 1,
    grossWeight: 10,
    lengthCm: 60,
    widthCm: 50,
    heightCm: 40,
    shipperCountry: 'CN',
    shipperCity: '上海 Shanghai',
    consigneeCountry: 'CN',
    consigneeCity: '北京 Beijing',
    originPort: 'PVG',
    destinationPort: 'PEK',
    tradeTerm: 'FCA',
    cargo: [{ partNumber: 'QA06753', quantity: 2, businessType: '1', receivingPlace: 'PEK-WH1' }],
  };

  it('each milestone reached sends shipment.milestone with its code, time and the shipment; a refused step sends none; delivery also sends shipment.delivered', async () => {
    const ep = await createEndpoint('/ship', ['shipment.milestone', 'shipment.delivered']);
    const call = async (url: string, body: unknown, token: string) => {
      const res = await t.call('POST', url, { token, body });
      expect(res.statusCode, res.body).toBe(200);
      return data(res);
    };
    const forwarder = (await t.deps.db.selectFrom('logistics_master').select('id').where('code', '=', 'EAL-DOM').executeTakeFirstOrThrow()).id;
    const created = await call('/api/logistics/shipments', notice, logi);
    const id = created.id as number;
    await call(`/api/logistics/shipments/${id}/assign`, { forwarderId: forwarder }, logi);
    const pickedAt = '2026-11-21T08:30:00.000Z';
    await call(`/api/logistics/shipments/${id}/pickup`, { lines: [{ cargoId: created.cargo[0].id, quantity: 2 }], picker: '周杰 Zhou Jie', pickedAt }, fwd);
    const refused = await t.call('POST', `/api/logistics/shipments/${id}/dispatch`, { token: fwd, body: { carrier: 'MU', atd: new Date().toISOString() } });
    expect(refused.statusCode).toBe(400); // no AWB: nothing written, no event
    await call(`/api/logistics/shipments/${id}/dispatch`, { awb: '784-00000022', carrier: 'MU', atd: '2026-11-21T12:00:00.000Z' }, fwd);
    const fwdCompany = (await t.deps.db.selectFrom('companies').select('id').where('type', '=', 'forwarder').executeTakeFirstOrThrow()).id;
    await t.deps.db.insertInto('files').values({ id: 'wh-pod-photo-0001', storage_key: 'test/wh-pod', filename: 'pod.png', content_type: 'image/png', size: 10, sha256: 'x'.repeat(64), company_id: fwdCompany, uploaded_by: null, owner_type: null, owner_id: null } as never).execute();
    const arrivedAt = '2026-11-22T09:00:00.000Z';
    await call(`/api/logistics/shipments/${id}/delivery`, { waybillNo: '784-00000022', differenceCode: 'NONE', transportStaff: '李师傅', receivingDept: '航材库 Stores', arrivedAt, photos: ['wh-pod-photo-0001'] }, fwd);
    await deliverDue(t.deps);

    const events = got('/ship', ep.secret).filter((e) => e.subject.id === String(id));
    expect(events.map((e) => [e.type, e.data.milestone ?? null])).toEqual([
      ['shipment.milestone', 'notice_created'],
      ['shipment.milestone', 'domestic_notified'],
      ['shipment.milestone', 'domestic_picked_up'],
      ['shipment.milestone', 'shipped'],
      ['shipment.delivered', null],
      ['shipment.milestone', 'delivered'],
    ]);
    const byCode = (code: string) => events.find((e) => e.data.milestone === code)!.data as { seq: number; at: string; shipment: Record<string, unknown> };
    expect(byCode('domestic_picked_up')).toMatchObject({ seq: 3, at: pickedAt, shipment: { id, status: 'picked_up', number: created.number } });
    expect(byCode('shipped')).toMatchObject({ seq: 4, at: '2026-11-21T12:00:00.000Z', shipment: { status: 'shipped', awb: '784-00000022' } });
    expect(byCode('delivered')).toMatchObject({ seq: 8, at: arrivedAt, shipment: { status: 'delivered' } });
    expect(byCode('delivered').shipment).not.toHaveProperty('actions');
    expect((byCode('delivered').shipment.milestones as { milestone: string }[]).map((m) => m.milestone)).toEqual(['notice_created', 'domestic_notified', 'domestic_picked_up', 'shipped', 'delivered']);
    expect(events.find((e) => e.type === 'shipment.delivered')!.data).toMatchObject({ shipmentId: id, shipmentNumber: created.number, arrivedAt, receipts: [] });
  });
});

describe('issue 33 item 2: the rest of the list', () => {
  it('change and rejection requests of an order, a despatch created and withdrawn', async () => {
    const ep = await createEndpoint('/rest', ['order.change_requested', 'order.rejection_requested', 'despatch.created', 'despatch.withdrawn']);
    const a = await newOrder('PO-WH-CHG');
    const change = await t.call('POST', `/api/sup/orders/${a.id}/items/${a.items[0]!.id}/change-request`, { token: supplier, body: { shipDate: '2026-12-28', reason: '产能不足' } });
    expect(change.statusCode, change.body).toBe(200);
    const b = await newOrder('PO-WH-REJ');
    const reject = await t.call('POST', `/api/sup/orders/${b.id}/rejection-request`, { token: supplier, body: { reason: '停产' } });
    expect(reject.statusCode, reject.body).toBe(200);

    const supA = await t.login('supa_admin');
    const line = (data(await t.call('GET', '/api/sup/despatch/open-lines', { token: supA })) as { orderItemId: number; orderNo: string; openQty: number }[]).find((l) => l.orderNo === '4500010003')!;
    const despatch = await t.call('POST', '/api/sup/despatch', { token: supA, body: { packingListNo: 'PL-WH-D', shipDate: '2026-11-25', receivingPlace: 'PVG-WH1', tradeTerm: 'FCA', lines: [{ orderItemId: line.orderItemId, quantity: 1 }] } });
    expect(despatch.statusCode, despatch.body).toBe(200);
    const did = data(despatch).id as number;
    expect((await t.call('DELETE', `/api/sup/despatch/${did}`, { token: supA })).statusCode).toBe(200);
    await deliverDue(t.deps);

    const events = got('/rest', ep.secret);
    expect(events.map((e) => [e.type, e.subject.id])).toEqual([
      ['order.change_requested', String(a.id)],
      ['order.rejection_requested', String(b.id)],
      ['despatch.created', String(did)],
      ['despatch.withdrawn', String(did)],
    ]);
    expect(events[0]!.data).toMatchObject({ id: a.id, action: 'request_change', status: 'change_requested' });
    expect(events[1]!.data).toMatchObject({ id: b.id, action: 'request_rejection', note: '停产' });
    expect(events[2]!.data).toMatchObject({ id: did, packingListNo: 'PL-WH-D', lines: [{ orderItemId: line.orderItemId, quantity: 1 }] });
    expect(events[3]!.data).toMatchObject({ id: did });
  });
});
