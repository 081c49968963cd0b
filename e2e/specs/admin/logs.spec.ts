/**
 * Issue 3 item 10; spec 000 §2 '/sys/' log and accountLog; spec 001 §2 'log search by account,
 * company, user name, time range, operation type', §6 operation types: the operation log finds a
 * user creation, the account log shows sign-ins, both export to Excel, keyset pages move forward
 * and back, and the search lives in the URL.
 */
import { adminRoutes } from '@aerosupply/shared/admin/routes';
import { createThrowawayUser, expect, test } from '../../fixtures';
import { chooseOption, openScreen, rows, search } from '../../pages/admin';

test.describe('spec 001 §2 operation log and account log screens', () => {
  test('the operation log finds the creation of a user, filtered by type and account', async ({ page, signIn, request }) => {
    // A user created through the API (POST /api/admin/users) by the sysadmin.
    const created = await createThrowawayUser(request);
    await signIn('admin', { lang: 'en' });
    await openScreen(page, '/system/log', 'Operation log');

    await page.locator('#search_account').fill('admin');
    await chooseOption(page, 'search_opType', 'Add');
    await search(page, { path: adminRoutes.operationLogs.url, query: 'opType=add' });
    await expect(page).toHaveURL(/opType=add/);
    await expect(page).toHaveURL(/account=admin/);
    const creation = rows(page, 'Created a user');
    await expect(creation.first()).toBeVisible();
    await expect(creation.first()).toContainText('POST /api/admin/users');
    await expect(creation.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // Every row shown is an 'add' by admin.
    const types = await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(5)').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types.map((s) => s.trim()))).toEqual(new Set(['Add']));
    expect(created.account).toMatch(/^\d{8}$/);

    // The URL holds the search: a reload keeps filters and results.
    await page.reload();
    await expect(page.locator('#search_account')).toHaveValue('admin');
    await expect(rows(page, 'Created a user').first()).toBeVisible();

    // Excel export of the same search.
    const download = page.waitForEvent('download');
    await page.getByTestId('log-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // A search nothing matches shows the empty state.
    await page.goto('/system/log?account=nobody-has-this-account');
    await expect(page.getByTestId('table-empty')).toHaveText('No log entries for this search — widen the time range or change the filters.');
  });

  test('keyset pages move forward and back', async ({ page, signIn, request }) => {
    // At least three log rows: the API sign-in and user creation, then the UI sign-in.
    await createThrowawayUser(request);
    await signIn('admin', { lang: 'en' });
    // Two rows a page (the page size is in the URL like the filters).
    await openScreen(page, '/system/log?pageSize=2', 'Operation log');
    const tableRows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(tableRows).toHaveCount(2);
    const firstPage = await tableRows.first().getAttribute('data-row-key');
    expect(firstPage).toMatch(/^\d+$/);
    await expect(page.getByTestId('pager-page')).toHaveText('Page 1');
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await page.getByTestId('pager-next').click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(page.getByTestId('pager-page')).toHaveText('Page 2');
    await expect(tableRows.first()).not.toHaveAttribute('data-row-key', firstPage!);

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page).not.toHaveURL(/cursor=/);
    await expect(page.getByTestId('pager-page')).toHaveText('Page 1');
    await expect(tableRows.first()).toHaveAttribute('data-row-key', firstPage!);
  });

  test('the account log shows sign-ins', async ({ page, signIn }) => {
    await signIn('admin', { lang: 'en' });
    await openScreen(page, '/system/account-log', 'Account log');
    await page.locator('#search_account').fill('admin');
    await chooseOption(page, 'search_event', 'Signed in');
    await search(page, { path: adminRoutes.accountLogs.url, query: 'event=login' });
    await expect(page).toHaveURL(/event=login/);
    const signIns = rows(page, 'Signed in');
    await expect(signIns.first()).toBeVisible();
    await expect(signIns.first()).toContainText('admin');
    const events = await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(5)').allInnerTexts();
    expect(new Set(events.map((s) => s.trim()))).toEqual(new Set(['Signed in']));

    const download = page.waitForEvent('download');
    await page.getByTestId('log-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
