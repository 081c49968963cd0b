/**
 * Issue 28 item 7 (spec 000 §1, 001 §6): a person of an existing supplier asks for an account from
 * the registration choice page; the supplier administrator approves it on the requests tab of the
 * employee screen, picking a post; the new account signs in.
 */
import { expect, test, tokenFor } from '../../fixtures';

// A journey across two people (the requester, then the administrator): one API sign-in.
test.use({ budget: 'journey' });

test('an employee asks to join; the administrator approves and the account signs in', async ({ page, request, signIn }) => {
  const stamp = Date.now().toString().slice(-7);
  const account = `join_${stamp}`;
  const password = 'Join_2026a';

  await page.goto('/supRegister');
  await page.getByTestId('choice-employee').click();
  await page.locator('#vendorCode').fill('10000001');
  await page.locator('#companyName').fill('成都天翼航空器材有限公司');
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-result')).toBeVisible();
  await page.getByTestId('join-realName').fill(`Join ${stamp}`);
  await page.getByTestId('join-account').fill(account);
  await page.getByTestId('join-email').fill(`join${stamp}@skywing-aero.cn`);
  await page.getByTestId('join-phone').fill(`139${stamp}1`);
  await page.getByTestId('join-password').fill(password);
  await page.getByTestId('join-confirmPassword').fill(password);
  await page.getByTestId('captcha-input').fill('TEST');
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-done')).toBeVisible();

  await signIn('supa_admin', { lang: 'en' });
  await page.goto(`/sup/employees?tab=requests&keyword=${account}`);
  const row = page.getByRole('table', { name: 'Account requests' }).getByRole('row').filter({ hasText: account });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByTestId('request-posts').getByText('PO collaboration clerk').click();
  await page.getByTestId('request-approve-ok').click();
  await expect(row).toContainText('Approved');

  // The approval created a working account with the password the requester chose.
  expect(await tokenFor(request, account, password)).toBeTruthy();
});
