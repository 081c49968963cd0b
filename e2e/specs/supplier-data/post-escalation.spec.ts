/**
 * Issue 9 item 5 (D-96, D-97): an employee whose only function is employee management sees the
 * position roles read-only (no create, edit or delete), cannot act on an account holding functions
 * it lacks, and the server refuses the widening of its own post.
 */
import { supplierAccountRoutes as accounts } from '@aerosupply/shared/supplier-accounts/routes';
import { supplierProfileRoutes } from '@aerosupply/shared/supplier-profile/routes';
import { callRoute, expect, send, test, tokenFor } from '../../fixtures';

test('an employee manager sees posts read-only and cannot widen its own post', async ({ page, request, signIn }) => {
  const stamp = Date.now().toString().slice(-7);
  const adminToken = await tokenFor(request, 'supa_admin');
  const postId = (await callRoute(request, accounts.createPost, { token: adminToken, body: { nameZh: `员工管理${stamp}`, nameEn: `Staff manager ${stamp}`, permissions: ['sup.employee'] } })).id;
  const manager = { account: `mgr_${stamp}`, password: 'Mgr_2026ab' };
  await callRoute(request, accounts.createEmployee, {
    token: adminToken,
    body: { realName: `Manager ${stamp}`, account: manager.account, email: `mgr${stamp}@skywing-aero.cn`, phone: `139${stamp}0`, password: manager.password, postIds: [postId] },
  });

  await signIn(manager.account, { password: manager.password, lang: 'en' });

  await page.goto('/sup/posts');
  await expect(page.getByTestId('posts-admin-only')).toBeVisible();
  await expect(page.getByTestId('post-create')).toHaveCount(0);
  const ownRow = page.getByRole('row').filter({ hasText: `Staff manager ${stamp}` });
  await expect(ownRow).toBeVisible();
  await expect(ownRow.getByRole('button')).toHaveCount(0);

  await page.goto('/sup/employees');
  const clerkRow = page.getByRole('row').filter({ hasText: 'supa_clerk' });
  await expect(clerkRow).toBeVisible();
  await expect(clerkRow.getByRole('button')).toHaveCount(0);

  const headers = { Authorization: `Bearer ${await tokenFor(request, manager.account, manager.password)}` };
  const widen = await send(request, accounts.updatePost, {
    params: { id: postId },
    headers,
    body: { nameZh: `员工管理${stamp}`, nameEn: `Staff manager ${stamp}`, permissions: ['sup.consignment', 'sup.purchaseOrder', 'sup.sysAdmin', 'sup.vendorData', 'sup.employee', 'sup.quotation'] },
  });
  expect(widen.status()).toBe(403);
  expect((await send(request, supplierProfileRoutes.wizard, { headers })).status()).toBe(403);
});
