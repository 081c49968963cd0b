import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationPage } from '@aerosupply/shared/notifications/schemas';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { notify, recordNotifications } from './index';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.deps.db.selectFrom('users').select(['id', 'account']).execute()) ids[u.account] = u.id;
  // A Chinese reader (saved language) and an English one (supb_admin saved 'en' in the demo data).
  await t.deps.db.updateTable('users').set({ language: 'zh' }).where('account', '=', 'supa_admin').execute();
});
afterAll(() => t.close());

const data = <T>(res: { statusCode: number; json: () => { data: T } }): T => {
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const list = async (account: string, query = '', headers: Record<string, string> = {}) =>
  data<NotificationPage>(await t.call('GET', `/api/notifications${query}`, { token: await t.login(account), headers }));
const unread = async (account: string) => data<{ count: number }>(await t.call('GET', '/api/notifications/unread-count', { token: await t.login(account) })).count;
const mailsTo = (recipient: string) => t.deps.db.selectFrom('outbox').select(['channel', 'subject', 'body', 'user_id', 'company_id']).where('recipient', '=', recipient).orderBy('id').execute();

describe('issue 10 item 5: notify() renders each recipient in their own language', () => {
  it('sends a Chinese user Chinese and an English user English, by mail and in the centre', async () => {
    const result = await t.deps.db.transaction().execute((trx) =>
      notify(t.deps, trx, 'supplier_control.finance_rejected', [ids.supa_admin!, ids.supb_admin!, { email: 'guest@example.com', lang: 'zh' }], { requestNo: 'FR-TEST-1', comment: '资料不全 Missing papers' }, { link: '/sup/info' }),
    );
    expect(result).toEqual({ mailed: 3, texted: 0, portal: 2 });

    const zh = (await mailsTo('zhao.qiang@skywing-aero.cn')).at(-1)!;
    expect(zh).toMatchObject({ channel: 'mail', subject: 'FR-TEST-1 财务审批未通过', user_id: ids.supa_admin });
    expect(zh.body).toBe('FR-TEST-1：财务审批未通过。资料不全 Missing papers');
    const en = (await mailsTo('john.miller@pacificrotables.com')).at(-1)!;
    expect(en.subject).toBe('FR-TEST-1: rejected by finance');
    expect(en.body).toBe('FR-TEST-1: rejected by finance. 资料不全 Missing papers');
    expect((await mailsTo('guest@example.com'))[0]!.subject).toBe('FR-TEST-1 财务审批未通过');

    const zhItem = (await list('supa_admin')).rows.find((r) => r.templateKey === 'supplier_control.finance_rejected')!;
    expect(zhItem).toMatchObject({ title: 'FR-TEST-1 财务审批未通过', link: '/sup/info', read: false });
    const enItem = (await list('supb_admin')).rows.find((r) => r.templateKey === 'supplier_control.finance_rejected')!;
    expect(enItem.title).toBe('FR-TEST-1: rejected by finance');
  });

  it('renders the centre at read time in the reader’s current language', async () => {
    const token = await t.login('supa_admin');
    expect((await t.call('POST', '/api/profile/language', { token, body: { language: 'en' } })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2100)); // the actor cache (2 s)
    const item = (await list('supa_admin')).rows.find((r) => r.templateKey === 'supplier_control.finance_rejected')!;
    expect(item.title).toBe('FR-TEST-1: rejected by finance');
    expect((await t.call('POST', '/api/profile/language', { token, body: { language: 'zh' } })).statusCode).toBe(200);
  });

  it('takes the saved language of an address’s user, else the given language, else the company’s country', async () => {
    await t.deps.db.transaction().execute(async (trx) => {
      await notify(t.deps, trx, 'verification.code', [{ mobile: '13911112222', lang: 'en' }], { code: 'Ab3xY9', purpose: { phrase: 'verification.purpose.register' }, validity: { phrase: 'duration.minutes', params: { n: 5 } } });
      await notify(t.deps, trx, 'verification.code', [{ email: 'new.box@example.com', userId: ids.supb_admin!, companyId: 999, lang: 'zh' }], { code: 'Zz9yX8', purpose: { phrase: 'verification.purpose.completion' }, validity: { phrase: 'duration.hours', params: { n: 24 } } });
      await notify(t.deps, trx, 'verification.code', [{ email: 'company.box@example.com', companyId: ids.supa_admin ? (await trx.selectFrom('users').select('company_id').where('id', '=', ids.supa_admin).executeTakeFirstOrThrow()).company_id : 0 }], { code: 'Qq1wE2', purpose: { phrase: 'verification.purpose.reset' }, validity: { phrase: 'duration.minutes', params: { n: 10 } } });
    });
    const sms = (await mailsTo('13911112222'))[0]!;
    expect(sms.channel).toBe('sms');
    expect(sms.body).toBe('[AeroSupply] Code Ab3xY9 (case-sensitive), valid 5 minutes. If you did not ask for it, ignore this message.');
    expect((await mailsTo('new.box@example.com'))[0]!.body).toContain('account information completion verification code is Zz9yX8 (case-sensitive), valid for 24 hours');
    expect((await mailsTo('company.box@example.com'))[0]!.body).toContain('您正在进行重置密码，验证码：Qq1wE2（区分大小写），10分钟内有效');
    // Codes never reach the notification centre.
    expect((await t.deps.db.selectFrom('notifications').select('id').where('template_key', '=', 'verification.code').execute())).toEqual([]);
  });

  it('sends nothing when the caller’s transaction rolls back', async () => {
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await notify(t.deps, trx, 'supplier_review.admitted', [ids['20000002']!], { vendorCode: 'ROLLBACK-1' });
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    expect((await t.deps.db.selectFrom('outbox').select('id').where('body', 'like', '%ROLLBACK-1%').execute())).toEqual([]);
    expect((await list('20000002')).rows.some((r) => r.body.includes('ROLLBACK-1'))).toBe(false);
  });
});

describe('issue 10 item 5: the notification centre', () => {
  it('shows the demo accounts something on a fresh start', async () => {
    for (const account of ['admin', '20000001', 'supa_admin', 'supb_admin', 'fwd_admin']) expect(await unread(account), account).toBeGreaterThan(0);
    const supplierA = (await t.deps.db.selectFrom('users').select('company_id').where('id', '=', ids.supa_admin!).executeTakeFirstOrThrow()).company_id;
    // No saved language: the centre follows the browser's (Accept-Language).
    const buyer = await list('20000001', '', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(buyer.rows.find((r) => r.templateKey === 'expiry.due')).toMatchObject({ link: `/suppliers/info/${supplierA}`, read: false });
    expect(buyer.rows.find((r) => r.templateKey === 'expiry.due')!.body).toMatch(/^成都天翼航空器材有限公司 的维修许可证 SKWY512K 将在30天内到期/);
    const en = await list('supb_admin');
    expect(en.rows.map((r) => r.title)).toEqual(expect.arrayContaining(['Admittance approved', 'Welcome to the AeroSupply portal']));
  });

  it('lists newest first in keyset pages, filters unread, counts and marks read', async () => {
    for (let i = 1; i <= 4; i++) {
      await t.deps.db.transaction().execute((trx) => recordNotifications(trx, 'supplier_control.finance_approved', [ids['20000003']!], { requestNo: `FR-${i}`, comment: '' }, { link: '/suppliers/freeze' }));
    }
    const all = await list('20000003');
    const before = await unread('20000003');
    expect(before).toBe(all.rows.length);

    const first = await list('20000003', '?pageSize=2');
    expect(first.rows.map((r) => r.title)).toEqual(['FR-4: approved by finance', 'FR-3: approved by finance']);
    const second = await list('20000003', `?pageSize=2&cursor=${first.nextCursor}`);
    expect(second.rows.map((r) => r.title)).toEqual(['FR-2: approved by finance', 'FR-1: approved by finance']);
    expect(second.rows[0]!.body).toBe('FR-2: approved by finance.');

    const token = await t.login('20000003');
    const marked = data<NotificationItem>(await t.call('POST', `/api/notifications/${first.rows[0]!.id}/read`, { token }));
    expect(marked).toMatchObject({ id: first.rows[0]!.id, read: true });
    expect(await unread('20000003')).toBe(before - 1);
    // Marking again changes nothing.
    expect(data<NotificationItem>(await t.call('POST', `/api/notifications/${first.rows[0]!.id}/read`, { token })).read).toBe(true);
    expect(await unread('20000003')).toBe(before - 1);
    const unreadOnly = await list('20000003', '?unread=true&pageSize=100');
    expect(unreadOnly.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);
    expect(unreadOnly.rows.every((r) => !r.read)).toBe(true);

    expect(data<{ updated: number }>(await t.call('POST', '/api/notifications/read-all', { token })).updated).toBe(before - 1);
    expect(await unread('20000003')).toBe(0);
    expect((await list('20000003', '?unread=true')).rows).toEqual([]);
  });

  it('shows a user only their own notifications: another user’s id is a 404', async () => {
    const mine = (await list('supb_admin')).rows[0]!;
    const other = await t.login('supa_clerk');
    expect((await list('supa_clerk')).rows.map((r) => r.id)).not.toContain(mine.id);
    const res = await t.call('POST', `/api/notifications/${mine.id}/read`, { token: other });
    expect(res.statusCode).toBe(404);
    expect((await t.call('POST', '/api/notifications/99999999/read', { token: other })).statusCode).toBe(404);
    // Marking all read as another user leaves this one unread.
    await t.call('POST', '/api/notifications/read-all', { token: other });
    expect((await list('supb_admin')).rows.find((r) => r.id === mine.id)!.read).toBe(false);
  });

  it('needs a session and refuses bad queries', async () => {
    expect((await t.call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/notifications/unread-count')).statusCode).toBe(401);
    const token = await t.login('fwd_admin');
    expect((await t.call('GET', '/api/notifications?cursor=abc&unread=maybe&pageSize=500', { token })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/notifications?foo=1', { token })).statusCode).toBe(400);
  });
});
