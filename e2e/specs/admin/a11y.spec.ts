/** Issue 3 item 12: axe-core finds no serious or critical violation on the admin screens and their dialogs. */
import { expect, test } from '../../fixtures';
import { openScreen, rowAction, rows, seriousViolations } from '../../pages/admin';

const SCREENS: { path: string; heading: string }[] = [
  { path: '/system/users', heading: 'Users' },
  { path: '/system/roles', heading: 'Roles' },
  { path: '/system/roles/new', heading: 'New role' },
  { path: '/system/log', heading: 'Operation log' },
  { path: '/system/account-log', heading: 'Account log' },
  { path: '/system/dictionaries', heading: 'Dictionaries' },
  { path: '/system/outbox', heading: 'Outbox' },
];

test.describe('admin screens pass axe-core', () => {
  test('every admin screen (en)', async ({ page, signIn }) => {
    test.slow();
    await signIn('admin', { lang: 'en' });
    for (const screen of SCREENS) {
      await openScreen(page, screen.path, screen.heading);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      expect(await seriousViolations(page), screen.path).toEqual([]);
    }
  });

  test('every admin screen (zh)', async ({ page, signIn }) => {
    test.slow();
    await signIn('admin', { lang: 'zh' });
    const zh = ['用户管理', '角色管理', '新建角色', '操作日志', '账号日志', '数据字典', '发件箱'];
    for (const [i, screen] of SCREENS.entries()) {
      await openScreen(page, screen.path, zh[i]!);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      expect(await seriousViolations(page), screen.path).toEqual([]);
    }
  });

  test('dialogs and drawers', async ({ page, signIn }) => {
    test.slow();
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
