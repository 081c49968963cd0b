/**
 * Issue 10 item 5: the bell shows the unread count; its panel lists the latest notifications and
 * marks one read; the notification centre filters unread ones and marks all read (axe-checked).
 */
import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';

// The demo seed leaves unread notifications for every demo account; a retry takes a fresh account.
const ACCOUNTS = ['supb_admin', '20000004'];

test('a user sees the bell count, opens the list and marks read', async ({ page, signIn }, testInfo) => {
  await signIn(ACCOUNTS[testInfo.retry % ACCOUNTS.length]!, { lang: 'en' });
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-count', /^[1-9]\d*$/);
  const count = Number(await bell.getAttribute('data-count'));
  await expect(bell).toHaveAccessibleName(`Notifications, ${count} unread`);

  // The panel: the latest notifications, one marked read from there.
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByRole('list', { name: 'Latest notifications' })).toBeVisible();
  const firstUnread = panel.locator('[data-testid="notification-item"][data-read="false"]').first();
  await expect(firstUnread).toBeVisible();
  expect(await seriousViolations(page), 'bell panel').toEqual([]);
  await firstUnread.getByRole('button', { name: /^Mark as read: / }).click();
  await expect(bell).toHaveAttribute('data-count', String(count - 1));

  // The centre: unread ones only, then all marked read.
  await panel.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByTestId('notification-item').first()).toBeVisible();
  expect(await seriousViolations(page), 'notification centre').toEqual([]);

  await page.getByText(`Unread (${count - 1})`).click();
  await expect(page).toHaveURL(/filter=unread/);
  await expect(list.getByTestId('notification-item')).toHaveCount(count - 1);
  if (count > 1) {
    await page.getByTestId('notifications-mark-all').click();
    await expect(page.locator('.ant-message')).toContainText('Operation succeeded');
  }
  await expect(bell).toHaveAttribute('data-count', '0');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notifications-empty')).toContainText('No unread notifications');

  await page.getByText('All', { exact: true }).click();
  await expect(list.locator('[data-testid="notification-item"][data-read="true"]').first()).toBeVisible();
  await expect(list.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
});
