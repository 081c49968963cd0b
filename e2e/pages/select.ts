/** antd select helpers: options are read from the select's own dropdown, since another select's may still be closing. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The options in the dropdown of the select whose input has id `id` (its listbox is `${id}_list`). */
export function optionsOf(page: Page, id: string): Locator {
  return page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${id}_list"]`) })
    .locator('.ant-select-item-option');
}

/**
 * Picks `label` in the select whose input has id `id` (typing filters searchable selects), and
 * makes sure it was taken: options that arrive from the server can re-render under the click.
 */
export async function chooseOption(page: Page, id: string, label: string): Promise<void> {
  const input = page.locator(`[id="${id}"]`);
  await revealFilter(page, input);
  const select = page.locator('.ant-select').filter({ has: input });
  const option = optionsOf(page, id).filter({ hasText: label }).first();
  const searchable = (await input.getAttribute('readonly')) === null;
  await expect(async () => {
    if (!(await option.isVisible())) {
      await input.click();
      if (searchable) await input.fill(label);
    }
    await option.click({ timeout: 5_000 });
    await expect(select).toContainText(label, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A search form shows its first filters and folds the rest behind "More filters" (issue 11 item 5):
 * a filter of the search form that is folded away is unfolded before it is used.
 */
export async function revealFilter(page: Page, input: Locator): Promise<void> {
  const id = await input.getAttribute('id');
  if (!id?.startsWith('search_') || (await input.isVisible())) return;
  await page.locator('.as-search-actions button[aria-expanded="false"]').first().click();
  await expect(input).toBeVisible();
}
