/** Spec 000 §4: zh and en; switching confirms with a message, re-renders everything and is kept. */
import { profileRoutes } from '@aerosupply/shared/profile/routes';
import { createThrowawayUser, expect, send, test, tokenFor, userInfo } from '../../fixtures';

test('the sign-in page language survives a reload', async ({ page, login }) => {
  await login.goto();
  await login.chooseLanguage('zh');
  await expect(login.submit).toHaveText('登录');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(login.submit).toHaveText('登录');
  await login.chooseLanguage('en');
  await expect(login.submit).toHaveText('Sign in');
});

test('the language switch in the layout survives a reload', async ({ page, request, signIn, layout }) => {
  const user = await createThrowawayUser(request);
  await signIn(user.account, { password: user.password, lang: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await layout.switchLanguage('zh');
  await expect(page.locator('.ant-message')).toContainText('已切换为中文');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('欢迎');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('欢迎');
  await expect(page).toHaveTitle(/^AeroSupply 航材供应商门户/);
});

test('the language chosen on the sign-in page wins over the profile and is saved to it', async ({ page, request, signIn }) => {
  const user = await createThrowawayUser(request);
  const token = await tokenFor(request, user.account, user.password);
  const saved = await send(request, profileRoutes.language, { token, body: { language: 'zh' } });
  expect(saved.status()).toBe(200);
  // Through the form: the web app saves the chosen language after the sign-in (D-190).
  await signIn(user.account, { password: user.password, lang: 'en', viaForm: true });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  const info = await userInfo(request, await tokenFor(request, user.account, user.password));
  expect(info.user.language).toBe('en');
});
