/**
 * Issue 32 item 3 in a real browser: a staff member signs in at the company's identity provider (a
 * real `oidc-provider` started by this test, apps/server/test/oidc-idp.ts) from the sign-in page's
 * "Sign in with <provider>" button, in both languages; the browser comes back to /sso/callback, whose
 * answer becomes the portal session (the cookie binding the attempt to the browser included). The
 * server's PUBLIC_URL is http://localhost:<port> (the redirect URI), so the app is opened on localhost.
 */
import { startTestIdp } from '../../../apps/server/test/oidc-idp';
import { ssoRoutes } from '@aerosupply/shared/auth/routes';
import { createThrowawayUser, expect, send, test as base, tokenFor } from '../../fixtures';

const test = base.extend({
  baseURL: async ({ workerServer }, use) => use(workerServer.replace('127.0.0.1', 'localhost')),
});

test('a staff member signs in with the identity provider from the sign-in page', { tag: '@journey' }, async ({ page, request, baseURL, login, layout }) => {
  const user = await createThrowawayUser(request);
  const idp = await startTestIdp(`${baseURL}/sso/callback`, { [`idp-${user.account}`]: { email: `e2e.${user.account}@example.com`, name: 'E2E SSO' } });
  const admin = await tokenFor(request, 'admin');
  const configure = (enabled: boolean) =>
    send(request, ssoRoutes.saveSettings, {
      token: admin,
      body: { enabled, providerName: 'Corp ID', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, scopes: 'openid email profile', matchClaim: 'email', matchField: 'email', nameClaim: 'name', provisioning: false, staffPasswordOff: false },
    });
  try {
    expect((await configure(true)).ok()).toBe(true);
    await login.goto();
    await login.chooseLanguage('en');
    await expect(page.getByTestId('login-sso')).toHaveText('Sign in with Corp ID');
    await login.chooseLanguage('zh');
    const button = page.getByTestId('login-sso');
    await expect(button).toHaveText('使用 Corp ID 登录');
    await button.click();

    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    await page.locator('input[name="login"]').fill(`idp-${user.account}`);
    await page.getByRole('button', { name: 'Sign in at the IdP' }).click();
    await expect(layout.userMenu).toBeVisible({ timeout: 20_000 });
    // The provider's answer left the address bar; the session is the portal's own.
    expect(page.url()).not.toContain('code=');
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('aerosupply.session') ?? '{}') as { account?: string });
    expect(session.account).toBe(user.account);
  } finally {
    await configure(false);
    await idp.close();
  }
});
