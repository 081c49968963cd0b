import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@aerosupply/shared/utils';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ok } from '../supplier-review/test-fixtures';
import { runExpiryScan, thresholdFor, tickExpiryScheduler } from './index';

const DAY = 86_400_000;
// 2031-03-10 10:00 Asia/Shanghai: clear of the demo data's dates.
const BASE = new Date('2031-03-10T02:00:00Z');
const date = (offset: number) => formatDate(new Date(BASE.getTime() + offset * DAY), false, 'Asia/Shanghai');

let t: TestApp;
let a: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => BASE;
  a = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000001').executeTakeFirstOrThrow()).id;
  for (const [key, offset] of [['d30', 30], ['d7', 7], ['d0', 0], ['d45', 45], ['past', -1], ['d20', 20]] as const) {
    const row = await t.deps.db
      .insertInto('supplier_qualifications')
      .values({ company_id: a, doc_type: 'repair_station', authority: '0', number: `CCAR-145-${key}`, certificate_no: `CERT-${key}`, scope: 'A320 hydraulic', start_date: '2028-01-01', end_date: date(offset), file_keys: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
});
afterAll(() => t.close());

const notified = async () =>
  (await t.deps.db.selectFrom('expiry_notifications').select(['qualification_id', 'threshold_days']).where('qualification_id', 'in', Object.values(ids)).execute())
    .map((r) => `${Object.keys(ids).find((k) => ids[k] === r.qualification_id)}@${r.threshold_days}`)
    .sort();

describe('issue 5 §8 expiry watch: 30, 7 and 0 days, once per threshold', () => {
  it('maps days left to the threshold reached', () => {
    expect([45, 31, 30, 20, 8, 7, 1, 0, -1].map(thresholdFor)).toEqual([null, null, 30, 30, 30, 7, 7, 0, null]);
  });

  it('notifies the supplier administrator and the responsible buyer by mail and notice, once', async () => {
    const before = await t.deps.db.selectFrom('outbox').select('id').execute();
    await runExpiryScan(t.deps);
    expect(await notified()).toEqual(['d0@0', 'd20@30', 'd30@30', 'd7@7']);
    const mails = await t.deps.db.selectFrom('outbox').select(['recipient', 'subject', 'body']).where('id', 'not in', before.length ? before.map((r) => r.id) : [0]).execute();
    const mine = mails.filter((m) => m.body.includes('CERT-d7'));
    expect(mine.map((m) => m.recipient).sort()).toEqual(['wang.lei@aerosupply.local', 'zhao.qiang@skywing-aero.cn']);
    expect(mine[0]!.subject).toContain('7');
    const notices = await t.deps.db.selectFrom('notices').select(['side', 'company_id', 'user_id', 'body_en']).where('body_en', 'like', '%CERT-d0%').execute();
    expect(notices.map((n) => n.side).sort()).toEqual(['staff', 'supplier']);
    expect(notices.find((n) => n.side === 'supplier')?.company_id).toBe(a);

    const count = (await t.deps.db.selectFrom('outbox').select('id').execute()).length;
    await runExpiryScan(t.deps);
    expect((await t.deps.db.selectFrom('outbox').select('id').execute()).length).toBe(count);
  });

  it('notices name the document type and the company in each language, never a raw code (issue 10 item 8, D-109)', async () => {
    const company = await t.deps.db.selectFrom('companies').select(['name', 'name_en']).where('id', '=', a).executeTakeFirstOrThrow();
    expect(company.name_en).toBeTruthy();
    const notices = await t.deps.db.selectFrom('notices').select(['side', 'title_zh', 'title_en', 'body_zh', 'body_en']).where('body_en', 'like', '%CERT-d7%').execute();
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) {
      expect(n.body_en).toContain('Repair station certificate');
      expect(n.body_en).toContain(company.name_en);
      expect(n.body_en).not.toContain(company.name);
      expect(n.body_zh).toContain('维修许可证');
      expect(n.body_zh).toContain(company.name);
      for (const text of [n.title_zh, n.title_en, n.body_zh, n.body_en]) expect(text).not.toContain('repair_station');
    }
  });

  it('moves on to the next threshold as days pass (clock override)', async () => {
    t.deps.now = () => new Date(BASE.getTime() + 23 * DAY);
    await runExpiryScan(t.deps);
    // d20 and d7 have expired meanwhile (no scan ran on their days); d30 reached 7, d45 reached 30.
    expect(await notified()).toEqual(['d0@0', 'd20@30', 'd30@30', 'd30@7', 'd45@30', 'd7@7']);
    t.deps.now = () => new Date(BASE.getTime() + 30 * DAY);
    await runExpiryScan(t.deps);
    expect(await notified()).toContain('d30@0');
  });

  it('schedules the daily scan once per day from 02:00 company time', async () => {
    t.deps.now = () => new Date('2031-05-01T17:30:00Z'); // 01:30 on 2 May in Shanghai
    expect(await tickExpiryScheduler(t.deps)).toBe(false);
    t.deps.now = () => new Date('2031-05-01T18:05:00Z'); // 02:05
    expect(await tickExpiryScheduler(t.deps)).toBe(true);
    t.deps.now = () => new Date('2031-05-02T09:00:00Z');
    expect(await tickExpiryScheduler(t.deps)).toBe(false);
    const jobs = await t.deps.db.selectFrom('jobs').select('payload').where('queue', '=', 'expiry.scan').execute();
    expect(jobs.map((j) => j.payload)).toEqual([{ date: '2031-05-02' }]);
    expect(await t.deps.jobs.drain()).toBeGreaterThan(0);
  });

  it('flags expired qualifications on the staff supplier lists', async () => {
    t.deps.now = () => new Date();
    const yesterday = formatDate(new Date(Date.now() - DAY), false, 'Asia/Shanghai');
    await t.deps.db
      .insertInto('supplier_qualifications')
      .values({ company_id: a, doc_type: 'quality_system', authority: null, number: 'AS9120-real-past', certificate_no: 'AS9120-old', scope: null, start_date: '2020-01-01', end_date: yesterday, file_keys: '[]' })
      .execute();
    const token = await t.login('20000001');
    const list = ok<{ rows: { companyId: number; expiredQualifications: number }[] }>(await t.call('GET', '/api/suppliers/info?expired=true', { token }));
    expect(list.rows.find((r) => r.companyId === a)?.expiredQualifications).toBeGreaterThanOrEqual(1);
    const detail = ok<{ qualifications: { number: string; expired: boolean }[] }>(await t.call('GET', `/api/suppliers/${a}`, { token }));
    expect(detail.qualifications.find((q) => q.number === 'AS9120-real-past')?.expired).toBe(true);
    expect(detail.qualifications.find((q) => q.number === 'CCAR-145-d0')?.expired).toBe(false);
  });
});
