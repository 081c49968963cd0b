/** Issue 3 item 12: sign in in zh and in en as each demo account and see that side's menu (spec 000 §2). */
import { DEMO_ACCOUNTS, expect, menuLabels, test, tokenFor, userInfo } from '../../fixtures';

for (const lang of ['zh', 'en'] as const) {
  for (const demo of DEMO_ACCOUNTS) {
    test(`${demo.account} signs in (${lang}) and sees the ${demo.side} menu`, async ({ page, request, signIn, layout }) => {
      // The form in Chinese (the sign-in journey), the same session set up through the API in English.
      await signIn(demo.account, { lang, viaForm: lang === 'zh' });
      await expect(page).toHaveURL(new RegExp(`${demo.home}$`));

      const token = await tokenFor(request, demo.account);
      const info = await userInfo(request, token);
      expect(info.user.companyType).toBe(demo.side);
      // Spec 000 §4: a saved language preference wins over the one chosen on the sign-in page.
      const shown = info.user.language ?? lang;
      await expect(page.locator('html')).toHaveAttribute('lang', shown === 'zh' ? 'zh-CN' : 'en-US');
      await expect.poll(() => layout.menuLabels()).toEqual(menuLabels(info.menus, shown));
      // The company name follows the language shown (its English name in English, when it has one).
      const inShownLanguage = await request.get('/admin/sys/user/getUserInfo', {
        headers: { authorization: `Bearer ${token}`, 'accept-language': shown === 'zh' ? 'zh-CN' : 'en-US' },
      });
      await expect(layout.companyName).toHaveText((await inShownLanguage.json()).data.user.companyName);
      // Spec 000 §1: the page title is the portal name and the page in the current language.
      await expect(page).toHaveTitle(shown === 'zh' ? /^AeroSupply 航材供应商门户 - / : /^AeroSupply Supplier Portal - /);
    });
  }
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
