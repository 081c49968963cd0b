/** antd form helpers for page objects (selects are searchable comboboxes). */
import { expect, type Page } from '@playwright/test';

/** Picks the option labelled `label` in the searchable select whose input has id `id`. */
export async function chooseOption(page: Page, id: string, label: string): Promise<void> {
  const input = page.locator(`#${id}`);
  await input.click();
  // Searchable selects take the label as a filter; plain ones only open their list.
  if ((await input.getAttribute('readonly')) === null) await input.fill(label);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first();
  await expect(option).toBeVisible();
  await option.click();
}
