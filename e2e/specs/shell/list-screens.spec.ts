/**
 * Issue 28 "must show": one list screen for every side. On each list page the key columns (the
 * header cells the list kit marks `data-key-column`: number or name, status, amount, currency,
 * reason, deadline...) and the actions (`data-actions-column`) must be in view at 1440 x 900
 * without scrolling: inside the window and the table's scroll box, and no key column under the
 * fixed actions column. At 390 x 844 the list is a column of cards whose key fields and actions
 * are within the phone's width. One context per side; screens opened inside the app.
 */
import type { Page } from '@playwright/test';
import { expect, openInApp, test } from '../../fixtures';

/** The misplaced key or action cells of the page, as `<url> <what>: <text>`. */
async function outOfView(page: Page, url: string): Promise<string[]> {
  return page.evaluate((where) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const name = (el: Element) => (el.textContent ?? '').trim().slice(0, 40) || el.tagName;
    const inView = (r: DOMRect, box: { left: number; right: number }) => r.width > 2 && r.left >= box.left - 1 && r.right <= box.right + 1;
    // Tables of the list kit: header cells against the window and the table's scroll box.
    for (const wrapper of Array.from(document.querySelectorAll('main .ant-table-wrapper'))) {
      const heads = Array.from(wrapper.querySelectorAll('th[data-key-column], th[data-actions-column]'));
      if (heads.length === 0) continue;
      const scroller = wrapper.querySelector('.ant-table-content, .ant-table-header') ?? wrapper;
      const s = scroller.getBoundingClientRect();
      const box = { left: Math.max(0, s.left), right: Math.min(vw, s.right) };
      const actions = wrapper.querySelector('th[data-actions-column]')?.getBoundingClientRect();
      for (const th of heads) {
        const r = th.getBoundingClientRect();
        if (!inView(r, box)) out.push(`${where} column out of view: ${name(th)}`);
        if (th.hasAttribute('data-key-column') && actions && r.right > actions.left + 1) out.push(`${where} column under the actions: ${name(th)}`);
      }
    }
    // Cards (phones): each card's key fields and actions within the window.
    for (const card of Array.from(document.querySelectorAll('main [data-testid="list-card"]')).slice(0, 3)) {
      for (const el of Array.from(card.querySelectorAll('[data-key-column], [data-actions-column]'))) {
        if (!inView(el.getBoundingClientRect(), { left: 0, right: vw })) out.push(`${where} card field out of view: ${name(el)}`);
      }
    }
    if (document.documentElement.scrollWidth > vw + 1) out.push(`${where} page wider than the window (${document.documentElement.scrollWidth} px)`);
    return out;
  }, url);
}

/** Opens a list and waits for the kit's table (wide) or cards (phone) with its data drawn. */
async function openList(page: Page, url: string, phone: boolean): Promise<void> {
  await openInApp(page, url);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  const list = phone ? page.locator('main [data-testid="list-cards"]') : page.locator('main th[data-key-column]');
  await expect(list.first(), `${url}: the list kit's ${phone ? 'cards' : 'table'}`).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
}

/** The lists issue 28 names, per side (each side's other lists use the same kit). */
const SIDES = [
  {
    side: 'staff',
    account: 'admin',
    lists: ['/orders', '/suppliers/freeze', '/suppliers/finance-approval', '/sourcing/rfx', '/sourcing/requirements', '/agreements', '/repair/bills', '/logistics/bills'],
    phone: ['/orders', '/repair/bills'],
  },
  {
    side: 'supplier',
    account: 'supa_admin',
    lists: ['/sup/orders', '/sup/rfx', '/sup/agreements', '/sup/repair-orders', '/sup/repair-bills'],
    phone: ['/sup/orders', '/sup/rfx', '/sup/repair-bills'],
  },
  {
    side: 'forwarder',
    account: 'fwd_admin',
    lists: ['/fwd/bills', '/fwd/evaluations', '/fwd/pickup', '/fwd/delivery'],
    phone: ['/fwd/bills', '/fwd/pickup'],
  },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const { side, account, lists, phone } of SIDES) {
  test(`${side} lists: key columns in view at 1440 px, key fields and actions at 390 px (en)`, { tag: '@screens' }, async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(account, { lang: 'en' });
    for (const url of lists) {
      await openList(page, url, false);
      await expect.poll(() => outOfView(page, url), { timeout: 5_000 }).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    let cardsWithActions = 0;
    for (const url of phone) {
      await openList(page, url, true);
      await expect.poll(() => outOfView(page, url), { timeout: 5_000 }).toEqual([]);
      cardsWithActions += await page.locator('main [data-testid="list-card"] [data-actions-column], main [data-testid="list-card"] a').count() > 0 ? 1 : 0;
    }
    // The demo data gives each side rows to act on: the check above saw real cards.
    expect(cardsWithActions).toBeGreaterThan(0);
  });
}
