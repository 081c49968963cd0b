/**
 * Issue 9 item 5 (D-96, D-97): an employee whose only function is employee management sees the
 * position roles read-only (no create, edit or delete), cannot act on an account holding functions
 * it lacks, and the server refuses the widening of its own post.
 */
import { supplierProfileRoutes } from '@aerosupply/shared/supplier-profile/routes';
import { expect, send, test, tokenFor } from '../../fixtures';

test('an employee manager sees posts read-only and cannot widen its own post', async ({ page, request, signIn }) => {
  const stamp = Date.now().toString().slice(-7);
  const admin = { Authorization: `Bearer ${await tokenFor(request, 'supa_admin')}` };
  const post = await request.post('/api/sup/posts', { headers: admin, data: { nameZh: `员工管理${stamp}`, nameEn: `Staff manager ${stamp}`, permissions: ['sup.employee'] } });
  expect(post.status()).toBe(200);
  const postId = (await post.json()).data.id as number;
  const manager = { account: `mgr_${stamp}`, password: 'Mgr_2026ab' };
  const created = await request.post('/api/sup/employees', {
    headers: admin,
    data: { realName: `Manager ${stamp}`, account: manager.account, email: `mgr${stamp}@skywing-aero.cn`, phone: `139${stamp}0`, password: manager.password, postIds: [postId] },
  });
  expect(created.status(), await created.text()).toBe(200);

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
  const widen = await request.put(`/api/sup/posts/${postId}`, {
    headers,
    data: { nameZh: `员工管理${stamp}`, nameEn: `Staff manager ${stamp}`, permissions: ['sup.consignment', 'sup.purchaseOrder', 'sup.sysAdmin', 'sup.vendorData', 'sup.employee', 'sup.quotation'] },
  });
  expect(widen.status()).toBe(403);
  expect((await send(request, supplierProfileRoutes.wizard, { headers })).status()).toBe(403);
});
