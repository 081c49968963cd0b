/**
 * Issue 3 item 10, spec 001 §2 'role with function permission setting', §3 'Role: name, code,
 * function permissions': the sysadmin creates a role with a few permissions chosen in the tree and
 * finds it in the role list; the editor shows the same permissions checked.
 */
import { expect, test } from '../../fixtures';
import { openScreen, rowAction, rows, search } from '../../pages/admin';

test.describe('spec 001 §2 roles screen', () => {
  test('create a role with permissions from the tree and see it in the list', async ({ page, signIn }) => {
    const stamp = String(Date.now()).slice(-6);
    const code = `e2e_auditor_${stamp}`;
    const nameEn = `E2E log reader ${stamp}`;

    await signIn('admin', { lang: 'en' });
    await openScreen(page, '/system/roles', 'Roles');
    await page.getByTestId('role-create').click();
    await expect(page).toHaveURL(/\/system\/roles\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New role' })).toBeVisible();

    // The code rule of the shared schema runs in the browser.
    await page.locator('#admin-role_code').fill('Bad Code');
    await page.locator('#admin-role_nameZh').click();
    await expect(page.getByText('The role code starts with a lowercase letter')).toBeVisible();
    await page.locator('#admin-role_code').fill(code);
    await page.locator('#admin-role_nameZh').fill(`E2E 日志查看 ${stamp}`);
    await page.locator('#admin-role_nameEn').fill(nameEn);
    await page.locator('#admin-role_description').fill('Reads the operation and account logs');

    // Three permissions, each a leaf of the tree (titles carry the permission key).
    const tree = page.getByTestId('permission-tree');
    await expect(tree).toBeVisible();
    for (const key of ['sys.log.view', 'sys.accountLog.view', 'supplier.info.view']) {
      await tree.locator('.ant-tree-treenode').filter({ hasText: `(${key})` }).locator('.ant-tree-checkbox').click();
    }
    await expect(page.getByTestId('permission-count')).toContainText('3 of');
    await page.getByTestId('role-save').click();

    // Back on the list: the new role with its three permissions and no users.
    await expect(page).toHaveURL(/\/system\/roles$/);
    await expect(page.locator('.ant-message')).toContainText('Role created');
    await page.locator('#search_q').fill(code);
    await search(page);
    // The list reads roles by their names: the code is searchable but never shown there (D-210).
    const row = rows(page, nameEn);
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText(code);
    await expect(row.locator('td').nth(2)).toHaveText('3');
    await expect(row.locator('td').nth(3)).toHaveText('0');

    // The editor shows the checked permissions; built-in roles cannot be deleted, this one can.
    await rowAction(row, 'Edit', false);
    await expect(page.getByRole('heading', { level: 1, name: `Edit role ${nameEn}` })).toBeVisible();
    await expect(page.getByTestId('permission-count')).toContainText('3 of');
    await expect(page.locator('#admin-role_code')).toBeDisabled();
    const checked = page.getByTestId('permission-tree').locator('.ant-tree-treenode-checkbox-checked');
    await expect(checked.filter({ hasText: '(sys.log.view)' })).toHaveCount(1);
    await expect(checked.filter({ hasText: '(supplier.invite)' })).toHaveCount(0);
  });

  test('built-in roles offer no delete; a new unused role can be deleted after confirmation', async ({ page, signIn }) => {
    await signIn('admin', { lang: 'en' });
    await openScreen(page, '/system/roles?q=buyer', 'Roles');
    const builtin = rows(page, 'buyer');
    await expect(builtin.first()).toContainText('Built-in');
    await expect(builtin.first().getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

    const code = `e2e_tmp_${String(Date.now()).slice(-6)}`;
    await page.goto('/system/roles/new');
    await page.locator('#admin-role_code').fill(code);
    await page.locator('#admin-role_nameZh').fill('临时角色');
    await page.locator('#admin-role_nameEn').fill('Temporary role');
    await page.getByTestId('role-save').click();
    await expect(page).toHaveURL(/\/system\/roles$/);
    await page.locator('#search_q').fill(code);
    await search(page);
    await rowAction(rows(page, 'Temporary role'), 'Delete', true);
    await expect(page.locator('.ant-message')).toContainText('Role deleted');
    await expect(rows(page, 'Temporary role')).toHaveCount(0);
  });
});
