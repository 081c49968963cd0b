/**
 * Issue 15 (spec 001 §2-§4 repair): the buyer sends a repair inquiry through the four-step wizard
 * (Chinese); shop A quotes in the stepped quotation (English) and shop B makes no offer; the buyer
 * awards A; A moves the order through received, entry test, quotation approval (staff), repair,
 * factory test and ships with a release certificate per serial; A enters the bill; finance approves
 * (Chinese). Detail pages pass axe. Two tests the workers can share: the inquiry to the award, and
 * the order to the approved bill (its inquiry and award made through the API); the status steps
 * in between are the same interaction as the first and last, so they go through the API (issue 24).
 */
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { repairRoutes } from '@aerosupply/shared/repair/routes';
import type { Page } from '@playwright/test';
import { fileRoutes } from '@aerosupply/shared/files/routes';
import { callRoute, expect, test, tokenFor, userInfo } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });
// The tests make their own records: the workers may share them.
test.describe.configure({ mode: 'parallel' });

type StatusInput = BodyOf<typeof repairRoutes.supOrderStatus>;

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  // The open dropdown's option (a closing one from the previous pick may still be in the page).
  await page.locator('.ant-select-item-option').filter({ visible: true }).getByTitle(option, { exact: true }).or(page.locator(`.ant-select-item-option[title="${option}"]`).filter({ visible: true })).first().click();
}


test('repair: inquiry wizard -> A quotes, B no offer -> award -> statuses with certificates -> bill -> approved', async ({ page, request, signIn }) => {
  const pn = `E2E-${String(Date.now()).slice(-6)}`;

  // 1. The buyer's four-step inquiry (Chinese).
  await signIn('20000001', { lang: 'zh' });
  await page.goto('/repair/inquiries/new');
  await page.getByLabel('件号', { exact: true }).fill(pn);
  await page.getByLabel('描述', { exact: true }).fill('液压泵 Hydraulic pump');
  await page.getByLabel('序列号', { exact: true }).fill('HPX1');
  await page.keyboard.press('Enter');
  await pick(page, '物料组', '部件');
  await page.getByTestId('repair-wizard-next').click();
  await pick(page, '优先级', 'AOG 飞机停场');
  await pick(page, '状态代码', 'US 不可用');
  await pick(page, '证书要求', 'CAAC AAC-038 适航批准标签');
  await page.getByTestId('repair-wizard-next').click();
  await pick(page, '修理级别', 'O 大修');
  const deadline = new Date(Date.now() + 3 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.getByLabel('报价截止时间', { exact: true }).click();
  await page.getByLabel('报价截止时间', { exact: true }).fill(`${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())} 12:00:00`);
  await page.keyboard.press('Enter');
  await page.getByLabel('故障内容', { exact: true }).fill('输出压力低 Low output pressure');
  await page.getByTestId('repair-wizard-next').click();
  await page.getByRole('checkbox', { name: '成都天翼航空器材有限公司' }).check();
  await page.getByRole('checkbox', { name: 'Pacific Rotables Inc.' }).check();
  await page.getByTestId('repair-wizard-send').click();
  await expect(page.getByRole('heading', { name: /送修询价 RRQ/ })).toBeVisible({ timeout: 30_000 });
  const inquiryId = Number(page.url().split('/').pop());
  expect(await seriousViolations(page)).toEqual([]);

  // 2. Shop B makes no offer (API); shop A fills the stepped quotation (English).
  const b = await tokenFor(request, 'supb_admin');
  await callRoute(request, repairRoutes.supNoOffer, { token: b, params: { id: inquiryId }, body: { reason: 'No capability' } });
  await signIn('supa_admin', { lang: 'en' });
  await page.goto('/sup/repair');
  await expect(page.getByText(pn)).toBeVisible({ timeout: 30_000 });
  await page.getByText(pn).locator('xpath=ancestor::tr').getByRole('link').click();
  await page.getByLabel('Test fee', { exact: true }).fill('300');
  await page.getByLabel('Repair fee', { exact: true }).fill('2500');
  await page.getByLabel('Cap fee', { exact: true }).fill('3500');
  await page.getByTestId('repair-quote-next').click();
  await page.getByLabel('Lead time (days)', { exact: true }).fill('14');
  await page.getByTestId('repair-quote-next').click();
  await page.getByTestId('repair-add-tier').click();
  await page.getByLabel('Starting qty', { exact: true }).fill('99999999999');
  await page.getByLabel('Price', { exact: true }).fill('2800');
  await page.getByLabel('Delivery (days)', { exact: true }).fill('14');
  await page.getByTestId('repair-quote-submit').click();
  await expect(page.getByText('Submitted').first()).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // 3. The buyer sees both answers side by side and awards A (Chinese).
  await signIn('20000001', { lang: 'zh' });
  await page.goto(`/repair/inquiries/${inquiryId}`);
  await expect(page.getByText('不报价').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '授标' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: /维修订单 RO/ })).toBeVisible({ timeout: 30_000 });
  expect(Number(page.url().split('/').pop())).toBeGreaterThan(0);
});

