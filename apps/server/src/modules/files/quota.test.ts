/** Issue 9 §6: upload quotas per user, per company and on pending bytes, and the upload rate limit. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { findActorByAccessToken } from '../../platform/auth/actor-repo';
import { scopeOf } from '../../platform/tenancy/scope';
import { attachFiles } from './index';
import { formatBytes } from './quota';
import { multipart } from './test-fixtures';

const DAY = 86_400_000;
let t: TestApp;
let tokens: Record<string, string>;
let clock: number;
const defaults = { user: 0, company: 0, pending: 0, rate: 0 };

beforeAll(async () => {
  // Long-lived tokens: the tests move the clock by days.
  t = await createTestApp({ accessTokenTtlSeconds: 60 * 86_400 });
  clock = Date.now();
  t.deps.now = () => new Date(clock);
  tokens = {};
  for (const a of ['supa_admin', 'supa_clerk', 'supb_admin', 'fwd_admin', '20000001', '20000004', '20000005']) tokens[a] = await t.login(a);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  // Every test starts a fresh day, so the rolling windows of the tests do not overlap.
  clock += 3 * DAY;
  limits(defaults);
});

function limits(l: Partial<typeof defaults>): void {
  const v = { ...defaults, ...l };
  Object.assign(t.deps.config, { uploadQuotaUserBytesPerDay: v.user, uploadQuotaCompanyBytesPerDay: v.company, uploadQuotaUserPendingBytes: v.pending, uploadRateLimitPerUser: v.rate });
}

function upload(account: string, bytes: number, opts: { lang?: string; url?: string } = {}) {
  const { payload, contentType } = multipart([{ name: 'file', filename: 'notes.txt', content: Buffer.alloc(bytes, 'q') }]);
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/files/upload',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${tokens[account]}`, 'accept-language': opts.lang ?? 'en' },
  });
}

async function storedToday(column: 'uploaded_by' | 'company_id', id: number): Promise<number> {
  const r = await t.deps.db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('n'))
    .where(column, '=', id)
    .where('created_at', '>', new Date(clock - DAY))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

const userOf = async (account: string) => (await t.deps.db.selectFrom('users').select(['id', 'company_id']).where('account', '=', account).executeTakeFirstOrThrow());

describe('issue 9 §6 upload quotas', () => {
  it('formats quota sizes for the messages', () => {
    expect([formatBytes(10_000), formatBytes(500 * 1024 ** 2), formatBytes(1024 ** 3), formatBytes(5 * 1024 ** 3)]).toEqual(['9.8 KB', '500 MB', '1 GB', '5 GB']);
  });

  it('refuses a user beyond its bytes per rolling 24 h with 429 and a translated message, and accepts again a day later', async () => {
    limits({ user: 10_000 });
    expect((await upload('supb_admin', 4000)).statusCode).toBe(200);
    expect((await upload('supb_admin', 4000)).statusCode).toBe(200);
    const over = await upload('supb_admin', 4000);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorKey: 'upload.quota_user', msg: `You have reached your upload quota (${formatBytes(10_000)} per 24 hours); please try again later` });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // What fits still goes in; nothing of the refused uploads stays.
    expect((await upload('supb_admin', 1500)).statusCode).toBe(200);
    const { id } = await userOf('supb_admin');
    expect(await storedToday('uploaded_by', id)).toBe(9500);
    // Rolling window: 24 h after the first uploads they no longer count.
    clock += DAY + 1000;
    expect((await upload('supb_admin', 4000)).statusCode).toBe(200);
  });

  it('refuses a large upload from its declared length before storing any byte', async () => {
    limits({ user: 50_000 });
    const put = t.deps.blobs.put.bind(t.deps.blobs);
    let puts = 0;
    t.deps.blobs.put = (...args) => {
      puts++;
      return put(...args);
    };
    try {
      const big = await upload('fwd_admin', 200_000);
      expect(big.statusCode).toBe(429);
      expect(big.json().errorKey).toBe('upload.quota_user');
      expect(puts).toBe(0);
    } finally {
      t.deps.blobs.put = put;
    }
  });

  it("counts a company's users together; staff have no company quota", async () => {
    limits({ company: 10_000 });
    expect((await upload('supa_admin', 6000)).statusCode).toBe(200);
    const clerk = await upload('supa_clerk', 6000);
    expect(clerk.statusCode).toBe(429);
    expect(clerk.json()).toMatchObject({ errorKey: 'upload.quota_company', msg: `Your company has reached its upload quota (${formatBytes(10_000)} per 24 hours); please try again later` });
    const zh = await upload('supa_clerk', 6000, { lang: 'zh-CN' });
    expect(zh.json().msg).toBe('贵公司的上传量已达上限（每24小时 9.8 KB），请稍后再试');
    expect((await upload('supa_clerk', 3000)).statusCode).toBe(200);
    // Another company is not affected.
    expect((await upload('supb_admin', 6000)).statusCode).toBe(200);
    // Staff: one company for all buyers, exempt from the company quota (the user quota still applies).
    limits({ company: 1000 });
    expect((await upload('20000001', 6000)).statusCode).toBe(200);
    expect((await upload('20000004', 6000)).statusCode).toBe(200);
    limits({ company: 1000, user: 10_000 });
    expect((await upload('20000001', 6000)).json().errorKey).toBe('upload.quota_user');
  });

  it('caps the bytes a user holds in never-attached uploads (413); attaching frees them', async () => {
    const { pending } = await pendingOf('fwd_admin');
    limits({ pending: pending + 10_000 });
    const first = await upload('fwd_admin', 6000);
    expect(first.statusCode).toBe(200);
    const over = await upload('fwd_admin', 6000);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ errorKey: 'upload.quota_pending' });
    expect(over.json().msg).toContain('please save your form');
    const actor = (await findActorByAccessToken(t.deps.db, tokens.fwd_admin, new Date(clock)))!;
    await t.deps.db.transaction().execute((trx) => attachFiles(trx, { fileKeys: [first.json().data.fileKey], ownerType: 'quota.test', ownerId: 1, scope: scopeOf(actor) }));
    expect((await upload('fwd_admin', 6000)).statusCode).toBe(200);
  });

  it('does not overshoot under parallel uploads: the recorded bytes never pass the quota', async () => {
    limits({ user: 14_000, company: 30_000 });
    const results = await Promise.all(Array.from({ length: 8 }, () => upload('supa_clerk', 4000)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const { id, company_id } = await userOf('supa_clerk');
    expect(await storedToday('uploaded_by', id)).toBe(12_000);
    // Two users of one company in parallel: the company quota holds too.
    limits({ user: 0, company: 30_000 });
    const both = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(i % 2 ? 'supa_admin' : 'supa_clerk', 4000)));
    expect(both.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(await storedToday('company_id', company_id)).toBeLessThanOrEqual(30_000);
    expect(await storedToday('company_id', company_id)).toBe(28_000);
  });
});

async function pendingOf(account: string): Promise<{ pending: number }> {
  const { id } = await userOf(account);
  const r = await t.deps.db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('n'))
    .where('uploaded_by', '=', id)
    .where('attached_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { pending: Number(r.n) };
}

describe('issue 9 §6 upload rate limit', () => {
  it('answers 429 with Retry-After beyond the uploads per minute of one user, others unaffected', async () => {
    limits({ rate: 3 });
    for (let i = 0; i < 3; i++) expect((await upload('20000005', 100)).statusCode).toBe(200);
    const limited = await upload('20000005', 100, { url: '/api/files/uploads' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorKey: 'upload.rate_limited', msg: 'Too many uploads in a short time; please try again in a minute' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload('20000004', 100)).statusCode).toBe(200);
    clock += 61_000;
    expect((await upload('20000005', 100)).statusCode).toBe(200);
  });
});
