/**
 * Outbound events and webhooks over HTTP (issue 33): a real receiver on 127.0.0.1 verifies every
 * delivery with the maintained Standard Webhooks library (`standardwebhooks`), not the portal's code.
 */
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { deliverDue, DISABLE_AFTER_MS, fanOut } from './delivery';
import { billInput } from '../freight-bills/test-fixtures';
import { recordEvent } from './events';
import { claimDue } from './repo';
import { createEndpoint as createTestEndpoint, data, newOrder as newTestOrder, startReceiver, type Received } from './test-fixtures';

let t: TestApp;
let server: http.Server;
let base: string;
const received: Received[] = [];
/** The status the receiver answers per path (default 200). */
const answer = new Map<string, number>();
let admin: string;
let supplier: string;
let buyer: string;
const realNow = () => new Date();

const newOrder = (orderNo: string) => newTestOrder(t, buyer, supplier, orderNo);

const createEndpoint = (path: string, eventTypes: string[]) => createTestEndpoint(t, admin, base, path, eventTypes);

const verify = (secret: string, r: Received) => new Webhook(secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> };
const at = (path: string) => received.filter((r) => r.path === path);
const deliveries = async (id: number) => data(await t.call('GET', `/api/admin/webhooks/${id}/deliveries`, { token: admin })).rows;

