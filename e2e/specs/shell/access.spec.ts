/** Spec 000 §2: /401 for a page the user may not open, /404 for one that does not exist. */
import { expect, test } from '../../fixtures';

test('a page the user may not open shows 401', async ({ page, signIn }) => {
  await signIn('supa_clerk', { lang: 'en' });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the workbench' }).click();
  await expect(page).toHaveURL(/\/sup\/home$/);
});

test('a staff user may not open the supplier workbench', async ({ page, signIn }) => {
  await signIn('20000003', { lang: 'en' });
  await page.goto('/sup/home');
  await expect(page).toHaveURL(/\/401$/);
});

test('an unknown page shows 404', async ({ page, signIn }) => {
  await signIn('20000003', { lang: 'en' });
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a buyer may not open user administration', async ({ page, signIn }) => {
  await signIn('20000001', { lang: 'en' });
  await page.goto('/system/users');
  await expect(page).toHaveURL(/\/401$/);
});

test('an old portal path redirects to its new screen (legacy routes)', async ({ page, signIn }) => {
  await signIn('admin', { lang: 'en' });
  await page.goto('/sys/log');
  await expect(page).toHaveURL(/\/system\/log$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Operation log');
});
