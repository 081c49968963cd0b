/**
 * Issue 14 (spec 001 §2 'Purchase order list/detail', §4 'PO actions'): the ERP sends an order;
 * supplier A's PO clerk acknowledges one line and requests a change on another (English); the buyer
 * accepts the change (Chinese), which makes version 2 with the history; supplier B never sees it.
 * Both detail pages pass axe.
 */
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { ordersRoutes } from '@aerosupply/shared/orders/routes';
import { callRoute, expect, send, test, tokenFor } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });
// The tests make their own records: the workers may share them.
test.describe.configure({ mode: 'parallel' });

type Intake = BodyOf<typeof ordersRoutes.intake>;

const line = (itemNo: number, partNumber: string, quantity: number, unitPrice: number): Intake['items'][number] => ({
  itemNo,
  partNumber,
  quantity,
  unit: 'EA',
  unitPrice,
  vatRate: 13,
  requestedShipDate: '2026-12-20',
  deliveryLines: [{ shipToCode: 'PVG1', quantity, needByDate: '2026-12-20' }],
});
const orderBody = (no: string): Intake => ({ orderNo: no, version: 1, vendorCode: '10000001', purchaseDept: '航材采购部', orderDate: '2026-11-20', buyerAccount: '20000001', buyerName: '王磊 Wang Lei', currency: 'CNY', items: [line(10, 'QA06753', 24, 1280.5), line(20, 'MS29513-228', 500, 3.26)] });
const basicAuth = (clientId: string, clientSecret: string) => `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

test('the administrator issues ERP client credentials on screen, the ERP sends an order with them, and a revoked client is refused', async ({ page, request, signIn, layout }) => {
  const stamp = String(Date.now()).slice(-7);
  // The ERP's own client credentials, issued by the system administrator on the System menu's screen (the secret is shown once).
  await signIn('admin', { lang: 'en' });
  await page.goto('/system/integration-clients');
  await page.getByTestId('integration-create').click();
  await page.getByTestId('integration-name').fill(`ERP ${stamp}`);
  await page.getByTestId('integration-create-ok').click();
  const secretDialog = page.getByRole('dialog', { name: 'Client created' });
  await expect(secretDialog.getByText('shown only this once')).toBeVisible({ timeout: 30_000 });
  const clientSecret = (await secretDialog.getByTestId('integration-secret').innerText()).trim();
  const clientId = (await secretDialog.locator('code').first().innerText()).trim();
  expect(await seriousViolations(page)).toEqual([]);
  await secretDialog.getByTestId('integration-secret-done').click();
  await expect(page.getByTestId(`integration-client-${clientId}`)).toBeVisible();
  const basic = basicAuth(clientId, clientSecret);
  const intake = await send(request, ordersRoutes.intake, { headers: { Authorization: basic }, body: orderBody(`E2E${stamp}C`) });
  expect(intake.status(), await intake.text()).toBe(200);

  // The administrator revokes the ERP client after a confirmation (in Chinese); it can no longer send orders.
  await layout.switchLanguage('zh');
  await page.getByTestId(`integration-client-${clientId}`).getByRole('button', { name: '吊销' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId(`integration-client-${clientId}`).getByRole('button', { name: '重新启用' })).toBeVisible();
  const refused = await send(request, ordersRoutes.intake, { headers: { Authorization: basic }, body: orderBody(`E2E${stamp}R`) });
  expect(refused.status()).toBe(401);
});

test('ERP intake -> supplier acknowledges a line and asks a change on another -> buyer accepts -> version 2 with history', async ({ page, request, signIn }) => {
  const stamp = String(Date.now()).slice(-7);
  const orderNo = `E2E${stamp}`;
  // The ERP's client, issued through the API (its screen is the test above).
  const client = await callRoute(request, ordersRoutes.createClient, { token: await tokenFor(request, 'admin'), body: { name: `ERP ${stamp}` } });
  const orderId = (await callRoute(request, ordersRoutes.intake, { headers: { Authorization: basicAuth(client.clientId, client.clientSecret) }, body: orderBody(orderNo) })).id;

  // Supplier A's PO clerk finds it in the list and opens it.
  await signIn('supa_clerk', { lang: 'en' });
  await page.goto(`/sup/orders?orderNo=${orderNo}`);
  await page.getByTestId(`order-${orderNo}`).click();
  await expect(page.getByRole('heading', { name: `Purchase order ${orderNo}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('order-total')).toContainText('36,569.06');

  // Acknowledge item 10 (with its requested ship date).
  await page.getByTestId('order-item-10').getByRole('button', { name: 'Acknowledge' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('order-item-10')).not.toContainText('Acknowledge');

  // Request a change of item 20: a new price, with the reason.
  await page.getByTestId('order-item-20').getByRole('button', { name: 'Request change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a change of item 20' });
  await dialog.getByTestId('order-change-price').fill('3.5');
  await dialog.getByTestId('order-reason').fill('Raw material price rise');
  await dialog.getByTestId('order-dialog-ok').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Change requested').first()).toBeVisible();
  await expect(page.getByText('Unit price: 3.26 → 3.5')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The order as a bilingual PDF.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-pdf').click()]);
  expect(pdf.suggestedFilename()).toBe(`PO-${orderNo}-v1.pdf`);

  // Supplier B gets 404 for it, its PDF included.
  const b = await tokenFor(request, 'supb_admin');
  expect((await send(request, ordersRoutes.supDetail, { params: { id: orderId }, token: b })).status()).toBe(404);
  expect((await send(request, ordersRoutes.supPdf, { params: { id: orderId }, token: b })).status()).toBe(404);

  // The buyer accepts the change in Chinese: version 2, the history and the earlier version shown.
  await signIn('20000001', { lang: 'zh' });
  await page.goto('/orders?pending=true');
  await page.getByTestId(`order-${orderNo}`).click();
  await expect(page.getByRole('heading', { name: `采购订单 ${orderNo}` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '处理' }).first().click();
  const answer = page.getByRole('dialog', { name: '处理申请' });
  await answer.getByRole('textbox').fill('同意调价');
  await answer.getByTestId('order-dialog-ok').click();
  await expect(answer).toBeHidden();
  await expect(page.getByText('同意申请')).toBeVisible();
  await expect(page.getByText('历史版本')).toBeVisible();
  await expect(page.getByTestId('order-version')).toHaveText('2');
  expect(await seriousViolations(page)).toEqual([]);
});

test('consignment stock: search, Excel download of the search, and the empty message for a supplier without stock', async ({ page, signIn }) => {
  await signIn('supa_admin', { lang: 'en' });
  await page.goto('/sup/consignment');
  await expect(page.getByRole('cell', { name: 'MS29513-228' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Material P/N').fill('QA06753');
  await page.getByRole('button', { name: /Search/ }).click();
  await expect(page.getByRole('cell', { name: 'MS29513-228' })).toBeHidden();
  await expect(page.getByRole('cell', { name: 'PVG-C01' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'CTU-C01' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(await seriousViolations(page)).toEqual([]);

  await signIn('supb_admin', { lang: 'zh' });
  await page.goto('/sup/consignment');
  await expect(page.getByTestId('consignment-empty')).toHaveText('您的供应商账号下未查询到寄售库存记录，请联系负责的采购部门。', { timeout: 30_000 });
});

test('a buyer creates an order by hand: the same intake, the amounts computed', async ({ page, signIn }) => {
  const orderNo = `MAN${String(Date.now()).slice(-7)}`;
  await signIn('20000001', { lang: 'en' });
  await page.goto('/orders');
  await page.getByTestId('orders-create').click();
  const field = (id: string) => page.locator(`[id="order-create_${id}"]`);
  await field('orderNo').fill(orderNo);
  await field('vendorCode').fill('10000001');
  await field('purchaseDept').fill('Materials Purchasing');
  await field('orderDate').click();
  await field('orderDate').fill('2026-11-24');
  await field('orderDate').press('Enter');
  await field('items_0_partNumber').fill('QA06753');
  await field('items_0_quantity').fill('10');
  await field('items_0_unitPrice').fill('100');
  await field('items_0_requestedShipDate').click();
  await field('items_0_requestedShipDate').fill('2026-12-24');
  await field('items_0_requestedShipDate').press('Enter');
  await field('items_0_shipToCode').fill('PVG1');
  await page.getByTestId('order-create-save').click();
  await expect(page.getByRole('heading', { name: `Purchase order ${orderNo}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('order-total')).toContainText('1,130.00');
});
