/**
 * Issue 26 item 5: date filters and the days the portal records are the company's calendar days
 * (Asia/Shanghai), not UTC's. Each case would fail under UTC: an event at 18:10 UTC is on the next
 * day in Shanghai.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '@aerosupply/shared/format/dates';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let buyer: string;
let supA: string;
const realNow = () => new Date();

beforeAll(async () => {
  t = await createTestApp();
  [buyer, supA] = [await t.login('20000001'), await t.login('supa_admin')];
});
afterAll(() => t?.close());

const rows = async (token: string, url: string) => {
  const res = await t.call('GET', url, { token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return (res.json() as { data: { rows: { id: number }[] } }).data.rows;
};

describe('the company’s calendar days (issue 26 item 5)', () => {
  it('finds an order released at 02:10 Shanghai time (18:10 UTC the day before) under its Shanghai day', async () => {
    await sql`update purchase_orders set released_at = '2026-11-27T18:10:00Z' where order_no = '4500010001'`.execute(t.deps.db);
    expect(await rows(buyer, '/api/orders?orderNo=4500010001&releasedFrom=2026-11-28&releasedTo=2026-11-28')).toHaveLength(1);
    expect(await rows(buyer, '/api/orders?orderNo=4500010001&releasedFrom=2026-11-27&releasedTo=2026-11-27')).toHaveLength(0);
    expect(await rows(supA, '/api/sup/orders?orderNo=4500010001&releasedFrom=2026-11-28')).toHaveLength(1);
  });

  it('filters RFx by the day they were created in Shanghai', async () => {
    const rfx = (await rows(buyer, '/api/sourcing/rfx?pageSize=1'))[0]!;
    await sql`update sourcing_rfx set created_at = '2026-11-27T18:10:00Z' where id = ${rfx.id}`.execute(t.deps.db);
    expect((await rows(buyer, '/api/sourcing/rfx?createdFrom=2026-11-28&createdTo=2026-11-28&pageSize=100')).map((r) => r.id)).toContain(rfx.id);
    expect((await rows(buyer, '/api/sourcing/rfx?createdFrom=2026-11-27&createdTo=2026-11-27&pageSize=100')).map((r) => r.id)).not.toContain(rfx.id);
  });

  it('records a repair order’s receipt on the Shanghai day of the event', async () => {
    const order = await t.deps.db.selectFrom('repair_orders').select(['id']).where('status', '=', 'to_be_updated').where('kind', '=', 'repair').executeTakeFirstOrThrow();
    // The next 18:30 UTC from now: 02:30 the following day in Shanghai.
    const at = new Date(realNow());
    at.setUTCHours(18, 30, 0, 0);
    if (at.getTime() < Date.now()) at.setUTCDate(at.getUTCDate() + 1);
    t.deps.now = () => at;
    try {
      // A session of that time (the cached demo token expires before it).
      const grant = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'supa_admin', password: 'Demo@Pass2026' } });
      const shop = (grant.json() as { access_token: string }).access_token;
      const res = await t.call('POST', `/api/sup/repair/orders/${order.id}/status`, { token: shop, body: { status: 'received' } });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const receiptDate = (res.json() as { data: { receiptDate: string } }).data.receiptDate;
      expect(receiptDate).toBe(dayIn(at, 'Asia/Shanghai'));
      expect(receiptDate).not.toBe(at.toISOString().slice(0, 10));
    } finally {
      t.deps.now = realNow;
    }
  });
});
