/**
 * Issue 11 items 4 and 5: the supplier data wizard's behaviour (errors clear on correction, steps
 * with errors marked, read-only after submission, antd date pickers, vendor code not typed) and the
 * staff lists (action column visible at 1440 px, filters collapsed at 390 px, Excel export, axe).
 */
import { expect, test } from '../../fixtures';
import { registerInvitedSupplier } from '../../pages/onboarding';
import { seriousViolations } from '../../pages/axe';
import { fillDate } from '../../pages/supplier-data/forms';

test('wizard: a corrected field loses its error at once and the steps bar marks the steps with errors', async ({ page, request, signIn }) => {
  test.setTimeout(300_000);
  const supplier = await registerInvitedSupplier(page, request);
  await signIn(supplier.account, { password: supplier.password, lang: 'en' });
  await page.goto('/sup/wizard');
  await expect(page.getByTestId('wizard-step-general')).toBeVisible();
  // Dates are antd pickers, never the browser's own date input; the vendor code is not typed.
  await expect(page.locator('input[type=date]')).toHaveCount(0);
  await expect(page.locator('#general_vendorCode')).toBeDisabled();
  await fillDate(page, 'general_establishmentDate', '2012-03-15');

  await page.getByTestId('wizard-submit').click();
  const error = page.locator('#general_legalRepresentative_help');
  await expect(error).toBeVisible({ timeout: 20_000 });
  const errorSteps = page.locator('.ant-steps-item-error');
  await expect(errorSteps.filter({ hasText: '1 General information' })).toContainText('Has errors');
  await expect(errorSteps.filter({ hasText: '4 Compliance' })).toHaveCount(1);

  await page.locator('#general_legalRepresentative').fill('张伟');
  await expect(error).toBeHidden();
  // Another general field still has its error, so the step stays marked.
  await expect(errorSteps.filter({ hasText: '1 General information' })).toHaveCount(1);
});

test('wizard: after submission it is really read-only', async ({ page, signIn }) => {
  await signIn('supa_admin', { lang: 'en' });
  await page.goto('/sup/wizard');
  await expect(page.getByTestId('wizard-readonly')).toBeVisible();
  for (const step of ['general', 'regions', 'supply', 'technology', 'compliance']) {
    const body = page.getByTestId(`wizard-step-${step}`);
    await expect(body.locator('input:not([disabled]), textarea:not([disabled]), .ant-select:not(.ant-select-disabled), .ant-upload, [data-testid$="-add"]')).toHaveCount(0);
  }
  await expect(page.getByTestId('wizard-step-general')).toContainText('10000001');
  await expect(page.getByTestId('wizard-save-draft')).toHaveCount(0);
});

test('freeze list at 1440 px: the action column is visible and covers no data cell; the export holds the rows', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('20000001', { lang: 'en' });
  await page.goto('/suppliers/freeze');
  const table = page.getByRole('table').first();
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  const actionCell = firstRow.locator('td').last();
  const box = (await actionCell.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
  expect(box.x).toBeGreaterThan(0);
  // No data cell spills its text into its neighbours, and unless the table scrolls sideways (when
  // the cells under the sticky column are reached by scrolling) no data cell lies under the action cell.
  const cells = firstRow.locator('td');
  const count = await cells.count();
  const scrolls = await page.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  for (let i = 0; i < count - 1; i++) {
    const cell = cells.nth(i);
    expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `cell ${i} overflows`).toBe(true);
    if (!scrolls) expect((await cell.boundingBox())!.x + (await cell.boundingBox())!.width, `cell ${i} under the actions`).toBeLessThanOrEqual(box.x + 1);
  }
  await expect(table).toBeVisible();

  // The list toolbar: refresh, density and columns (kept per list).
  await page.getByTestId('table-columns').click();
  await page.getByTestId('table-column-settings').getByText('Reason').click();
  await expect(page.locator('.ant-table-thead th').filter({ hasText: 'Reason' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.ant-table-thead th').filter({ hasText: 'Reason' })).toHaveCount(0);

  const rows = await page.locator('.ant-table-tbody tr.ant-table-row').count();
  const download = page.waitForEvent('download');
  await page.getByTestId('list-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const path = await file.path();
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  expect(workbook.worksheets[0]!.rowCount - 1).toBe(rows);
});

test('phone width: filters fold behind one button', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('20000001', { lang: 'en' });
  await page.goto('/suppliers/info');
  const toggle = page.getByTestId('search-filters-toggle');
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('search')).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
});

for (const lang of ['zh', 'en'] as const) {
  for (const width of [1440, 390]) {
    test(`axe: changed screens (${lang}, ${width} px)`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn('20000001', { lang });
      for (const url of ['/suppliers/freeze', '/suppliers/info']) {
        await page.goto(url);
        await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
        expect(await seriousViolations(page), url).toEqual([]);
      }
      await signIn('supa_admin', { lang });
      await page.goto('/sup/wizard');
      await expect(page.getByTestId('wizard-readonly')).toBeVisible();
      expect(await seriousViolations(page), '/sup/wizard').toEqual([]);
    });
  }
}
