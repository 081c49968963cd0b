/** Spec 000 §4, §8: five consecutive wrong passwords lock the account; clicks within 2000 ms are refused. */
import { createThrowawayUser, expect, test } from '../../fixtures';

test('five wrong passwords show the lock message', async ({ page, request, login }) => {
  const user = await createThrowawayUser(request);
  await login.goto();
  await login.chooseLanguage('en');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await login.signIn(user.account, `Wrong#Pass${attempt}x`);
    await expect(login.error).toBeVisible();
    // The sign-in button refuses a second click within 2000 ms (spec 000 §9).
    await page.waitForTimeout(2100);
  }
  await expect(login.error).toContainText(/locked/i);
  // Even the right password is refused now.
  await login.signIn(user.account, user.password);
  await expect(login.error).toContainText(/locked/i);
  await expect(page).toHaveURL(/\/login$/);
});

test('a second click within 2000 ms shows the too-fast message', async ({ page, login }) => {
  // Hold the first sign-in request so the second click surely falls inside the guard window.
  await page.route('**/oauth/token', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await login.goto();
  await login.chooseLanguage('en');
  await login.username.fill('nobody-here');
  await login.password.fill('Wrong#Pass1x');
  if (await login.captcha.isVisible()) await login.captcha.fill('TEST');
  await login.submit.click();
  await login.submit.click();
  await expect(page.locator('.ant-message')).toContainText('You are clicking too fast, please wait a moment');
});
