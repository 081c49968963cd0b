/**
 * The onboarding journey, first part (spec 001 §2 'Supplier invitation', 'Supplier registration'):
 * a buyer invites a company; the invitation mail is read from the outbox; the company registers
 * with an SMS code read the same way; its administrator signs in. The journey test of employees
 * and the wizard continues from `registerInvitedSupplier` (pages/onboarding/journey.ts).
 */
import { invitationRoutes } from '@aerosupply/shared/invitations/routes';
import { callRoute, expect, test, tokenFor } from '../../fixtures';
import { LayoutPage } from '../../pages/LayoutPage';
import { LoginPage } from '../../pages/LoginPage';
import { registerInvitedSupplier, RegistrationPage } from '../../pages/onboarding';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });

test('a buyer invites a company, which registers with an SMS code; its administrator signs in', async ({ page, request }) => {
  // Several sign-ins (argon2) and page loads on a shared 2-core machine.
  const supplier = await registerInvitedSupplier(page, request);

  // The invitation is now registered.
  const buyer = await tokenFor(request, '20000001');
  const { rows } = await callRoute(request, invitationRoutes.list, { query: { companyName: supplier.companyName }, token: buyer });
  expect(rows.map((r) => r.status)).toEqual(['registered']);

  // The first registrant signs in as the company's administrator.
  await page.getByTestId('register-to-login').click();
  const login = new LoginPage(page);
  await expect(login.submit).toBeVisible();
  await login.signIn(supplier.account, supplier.password);
  const layout = new LayoutPage(page);
  await expect(layout.userMenu).toBeVisible({ timeout: 20_000 });
  await expect(layout.companyName).toContainText(supplier.companyName);
});

test('the registration choice finds an existing supplier administrator', async ({ page }) => {
  const registration = new RegistrationPage(page);
  await registration.goto();
  await page.getByTestId('choice-employee').click();
  await page.locator('#vendorCode').fill('10000001');
  await page.locator('#companyName').fill('成都天翼航空器材有限公司');
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-result')).toContainText('赵强 Zhao Qiang');
  await page.locator('#companyName').fill('成都天翼');
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-error')).toBeVisible();
});

test('the help pages are public', async ({ page }) => {
  for (const path of ['/help/login', '/help/purchase-policy', '/help/code-of-conduct', '/help/faq']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto('/help/code-of-conduct');
  await expect(page.locator('article section')).toHaveCount(16);
});
