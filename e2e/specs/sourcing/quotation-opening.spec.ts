/**
 * Issue 12 items 3-5 journey (after rfx-release.spec.ts): on a released RFx inviting suppliers A
 * and B (set up through the API), supplier A quotes in Chinese (draft, then submit: sealed),
 * supplier B declines with a reason, the buyer sees no price before the opening, opens early with
 * the opening password and then sees the prices and the verified opening log; supplier A reads
 * the same log. Checked with axe on the editor and the opened RFx.
 */
import { sourcingRoutes } from '@aerosupply/shared/sourcing/routes';
import { callRoute, expect, test, tokenFor } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';
import { chooseOption } from '../../pages/select';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });

test.describe('sourcing: quotations and the sealed opening', () => {
  test('A quotes (draft, submit), B declines, the buyer sees no price until opening early; both read the opening log', async ({ page, signIn, request, secondPage }) => {
    const buyerToken = await tokenFor(request, '20000001');
    const companies = await callRoute(request, sourcingRoutes.bidderCandidates, { query: { q: '1000000' }, token: buyerToken });
    const bidders = ['10000001', '10000002'].map((code) => companies.find((c) => c.vendorCode === code)!.companyId);
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const draft = await callRoute(request, sourcingRoutes.createRfx, { token: buyerToken, body: {
      type: 'RFQ', description: 'E2E A320 brake wear pins 刹车磨损销', purchaseOrg: 'P200', deadlineAt: hours(48), openingAt: hours(72), bidders,
      items: [
        { materialPn: '2-1577-2', description: 'Wear pin, brake 刹车磨损指示销', quantity: 6 },
        { materialPn: 'MS9068-012', description: 'Packing, O-ring O形圈', quantity: 50 },
      ],
      texts: [{ kind: 'question', type: 'quality', text: 'Certificate? 证书类型？' }],
    } });
    const released = await callRoute(request, sourcingRoutes.releaseRfx, { params: { id: draft.id }, token: buyerToken });
    const rfxId = draft.id;

    // Supplier A (zh): opens the editor from the invitation, saves a draft, then submits.
    await signIn('supa_admin', { lang: 'zh' });
    await page.goto(`/sup/rfx/${rfxId}`);
    await page.getByTestId('open-quotation').click();
    await expect(page.getByRole('heading', { level: 1, name: `报价单 ${released.rfx.number}` })).toBeVisible({ timeout: 30_000 });
    // The header currency applies to every line without its own.
    await chooseOption(page, 'quote_currency', '美元');
    await page.getByTestId('quote-price-0').fill('1234.5');
    await page.getByTestId('quote-price-1').fill('2.75');
    await page.getByTestId('quote-answer-0').fill('FAA 8130-3');
    await page.getByTestId('quote-save').click();
    await expect(page.getByTestId('quote-status')).toHaveText('草稿');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('quote-submit').click();
    await page.getByTestId('quote-submit-ok').click();
    await expect(page.getByTestId('quote-status')).toHaveText('已提交');
    await expect(page.getByText('已提交并密封')).toBeVisible();
    // Bidder contacts (D-390): not sealed, still changed after submitting.
    await page.getByTestId('quote-contacts-open').click();
    await expect(page.getByTestId('quote-contact-add')).toBeVisible();
    const n = await page.locator('[data-testid^="quote-contact-name-"]').count();
    await page.getByTestId('quote-contact-add').click();
    await page.getByTestId(`quote-contact-name-${n}`).fill('李雷');
    await page.getByTestId(`quote-contact-phone-${n}`).fill('13800000001');
    await page.getByTestId(`quote-contact-email-${n}`).fill('lilei@bidder-a.example');
    await page.getByTestId('quote-contacts-save').click();
    await expect(page.getByText('投标联系人已保存')).toBeVisible();

    // Supplier B (en): not participating, with a reason; in a second browser, A's session stays open.
    const sp = secondPage.page;
    await secondPage.signIn('supb_admin', 'en');
    await sp.goto(`/sup/rfx/${rfxId}`);
    await sp.getByRole('button', { name: 'Not participate' }).click();
    await sp.getByTestId('bid-decline-reason').fill('No overhauled units available');
    await sp.getByTestId('bid-decline-save').click();
    await expect(sp.locator('#main-content').getByText('No overhauled units available')).toBeVisible();

    // The buyer (en): sealed, no price anywhere on the RFx; opens early with the password.
    await secondPage.signIn('20000001', 'en');
    await sp.goto(`/sourcing/rfx/${rfxId}`);
    await expect(sp.getByTestId('quotes-sealed')).toBeVisible({ timeout: 30_000 });
    await expect(sp.locator('body')).not.toContainText('1,234.50');
    await sp.getByRole('button', { name: 'Open early' }).click();
    await sp.getByTestId('rfx-open-early-password').fill(released.openingPassword!);
    await sp.getByTestId('rfx-open-early-confirm').click();
    await expect(sp.getByTestId('rfx-header')).toContainText('Completed');
    await expect(sp.getByTestId('rfx-quotations')).toContainText('1,234.50');
    const log = sp.getByTestId('opening-log');
    await expect(log).toContainText('Opened early with the password');
    await sp.getByTestId('opening-log-verify').click();
    await expect(sp.getByTestId('opening-log-check')).toContainText('Chain verified');
    expect(await seriousViolations(sp)).toEqual([]);

    // Supplier A (zh), still signed in, reads the same log.
    await page.goto(`/sup/rfx/${rfxId}`);
    await expect(page.getByTestId('opening-log')).toContainText('凭开标密码提前开标');
    await page.getByTestId('opening-log-verify').click();
    await expect(page.getByTestId('opening-log-check')).toContainText('哈希链校验通过');
  });
});
