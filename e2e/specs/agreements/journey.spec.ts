/**
 * Issue 13 item 4-5: the buyer creates an agreement for supplier A and sends it (English); supplier
 * A confirms it and refuses another with a reason (Chinese); the agreement report shows the
 * confirmed one with its CNY total. Supplier B gets 404 for A's agreement. Screens pass axe.
 */
import { expect, test, tokenFor } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';

test('buyer creates and sends an agreement -> supplier confirms it and refuses another -> the report shows the confirmed one', async ({ page, request, signIn }) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now()).slice(-7);
  const pn = `E2E-${stamp}`;

  // The second agreement, created and sent through the API (precondition).
  const buyer = await tokenFor(request, 'admin');
  const auth = { Authorization: `Bearer ${buyer}` };
  const suppliers = (await (await request.get('/api/agreements/suppliers?q=10000001', { headers: auth })).json()).data as { id: number }[];
  const other = await request.post('/api/agreements', {
    headers: auth,
    data: { companyId: suppliers[0]!.id, title: `Seal kits ${stamp}`, currency: 'CNY', incoterms: 'DAP', paymentTerms: 'N60', validFrom: '2026-01-01', validTo: '2027-12-31', lines: [{ lineNo: 10, partNumber: `${pn}-B`, category: 'expendable', quantity: 5, unitPrice: 10 }] },
  });
  expect(other.status(), await other.text()).toBe(200);
  const otherId = ((await other.json()) as { data: { id: number } }).data.id;
  expect((await request.post(`/api/agreements/${otherId}/send`, { headers: auth })).status()).toBe(200);

  // The buyer creates one on the screen and sends it.
  await signIn('20000001', { lang: 'en' });
  await page.goto('/agreements/new');
  await expect(page.getByRole('heading', { name: 'New agreement' })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('agreement-supplier').click();
  await page.keyboard.type('Skywing');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '10000001' }).click();
  await page.getByTestId('agreement-title').fill(`Brake assemblies ${stamp}`);
  await page.getByTestId('agreement-line-0-pn').fill(pn);
  await page.getByTestId('agreement-line-0-qty').fill('4');
  await page.getByTestId('agreement-line-0-price').fill('2500');
  await page.getByTestId('agreement-save').click();
  await expect(page.getByTestId('agreement-status')).toHaveText('Draft', { timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send to supplier' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('agreement-status')).toHaveText('Sent to supplier');
  const agreementNo = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Agreement', '').trim();
  expect(agreementNo).toMatch(/^AG\d{10}$/);

  // Supplier A confirms it and refuses the other with a reason, in Chinese.
  await signIn('supa_admin', { lang: 'zh' });
  await page.goto(`/sup/agreements?agreementNo=${agreementNo}`);
  await page.getByTestId(`agreement-${agreementNo}`).click();
  await expect(page.getByTestId('agreement-status')).toHaveText('已发送', { timeout: 30_000 });
  await page.getByRole('button', { name: '确 认' }).or(page.getByRole('button', { name: '确认' })).first().click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('agreement-status')).toHaveText('已确认');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/sup/agreements/${otherId}`);
  await expect(page.getByTestId('agreement-status')).toHaveText('已发送', { timeout: 30_000 });
  await page.getByRole('button', { name: '拒绝' }).click();
  const dialog = page.getByRole('dialog', { name: '拒绝协议' });
  await dialog.getByTestId('agreement-dialog-ok').click();
  await expect(dialog.getByText('请填写原因')).toBeVisible();
  await dialog.getByTestId('agreement-reason').fill('价格低于成本');
  await dialog.getByTestId('agreement-dialog-ok').click();
  await expect(page.getByTestId('agreement-status')).toHaveText('已拒绝');
  await expect(page.getByText('供应商已拒绝：价格低于成本')).toBeVisible();

  // Supplier B never sees it.
  const b = await tokenFor(request, 'supb_admin');
  expect((await request.get(`/api/sup/agreements/${otherId}`, { headers: { Authorization: `Bearer ${b}` } })).status()).toBe(404);

  // The report shows the confirmed agreement (and not the refused one) with its CNY total.
  await signIn('20000001', { lang: 'en' });
  await page.goto(`/agreements/report?partNumber=${pn}&status=confirmed`);
  await expect(page.getByTestId(`report-${agreementNo}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: new RegExp(agreementNo) })).toContainText('10,000.00');
  await expect(page.getByTestId('spend-by-supplier')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
