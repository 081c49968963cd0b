/**
 * Issue 5 item 10 (spec 001 §4 'Supplier review status', 'Supplier control', §8; spec 000 §2
 * supAuditing, freeze, financeApproval, supBlack): demo supplier C, once submitted, goes through
 * the review chain to 'Synchronized to SAP', receives a vendor code and is an official supplier; a
 * buyer suspends and un-suspends it; finance freezes and unfreezes it; it is blacklisted and the
 * history shows it; wrong-state actions show their messages; the supplier sees its status change.
 * Each screen's interaction is done once in the browser; the hand-offs between roles go through the
 * API (issue 24), and the four-eyes rule is proven in supplier-review/four-eyes.test.ts.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { supplierControlRoutes } from '@aerosupply/shared/supplier-control/routes';
import { supplierReviewRoutes } from '@aerosupply/shared/supplier-review/routes';
import { callRoute, expect, test, tokenFor } from '../../fixtures';
import { confirmDialog, expectMessage, ReviewPage, reviewActionByApi, submitSupplierC, type ReviewActionData } from '../../pages/suppliers';

/** Supplier C's English name: English readers see it in the staff lists (D-194); the blacklist keeps the name as entered. */
const SUPPLIER_C_EN = "Xi'an Hangyu Precision Manufacturing Co., Ltd.";
const SUPPLIER_C_EN_RE = /Xi'an Hangyu Precision Manufacturing Co\., Ltd\./;

test.use({ budget: 'journey' });

/** The review steps after the assessment, each by the account the four-eyes rule lets take it. */
const CHAIN_TO_QAUDIT: [account: string, action: string, data: ReviewActionData][] = [
  ['20000001', 'business_approve', { comment: 'Approved by purchasing' }],
  ['admin', 'submit_oa', { comment: 'Please approve in OA' }],
  ['20000002', 'oa_approve', { comment: 'OA approved' }],
  ['admin', 'submit_qaudit', { comment: 'To QAUDIT' }],
  ['20000002', 'qaudit_pass', { comment: 'Quality system meets AS9100' }],
];
const ASSESSMENT = { comment: 'On-site audit passed', form: { quality: 90, technical: 88, delivery: 85, price: 80, service: 86 } };

/** Takes `steps` through the API; a step the supplier is already past answers 409 and is skipped. */
async function reviewSteps(request: APIRequestContext, companyId: number, steps: [string, string, ReviewActionData][]): Promise<void> {
  for (const [account, action, data] of steps) {
    const res = await reviewActionByApi(request, await tokenFor(request, account), companyId, action, data);
    expect([200, 409], `${action}: ${await res.text()}`).toContain(res.status());
  }
}

/** Supplier C, official with a vendor code (the first test's outcome, or made so here through the API). */
async function officialSupplierC(request: APIRequestContext): Promise<{ companyId: number; vendorCode: string }> {
  const companyId = await submitSupplierC(request, await tokenFor(request, 'supc_admin'));
  await reviewSteps(request, companyId, [
    ['20000002', 'prequalify_pass', { comment: 'Documents complete' }],
    ['admin', 'assess_pass', ASSESSMENT],
    ...CHAIN_TO_QAUDIT,
    ['20000005', 'sync_sap', { comment: 'Master data checked' }],
  ]);
  const review = await callRoute(request, supplierReviewRoutes.detail, { params: { companyId }, token: await tokenFor(request, '20000001') });
  const vendorCode = String(review.vendorCode ?? '');
  expect(vendorCode, 'supplier C has a vendor code').toMatch(/^\d{7,9}$/);
  return { companyId, vendorCode };
}

