/**
 * Issue 11 items 5 and 8 (lists and layout): the review and blacklist Excel exports hold the list's
 * rows; a detail page highlights its list in the menu and leads the breadcrumb with it; an empty
 * search says to change the filters; English menu names are not cut at 1440 px; record tabs are
 * all in sight; the sign-in language switch stays on one line at 390 px.
 */
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { openScreen } from '../../pages/admin';
import { seriousViolations } from '../../pages/axe';

async function sheetRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

async function exportList(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByTestId('list-export').click();
  return sheetRows(await download);
}

test('the blacklist and the review list export what they show, in the reader language', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('20000001', { lang: 'en' });
  await openScreen(page, '/suppliers/blacklist', 'Blacklist');
  // At 1440 px the search and reset buttons stand level with the filter controls.
  const field = await page.locator('.as-search-form .ant-form-item-control-input').first().boundingBox();
  const button = await page.locator('.as-search-actions').getByRole('button', { name: 'Search' }).boundingBox();
  expect(field && button && Math.abs(field.y + field.height - (button.y + button.height)) <= 3).toBe(true);
  // The company name column, found by its header.
  const column = (await page.locator('.ant-table-thead th').allInnerTexts()).findIndex((h) => h.trim() === 'Company') + 1;
  expect(column).toBeGreaterThan(0);
  const names = await page.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${column})`).allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  const blacklist = await exportList(page);
  expect(blacklist[0]!.slice(0, 2)).toEqual(['Supplier code', 'Company name']);
  expect(blacklist.slice(1).map((r) => r[1])).toEqual(names.map((n) => n.trim()));

  await openScreen(page, '/suppliers/reviews', 'Review tasks');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const reviews = await exportList(page);
  expect(reviews[0]!.slice(0, 2)).toEqual(['Application no.', 'Company name']);
  expect(reviews.length).toBeGreaterThan(1);
});

test('a detail page keeps its list highlighted and in the breadcrumb; an empty search says what to do', async ({ page, signIn, layout }) => {
  await signIn('admin', { lang: 'en' });
  await openScreen(page, '/suppliers/official', 'Official suppliers');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/suppliers\/official\/\d+$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).first();
  await expect(crumbs.getByRole('link', { name: 'Official suppliers' })).toHaveAttribute('href', '/suppliers/official');
  await expect(layout.sidebar.locator('.ant-menu-item-selected')).toHaveText('Official suppliers');

  await openScreen(page, '/suppliers/invitations?companyName=nobody-by-this-name-at-all', 'Supplier invitation');
  await expect(page.getByTestId('table-empty')).toHaveText('Nothing matches this search — change the filters or press Reset.');
});

test('at 1440 px every English menu name shows whole', async ({ page, signIn, layout }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('admin', { lang: 'en' });
  // Open every group, then compare each label's text width with its box.
  const closed = layout.sidebar.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let i = 0; i < 10 && (await closed.count()) > 0; i++) await closed.first().click();
  await expect(closed).toHaveCount(0);
  const labels = layout.sidebar.locator('.ant-menu-title-content');
  expect(await labels.count()).toBeGreaterThan(10);
  const cut = await labels.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(cut).toEqual([]);
});

test('company information shows all its tabs at 1440 px and a section select at 390 px', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('supa_admin', { lang: 'en' });
  await page.goto('/sup/info');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible({ timeout: 30_000 });
  expect(await tabs.count()).toBeGreaterThanOrEqual(11);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport();
  await expect(page.locator('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('section-select')).toBeVisible();
});

test('the sign-in language switch stays on one line at 390 px', async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login.goto();
  for (const lang of ['en', 'zh'] as const) {
    await login.chooseLanguage(lang);
    const zh = await page.getByTestId('lang-zh').boundingBox();
    const en = await page.getByTestId('lang-en').boundingBox();
    expect(zh && en && Math.abs(zh.y - en.y) < 2 && zh.height < 40 && en.height < 40).toBe(true);
  }
});

for (const [lang, width] of [['en', 1440], ['zh', 390]] as const) {
  test(`axe: blacklist, an empty search and company information (${lang}, ${width} px)`, { tag: '@screens' }, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('20000001', { lang });
    await page.goto('/suppliers/blacklist');
    // A table at 1440 px, cards on a phone (D-661).
    await expect(page.locator('.ant-table-tbody tr.ant-table-row, [data-testid="list-card"]').first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/suppliers/invitations?companyName=nobody-by-this-name-at-all');
    await expect(page.getByTestId('table-empty')).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await signIn('supa_admin', { lang });
    await page.goto('/sup/info');
    await expect(page.getByRole('tabpanel').first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
