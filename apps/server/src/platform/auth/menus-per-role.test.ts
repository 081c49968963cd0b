/**
 * Spec 000 §2-§3: each demo account's menu is exactly the screens its roles grant, on its own side
 * (issue 24 item 4: the browser checks the sidebar once per side; the per-role menus are proven here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMenuLeaves, type MenuItem } from '@aerosupply/shared';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Info {
  user: { companyType: 'staff' | 'supplier' | 'forwarder'; permissions: string[] };
  menus: MenuItem[];
}

const screensOf = (menus: MenuItem[]): string[] => menus.flatMap((m) => [...(m.url ? [m.url] : []), ...screensOf(m.childTrees)]).sort();
const sidesOf = (menus: MenuItem[]): string[] => menus.flatMap((m) => [m.clientType, ...sidesOf(m.childTrees)]);

async function infoOf(account: string): Promise<Info> {
  const res = await t.call('GET', '/admin/sys/user/getUserInfo', { token: await t.login(account) });
  expect(res.statusCode).toBe(200);
  return res.json().data as Info;
}

const SIDE_OF: Record<(typeof DEMO_ACCOUNTS)[number], Info['user']['companyType']> = {
  admin: 'staff',
  '20000001': 'staff',
  '20000002': 'staff',
  '20000003': 'staff',
  '20000004': 'staff',
  '20000005': 'staff',
  supa_admin: 'supplier',
  supa_clerk: 'supplier',
  supb_admin: 'supplier',
  fwd_admin: 'forwarder',
};

describe('menus per role', () => {
  it.each(DEMO_ACCOUNTS)('%s sees exactly the screens of its side that its permissions grant', async (account) => {
    const { user, menus } = await infoOf(account);
    expect(user.companyType).toBe(SIDE_OF[account]);
    expect(new Set(sidesOf(menus))).toEqual(new Set([SIDE_OF[account]]));
    const granted = new Set(user.permissions);
    const expected = allMenuLeaves()
      .filter((leaf) => leaf.side === user.companyType && leaf.url && (leaf.permissions ?? []).some((p) => granted.has(p)))
      .map((leaf) => leaf.url!)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(screensOf(menus)).toEqual(expected);
  });

  it('the roles differ where the spec says: administration for the administrator only, posts limit a supplier employee', async () => {
    const screens = Object.fromEntries(await Promise.all(DEMO_ACCOUNTS.map(async (a) => [a, screensOf((await infoOf(a)).menus)] as const)));
    expect(screens.admin).toContain('system/users');
    for (const staff of ['20000001', '20000002', '20000003', '20000004', '20000005'] as const) {
      expect(screens[staff]).not.toContain('system/users');
      // The administrator holds every staff permission: its menu covers every staff role's.
      expect(screens[staff]!.filter((url) => !screens.admin!.includes(url))).toEqual([]);
    }
    expect(screens['20000001']).toContain('suppliers/invitations');
    expect(screens['20000003']).not.toContain('suppliers/invitations');
    expect(screens.supa_clerk!.length).toBeLessThan(screens.supa_admin!.length);
    expect(screens.supa_clerk!.filter((url) => !screens.supa_admin!.includes(url))).toEqual([]);
  });
});
