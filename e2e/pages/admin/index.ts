/**
 * Staff administration screens (/system/*): helpers shared by the specs in e2e/specs/admin.
 * Selectors use ids, test ids and roles; visible texts are the English ones (specs sign in in en).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { openInApp } from '../../fixtures';

/** A new 8-digit staff ID clear of the demo accounts (2000000x) and the shell's throwaway users (3xxxxxxx). */
export function newStaffId(): string {
  return String(40_000_000 + Math.floor(Math.random() * 9_000_000));
}

/** Opens an admin screen and waits for its heading. */
export async function openScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}


/** The table rows (not the measure row) holding `text`. */
export function rows(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
}

/** Clicks a row action and, when it asks, confirms in the popover. */
/** The texts of one column of the list, found by its header (the list kit moves key columns left in a wide table). */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `the column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await page.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${index + 1})`).allInnerTexts()).map((s) => s.trim());
}

export async function rowAction(row: Locator, name: string, confirm: boolean): Promise<void> {
  const button = row.getByRole('button', { name, exact: true });
  const more = row.getByTestId('row-actions-more');
  // The row's actions drawn: the button itself, or "More" holding it.
  await expect(button.or(more).first()).toBeVisible();
  if ((await button.count()) > 0) {
    await button.click();
    if (confirm) {
      const popover = row.page().locator('.ant-popover:visible');
      await expect(popover).toBeVisible();
      await popover.getByRole('button', { name: 'Confirm' }).click();
    }
    return;
  }
  // Past three actions a list row shows two and folds the rest into "More" (D-662); those confirm in a dialog.
  await more.click();
  await row.page().getByRole('menuitem', { name, exact: true }).click();
  if (confirm) {
    const dialog = row.page().locator('.ant-modal-confirm');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
}

/** Submits the search form; with `api`, waits for that list call (its query text) to answer and the table to settle. */
export async function search(page: Page, api?: { path: string; query: string }): Promise<void> {
  const answered = api
    ? page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === api.path && url.search.includes(api.query) && r.status() === 200;
      })
    : null;
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  if (answered) {
    await answered;
    await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
  }
}

/** Serious or critical axe-core violations of WCAG 2.1 A/AA on the page as it is now. */
export { seriousViolations } from '../axe';
export { chooseOption } from '../select';
