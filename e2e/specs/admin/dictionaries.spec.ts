/**
 * Issue 3 item 10; spec 000 §3 'Dictionary lists (items with TEXT and VALUE)', option lists with
 * ENTEXT: the sysadmin edits the English text of a dictionary item, and the public list (what
 * every select reads) serves the new text.
 */
import { dictRoutes } from '@aerosupply/shared/dict/routes';
import { expect, test } from '../../fixtures';
import { callRoute } from '../../fixtures/api';
import { chooseOption, openScreen, rowAction, rows, search } from '../../pages/admin';

async function publicItem(request: import('@playwright/test').APIRequestContext, domain: string, value: string) {
  const data = await callRoute(request, dictRoutes.domains, { query: { domainCodes: domain } });
  return data[domain]?.find((o) => o.VALUE === value);
}

test.describe('spec 000 §3 dictionary editing', () => {
  test("edit a dictionary item's English text", async ({ page, signIn, request }) => {
    const original = await publicItem(request, 'TC_PAY_PERIOD', (await firstValue(request, 'TC_PAY_PERIOD'))!);
    expect(original, 'a seeded payment-cycle item').toBeTruthy();
    const edited = `${original!.ENTEXT} (E2E)`.slice(0, 60);

    await signIn('admin', { lang: 'en' });
    await openScreen(page, '/system/dictionaries', 'Dictionaries');
    await chooseOption(page, 'search_domain', 'Payment cycles');
    await page.locator('#search_q').fill(original!.VALUE);
    await search(page);
    await expect(page).toHaveURL(/domain=TC_PAY_PERIOD/);
    const row = rows(page, original!.ENTEXT).filter({ hasText: original!.VALUE }).first();
    await expect(row).toBeVisible();

    await rowAction(row, 'Edit', false);
    const dialog = page.getByRole('dialog', { name: `Edit dictionary item ${original!.VALUE}` });
    await expect(dialog).toBeVisible();
    await expect(page.locator('#admin-dict-item_value')).toBeDisabled();
    await page.locator('#admin-dict-item_textEn').fill('');
    await page.getByTestId('dict-save').click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await page.locator('#admin-dict-item_textEn').fill(edited);
    await page.getByTestId('dict-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.ant-message')).toContainText('Operation succeeded');
    await expect(rows(page, edited)).toHaveCount(1);
    expect((await publicItem(request, 'TC_PAY_PERIOD', original!.VALUE))?.ENTEXT).toBe(edited);

    // Put the text back for the other tests.
    await rowAction(rows(page, edited), 'Edit', false);
    await page.locator('#admin-dict-item_textEn').fill(original!.ENTEXT);
    await page.getByTestId('dict-save').click();
    await expect(rows(page, edited)).toHaveCount(0);
    expect((await publicItem(request, 'TC_PAY_PERIOD', original!.VALUE))?.ENTEXT).toBe(original!.ENTEXT);
  });
});

async function firstValue(request: import('@playwright/test').APIRequestContext, domain: string): Promise<string | undefined> {
  const data = await callRoute(request, dictRoutes.domains, { query: { domainCodes: domain } });
  return data[domain]?.[0]?.VALUE;
}
