import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { installModules } from '../../platform/modules/manifest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('home summary: tasks and notices', () => {
  it('staff user managers see the locked/frozen accounts counter and staff notices in their language', async () => {
    const res = await t.call('GET', '/api/home/summary', { token: await t.login('admin'), headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(200);
    const { tasks, notices } = res.json().data;
    // The demo's frozen staff account 20000101.
    expect(tasks).toContainEqual({ key: 'lockedAccounts', count: 1, url: 'system/users?status=locked' });
    const titles = notices.map((n: { title: string }) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['季度供应商复评启动', '欢迎使用航材供应商门户']));
    expect(titles).not.toContain('请及时更新资质证书');
    expect(notices[0]).toEqual({ id: expect.any(Number), title: expect.any(String), body: expect.any(String), link: null, createdAt: expect.any(String) });
  });

  it('staff without user management get no such counter; suppliers see supplier notices only for their side', async () => {
    const buyer = await t.call('GET', '/api/home/summary', { token: await t.login('20000001') });
    expect(buyer.json().data.tasks.some((x: { key: string }) => x.key === 'lockedAccounts')).toBe(false);

    const supplier = await t.call('GET', '/api/home/summary', { token: await t.login('supb_admin') });
    expect(supplier.statusCode).toBe(200);
    const titles = supplier.json().data.notices.map((n: { title: string }) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Keep your certificates up to date', 'Welcome to the AeroSupply supplier portal']));
    expect(titles).not.toContain('Quarterly supplier re-evaluation starts');
  });

  it('a company-specific notice reaches that company only, and providers registered by modules add counters', async () => {
    const a = await t.deps.db.selectFrom('users').select('company_id').where('account', '=', 'supa_admin').executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('notices')
      .values({ side: 'supplier', company_id: a.company_id, user_id: null, title_zh: '请确认订单PO-2026-0001', title_en: 'Please confirm PO-2026-0001', body_zh: '交期有变更。', body_en: 'The delivery date changed.', link: 'sup/orders' })
      .execute();
    const uninstallProbe = installModules([{ name: 'home-probe', dependsOn: [], homeTasks: { supplier: [async ({ actor }) => [{ key: 'probe', count: actor.companyId, url: 'sup/probe' }]] } }]);
    try {
      const own = await t.call('GET', '/api/home/summary', { token: await t.login('supa_clerk') });
      expect(own.json().data.notices[0]).toMatchObject({ title: 'Please confirm PO-2026-0001', link: 'sup/orders' });
      expect(own.json().data.tasks).toContainEqual({ key: 'probe', count: a.company_id, url: 'sup/probe' });
      const other = await t.call('GET', '/api/home/summary', { token: await t.login('supb_admin') });
      expect(other.json().data.notices.map((n: { title: string }) => n.title)).not.toContain('Please confirm PO-2026-0001');
    } finally {
      uninstallProbe();
    }
  });

  it('needs a signed-in user', async () => {
    expect((await t.call('GET', '/api/home/summary')).statusCode).toBe(401);
  });
});
