/**
 * Issue 3 item 12: sign in through the form and see that side's menu (spec 000 §2), once per side
 * and across both languages (issue 24: the menu of every role is proven in
 * apps/server/src/platform/auth/menus-per-role.test.ts; the sidebar code is the same for every role).
 */
import { authRoutes } from '@aerosupply/shared/auth/routes';
import { callRoute, DEMO_ACCOUNTS, expect, menuLabels, test, tokenFor, userInfo } from '../../fixtures';

const FORM_SIGN_INS = [
  { account: 'admin', lang: 'zh' },
  { account: 'supa_admin', lang: 'en' },
  { account: 'fwd_admin', lang: 'zh' },
] as const;

for (const { account, lang } of FORM_SIGN_INS) {
  const demo = DEMO_ACCOUNTS.find((d) => d.account === account)!;
  test(`${demo.account} signs in (${lang}) and sees the ${demo.side} menu`, async ({ page, request, signIn, layout }) => {
    await signIn(demo.account, { lang, viaForm: true });
    await expect(page).toHaveURL(new RegExp(`${demo.home}$`));

    const token = await tokenFor(request, demo.account);
    const info = await userInfo(request, token);
    expect(info.user.companyType).toBe(demo.side);
    // Spec 000 §4: a saved language preference wins over the one chosen on the sign-in page.
    const shown = info.user.language ?? lang;
    await expect(page.locator('html')).toHaveAttribute('lang', shown === 'zh' ? 'zh-CN' : 'en-US');
    await expect.poll(() => layout.menuLabels()).toEqual(menuLabels(info.menus, shown));
    // The company name follows the language shown (its English name in English, when it has one).
    const inShownLanguage = await callRoute(request, authRoutes.userInfo, { token, headers: { 'accept-language': shown === 'zh' ? 'zh-CN' : 'en-US' } });
    await expect(layout.companyName).toHaveText(inShownLanguage.user.companyName);
    // Spec 000 §1: the page title is the portal name and the page in the current language.
    await expect(page).toHaveTitle(shown === 'zh' ? /^AeroSupply 航材供应商门户 - / : /^AeroSupply Supplier Portal - /);
  });
}

test('the root redirects to sign-in (spec 000 §2)', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected page without a session goes to sign-in and returns after it', async ({ page, login }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  await login.signIn('admin');
  await expect(page).toHaveURL(/\/home$/);
});
