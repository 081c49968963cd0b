/** Spec 000 §2, §4: 210 px sidebar (248 px in English, D-215); below 992 a drawer forced closed; state kept in a cookie. */
import { expect, test } from '../../fixtures';

test('at 800 px width the sidebar is a closed drawer that opens and closes', async ({ page, signIn, layout }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn('admin', { lang: 'en' });
  await expect(layout.sidebar).toHaveCount(0);
  await expect(layout.drawer).toBeHidden();
  await expect(layout.toggle).toHaveAttribute('aria-expanded', 'false');

  await layout.toggle.click();
  await expect(layout.drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(layout.drawer).toBeHidden();

  // After a route change on a narrow screen the drawer is closed again.
  await layout.toggle.click();
  await expect(layout.drawer).toBeVisible();
  await layout.drawer.getByRole('menuitem', { name: 'Workbench' }).click();
  await expect(layout.drawer).toBeHidden();
});

test('on a wide screen the sidebar is 248 px in English and its collapsed state is remembered', async ({ page, context, signIn, layout }) => {
  await signIn('admin', { lang: 'en' });
  await expect(layout.sidebar).toBeVisible();
  expect((await layout.sidebar.boundingBox())?.width).toBe(248);
  await layout.toggle.click();
  await expect.poll(async () => (await layout.sidebar.boundingBox())?.width).toBeLessThan(100);
  expect((await context.cookies()).find((c) => c.name === 'sidebarCollapsed')?.value).toBe('1');
  await page.reload();
  await expect.poll(async () => (await layout.sidebar.boundingBox())?.width).toBeLessThan(100);
  await layout.toggle.click();
  await expect.poll(async () => (await layout.sidebar.boundingBox())?.width).toBe(248);
});
