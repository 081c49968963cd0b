/**
 * Issue 26 items 3 and 4 over HTTP: per-item rejection and cancellation requests answered by the
 * buyer, item and order states kept consistent (D-500, D-501), and one winner: every staff action
 * names the revision it was decided on, 409 with the current state and what changed (D-502), the
 * supplier told when the buyer ended the order first (D-503).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let supplier: string;
let buyer: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const paths = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);
const statuses = (d: { status: string; items: { itemNo: number; status: string }[] }) => [d.status, ...d.items.map((i) => `${i.itemNo}:${i.status}`)].join(' ');

const order = (orderNo: string) => ({
  orderNo,
  version: 1,
  vendorCode: '10000001',
  purchaseDept: '航材采购部',
  orderDate: '2026-11-20',
  buyerAccount: '20000001',
  buyerName: '王磊 Wang Lei',
  currency: 'CNY',
  items: [
    { itemNo: 10, partNumber: '2-1587-3', quantity: 3, unitPrice: 100, vatRate: 13, requestedShipDate: '2026-12-20', deliveryLines: [{ shipToCode: 'PVG1', quantity: 3, needByDate: '2026-12-20' }] },
    { itemNo: 20, partNumber: 'QA06753', quantity: 10, unitPrice: 8, vatRate: 6, requestedShipDate: '2026-12-15', deliveryLines: [{ shipToCode: 'PVG1', quantity: 10, needByDate: '2026-12-15' }] },
  ],
});

async function newOrder(orderNo: string) {
  const created = await t.call('POST', '/api/orders', { token: buyer, body: order(orderNo) });
  expect(created.statusCode, created.body).toBe(200);
  return data(await t.call('GET', `/api/sup/orders/${data(created).id}`, { token: supplier }));
}
const sup = (path: string, body: unknown) => t.call('POST', `/api/sup/orders/${path}`, { token: supplier, body });
const staff = (path: string, body: unknown) => t.call('POST', `/api/orders/${path}`, { token: buyer, body });
const staffView = async (id: number) => data(await t.call('GET', `/api/orders/${id}`, { token: buyer }));

beforeAll(async () => {
  t = await createTestApp();
  supplier = await t.login('supa_clerk');
  buyer = await t.login('20000001');
});
afterAll(async () => {
  await t?.close();
});

describe('issue 26 item 3: per-item rejection and cancellation requests', () => {
  it('rejects one item: asked with a reason, waits for the buyer, accepted; the order follows its items', async () => {
    const o = await newOrder('ITEM-REJ');
    const [i10, i20] = o.items;
    expect(i20.actions).toEqual(['acknowledge', 'request_change', 'request_rejection']);
    const asked = await sup(`${o.id}/items/${i20.id}/rejection-request`, { reason: '该件号已停产 Discontinued' });
    expect(asked.statusCode, asked.body).toBe(200);
    const d = data(asked);
    expect(statuses(d)).toBe('change_requested 10:open 20:rejection_requested');
    expect(d.items[1].actions).toEqual([]);
    // the supplier may not answer its own request; the buyer may (D-870)
    expect(d.requests[0]).toMatchObject({ kind: 'rejection', itemId: i20.id, itemNo: 20, status: 'pending', reason: '该件号已停产 Discontinued', before: null, after: null, actions: [] });
    expect(d.history[0]).toMatchObject({ action: 'request_rejection', note: '#20: 该件号已停产 Discontinued', side: 'supplier' });
    // asked twice: the item already waits
    expect((await sup(`${o.id}/items/${i20.id}/rejection-request`, { reason: 'again' })).json().errorKey).toBe('orders.item_not_rejectable');

    const pending = data(await t.call('GET', '/api/orders?pending=true&orderNo=ITEM-REJ', { token: buyer }));
    expect(pending.rows).toHaveLength(1);
    const view = await staffView(o.id);
    expect(view.actions).toEqual(['view', 'accept_request', 'refuse_request']);
    expect(view.requests[0].actions).toEqual(['accept', 'refuse']);
    const notices = await t.deps.db.selectFrom('notifications').select('template_key').where('template_key', '=', 'orders.request_submitted').execute();
    expect(notices.length).toBeGreaterThan(0);

    const accepted = await staff(`${o.id}/requests/${view.requests[0].id}/answer`, { decision: 'accept', comment: '同意', revision: view.revision });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const a = data(accepted);
    expect(statuses(a)).toBe('new 10:open 20:rejected');
    expect(a.requests[0]).toMatchObject({ status: 'accepted', answerComment: '同意', actions: [] });
    expect(a.version).toBe(1);

    // the one live item acknowledged: the order is acknowledged; the rejected item stays out of it
    const ack = data(await sup(`${o.id}/items/${i10.id}/acknowledge`, {}));
    expect(statuses(ack)).toBe('acknowledged 10:acknowledged 20:rejected');
    expect((await sup(`${o.id}/items/${i20.id}/acknowledge`, {})).json().errorKey).toBe('orders.item_is_rejected');
    expect(ack.onTime.confirmed.outcome).not.toBe('unknown');
  });

  it('cancels one acknowledged item: a refusal returns it, an acceptance cancels it; the last live item cancelled ends the order', async () => {
    const o = await newOrder('ITEM-CAN');
    const [i10, i20] = o.items;
    const ack = data(await sup(`${o.id}/acknowledge`, { acknowledgementNo: 'OA-1' }));
    expect(ack.items[0].actions).toEqual(['request_change', 'request_cancellation']);
    // reject before acknowledgement, cancel after (as for the whole order)
    expect((await sup(`${o.id}/items/${i10.id}/rejection-request`, { reason: 'x' })).json().errorKey).toBe('orders.item_not_rejectable');

    const asked = data(await sup(`${o.id}/items/${i10.id}/cancellation-request`, { reason: '产能不足' }));
    expect(statuses(asked)).toBe('change_requested 10:cancellation_requested 20:acknowledged');
    const refused = data(await staff(`${o.id}/requests/${asked.requests[0].id}/answer`, { decision: 'refuse', comment: '请按期交货', revision: asked.revision }));
    expect(statuses(refused)).toBe('acknowledged 10:acknowledged 20:acknowledged');
    expect(refused.requests[0]).toMatchObject({ kind: 'cancellation', status: 'refused', answerComment: '请按期交货' });

    const again = data(await sup(`${o.id}/items/${i10.id}/cancellation-request`, { reason: '产能不足' }));
    const cancelled = data(await staff(`${o.id}/requests/${again.requests[0].id}/answer`, { decision: 'accept', revision: again.revision }));
    expect(statuses(cancelled)).toBe('acknowledged 10:cancelled 20:acknowledged');
    expect(cancelled.items[0].actions).toEqual([]);

    const last = data(await sup(`${o.id}/items/${i20.id}/cancellation-request`, { reason: '停产' }));
    const ended = data(await staff(`${o.id}/requests/${last.requests[0].id}/answer`, { decision: 'accept', revision: last.revision }));
    expect(statuses(ended)).toBe('cancelled 10:cancelled 20:cancelled');
    expect((await sup(`${o.id}/items/${i20.id}/cancellation-request`, { reason: 'x' })).json().errorKey).toBe('orders.item_is_cancelled');
  });

  it('every item rejected one by one: the order is rejected', async () => {
    const o = await newOrder('ITEM-ALL');
    let d = o;
    for (const item of o.items) {
      const asked = data(await sup(`${o.id}/items/${item.id}/rejection-request`, { reason: '无货' }));
      const pendingRequest = asked.requests.find((r: { status: string }) => r.status === 'pending');
      d = data(await staff(`${o.id}/requests/${pendingRequest.id}/answer`, { decision: 'accept', revision: asked.revision }));
    }
    expect(statuses(d)).toBe('rejected 10:rejected 20:rejected');
    expect(d.actions).toEqual(['view']);
  });

  it('refuses bad input with field errors, another supplier’s item with 404, an item of another order with 404', async () => {
    const o = await newOrder('ITEM-BAD');
    const other = await newOrder('ITEM-OTHER');
    const item = o.items[0].id;
    expect(paths(await sup(`${o.id}/items/${item}/rejection-request`, {}))).toEqual(['reason:validation.required']);
    expect(paths(await sup(`${o.id}/items/${item}/rejection-request`, { reason: '   ' }))).toEqual(['reason:validation.required']);
    expect(paths(await sup(`${o.id}/items/${item}/cancellation-request`, { reason: 'x'.repeat(501) }))).toEqual(['reason:validation.too_long']);
    const unknown = await sup(`${o.id}/items/${item}/rejection-request`, { reason: 'x', quantity: 1 });
    expect(unknown.statusCode).toBe(400);
    expect((await sup(`${o.id}/items/01/rejection-request`, { reason: 'x' })).statusCode).toBe(400);
    expect((await sup(`${o.id}/items/${other.items[0].id}/rejection-request`, { reason: 'x' })).statusCode).toBe(404);
    const b = await t.login('supb_admin');
    const foreign = await t.call('POST', `/api/sup/orders/${o.id}/items/${item}/rejection-request`, { token: b, body: { reason: 'x' } });
    expect(foreign.statusCode).toBe(404);
    // staff may not ask, suppliers may not answer
    expect((await t.call('POST', `/api/sup/orders/${o.id}/items/${item}/rejection-request`, { token: buyer, body: { reason: 'x' } })).statusCode).toBe(403);
    const asked = data(await sup(`${o.id}/items/${item}/rejection-request`, { reason: 'x' }));
    expect((await t.call('POST', `/api/orders/${o.id}/requests/${asked.requests[0].id}/answer`, { token: supplier, body: { decision: 'accept', revision: asked.revision } })).statusCode).toBe(403);
    // the staff answer needs the revision it was decided on, a whole number
    expect(paths(await staff(`${o.id}/requests/${asked.requests[0].id}/answer`, { decision: 'accept' }))).toEqual(['revision:validation.required']);
    expect(paths(await staff(`${o.id}/cancel`, { reason: 'x', revision: -1 }))).toEqual(['revision:validation.not_negative']);
    expect(paths(await staff(`${o.id}/close`, { reason: 'x', revision: 1.5 }))).toEqual(['revision:validation.integer']);
    expect(statuses(await staffView(o.id))).toBe('change_requested 10:rejection_requested 20:open');
  });
});

describe('issue 26 item 4: one winner (D-502, D-503)', () => {
  it('the supplier acknowledged first: the buyer’s cancel decided before is 409 naming the acknowledgement, with the current state and what changed', async () => {
    const o = await newOrder('ONE-1');
    const seen = await staffView(o.id);
    expect(seen.actions).toEqual(['view', 'cancel']);
    expect((await sup(`${o.id}/acknowledge`, { acknowledgementNo: 'OA-7' })).statusCode).toBe(200);
    const late = await staff(`${o.id}/cancel`, { reason: '需求取消', revision: seen.revision });
    expect(late.statusCode).toBe(409);
    const body = late.json();
    expect(body.errorKey).toBe('orders.meanwhile.acknowledged');
    expect(body.data).toMatchObject({ status: 'acknowledged', version: 1, changes: [{ action: 'acknowledge', toStatus: 'acknowledged', side: 'supplier', note: 'OA-7' }] });
    expect(body.data.revision).toBeGreaterThan(seen.revision);
    expect(body.msg).toMatch(/acknowledged this order|已确认该订单/);
    const zh = await t.call('POST', `/api/orders/${o.id}/cancel`, { token: buyer, body: { reason: '需求取消', revision: seen.revision }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.statusCode).toBe(409);
    expect((await staffView(o.id)).status).toBe('acknowledged');
    // decided again on what is there now, the buyer may still cancel an acknowledged order
    const now = await staff(`${o.id}/cancel`, { reason: '需求取消', revision: body.data.revision });
    expect(now.statusCode, now.body).toBe(200);
    expect(statuses(data(now))).toBe('cancelled 10:cancelled 20:cancelled');
  });

  it('the buyer cancelled first: the supplier’s acknowledgement is 409 saying the buyer cancelled the order', async () => {
    const o = await newOrder('ONE-2');
    expect((await staff(`${o.id}/cancel`, { reason: '需求取消', revision: (await staffView(o.id)).revision })).statusCode).toBe(200);
    const late = await sup(`${o.id}/acknowledge`, { acknowledgementNo: 'OA-8' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorKey: 'orders.is_cancelled', data: { status: 'cancelled', version: 1 } });
    expect(late.json().msg).not.toMatch(/Only a new order/);
    expect((await sup(`${o.id}/items/${o.items[0].id}/acknowledge`, {})).json().errorKey).toBe('orders.item_is_cancelled');
  });

  it('acknowledge and cancel at once: exactly one 200 and one 409 with the current state', async () => {
    for (const n of [1, 2, 3]) {
      const o = await newOrder(`ONE-RACE-${n}`);
      const { revision } = await staffView(o.id);
      const [ack, cancel] = await Promise.all([sup(`${o.id}/acknowledge`, { acknowledgementNo: `R${n}` }), staff(`${o.id}/cancel`, { reason: '需求取消', revision })]);
      expect([ack.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const final = await staffView(o.id);
      if (ack.statusCode === 200) {
        expect(final.status).toBe('acknowledged');
        expect(cancel.json()).toMatchObject({ errorKey: 'orders.meanwhile.acknowledged', data: { status: 'acknowledged', revision: final.revision } });
      } else {
        expect(final.status).toBe('cancelled');
        expect(ack.json()).toMatchObject({ errorKey: 'orders.is_cancelled', data: { status: 'cancelled', revision: final.revision } });
      }
    }
  });

  it('an answer decided on a stale revision is 409 and leaves the request pending; close and answers too', async () => {
    const o = await newOrder('ONE-3');
    const [i10, i20] = o.items;
    await sup(`${o.id}/items/${i10.id}/change-request`, { unitPrice: 120, reason: '涨价' });
    const seen = await staffView(o.id);
    await sup(`${o.id}/items/${i20.id}/acknowledge`, {});
    const stale = await staff(`${o.id}/requests/${seen.requests[0].id}/answer`, { decision: 'accept', revision: seen.revision });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorKey: 'orders.meanwhile.item_acknowledged', data: { status: 'change_requested', changes: [{ action: 'acknowledge_item', note: '#20' }] } });
    expect(stale.json().msg).toContain('#20');
    const view = await staffView(o.id);
    expect(view.requests[0].status).toBe('pending');
    // a revision from the future is refused too
    expect((await staff(`${o.id}/requests/${seen.requests[0].id}/answer`, { decision: 'accept', revision: view.revision + 100 })).statusCode).toBe(409);
    const ok = await staff(`${o.id}/requests/${seen.requests[0].id}/answer`, { decision: 'refuse', revision: view.revision });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(statuses(data(ok))).toBe('new 10:open 20:acknowledged');
    // the supplier asks for a change after the buyer opened the order: close (once acknowledged) is refused
    await sup(`${o.id}/items/${i10.id}/acknowledge`, {});
    const before = await staffView(o.id);
    await sup(`${o.id}/items/${i10.id}/cancellation-request`, { reason: '产能不足' });
    const close = await staff(`${o.id}/close`, { reason: '结单', revision: before.revision });
    expect(close.json()).toMatchObject({ errorKey: 'orders.meanwhile.requested', data: { status: 'change_requested' } });
  });
});