beforeAll(async () => {
  t = await createTestApp();
  ({ server, base } = await startReceiver(received, answer));
  admin = await t.login('admin');
  supplier = await t.login('supa_clerk');
  buyer = await t.login('20000001');
});
afterAll(async () => {
  t.deps.now = realNow;
  await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

describe('issue 33 item 1: endpoints are the system administrator’s', () => {
  it('a supplier or a buyer cannot list or create endpoints (403)', async () => {
    for (const token of [supplier, buyer]) {
      expect((await t.call('GET', '/api/admin/webhooks', { token })).statusCode).toBe(403);
      expect((await t.call('POST', '/api/admin/webhooks', { token, body: { url: `${base}/x`, eventTypes: ['order.acknowledged'] } })).statusCode).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/webhooks')).statusCode).toBe(401);
  });

  it('answers the secret once; the list shows only its first characters; refuses unknown event types and bad URLs', async () => {
    const { id, secret } = await createEndpoint('/probe', ['order.acknowledged']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = data(await t.call('GET', '/api/admin/webhooks', { token: admin }));
    const row = list.find((e: { id: number }) => e.id === id);
    expect(row).toMatchObject({ url: `${base}/probe`, enabled: true, disabledReason: null, eventTypes: ['order.acknowledged'], pendingDeliveries: 0 });
    expect(row.secretHint).toBe(`${secret.slice(0, 10)}…`);
    expect(JSON.stringify(list)).not.toContain(secret);
    expect((await t.call('POST', '/api/admin/webhooks', { token: admin, body: { url: `${base}/x`, eventTypes: ['order.shipped_to_mars'] } })).statusCode).toBe(400);
    const ftp = await t.call('POST', '/api/admin/webhooks', { token: admin, body: { url: 'ftp://erp.example.com/x', eventTypes: ['order.acknowledged'] } });
    expect(ftp.json().fields).toMatchObject([{ path: 'url', errorKey: 'webhooks.invalid_url' }]);
    expect((await t.call('DELETE', `/api/admin/webhooks/${id}`, { token: admin })).statusCode).toBe(200);
  });

  it('HTTPS is required in production (WEBHOOK_HTTPS_ONLY defaults to true there)', async () => {
    expect(loadConfig({ NODE_ENV: 'production', SEALING_SECRET: 's'.repeat(40) }).webhookHttpsOnly).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).webhookHttpsOnly).toBe(false);
    const prod = await createTestApp({ webhookHttpsOnly: true });
    try {
      const token = await prod.login('admin');
      const plain = await prod.call('POST', '/api/admin/webhooks', { token, body: { url: 'http://erp.example.com/hooks', eventTypes: ['order.acknowledged'] } });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().fields).toMatchObject([{ path: 'url', errorKey: 'webhooks.https_required' }]);
      const tls = await prod.call('POST', '/api/admin/webhooks', { token, body: { url: 'https://erp.example.com/hooks', eventTypes: ['order.acknowledged'] } });
      expect(tls.statusCode, tls.body).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('issue 33 items 2-3: events in the transaction, signed deliveries', () => {
  let main: { id: number; secret: string };

  beforeAll(async () => {
    main = await createEndpoint('/erp', ['order.acknowledged', 'order.item_acknowledged', 'order.cancellation_requested', 'order.request_answered']);
  });

  it('an order acknowledgement produces one signed delivery with the order as its data', async () => {
    const o = await newOrder('PO-WH-1');
    const ack = await t.call('POST', `/api/sup/orders/${o.id}/acknowledge`, { token: supplier, body: { acknowledgementNo: 'OA-1' } });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(await deliverDue(t.deps)).toBe(1);
    const got = at('/erp');
    expect(got).toHaveLength(1);
    const event = verify(main.secret, got[0]!);
    expect(event).toMatchObject({ type: 'order.acknowledged', version: 1, subject: { type: 'purchase_order', id: String(o.id) } });
    expect(event.data).toMatchObject({ id: o.id, orderNo: 'PO-WH-1', status: 'acknowledged', acknowledgementNo: 'OA-1', action: 'acknowledge' });
    expect(event.data).not.toHaveProperty('actions');
    expect(got[0]!.headers['webhook-id']).toMatch(/^msg_/);
    const log = await deliveries(main.id);
    expect(log[0]).toMatchObject({ eventType: 'order.acknowledged', status: 'delivered', attempts: 1, lastStatusCode: 200, subject: `purchase_order:${o.id}` });
    expect(await deliverDue(t.deps)).toBe(0);
  });

  it('a rolled-back change produces no event (nor a refused action)', async () => {
    const count = async () => Number((await t.deps.db.selectFrom('outbound_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await recordEvent(trx, { type: 'order.acknowledged', subject: { type: 'purchase_order', id: 1 }, payload: { id: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const o = await newOrder('PO-WH-2');
    await t.call('POST', `/api/sup/orders/${o.id}/acknowledge`, { token: supplier, body: { acknowledgementNo: 'OA-2' } });
    const again = await t.call('POST', `/api/sup/orders/${o.id}/acknowledge`, { token: supplier, body: { acknowledgementNo: 'OA-2' } });
    expect(again.statusCode).toBe(409);
    expect(await count()).toBe(before + 1);
    await deliverDue(t.deps);
  });

  it('a receiver that fails and recovers receives the events of a record in order', async () => {
    received.length = 0;
    answer.set('/erp', 503);
    const o = await newOrder('PO-WH-3');
    for (const item of o.items) expect((await t.call('POST', `/api/sup/orders/${o.id}/items/${item.id}/acknowledge`, { token: supplier, body: {} })).statusCode).toBe(200);
    expect(await deliverDue(t.deps)).toBe(1); // the second waits for the first
    expect(at('/erp').map((r) => r.answered)).toEqual([503]);
    let log = await deliveries(main.id);
    expect(log.slice(0, 2).map((d: { status: string; attempts: number }) => [d.status, d.attempts])).toEqual([['pending', 0], ['pending', 1]]);
    expect(log[1].lastStatusCode).toBe(503);
    expect(log[0].actions).toEqual([]); // a pending delivery is on its way already
    expect(await deliverDue(t.deps)).toBe(0); // backing off
    answer.delete('/erp');
    t.deps.now = () => new Date(Date.now() + 10_000);
    try {
      expect(await deliverDue(t.deps)).toBe(2);
    } finally {
      t.deps.now = realNow;
    }
    const got = at('/erp').map((r) => ({ id: r.headers['webhook-id'], answered: r.answered, event: verify(main.secret, r) }));
    expect(got.map((g) => g.answered)).toEqual([503, 200, 200]);
    expect(got[0]!.id).toBe(got[1]!.id); // the same message again
    expect(got.slice(1).map((g) => (g.event.data as { items: { id: number; status: string }[] }).items.filter((i) => i.status === 'acknowledged').length)).toEqual([1, 2]);
    log = await deliveries(main.id);
    expect(log.slice(0, 2).map((d: { status: string; attempts: number }) => [d.status, d.attempts])).toEqual([['delivered', 1], ['delivered', 2]]);
    // manual replay of a delivered event sends it again with the same id
    const replay = await t.call('POST', `/api/admin/webhooks/${main.id}/deliveries/${log[0].id}/replay`, { token: admin });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(log[0].actions).toEqual(['replay']);
    expect(data(replay)).toMatchObject({ status: 'pending', attempts: 0, actions: [] });
    expect(await deliverDue(t.deps)).toBe(1);
    expect(at('/erp').at(-1)!.headers['webhook-id']).toBe(log[0].eventId);
    expect((await t.call('POST', `/api/admin/webhooks/${main.id}/deliveries/${log[0].id}/replay`, { token: supplier })).statusCode).toBe(403);
  });

  it('a worker that dies while sending loses nothing: the claimed delivery is due again after its lease', async () => {
    const o = await newOrder('PO-WH-LEASE');
    await t.call('POST', `/api/sup/orders/${o.id}/acknowledge`, { token: supplier, body: { acknowledgementNo: 'OA-L' } });
    await fanOut(t.deps);
    const claimed = await claimDue(t.deps.db, t.deps.now(), 5 * 60_000, 10); // the "killed" worker claimed it and never reported
    expect(claimed.map((d) => d.type)).toEqual(['order.acknowledged']);
    expect(await deliverDue(t.deps)).toBe(0);
    const before = at('/erp').length;
    t.deps.now = () => new Date(Date.now() + 6 * 60_000);
    try {
      expect(await deliverDue(t.deps)).toBe(1);
    } finally {
      t.deps.now = realNow;
    }
    expect(at('/erp').slice(before).map((r) => r.headers['webhook-id'])).toEqual([claimed[0]!.msg_id]);
    expect((await deliveries(main.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('rotation: during the overlap both secrets verify the delivery; after it only the new one is used', async () => {
    const rotated = await t.call('POST', `/api/admin/webhooks/${main.id}/rotate`, { token: admin, body: { overlapHours: 24 } });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, endpoint } = data(rotated);
    expect(secret).not.toBe(main.secret);
    expect(endpoint.previousSecretUntil).not.toBeNull();
    const o = await newOrder('PO-WH-4');
    await t.call('POST', `/api/sup/orders/${o.id}/acknowledge`, { token: supplier, body: { acknowledgementNo: 'OA-4' } });
    await deliverDue(t.deps);
    const last = at('/erp').at(-1)!;
    expect(last.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verify(secret, last).type).toBe('order.acknowledged');
    expect(verify(main.secret, last).type).toBe('order.acknowledged');
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(last.body, last.headers)).toThrow();
    // no overlap: the old secret stops at once
    const now = data(await t.call('POST', `/api/admin/webhooks/${main.id}/rotate`, { token: admin, body: { overlapHours: 0 } }));
    const o2 = await newOrder('PO-WH-5');
    await t.call('POST', `/api/sup/orders/${o2.id}/acknowledge`, { token: supplier, body: { acknowledgementNo: 'OA-5' } });
    await deliverDue(t.deps);
    const after = at('/erp').at(-1)!;
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verify(now.secret, after).type).toBe('order.acknowledged');
    expect(() => verify(secret, after)).toThrow();
    main.secret = now.secret;
  });

  it('an endpoint failing for 24 hours is disabled and the administrators are told; enabled again, it gets the events in order', async () => {
    const down = await createEndpoint('/down', ['order.cancellation_requested', 'order.request_answered']);
    answer.set('/down', 500);
    const o = await newOrder('PO-WH-6');
    await t.call('POST', `/api/sup/orders/${o.id}/acknowledge`, { token: supplier, body: { acknowledgementNo: 'OA-6' } });
    const cancel = data(await t.call('POST', `/api/sup/orders/${o.id}/cancellation-request`, { token: supplier, body: { reason: '停产' } }));
    const refused = await t.call('POST', `/api/orders/${o.id}/requests/${cancel.requests[0].id}/answer`, { token: buyer, body: { decision: 'refuse', comment: '请履行', revision: cancel.revision } });
    expect(refused.statusCode, refused.body).toBe(200);
    const start = Date.now();
    // The clock moves 6 hours per round (tokens are checked on the real clock between rounds).
    for (let offset = 0, i = 0; i < 12 && offset < DISABLE_AFTER_MS + 12 * 3600_000; i++, offset += 6 * 3600_000) {
      t.deps.now = () => new Date(Date.now() + offset);
      try {
        await deliverDue(t.deps);
      } finally {
        t.deps.now = realNow;
      }
      if (!data(await t.call('GET', `/api/admin/webhooks/${down.id}`, { token: admin })).enabled) break;
    }
    const ep = data(await t.call('GET', `/api/admin/webhooks/${down.id}`, { token: admin }));
    expect(ep).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect(ep.pendingDeliveries).toBe(2);
    expect(Date.now() - start).toBeLessThan(60_000);
    const downCalls = at('/down');
    expect(downCalls.length).toBeGreaterThan(1);
    // signed at the moved clock, so read without the library's time check: never the second before the first
    expect(new Set(downCalls.map((r) => (JSON.parse(r.body) as { type: string }).type))).toEqual(new Set(['order.cancellation_requested']));
    const notes = data(await t.call('GET', '/api/notifications', { token: admin }));
    expect(JSON.stringify(notes)).toContain('/down');
    // the receiver is back; the administrator enables the endpoint: both events, in order
    answer.delete('/down');
    const enabled = await t.call('PUT', `/api/admin/webhooks/${down.id}`, { token: admin, body: { url: `${base}/down`, eventTypes: ep.eventTypes, enabled: true } });
    expect(data(enabled)).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    const before = at('/down').length;
    expect(await deliverDue(t.deps)).toBe(2); // one batch each: the second once the first was delivered
    expect(at('/down').slice(before).map((r) => verify(down.secret, r).type)).toEqual(['order.cancellation_requested', 'order.request_answered']);
  });
});

describe('issue 33 item 2: events of other modules', () => {
  it('an agreement confirmation sends agreement.confirmed with the agreement detail', async () => {
    const ep = await createEndpoint('/agreements', ['agreement.confirmed', 'agreement.refused']);
    const supA = await t.login('supa_admin');
    const list = data(await t.call('GET', '/api/sup/agreements?agreementNo=AG2026000902', { token: supA }));
    const id = list.rows[0].id as number;
    const ok = await t.call('POST', `/api/sup/agreements/${id}/confirm`, { token: supA });
    expect(ok.statusCode, ok.body).toBe(200);
    await deliverDue(t.deps);
    const got = at('/agreements');
    expect(got).toHaveLength(1);
    const event = verify(ep.secret, got[0]!);
    expect(event).toMatchObject({ type: 'agreement.confirmed', subject: { type: 'agreement', id: String(id) } });
    expect(event.data).toMatchObject({ id, agreementNo: 'AG2026000902', status: 'confirmed' });
    expect(event.data).not.toHaveProperty('actions');
  });

  it('a freight bill approval sends freight_bill.approved with the bill detail; a return sends nothing', async () => {
    const ep = await createEndpoint('/bills', ['freight_bill.approved']);
    const [fwd, logistics] = await Promise.all([t.login('fwd_admin'), t.login('20000004')]);
    const bill = async (invoiceNo: string) => {
      const b = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo }) }));
      expect((await t.call('POST', `/api/freight-bills/${b.id}/submit`, { token: fwd })).statusCode).toBe(200);
      return b.id as number;
    };
    const [a, b] = [await bill('WH-BILL-1'), await bill('WH-BILL-2')];
    expect((await t.call('POST', `/api/freight-bills/${b}/return`, { token: logistics, body: { reason: 'rate' } })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/freight-bills/${a}/approve`, { token: logistics, body: { comment: 'OK' } })).statusCode).toBe(200);
    await deliverDue(t.deps);
    const got = at('/bills').map((r) => verify(ep.secret, r));
    expect(got.map((e) => [e.type, (e.data as { id: number; status: string }).id, (e.data as { status: string }).status])).toEqual([['freight_bill.approved', a, 'approved']]);
  });
});

describe('issue 33 item 4: the events feed for ERPs that poll', () => {
  it('needs integration client credentials and pages by cursor, oldest first', async () => {
    expect((await t.call('GET', '/api/integration/events')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/integration/events', { token: admin })).statusCode).toBe(401);
    const c = data(await t.call('POST', '/api/integration/clients', { token: admin, body: { name: 'SAP ERP' } }));
    const authorization = `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;
    t.deps.now = () => new Date(Date.now() + 60_000); // past the settle time of the feed
    try {
      const all: { seq: string; type: string; id: string }[] = [];
      let after = '0';
      for (let i = 0; i < 20; i++) {
        const res = await t.call('GET', `/api/integration/events?after=${after}&limit=3`, { headers: { authorization } });
        expect(res.statusCode, res.body).toBe(200);
        const page = data(res);
        expect(page.events.length).toBeLessThanOrEqual(3);
        all.push(...page.events);
        after = page.next;
        if (!page.hasMore) break;
      }
      expect(all.length).toBeGreaterThan(6);
      expect(all.map((e) => Number(e.seq))).toEqual([...all.map((e) => Number(e.seq))].sort((a, b) => a - b));
      expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
      // the demo data's allotments moved their shipments (shipment.milestone) before the tests acted
      expect(all.find((e) => e.type === 'order.acknowledged')).toMatchObject({ version: 1 });
      const end = data(await t.call('GET', `/api/integration/events?after=${after}`, { headers: { authorization } }));
      expect(end).toEqual({ events: [], next: after, hasMore: false });
    } finally {
      t.deps.now = realNow;
    }
  });
});