test('repair order: the shop moves it, ships it overhauled with a certificate per serial and bills it; finance approves', async ({ page, request, signIn }) => {
  // The awarded order, made the way the first test makes it, through the API.
  const buyer = await tokenFor(request, '20000001');
  const a = await tokenFor(request, 'supa_admin');
  const shopOf = async (account: string) => (await userInfo(request, await tokenFor(request, account))).user.companyId;
  const [shopA, shopB] = [await shopOf('supa_admin'), await shopOf('supb_admin')];
  const inquiry = await callRoute(request, repairRoutes.createInquiry, { token: buyer, body: {
    pn: `E2E-${String(Date.now()).slice(-6)}`, description: '液压泵 Hydraulic pump', quantity: 1, serialNumbers: ['HPX1'], materialGroup: 'components', equipmentType: 'rotable_10y',
    priority: 'AOG', conditionCode: 'US', certificateRequirement: 'CAAC_AAC_038', repairLevel: 'O', pricingMethod: 'fixed_price',
    faultContent: '输出压力低 Low output pressure', quotationDeadline: new Date(Date.now() + 72 * 3_600_000).toISOString(), shops: [shopA, shopB],
  } });
  await callRoute(request, repairRoutes.supQuote, { token: a, params: { id: inquiry.id }, body: {
    submit: true, testFee: 300, repairFee: 2500, capFee: 3500, leadTimeDays: 14, currency: 'USD', certificateType: 'CAAC_AAC_038', warrantyCode: 'DR', warrantyValue: 365,
    liabilityFlightHours: 1000, liabilityFlightCycles: 800, liabilityShelfDays: 365, claimDays: 30, manufacturerBearsFreight: true,
    tiers: [{ startQty: 99_999_999_999, price: 2800, deliveryDays: 14, currency: 'USD' }],
  } });
  const quotes = (await callRoute(request, repairRoutes.inquiry, { token: buyer, params: { id: inquiry.id } })).quotes;
  const quoteA = quotes.find((q) => q.companyId === shopA)!;
  const orderId = (await callRoute(request, repairRoutes.award, { token: buyer, params: { id: quoteA.id } })).id;

  // 4. Shop A moves the order (English): the first and the last step on screen, those between
  // through the API; staff approve the repair quotation (API); certificate per serial (API upload).
  await page.clock.install();
  await signIn('supa_admin', { lang: 'en' });
  await page.goto(`/sup/repair-orders/${orderId}`);
  const move = async (label: string, outcome?: string) => {
    await pick(page, 'New status', label);
    // Shipping a repair asks how the unit leaves the shop (issue 27 item 2).
    if (outcome) await pick(page, 'Outcome', outcome);
    // The click guard (spec 000 §9: 2000 ms) refuses a second save sooner.
    await page.clock.fastForward(2100);
    await page.getByTestId('repair-set-status').click();
    // The history shows the new status first once the update is saved.
    await expect(page.locator('.ant-timeline-item').first()).toContainText(label, { timeout: 30_000 });
  };
  await move('Received');
  const setStatus = (status: StatusInput['status'], extra: Omit<StatusInput, 'status'> = {}) => callRoute(request, repairRoutes.supOrderStatus, { token: a, params: { id: orderId }, body: { status, ...extra } });
  for (const status of ['entry_test', 'prepare_quotation', 'quotation_to_be_approved'] as const) await setStatus(status);
  await callRoute(request, repairRoutes.approveQuotation, { token: buyer, params: { id: orderId }, body: { note: '同意' } });
  await setStatus('repair_finished', { processCode: 'O' });
  await setStatus('factory_test');
  const { fileKey } = await callRoute(request, fileRoutes.upload, { token: a, multipart: { file: { name: 'caac-tag.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% AAC-038\n%%EOF\n') } } });
  await callRoute(request, repairRoutes.supCertificates, { token: a, params: { id: orderId }, body: { serialNo: 'HPX1', certificateType: 'CAAC_AAC_038', certificateNo: 'AAC-038-0001', fileKey } });
  await page.reload();
  await expect(page.getByText('AAC-038-0001')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-timeline-item').first()).toContainText('Factory test');
  await move('Shipped', 'Overhauled');
  await expect(page.getByText('Overhauled', { exact: true })).toBeVisible();

  // 5. The shop enters its bill: tax and totals computed.
  await page.getByTestId('repair-enter-bill').click();
  const dialog = page.getByRole('dialog', { name: 'Enter bill' });
  await dialog.getByLabel('Invoice no.', { exact: true }).fill('INV-E2E-1');
  await dialog.getByLabel('Fixed price', { exact: true }).fill('2800');
  await dialog.getByLabel('Man-hour fee', { exact: true }).fill('0');
  await expect(dialog.getByLabel('Total', { exact: true })).toHaveValue('3164.00');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pending review')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // 6. Finance approves (Chinese): payment agreed.
  await signIn('20000003', { lang: 'zh' });
  await page.goto(`/repair/orders/${orderId}`);
  // Approval asks for confirmation, with an optional comment that goes to the order's history.
  await page.getByTestId('repair-approve-bill').click();
  const approval = page.getByRole('dialog', { name: '审核通过' });
  await approval.getByLabel('备注（选填）').fill('发票已核对');
  await approval.getByTestId('repair-approve-bill-ok').click();
  await expect(approval).toBeHidden();
  await expect(page.locator('.ant-timeline-item').first()).toContainText('发票已核对', { timeout: 30_000 });
  await expect(page.getByText('同意付款').first()).toBeVisible();
  await expect(page.getByText('审核通过').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