/** Ends the session in the browser so the next sign-in starts clean (the log-out menu is covered by the shell specs). */
async function signOut(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

test('review chain: pre-qualification and a stale page on screen, the SAP sync gives a vendor code, the supplier sees it', async ({ page, request, signIn }) => {
  const companyId = await submitSupplierC(request, await tokenFor(request, 'supc_admin'));
  const review = new ReviewPage(page);

  // Pre-qualification by the auditor (authorised for the scope).
  await signIn('20000002', { lang: 'en' });
  await page.goto('/suppliers/preaudit');
  await expect(page.getByRole('link', { name: SUPPLIER_C_EN })).toBeVisible();
  await review.goto(companyId);
  await expect(page.getByText('To be evaluated', { exact: true })).toBeVisible();
  // Passing asks for confirmation, then says what happens next.
  expect(await review.act('Pass pre-qualification', 'Documents complete, CCAR-145 verified')).toContain('waits for its qualification assessment');
  await expect(page.getByRole('button', { name: 'Pass assessment', exact: true })).toBeVisible();

  // A stale page: the step was taken elsewhere meanwhile (by another person: four-eyes, D-191), so
  // the server refuses with its message.
  expect((await reviewActionByApi(request, await tokenFor(request, 'admin'), companyId, 'assess_pass', ASSESSMENT)).status()).toBe(200);
  await review.act('Pass assessment', 'again', true);
  await expectMessage(page, "This action is not allowed in the supplier's current review status");
  await signOut(page);

  // Business approval, OA and the quality audit: the same review page's actions, through the API.
  await reviewSteps(request, companyId, CHAIN_TO_QAUDIT);

  // Master data syncs to SAP: a vendor code, and the supplier is official.
  await signIn('20000005', { lang: 'en' });
  await review.goto(companyId);
  await expect(page.getByText('Quality audit passed', { exact: true }).first()).toBeVisible();
  await review.act('Sync to SAP', 'Master data checked');
  await expect(page.getByText('Synchronized to SAP', { exact: true }).first()).toBeVisible();
  const vendorTag = page.getByText(/^Vendor code: \d{7,9}$/);
  await expect(vendorTag).toBeVisible();
  const vendorCode = (await vendorTag.innerText()).replace(/\D/g, '');
  await page.goto('/suppliers/official');
  await page.getByPlaceholder('Chinese or English name (or its first letters)').fill('航宇精密制造');
  await page.getByRole('button', { name: 'Search' }).click();
  const officialRow = page.getByRole('row', { name: new RegExp(vendorCode) });
  await expect(officialRow).toContainText(SUPPLIER_C_EN);
  await page.goto('/suppliers/sap-sync');
  await expect(page.getByRole('row', { name: SUPPLIER_C_EN_RE }).first()).toContainText('Synchronized');
  await signOut(page);

  // The supplier sees its new status.
  await signIn('supc_admin', { lang: 'en' });
  await page.goto('/sup/info');
  await expect(page.getByText('Synchronized to SAP', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test('control, freeze and blacklist: the buyer acts, finance approves, the history shows every step', async ({ page, request, signIn }) => {
  const { companyId, vendorCode } = await officialSupplierC(request);
  // The buyer suspends and un-suspends it; wrong selections get the §8 messages.
  await signIn('20000001', { lang: 'en' });
  await page.goto(`/suppliers/control?vendorCode=${vendorCode}`);
  const row = page.getByRole('row', { name: new RegExp(vendorCode) });
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await confirmDialog(page, 'Reason', 'Two late deliveries in a row');
  await expect(row).toContainText('Suspended');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await confirmDialog(page, 'Reason', 'again', true);
  await expectMessage(page, 'Please select a normal supplier to suspend');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Un-suspend', exact: true }).click();
  await confirmDialog(page, 'Reason', 'Corrective action accepted');
  await expect(row).toContainText('Normal');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Un-suspend', exact: true }).click();
  await confirmDialog(page, 'Reason', 'again', true);
  await expectMessage(page, 'Please select a suspended supplier to un-suspend');
  await page.keyboard.press('Escape');
  // Deleting a deleted supplier (demo: Singapore Aero Engine Services) is refused.
  await page.goto('/suppliers/control?vendorCode=10000021');
  const sg = page.getByRole('row', { name: /10000021/ });
  await sg.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDialog(page, 'Reason', 'No longer used');
  await expect(sg).toContainText('Deleted');
  await sg.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDialog(page, 'Reason', 'again', true);
  await expectMessage(page, 'Please select an undeleted supplier to delete');
  await page.keyboard.press('Escape');

  // Freeze: the buyer requests (step 1)...
  const requestFreeze = async (kind: 'Freeze' | 'Unfreeze', reason: string, expectRefusal = false) => {
    await page.goto('/suppliers/freeze');
    await page.getByRole('button', { name: 'New freeze / unfreeze request' }).click();
    const dialog = page.getByRole('dialog');
    // The company list answers a remote search: pick again until the choice sticks.
    await expect(async () => {
      await dialog.getByLabel('Company').fill('航宇精密制造');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: vendorCode }).click({ timeout: 3000 });
      await expect(dialog.locator('.ant-select').first()).toContainText(vendorCode, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByLabel('Type').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${kind}$`) }).click();
    await confirmDialog(page, 'Reason', reason, expectRefusal);
  };
  await requestFreeze('Unfreeze', 'Not frozen yet', true);
  await expectMessage(page, 'Please select a frozen supplier to unfreeze');
  await page.keyboard.press('Escape');
  await requestFreeze('Freeze', 'Open quality claim: payments on hold');
  await expect(page.getByRole('row', { name: new RegExp(vendorCode) }).first()).toContainText('Pending');
  await signOut(page);

  // ...finance approves (step 2) and the result is applied (step 3).
  await signIn('20000003', { lang: 'en' });
  await page.goto('/suppliers/finance-approval');
  await page.getByRole('row', { name: SUPPLIER_C_EN_RE }).getByRole('button', { name: 'Approve' }).click();
  await confirmDialog(page, 'Comment', 'Agreed');
  await expect(page.getByRole('row', { name: SUPPLIER_C_EN_RE })).toHaveCount(0);
  await signOut(page);

  // The unfreeze: the same two screens, through the API.
  const buyer = await tokenFor(request, '20000001');
  const unfreeze = await callRoute(request, supplierControlRoutes.requestFreeze, { body: { companyId, kind: 'unfreeze', reason: 'Claim settled' }, token: buyer });
  await callRoute(request, supplierControlRoutes.decideFreeze, { params: { id: unfreeze.id }, body: { decision: 'approve', comment: 'Agreed' }, token: await tokenFor(request, '20000003') });

  // Blacklisted by the buyer (insert marker); the history shows it.
  await signIn('20000001', { lang: 'en' });
  await page.goto(`/suppliers/control?vendorCode=${vendorCode}`);
  await expect(page.getByRole('row', { name: new RegExp(vendorCode) })).toContainText('Normal');
  await page.goto('/suppliers/blacklist');
  await page.getByRole('button', { name: 'Add to blacklist' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Supplier in the portal').fill('航宇精密制造');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: vendorCode }).click();
  await dialog.getByLabel('Source').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Quality issue' }).click();
  await confirmDialog(page, 'Reason', 'Forged release certificates found');
  // In English the portal supplier's English name (issue 28 item 3, D-671).
  await expect(page.getByRole('row', { name: SUPPLIER_C_EN_RE })).toContainText('In force');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('row', { name: SUPPLIER_C_EN_RE }).first()).toContainText('Added');
  // The supplier's timeline shows every step.
  await page.goto(`/suppliers/info/${companyId}`);
  for (const step of ['Pre-qualification passed', 'Synchronized to SAP', 'Suspended', 'Freeze approved by finance', 'Unfreeze approved by finance', 'Added to the blacklist']) {
    await expect(page.getByTestId('timeline-entry').filter({ hasText: step }).first()).toBeVisible();
  }
});
