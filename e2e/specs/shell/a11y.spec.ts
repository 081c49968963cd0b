/** Issue 3 item 12: axe-core finds no serious or critical violation on sign-in, layout and dialogs. */
import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';

for (const lang of ['en', 'zh'] as const) {
  test(`sign-in page (${lang})`, async ({ page, login }) => {
    await login.goto();
    await login.chooseLanguage(lang);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('sign-in help dialogs', { tag: '@screens' }, async ({ page, login }) => {
  await login.goto();
  await login.chooseLanguage('en');
  for (const name of ['Help and support', 'Purchase policy', 'Terms and conditions', 'FAQ', 'Register supplier account']) {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), name).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

test('main layout and workbench', async ({ page, signIn }) => {
  await signIn('admin', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('settings dialog', async ({ page, signIn, layout }) => {
  await signIn('supa_admin', { lang: 'zh' });
  await layout.openSettings();
  await expect(layout.settingsDialog.locator('#realName')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('narrow layout with the drawer open', async ({ page, signIn, layout }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn('fwd_admin', { lang: 'en' });
  await layout.toggle.click();
  await expect(layout.drawer).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('error pages', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/401');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
