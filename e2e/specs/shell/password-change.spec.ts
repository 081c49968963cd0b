/** Spec 000 §4, §8: a password change ends the session; the user must sign in again. */
import { authRoutes } from '@aerosupply/shared/auth/routes';
import { createThrowawayUser, expect, test } from '../../fixtures';

test('a password change signs the user out', async ({ page, request, signIn, layout, login }) => {
  // The Playwright clock moves past the click guard instead of waiting for it.
  await page.clock.install();
  const user = await createThrowawayUser(request);
  await signIn(user.account, { password: user.password, lang: 'en' });
  await layout.openSettings();
  const dialog = layout.settingsDialog;
  await dialog.getByRole('tab', { name: 'Password' }).click();
  await dialog.locator('#oldPwd').fill(user.password);
  // Too weak first: the dialog explains the rule.
  await dialog.locator('#newPwd').fill('short');
  await dialog.locator('#confirmPwd').fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/at least 10 characters/)).toBeVisible();

  const next = 'Zq7#mPx2!kLw';
  await dialog.locator('#newPwd').fill(next);
  await dialog.locator('#confirmPwd').fill(`${next}x`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The passwords entered twice are inconsistent')).toBeVisible();
  await dialog.locator('#confirmPwd').fill(next);
  await page.clock.fastForward(2100);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.ant-message')).toContainText('Password changed. Please sign in again');
  expect(await page.evaluate(() => localStorage.getItem('aerosupply.session'))).toBeNull();

  await login.signIn(user.account, next);
  await expect(layout.userMenu).toBeVisible();
});

test('a password due for change (PASSWORD_MAX_AGE_DAYS) is reminded after sign-in; the reminder opens the password tab and can be dismissed', async ({ page, request, signIn, layout }) => {
  const user = await createThrowawayUser(request);
  // A new account's password is new: the server's answer is aged here, as it would be after 95 days.
  await page.route(`**${authRoutes.userInfo.url}*`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: { user: { passwordAgeDays: number; passwordChangeDue: boolean } } };
    expect(json.data.user).toMatchObject({ passwordAgeDays: 0, passwordChangeDue: false });
    json.data.user = { ...json.data.user, passwordAgeDays: 95, passwordChangeDue: true };
    await route.fulfill({ response, json });
  });
  await signIn(user.account, { password: user.password, lang: 'en' });
  const reminder = page.getByTestId('password-reminder');
  await expect(reminder).toContainText('Your password is 95 days old');
  await reminder.getByRole('button', { name: 'Change password' }).click();
  await expect(layout.settingsDialog.getByRole('tab', { name: 'Password', selected: true })).toBeVisible();
  await expect(layout.settingsDialog.locator('#oldPwd')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(layout.settingsDialog).toBeHidden();
  await reminder.getByRole('button', { name: 'Close' }).click();
  await expect(reminder).toBeHidden();
});
