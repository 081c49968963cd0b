/**
 * Issue 32 item 1 in a real browser: a staff user binds a security key on its settings' security
 * tab with Chromium's virtual authenticator (DevTools WebAuthn domain), signs out, and signs in with
 * its password and the key. WebAuthn needs a secure context whose host is the relying party's id:
 * the server's PUBLIC_URL is http://localhost:<port> (D-605), so this test opens the app on localhost.
 */
import { createThrowawayUser, expect, test as base } from '../../fixtures';

const test = base.extend({
  baseURL: async ({ workerServer }, use) => use(workerServer.replace('127.0.0.1', 'localhost')),
});

test('a staff user binds a security key, signs out and signs in with password and key', { tag: '@journey' }, async ({ page, request, login, layout }) => {
  const user = await createThrowawayUser(request);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await login.goto();
  await login.chooseLanguage('en');
  await login.signIn(user.account, user.password);
  await expect(layout.userMenu).toBeVisible({ timeout: 20_000 });

  await layout.openSettings();
  await layout.settingsDialog.getByRole('tab', { name: 'Security' }).click();
  const keys = layout.settingsDialog.getByTestId('security-keys');
  await keys.getByTestId('security-key-label').fill('HK-E2E-0001');
  await keys.getByTestId('security-key-add').click();
  await expect(keys.getByText('HK-E2E-0001')).toBeVisible();
  const bound = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(bound.credentials).toHaveLength(1);
  const signCount = bound.credentials[0]!.signCount;
  await page.keyboard.press('Escape');

  await layout.openUserMenuItem('logout');
  await expect(page).toHaveURL(/\/login/);
  await login.signIn(user.account, user.password);
  // The password is right: the key's step, not yet a session.
  await expect(page.getByTestId('second-step')).toBeVisible();
  await page.getByTestId('second-step-key').click();
  await expect(layout.userMenu).toBeVisible({ timeout: 20_000 });
  const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(used.credentials[0]!.signCount).toBeGreaterThan(signCount);
});
