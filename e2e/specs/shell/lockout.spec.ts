/** Spec 000 §4, §8: five consecutive wrong passwords lock the account; clicks within 2000 ms are refused. */
import { authRoutes } from '@aerosupply/shared/auth/routes';
import { createThrowawayUser, expect, refusedPasswordGrant, test } from '../../fixtures';

test('the fifth wrong password shows the lock message, and then even the right one is refused', async ({ page, request, login }) => {
  const user = await createThrowawayUser(request);
  // Counting the attempts is proven in the API suite (platform/auth/auth.test.ts): four go through
  // the API, the fifth through the form, whose message is what this test is about.
  for (let attempt = 1; attempt <= 4; attempt += 1) expect(await refusedPasswordGrant(request, user.account, `Wrong#Pass${attempt}x`)).toBe(400);
  // The Playwright clock moves past the click guard (spec 000 §9: 2000 ms) instead of waiting for it.
  await page.clock.install();
  await login.goto();
  await login.chooseLanguage('en');
  await login.signIn(user.account, 'Wrong#Pass5x');
  await expect(login.error).toContainText(/locked/i);
  await page.clock.fastForward(2100);
  await login.signIn(user.account, user.password);
  await expect(login.error).toContainText(/locked/i);
  await expect(page).toHaveURL(/\/login$/);
});

test('a second click within 2000 ms shows the too-fast message', async ({ page, login }) => {
  // Hold the first sign-in request so the second click surely falls inside the guard window.
  await page.route(`**${authRoutes.token.url}`, async (route) => {
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
