/** Issue 3 item 12: axe-core finds no serious or critical violation on the admin screens and their dialogs. */
import { expect, test } from '../../fixtures';
import { openScreen, rowAction, rows, seriousViolations } from '../../pages/admin';

const SCREENS: { path: string; heading: string; zh: string }[] = [
  { path: '/system/users', heading: 'Users', zh: '用户管理' },
  { path: '/system/roles', heading: 'Roles', zh: '角色管理' },
  { path: '/system/roles/new', heading: 'New role', zh: '新建角色' },
  { path: '/system/log', heading: 'Operation log', zh: '操作日志' },
  { path: '/system/account-log', heading: 'Account log', zh: '账号日志' },
  { path: '/system/dictionaries', heading: 'Dictionaries', zh: '数据字典' },
  { path: '/system/outbox', heading: 'Outbox', zh: '发件箱' },
  { path: '/system/sso', heading: 'Single sign-on', zh: '单点登录' },
];

test.describe('admin screens pass axe-core', () => {
  // Each screen once, the languages alternating (issue 24 item 4: each language at least once).
  for (const lang of ['en', 'zh'] as const) {
    test(`the admin screens, every other one (${lang})`, { tag: '@screens' }, async ({ page, signIn }) => {
      await signIn('admin', { lang });
      for (const [i, screen] of SCREENS.entries()) {
        if (i % 2 !== (lang === 'en' ? 0 : 1)) continue;
        await openScreen(page, screen.path, lang === 'en' ? screen.heading : screen.zh);
        await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
        expect(await seriousViolations(page), screen.path).toEqual([]);
      }
    });
  }

  test('dialogs and drawers', { tag: '@screens' }, async ({ page, signIn }) => {
    await signIn('admin', { lang: 'en' });

    await openScreen(page, '/system/users', 'Users');
    await page.getByTestId('user-create').click();
    await expect(page.getByRole('dialog', { name: 'New user' })).toBeVisible();
    expect(await seriousViolations(page), 'new user dialog').toEqual([]);
    await page.keyboard.press('Escape');

    await rowAction(rows(page, '20000001'), 'Hardware key', false);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'hardware key dialog').toEqual([]);
    await page.keyboard.press('Escape');

    await openScreen(page, '/system/dictionaries', 'Dictionaries');
    await page.getByTestId('dict-create').click();
    await expect(page.getByRole('dialog', { name: 'New dictionary item' })).toBeVisible();
    expect(await seriousViolations(page), 'dictionary dialog').toEqual([]);
    await page.keyboard.press('Escape');

    await openScreen(page, '/system/outbox', 'Outbox');
    await rowAction(page.locator('.ant-table-tbody tr.ant-table-row').first(), 'View', false);
    await expect(page.getByTestId('outbox-body')).toBeVisible();
    expect(await seriousViolations(page), 'outbox message').toEqual([]);
  });
});
