/**
 * Issue 12 (Sourcing I) journey: a buyer creates an RFx from a purchase requirement in the
 * wizard (header, the requirement's item, supplier A as bidder), releases it, sees the opening
 * password once; the requirement shows the RFx and supplier A finds the invitation; the buyer
 * reminds supplier A from the bidder contact dialog.
 */
import { sourcingRoutes } from '@aerosupply/shared/sourcing/routes';
import { callRoute, expect, test, tokenFor } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';
import { chooseOption, optionsOf } from '../../pages/select';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });

const stamp = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 10:00`;
};

test.describe('sourcing: RFx from a requirement', () => {
  test('a buyer creates and releases an RFx from a requirement; supplier A is invited', async ({ page, signIn, request }) => {
    const buyerToken = await tokenFor(request, '20000001');
    const pn = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const req = await callRoute(request, sourcingRoutes.createRequirement, {
      body: { materialPn: pn, description: 'Hydraulic filter element 液压滤芯', quantity: 6, plant: '1300', purchaseOrg: 'P200' },
      token: buyerToken,
    });

    await signIn('20000001', { lang: 'en' });
    await page.goto('/sourcing/requirements');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase requirements' })).toBeVisible({ timeout: 30_000 });
    await page.locator('#search_materialPn').fill(pn);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: pn });
    await expect(row).toHaveCount(1);
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('requirements-to-rfx').click();

    // Step 1: header and default conditions.
    await expect(page.getByRole('heading', { level: 1, name: 'New RFx' })).toBeVisible();
    await chooseOption(page, 'rfx-wizard_type', 'Request for quotation (RFQ)');
    await page.getByTestId('rfx-description').fill(`Filters ${pn}`);
    await chooseOption(page, 'rfx-wizard_purchaseOrg', 'Repair purchasing organisation');
    for (const [field, days] of [['deadlineAt', 3], ['openingAt', 4]] as const) {
      const input = page.locator(`#rfx-wizard_${field}`);
      await input.click();
      await input.fill(stamp(days));
      await input.press('Enter');
      await expect(input).toHaveValue(stamp(days));
    }
    await page.getByTestId('rfx-mustQuoteAll').check();
    await page.getByTestId('rfx-next').click();

    // Step 2: the requirement became the item (default unit EA).
    const items = page.getByTestId('rfx-items');
    await expect(items).toContainText(pn);
    await expect(items).toContainText('6 EA');
    await expect(items).toContainText(req.number);
    await page.getByTestId('rfx-next').click();

    // Step 3: a question for the bidders.
    await page.getByRole('button', { name: 'Add question or note' }).click();
    await page.locator('#rfx-wizard_texts_0_text').fill('Which certificate comes with the parts (FAA 8130-3 / EASA Form 1)?');
    await page.getByTestId('rfx-next').click();

    // Step 4: supplier A as bidder.
    // The picker adds the supplier to the list below and clears itself.
    const picker = page.locator('#rfx-bidder-search');
    await picker.click();
    await picker.fill('10000001');
    await optionsOf(page, 'rfx-bidder-search').filter({ hasText: '10000001' }).first().click();
    await expect(page.getByTestId('rfx-bidders')).toContainText('10000001');
    await page.getByTestId('rfx-next').click();

    // Step 5: review, accessibility, release.
    await expect(page.getByTestId('rfx-review')).toContainText(`Filters ${pn}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('rfx-release').click();
    await page.getByTestId('rfx-release-confirm').click();
    await expect(page.getByTestId('rfx-opening-password')).toHaveText(/^[A-HJKMNP-Za-hjkmnp-z2-9]{10}$/);
    await page.getByRole('dialog', { name: 'Opening password' }).getByRole('button', { name: 'OK' }).click();

    await expect(page.getByRole('heading', { level: 1, name: /^RFx RFX\d{8}-\d{4}$/ })).toBeVisible();
    await expect(page.getByTestId('rfx-header')).toContainText('Open');
    await expect(page.getByTestId('rfx-bidders')).toContainText('10000001');
    const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('RFx ', '');

    // The bidder contact dialog: supplier A has not quoted, so the buyer may remind it once (D-262).
    await page.getByTestId('rfx-bidder-contacts-open').click();
    const contacts = page.getByTestId('rfx-bidder-contacts');
    await expect(contacts).toContainText('10000001');
    await expect(contacts).toContainText('None yet');
    await page.getByTestId('rfx-send-reminder').click();
    await expect(page.getByText('Reminder sent: 1 bidder(s)')).toBeVisible();
    await expect(page.getByTestId('rfx-send-reminder')).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(contacts).toBeHidden();

    // The requirement shows its RFx; supplier A finds the invitation.
    const after = await callRoute(request, sourcingRoutes.requirement, { params: { id: req.id }, token: buyerToken });
    expect(after).toMatchObject({ status: 'in_rfx', rfx: { number } });
    const supplier = await callRoute(request, sourcingRoutes.supRfxList, { query: { number }, token: await tokenFor(request, 'supa_admin') });
    expect(supplier.rows.map((r) => r.number)).toEqual([number]);
  });
});
