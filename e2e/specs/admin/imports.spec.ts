/**
 * Issue 10 item 6, the Excel import pipeline in the browser: the sysadmin downloads the English
 * template of "Import items", uploads a file with wrong rows (every error shown, nothing can be
 * imported), then the filled template, confirms the import and finds the items and the history.
 */
import ExcelJS from 'exceljs';
import { expect, test } from '../../fixtures';
import { chooseOption, openScreen, rows, search } from '../../pages/admin';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsx(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test.describe('Excel import of dictionary items', () => {
  test('error preview, then a good file imported through the dialog', async ({ page, signIn }) => {
    const code = `E2E${Date.now().toString(36).slice(-6).toUpperCase()}`;

    await signIn('admin', { lang: 'en' });
    await openScreen(page, '/system/dictionaries', 'Dictionaries');
    await page.getByTestId('dict-import').click();
    const dialog = page.getByRole('dialog', { name: 'Import dictionary items' });
    await expect(dialog).toBeVisible();
    await chooseOption(page, 'dict-import-domain', 'Currencies');

    // The English template: translated header, a notes sheet.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-template-en').click()]);
    const template = new ExcelJS.Workbook();
    await template.xlsx.readFile((await download.path())!);
    const sheet = template.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Code *', 'Chinese name *', 'English name *', 'Sort order', 'Enabled']);
    expect(template.worksheets).toHaveLength(2);

    // A file with wrong rows (Chinese header): every error is shown and nothing can be imported.
    const bad = new ExcelJS.Workbook();
    bad.addWorksheet('Sheet1').addRows([
      ['代码', '中文名称', '英文名称', '排序', '启用'],
      [`${code}A`, '甲', 'A', 1, '是'],
      ['', '乙', 'B', 'two', 'maybe'],
    ]);
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({ name: 'wrong.xlsx', mimeType: XLSX, buffer: await xlsx(bad) });
    await expect(dialog.getByTestId('import-has-errors')).toContainText('1 rows have errors');
    await expect(dialog.locator('tr.import-row-error')).toHaveCount(1);
    const errorRow = dialog.locator('tr.import-row-error');
    await expect(errorRow).toContainText('Required');
    await expect(errorRow).toContainText('Enter a whole number');
    await expect(errorRow).toContainText('Enter yes/no (or Y/N)');
    await expect(dialog.getByTestId('import-commit')).toBeDisabled();

    // The filled template imports.
    await dialog.getByTestId('import-again').click();
    sheet.addRow([`${code}B`, '测试乙', `Test ${code} B`, '5', 'Y']);
    sheet.addRow([`${code}C`, '测试丙', `Test ${code} C`, '', 'no']);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'currencies.xlsx', mimeType: XLSX, buffer: await xlsx(template) });
    await expect(dialog.getByTestId('import-all-valid')).toContainText('All 2 rows are valid');
    await expect(dialog.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await dialog.getByTestId('import-commit').click();
    const confirm = page.locator('.ant-popover:visible');
    await expect(confirm).toContainText('Import 2 rows?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByTestId('import-result')).toContainText('2 rows imported');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await chooseOption(page, 'search_domain', 'Currencies');
    await page.locator('#search_q').fill(code);
    await search(page);
    await expect(rows(page, `Test ${code} B`)).toHaveCount(1);
    await expect(rows(page, `Test ${code} C`)).toContainText('Disabled');

    // The history lists both uploads.
    await page.getByTestId('dict-import-history').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dictionary item imports' })).toBeVisible();
    await expect(rows(page, 'currencies.xlsx').first()).toContainText('Imported');
    await expect(rows(page, 'wrong.xlsx').first()).toContainText('Cancelled');
  });
});
