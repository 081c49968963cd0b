/**
 * The milestone times kept on the shipment for reports B and C (migration 0970, D-432): the
 * database follows every insert, re-record (upsert) and delete of `shipment_milestones`, one
 * statement at a time, whoever writes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { demoForwarderId, insertShipment } from '../freight-bills/test-fixtures';

let t: TestApp;
let id: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp();
  const fwd = await demoForwarderId(t);
  id = await insertShipment(t, fwd, '999-10000001', { gross: 10, to: 'MTT' });
  other = await insertShipment(t, fwd, '999-10000002', { gross: 10, to: 'MTT' });
});
afterAll(async () => {
  await t?.close();
});

const timesOf = (shipmentId: number) =>
  t.deps.db
    .selectFrom('shipments')
    .select(['notice_created_at', 'domestic_picked_up_at', 'shipped_at', 'customs_cleared_at', 'delivered_at'])
    .where('id', '=', shipmentId)
    .executeTakeFirstOrThrow();
const at = (h: number) => new Date(Date.UTC(2026, 5, 1, h));
const row = (shipmentId: number, milestone: string, seq: number, h: number) => ({ shipment_id: shipmentId, milestone, seq, at: at(h), actor_user_id: null, actor_name: 'test', actor_side: 'staff' });

describe('shipment milestone times (D-432)', () => {
  it('follows inserts of several shipments in one statement, and ignores the milestones no report measures', async () => {
    await t.deps.db
      .insertInto('shipment_milestones')
      .values([row(id, 'notice_created', 1, 0), row(id, 'domestic_notified', 2, 1), row(id, 'domestic_picked_up', 3, 2), row(other, 'notice_created', 1, 5), row(other, 'delivered', 8, 9)])
      .execute();
    expect(await timesOf(id)).toEqual({ notice_created_at: at(0), domestic_picked_up_at: at(2), shipped_at: null, customs_cleared_at: null, delivered_at: null });
    expect(await timesOf(other)).toMatchObject({ notice_created_at: at(5), domestic_picked_up_at: null, delivered_at: at(9) });
  });

  it('takes the new time when a milestone is recorded again (upsert) or updated', async () => {
    await t.deps.db
      .insertInto('shipment_milestones')
      .values(row(id, 'domestic_picked_up', 3, 3))
      .onConflict((oc) => oc.columns(['shipment_id', 'milestone']).doUpdateSet({ at: at(3) }))
      .execute();
    expect((await timesOf(id)).domestic_picked_up_at).toEqual(at(3));
    await t.deps.db.updateTable('shipment_milestones').set({ at: at(4) }).where('shipment_id', '=', id).where('milestone', '=', 'notice_created').execute();
    expect((await timesOf(id)).notice_created_at).toEqual(at(4));
  });

  it('clears the time when the milestone is deleted (a rollback), leaving other shipments alone', async () => {
    await t.deps.db.deleteFrom('shipment_milestones').where('shipment_id', '=', id).where('milestone', '=', 'domestic_picked_up').execute();
    expect(await timesOf(id)).toMatchObject({ notice_created_at: at(4), domestic_picked_up_at: null });
    expect((await timesOf(other)).delivered_at).toEqual(at(9));
  });

  it('derives the legs\' hours, the months in China time and "delivered by the ETA\'s day" from them', async () => {
    // `other`: notice 05:00 UTC, delivered 09:00 UTC on 1 June (17:00 China time); ETA 1 June 23:00 UTC = 2 June China time.
    await t.deps.db.updateTable('shipments').set({ eta: new Date(Date.UTC(2026, 5, 1, 23)), created_at: new Date(Date.UTC(2026, 4, 31, 17)) }).where('id', '=', other).execute();
    const row = await t.deps.db
      .selectFrom('shipments')
      .select(['pick_up_hours', 'total_hours', 'delivery_hours', 'notice_month', 'delivered_month', 'delivered_on_time'])
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(row.pick_up_hours).toBeNull();
    expect(row.total_hours).toBe(4);
    expect(row.delivery_hours).toBeNull();
    // Created 31 May 17:00 UTC = 1 June 01:00 in China: the notice month is June.
    expect(String(row.notice_month instanceof Date ? row.notice_month.toISOString().slice(0, 7) : row.notice_month).slice(0, 7)).toBe('2026-06');
    expect(row.delivered_on_time).toBe(true);
    await t.deps.db.updateTable('shipments').set({ eta: new Date(Date.UTC(2026, 4, 31, 10)) }).where('id', '=', other).execute();
    expect((await t.deps.db.selectFrom('shipments').select('delivered_on_time').where('id', '=', other).executeTakeFirstOrThrow()).delivered_on_time).toBe(false);
  });
});
