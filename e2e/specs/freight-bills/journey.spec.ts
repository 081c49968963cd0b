/**
 * Issue 17 (spec 001 §2 'Electronic bill: list, create/edit, detail, upload (excel); review by
 * staff', §3 'Electronic bill'): the forwarder uploads two bills from Excel (Chinese); one bills
 * more than its rate card gives; the logistics reviewer sees the difference and returns it with a
 * reason (English); the forwarder corrects and resubmits it (Chinese); the reviewer approves it.
 * The list, the detail and the review pass axe in both languages.
 */
import { freightBillRoutes } from '@aerosupply/shared/freight-bills/routes';
import ExcelJS from 'exceljs';
import { expect, test, tokenFor } from '../../fixtures';
import { callRoute } from '../../fixtures/api';
import { seriousViolations } from '../../pages/axe';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['发票号', '发票日期', '运输方式', '物料等级', '起运地', '目的地', '运输等级', '计费方式', '净重', '重量单位', '币种', '操作费', '等级费', '计费费用', '线路费', '附加费', '运费合计', '发票金额', '运单号'];

test('Excel upload -> one bill differs from the rate card -> returned with a reason -> corrected -> approved', async ({ page, request, signIn, secondPage }) => {
  const stamp = Date.now().toString(36).slice(-6).toUpperCase();
  const today = new Date().toISOString().slice(0, 10);
  const good = `E2E-${stamp}-A`;
  const over = `E2E-${stamp}-B`;
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('账单').addRows([
    HEADER,
    [good, today, '空运', '常规', 'FRA', 'PVG', '标准', '按重量', 200, 'kg', 'CNY', 0, 0, 3700, 0, 0, 3700, 3700, '020-11111111'],
    [over, today, '空运', 'AOG', 'FRA', 'PVG', '特急', '按重量', 150, 'kg', 'CNY', 0, 0, 3000, 0, 0, null, 3000, '020-22222222'],
  ]);

  // The forwarder uploads the workbook through the import dialog (Chinese).
  await signIn('fwd_admin', { lang: 'zh' });
  await page.goto('/fwd/bills');
  await expect(page.getByRole('heading', { name: '电子账单' })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('bills-import').click();
  const dialog = page.getByRole('dialog', { name: '从Excel上传电子账单' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'bills.xlsx', mimeType: XLSX, buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
  await expect(dialog.getByTestId('import-all-valid')).toBeVisible({ timeout: 30_000 });
  await dialog.getByTestId('import-commit').click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByTestId('import-result')).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await expect(dialog).toBeHidden();

  // The list shows the difference against the rate card: 150 kg x 18.5 = 2,775.00, billed 3,000.00.
  await page.goto(`/fwd/bills?invoiceNo=E2E-${stamp}`);
  const overRow = page.getByRole('row').filter({ hasText: over });
  await expect(overRow).toContainText('+¥225.00', { timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: good })).toContainText('与运价一致');
  expect(await seriousViolations(page)).toEqual([]);

  // Both are submitted (set-up through the API).
  const fwd = await tokenFor(request, 'fwd_admin');
  const list = (await callRoute(request, freightBillRoutes.list, { query: { invoiceNo: `E2E-${stamp}` }, token: fwd })).rows;
  for (const r of list) await callRoute(request, freightBillRoutes.submit, { params: { id: r.id }, token: fwd });
  const overId = list.find((r) => r.invoiceNo === over)!.id;

  // The reviewer sees the difference and returns the bill with a reason (English).
  // The forwarder's session stays open in the first browser; the reviewer works in a second one.
  const sp = secondPage.page;
  await secondPage.signIn('20000004', 'en');
  await sp.goto(`/logistics/bills?invoiceNo=E2E-${stamp}&differs=true`);
  await expect(sp.getByRole('heading', { name: 'Electronic bill review' })).toBeVisible({ timeout: 30_000 });
  await expect(sp.getByRole('row').filter({ hasText: good })).toHaveCount(0);
  await sp.getByRole('row').filter({ hasText: over }).getByRole('button', { name: 'Review' }).click();
  await expect(sp.getByRole('heading', { name: /^Electronic bill FB/ })).toBeVisible({ timeout: 30_000 });
  await expect(sp.getByTestId('bill-difference')).toContainText('225.00');
  await expect(sp.getByText('150 kg × 18.5 per kg, at least 500')).toBeVisible();
  // Matched to the forwarder's shipments (D-367): the uploaded waybill has no shipment; the rate difference is at stake.
  await expect(sp.getByTestId('bill-match-unmatched')).toHaveText('Not found: 020-22222222');
  await expect(sp.getByTestId('bill-match-differences')).toContainText('Rate card amount: 2775.00');
  expect(await seriousViolations(sp)).toEqual([]);
  await sp.getByRole('button', { name: 'Return' }).click();
  const giveBack = sp.getByRole('dialog', { name: 'Return the bill to the forwarder' });
  await giveBack.getByTestId('bill-reason').fill('Billing fee above the rate card: 150 kg x 18.5 = 2,775.00');
  await giveBack.getByTestId('bill-dialog-ok').click();
  await expect(giveBack).toBeHidden();
  await expect(sp.getByText('Returned', { exact: true }).first()).toBeVisible();

  // The forwarder reads the reason, corrects the amounts and submits again (Chinese).
  await page.goto(`/fwd/bills/${overId}`);
  await expect(page.getByTestId('bill-return-reason')).toContainText('Billing fee above the rate card', { timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '编辑', exact: true }).click();
  await expect(page.getByRole('heading', { name: '编辑电子账单' })).toBeVisible({ timeout: 30_000 });
  await page.locator('[id="freight-bill_feeBilling"]').fill('2775');
  await page.locator('[id="freight-bill_invoiceAmount"]').fill('2775');
  await expect(page.getByTestId('bill-totalFreight')).toHaveText('¥2,775.00');
  await page.getByTestId('bill-save').click();
  await expect(page.getByRole('heading', { name: /^电子账单 FB/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('与运价一致')).toBeVisible();
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已提交', { exact: true }).first()).toBeVisible();

  // The reviewer approves it.
  await sp.goto(`/logistics/bills/${overId}`);
  await expect(sp.getByText('Matches the rate card')).toBeVisible({ timeout: 30_000 });
  await sp.getByRole('button', { name: 'Approve' }).click();
  await sp.locator('.ant-popover:visible').getByRole('button', { name: 'Confirm' }).click();
  await expect(sp.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(sp.getByRole('button', { name: 'Return' })).toHaveCount(0);
});

test('report A: the logistics staff sees the demo shipments in the table and the ECharts chart, in English and Chinese', { tag: '@screens' }, async ({ page, signIn }) => {
  for (const [lang, title, chart, number] of [
    ['en', 'Milestone status (report A)', 'Shipments per status', 'Notice number'],
    ['zh', '运单节点状态（报表A）', '各状态运输票数', '运输通知号'],
  ] as const) {
    await signIn('20000004', { lang });
    await page.goto('/logistics/reports/a');
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('columnheader', { name: number })).toBeVisible();
    // At least one demo shipment: a row with a link to its shipment.
    await expect(page.getByRole('row').filter({ has: page.locator('a[href^="/logistics/shipments/"]') }).first()).toBeVisible({ timeout: 30_000 });
    const card = page.getByTestId('report-a-chart');
    await expect(card).toContainText(chart);
    await expect(card.locator('canvas, svg').first()).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^${chart}: .+ \\d+`));
    expect(await seriousViolations(page)).toEqual([]);
  }
});
