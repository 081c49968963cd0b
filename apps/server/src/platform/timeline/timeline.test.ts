import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations/index';
import { listTimeline, recordTimeline } from '.';

// One database for both tests (migrating is most of their time): the first brings it to the latest version.
let handle: DatabaseHandle;
afterAll(async () => {
  await handle?.close();
});

describe('platform timeline', () => {
  it('moves the supplier events of a database migrated before it, ids and all, and drops supplier_events', async () => {
    handle = await openDatabase({ databaseUrl: null, dataDir: null });
    const db = handle.db;
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name !== '0005_timeline' && name !== '0415_supplier_events_to_timeline'));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => before }, allowUnorderedMigrations: true }).migrateToLatest();
    expect(error).toBeUndefined();
    const company = await sql<{ id: number }>`insert into companies (type, name) values ('supplier', '翔云航空') returning id`.execute(db);
    const companyId = company.rows[0]!.id;
    await sql`
      insert into supplier_events (id, company_id, kind, action, from_status, to_status, comment, attachments, actor_user_id, actor_name, actor_company_id, created_at)
      values (7, ${companyId}, 'review', 'submit', 'draft', 'to_be_evaluated', null, '[]', 11, '张伟', ${companyId}, '2026-01-02T03:04:05.678Z'),
             (9, ${companyId}, 'freeze', 'freeze', 'normal', 'frozen', '质量问题', '["k1"]', 12, '李娜', 2, '2026-02-02T03:04:05Z'),
             (12, ${companyId}, 'sap', 'sap_failed', null, null, 'timeout', '[]', null, null, null, '2026-03-02T03:04:05Z')`.execute(db);

    expect(await migrateToLatest(db)).toEqual(['0005_timeline', '0415_supplier_events_to_timeline']);

    const entries = await listTimeline(db, { type: 'supplier', id: companyId });
    expect(entries).toEqual([
      { id: 12, kind: 'sap', action: 'sap_failed', fromStatus: null, toStatus: null, note: 'timeout', attachments: [], actorName: null, actorSide: 'system', createdAt: '2026-03-02T03:04:05.000Z' },
      { id: 9, kind: 'freeze', action: 'freeze', fromStatus: 'normal', toStatus: 'frozen', note: '质量问题', attachments: ['k1'], actorName: '李娜', actorSide: 'staff', createdAt: '2026-02-02T03:04:05.000Z' },
      { id: 7, kind: 'review', action: 'submit', fromStatus: 'draft', toStatus: 'to_be_evaluated', note: null, attachments: [], actorName: '张伟', actorSide: 'supplier', createdAt: '2026-01-02T03:04:05.678Z' },
    ]);
    const legacy = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'supplier_events'`.execute(db);
    expect(legacy.rows[0]!.n).toBe(0);
    // The id sequence continues after the moved rows.
    await recordTimeline(db, { subject: { type: 'supplier', id: companyId }, action: 'note', actor: null });
    expect((await listTimeline(db, { type: 'supplier', id: companyId }, { limit: 1 }))[0]!.id).toBeGreaterThan(12);
  }, 240_000);

  it('keeps subjects apart and filters by kind and target status', async () => {
    const db = handle.db;
    const actor = { userId: 1, realName: '管理员', companyId: 2 };
    await recordTimeline(db, { subject: { type: 'rfx', id: 1 }, action: 'publish', toStatus: 'published', actor, at: new Date('2026-05-01T00:00:00Z') });
    await recordTimeline(db, { subject: { type: 'rfx', id: 1 }, kind: 'quote', action: 'award', note: '最低价', attachments: ['f1'], actor, at: new Date('2026-05-02T00:00:00Z') });
    await recordTimeline(db, { subject: { type: 'rfx', id: 2 }, action: 'publish', actor });
    await recordTimeline(db, { subject: { type: 'purchase_order', id: 1 }, action: 'confirm', actor });

    const rfx1 = await listTimeline(db, { type: 'rfx', id: 1 });
    expect(rfx1.map((e) => e.action)).toEqual(['award', 'publish']);
    expect(rfx1[0]).toMatchObject({ kind: 'quote', note: '最低价', attachments: ['f1'], actorName: '管理员', actorSide: 'staff' });
    expect((await listTimeline(db, { type: 'rfx', id: 1 }, { kinds: ['quote'] })).map((e) => e.action)).toEqual(['award']);
    expect((await listTimeline(db, { type: 'rfx', id: 1 }, { toStatus: 'published' })).map((e) => e.action)).toEqual(['publish']);
    expect((await listTimeline(db, { type: 'purchase_order', id: 1 })).map((e) => e.action)).toEqual(['confirm']);
  });

  it('names the side of each actor by its company: staff, supplier, forwarder, or the system (issue 26 item 10)', async () => {
    const db = handle.db;
    const companyOf = async (type: string) => (await sql<{ id: number }>`insert into companies (type, name) values (${type}, ${`${type} 公司`}) returning id`.execute(db)).rows[0]!.id;
    const [supplier, forwarder] = [await companyOf('supplier'), await companyOf('forwarder')];
    const subject = { type: 'shipment', id: 77 };
    await recordTimeline(db, { subject, action: 'create', actor: { userId: 1, realName: '管理员', companyId: 2 }, at: new Date('2026-06-01T00:00:00Z') });
    await recordTimeline(db, { subject, action: 'despatch', actor: { userId: 5, realName: '赵强', companyId: supplier }, at: new Date('2026-06-02T00:00:00Z') });
    await recordTimeline(db, { subject, action: 'pick_up', actor: { userId: 6, realName: '孙丽', companyId: forwarder }, at: new Date('2026-06-03T00:00:00Z') });
    await recordTimeline(db, { subject, action: 'remind', actor: null, at: new Date('2026-06-04T00:00:00Z') });
    expect((await listTimeline(db, subject)).map((e) => `${e.action}:${e.actorSide}`)).toEqual(['remind:system', 'pick_up:forwarder', 'despatch:supplier', 'create:staff']);
  });
});
