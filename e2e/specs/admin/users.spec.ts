/**
 * Issue 3 item 10, spec 001 §2 'Users, roles and operation log screens', §3 'User': the sysadmin
 * creates a staff user with a role and sees the temporary password once, disables and enables it,
 * resets its password, and reads the reset-password mail in the outbox.
 */
import { adminRoutes } from '@aerosupply/shared/admin/routes';
import { createThrowawayUser, expect, test, tokenFor } from '../../fixtures';
import { chooseOption, columnTexts, newStaffId, openScreen, rowAction, rows, search } from '../../pages/admin';

test.describe('spec 001 §2 users screen', () => {
  test('create a staff user with a role, disable, enable, reset the password and read the mail', async ({ page, signIn, request }) => {
    // A long journey on a shared two-core machine.
    const account = newStaffId();
    const name = `E2E User ${account}`;
    const email = `e2e.admin.${account}@example.com`;

    await signIn('admin', { lang: 'en' });
    await openScreen(page, '/system/users', 'Users');

    // Create: company defaults to the staff company; staff IDs must be 8 digits.
    await page.getByTestId('user-create').click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await expect(dialog).toBeVisible();
    await page.locator('#admin-user_account').fill('12ab');
    await page.locator('#admin-user_realName').click();
    await expect(dialog.getByText('The staff ID is 8 digits')).toBeVisible();
    await page.locator('#admin-user_account').fill(account);
    await page.locator('#admin-user_realName').fill(name);
    await page.locator('#admin-user_email').fill(email);
    await chooseOption(page, 'admin-user_roleIds', 'Buyer');
    await page.keyboard.press('Escape');
    await page.getByTestId('user-save').click();

    // The temporary password is shown once, with a copy button.
    const shown = page.getByRole('dialog', { name: 'User created' });
    await expect(shown).toBeVisible();
    const firstPassword = (await shown.getByTestId('temporary-password').innerText()).trim();
    expect(firstPassword.length).toBeGreaterThanOrEqual(10);
    await expect(shown.getByRole('button', { name: /copy/i })).toBeVisible();
    await expect(shown).toContainText(email);
    await shown.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(shown).toBeHidden();

    // The list is searchable by account prefix; the URL holds the filter.
    await page.locator('#search_account').fill(account);
    await search(page);
    await expect(page).toHaveURL(new RegExp(`account=${account}`));
    const row = rows(page, account);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText('Buyer');
    await expect(row).toContainText('Enabled');

    // Disable (confirmed), then enable again.
    await rowAction(row, 'Disable', true);
    await expect(page.locator('.ant-message')).toContainText('User disabled');
    await expect(row).toContainText('Disabled');
    await expect(row.getByRole('button', { name: 'Disable', exact: true })).toHaveCount(0);
    await rowAction(row, 'Enable', true);
    await expect(page.locator('.ant-message')).toContainText('User enabled');
    await expect(row).toContainText('Enabled');

    // Reset the password: a new temporary password, shown once.
    await rowAction(row, 'Reset password', true);
    const reset = page.getByRole('dialog', { name: 'Password reset' });
    await expect(reset).toBeVisible();
    const newPassword = (await reset.getByTestId('temporary-password').innerText()).trim();
    expect(newPassword).not.toBe(firstPassword);
    await reset.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    // The new password signs in.
    expect(await tokenFor(request, account, newPassword)).toBeTruthy();

    // The outbox holds the reset-password mail with the new password.
    await openScreen(page, '/system/outbox', 'Outbox');
    await page.locator('#search_recipient').fill(email);
    await search(page);
    const mails = rows(page, email);
    await expect(mails).toHaveCount(2);
    await rowAction(mails.first(), 'View', false);
    await expect(page).toHaveURL(/message=\d+/);
    await expect(page.getByTestId('outbox-body')).toContainText(newPassword);
    await expect(page.getByTestId('outbox-body')).toContainText(account);
  });

  test('bind and unbind a hardware key, change the roles', async ({ page, signIn, request }) => {
    const user = await createThrowawayUser(request, 'buyer');
    await signIn('admin', { lang: 'en' });
    await openScreen(page, `/system/users?account=${user.account}`, 'Users');
    const row = rows(page, user.account);
    await expect(row).toContainText('Buyer');

    // Hardware key: the serial's format is checked in the browser, then bound.
    await rowAction(row, 'Hardware key', false);
    const keyDialog = page.getByRole('dialog', { name: `Hardware key of ${user.account}` });
    await page.locator('#admin-hardware-key_serial').fill('bad serial!');
    await keyDialog.getByRole('button', { name: 'Bind' }).click();
    await expect(keyDialog.getByText('The hardware-key serial may contain')).toBeVisible();
    const serial = `HK-${user.account}`;
    await page.locator('#admin-hardware-key_serial').fill(serial);
    await keyDialog.getByRole('button', { name: 'Bind' }).click();
    await expect(keyDialog).toBeHidden();
    await expect(row).toContainText(serial);

    // Unbind after confirmation.
    await rowAction(row, 'Hardware key', false);
    await keyDialog.getByRole('button', { name: 'Unbind' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Confirm' }).click();
    await expect(keyDialog).toBeHidden();
    await expect(row).not.toContainText(serial);

    // Roles: add Auditor.
    await rowAction(row, 'Roles', false);
    const rolesDialog = page.getByRole('dialog', { name: `Roles of ${user.account}` });
    await chooseOption(page, 'admin-user-roles_roleIds', 'Auditor');
    await page.keyboard.press('Escape');
    await rolesDialog.getByRole('button', { name: 'Save' }).click();
    await expect(rolesDialog).toBeHidden();
    await expect(row).toContainText('Auditor');
    await expect(row).toContainText('Buyer');
  });

  test('the status filter comes from the URL (home-page link to locked accounts) and the export takes it', async ({ page, signIn, request }) => {
    // One disabled staff user at least, so the filtered list is not empty.
    const user = await createThrowawayUser(request);
    await signIn('admin', { lang: 'en' });
    await openScreen(page, `/system/users?account=${user.account}`, 'Users');
    await rowAction(rows(page, user.account), 'Disable', true);
    await expect(rows(page, user.account)).toContainText('Disabled');

    const answered = page.waitForResponse((r) => r.url().includes(`${adminRoutes.users.url}?`) && r.url().includes('status=disabled'));
    await page.goto('/system/users?status=disabled&companyType=staff');
    await answered;
    await expect(page.locator('.ant-select').filter({ has: page.locator('#search_status') })).toContainText('Disabled');
    await expect(rows(page, user.account)).toHaveCount(1);
    const statuses = await columnTexts(page, 'Status');
    expect(new Set(statuses)).toEqual(new Set(['Disabled']));

    // The Excel export takes the same search.
    const exported = page.waitForRequest((r) => r.url().includes(`${adminRoutes.usersExport.url}?`) && r.url().includes('status=disabled') && r.url().includes('companyType=staff'));
    const download = page.waitForEvent('download');
    await page.getByTestId('log-export').click();
    await exported;
    expect((await download).suggestedFilename()).toMatch(/^users-\d{12}\.xlsx$/);
  });
});
