/** Spec 000 §4, §8: a 401 ends the session ('Token invalid, please log in again'); log-out revokes it. */
import { authRoutes } from '@aerosupply/shared/auth/routes';
import { expect, send, test } from '../../fixtures';

test('an expired or tampered token returns to sign-in', async ({ page, signIn }) => {
  await signIn('20000001', { lang: 'en' });
  await page.evaluate(() => {
    const raw = localStorage.getItem('aerosupply.session')!;
    const session = JSON.parse(raw) as { accessToken: string };
    session.accessToken = `${session.accessToken}tampered`;
    localStorage.setItem('aerosupply.session', JSON.stringify(session));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('.ant-message')).toContainText('Token invalid, please log in again');
  expect(await page.evaluate(() => localStorage.getItem('aerosupply.session'))).toBeNull();
});

test('log out ends the session', async ({ page, signIn, layout }) => {
  await signIn('20000002', { lang: 'en' });
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('aerosupply.session')!) as { accessToken: string }).accessToken);
  await layout.openUserMenuItem('logout');
  await expect(page).toHaveURL(/\/login$/);
  const res = await send(page.request, authRoutes.userInfo, { token });
  expect(res.status()).toBe(401);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('the access token is renewed shortly before it expires, with the client credentials (D-81, D-91)', async ({ page, signIn }) => {
  await signIn('20000003', { lang: 'en' });
  const before = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('aerosupply.session')!) as { accessToken: string; refreshToken: string; expiresAt: number };
    session.expiresAt = Date.now() + 30_000;
    localStorage.setItem('aerosupply.session', JSON.stringify(session));
    return session;
  });
  const renewal = page.waitForResponse((r) => r.url().endsWith(authRoutes.token.url) && r.request().method() === authRoutes.token.method);
  await page.reload();
  const res = await renewal;
  expect(res.status()).toBe(200);
  const form = new URLSearchParams(res.request().postData() ?? '');
  expect(form.get('grant_type')).toBe('refresh_token');
  expect(form.get('client_id')).toBe('aerosupply-web');
  await expect.poll(async () => page.evaluate(() => (JSON.parse(localStorage.getItem('aerosupply.session')!) as { refreshToken: string }).refreshToken)).not.toBe(before.refreshToken);
  await expect(page).not.toHaveURL(/\/login/);
});
