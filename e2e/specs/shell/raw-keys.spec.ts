/**
 * Issue 11 item 2: no internal code reaches a reader. Every menu screen of the demo staff, supplier
 * and forwarder accounts, and the main detail pages and dialogs one click away, in both languages:
 * the visible text must hold no identifier (camelCase, snake_case), catalogue key (`foo.barBaz`),
 * storage key, "undefined", "null" or "[object Object]". One page load per screen.
 */
import type { Page } from '@playwright/test';
import { expect, test, tokenFor, userInfo, type MenuItem } from '../../fixtures';

/** Codes a reader legitimately sees: demo account names and e-mail/URL/file-name shapes (removed before matching). */
const ALLOWED_WORDS = new Set(['supa_admin', 'supa_clerk', 'supb_admin', 'supc_admin', 'fwd_admin', 'admin']);

const RAW_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'storage key', pattern: /\b\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/ },
  { name: 'catalogue key', pattern: /\b[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9_]*)+\b/ },
  { name: 'camelCase', pattern: /\b[a-z]+[A-Z][a-zA-Z0-9]*\b/ },
  { name: 'snake_case', pattern: /\b[a-z][a-z0-9]*_[A-Za-z0-9_]+\b/ },
  { name: 'id with digits', pattern: /\b[a-z]{4,}\d+\b/ },
  { name: 'empty value', pattern: /\b(?:undefined|null|NaN)\b|\[object Object\]/ },
];

/** E-mail addresses, URLs, host names and file names are data, not keys. */
const DATA_SHAPES = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
  /\b[\w-]+(?:\.[\w-]+)*\.(?:com|cn|net|org|io|local|test)\b/g,
  /\b[\w()\-.]+\.(?:pdf|png|jpe?g|gif|xlsx?|docx?|zip|txt|csv|svg)\b/gi,
];

/** Visible text of the page: text nodes and placeholders of elements that are rendered. */
async function visibleText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (visible(parent)) out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder]'))) {
      const text = el.getAttribute('placeholder')?.trim();
      if (text && visible(el)) out.push(text);
    }
    return out;
  });
}

/** The raw codes on the page, each as `<kind>: <match> in "<text>"`. */
async function rawCodes(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const text of await visibleText(page)) {
    let cleaned = text;
    for (const shape of DATA_SHAPES) cleaned = cleaned.replace(shape, ' ');
    for (const word of ALLOWED_WORDS) cleaned = cleaned.replace(new RegExp(`(?<![\\w.])${word}(?![\\w.])`, 'g'), ' ');
    for (const { name, pattern } of RAW_PATTERNS) {
      const match = pattern.exec(cleaned);
      if (match) found.push(`${where}: ${name} "${match[0]}" in "${text.slice(0, 120)}"`);
    }
  }
  return found;
}

/** Waits until the page has drawn its data: the heading shown and no spinner or skeleton left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main h1, main .ant-steps, main .ant-result').first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
}

/** Opens a screen of the signed-in app without reloading it (the router follows history changes). */
async function open(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL(url);
}

function menuUrls(menus: MenuItem[]): string[] {
  return menus.flatMap((m) => [...(m.url && !m.hidden ? [`/${m.url}`] : []), ...menuUrls(m.childTrees)]);
}

const ACCOUNTS = ['admin', '20000001', '20000002', '20000003', '20000005', 'supa_admin', 'supa_clerk', 'fwd_admin'];

for (const lang of ['en', 'zh'] as const) {
  for (const account of ACCOUNTS) {
    test(`${account}'s menu screens show no raw codes (${lang})`, async ({ page, request, signIn }) => {
      test.setTimeout(300_000);
      const info = await userInfo(request, await tokenFor(request, account));
      await signIn(account, { lang });
      const found: string[] = [];
      for (const url of menuUrls(info.menus)) {
        await test.step(url, async () => {
          await open(page, url);
          await settled(page);
          found.push(...(await rawCodes(page, url)));
        });
      }
      expect(found).toEqual([]);
    });
  }

  test(`the supplier detail's tabs and the review screens show no raw codes (${lang})`, async ({ page, signIn }) => {
    test.setTimeout(300_000);
    await signIn('admin', { lang });
    const found: string[] = [];
    await open(page, '/suppliers/info');
    await settled(page);
    await page.locator('main .ant-table-row a').first().click();
    await settled(page);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i += 1) {
      const tab = tabs.nth(i);
      const name = (await tab.innerText()).trim();
      await tab.click();
      await settled(page);
      found.push(...(await rawCodes(page, `supplier detail tab ${name}`)));
    }
    await open(page, '/suppliers/reviews');
    await settled(page);
    const firstTask = page.locator('main .ant-table-row').first().getByRole('link').or(page.locator('main .ant-table-row').first().getByRole('button')).first();
    if (await firstTask.count()) {
      await firstTask.click();
      await settled(page);
      found.push(...(await rawCodes(page, 'review detail')));
    }
    await open(page, '/suppliers/changes');
    await settled(page);
    const review = page.locator('main .ant-table-row').first().getByRole('button').first();
    if (await review.count()) {
      await review.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      found.push(...(await rawCodes(page, 'change review dialog')));
    }
    expect(found).toEqual([]);
  });
}
