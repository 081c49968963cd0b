/**
 * Issue 11 item 2: no internal code reaches a reader. Every menu screen of each side (staff,
 * supplier, forwarder), with each of its tabs and wizard steps, the notification centre, every demo
 * account's workbench, and the detail pages and dialogs one click away (supplier 360 tabs, review
 * details, the data-change dialog): the visible text must hold no identifier (camelCase, snake_case),
 * catalogue key (`foo.barBaz`), storage key, "undefined", "null" or "[object Object]"; purchasing
 * organisations and categories read by their names. The app is loaded once per account and
 * language; screens are opened inside it.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, tokenFor, userInfo, type MenuItem } from '../../fixtures';

/** Codes a reader legitimately sees: demo account names (supa_sunba: the demo employee sign-up request) and e-mail/URL/file-name shapes (removed before matching). */
const ALLOWED_WORDS = new Set(['supa_admin', 'supa_clerk', 'supa_sunba', 'supb_admin', 'supc_admin', 'fwd_admin', 'admin']);

const RAW_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'storage key', pattern: /\b\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/ },
  { name: 'catalogue key', pattern: /\b[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9_]*)+\b/ },
  { name: 'camelCase', pattern: /\b[a-z]+[A-Z][a-zA-Z0-9]*\b/ },
  { name: 'snake_case', pattern: /\b[a-z][a-z0-9]*_[A-Za-z0-9_]+\b/ },
  { name: 'id with digits', pattern: /\b[a-z]{4,}\d+\b/ },
  { name: 'empty value', pattern: /\b(?:undefined|null|NaN)\b|\[object Object\]/ },
];

/**
 * E-mail addresses, URLs, host names and file names are data, not keys; so are the one-time codes
 * the portal generates and shows on purpose (invitation and verification codes: mixed case with a
 * digit, e.g. "aaM2abCm"; an invitation code in its column is a <code> element, skipped whatever its
 * letters, since a random "mpSunxxr" looks like camelCase) and the accounts other tests of the run
 * create (`e2e_...`).
 */
const DATA_SHAPES = [
  // A code after its label may be letters only ("verification code: cFzXDK", "invitation (cFzXDK)").
  /(?:\bcode|验证码|邀请码)(?:\s+is)?[:：]?\s*[A-Za-z0-9]{4,12}\b/gi,
  /(?:invitation|邀请)\s*[（(][A-Za-z0-9]{4,12}[）)]/gi,
  /\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{6,12}\b/g,
  // A code on its own (an invitation code in its column) may have no digit: 6 or 8 characters
  // (VERIFICATION_CODE_LENGTH, INVITATION_CODE_LENGTH) with two capitals and two small letters or more.
  /\b(?=(?:[a-z0-9]*[A-Z]){2})(?=(?:[A-Z0-9]*[a-z]){2})(?:[A-Za-z0-9]{6}|[A-Za-z0-9]{8})\b/g,
  /\be2e_[a-z0-9_]+\b/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
  // The operation log shows each request line (`POST /api/orders/:id/requests/:requestId/answer`).
  /(?:^|\s)\/api\/\S*/g,
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
      // A <code> element is a code the portal shows on purpose to be copied (an invitation code).
      if (parent.closest('code')) continue;
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

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens a screen of the signed-in app without reloading it (the router follows history changes)
 * and waits until the router has shown it: the window title names the page (`<portal> - <page>`),
 * or, for a detail page, an element only it has is shown. The URL alone changes before the page does.
 */
async function open(page: Page, url: string, shown: string | Locator): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL(url);
  if (typeof shown === 'string') await expect(page).toHaveTitle(new RegExp(` - ${escapeRe(shown)}$`), { timeout: 30_000 });
  else await expect(shown).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

/** The menu screens with their names in `lang`. */
function menuScreens(menus: MenuItem[], lang: 'zh' | 'en'): { url: string; name: string }[] {
  return menus.flatMap((m) => [...(m.url && !m.hidden ? [{ url: `/${m.url}`, name: lang === 'zh' ? m.cname : m.ename }] : []), ...menuScreens(m.childTrees, lang)]);
}

/** Scans the screen, then each further tab of its main area and each further wizard step. */
async function scanScreen(page: Page, where: string): Promise<string[]> {
  const found = await rawCodes(page, where);
  // Every tab, also those folded behind the tab bar's "more" button (a click event reaches them there too).
  const ids = await page.locator('main [role=tab][aria-selected=false]').evaluateAll((tabs) => tabs.map((tab) => tab.id));
  for (const id of ids) {
    const tab = page.locator(`[id="${id}"]`);
    const name = (await tab.textContent())?.trim();
    await tab.dispatchEvent('click');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    found.push(...(await rawCodes(page, `${where} tab ${name}`)));
  }
  const next = page.getByTestId('wizard-next');
  for (let step = 2; (await next.count()) > 0 && step <= 10; step += 1) {
    await next.click();
    await settled(page);
    found.push(...(await rawCodes(page, `${where} step ${step}`)));
  }
  return found;
}

/** The value cell of a bordered description item by its label. */
function described(page: Page, label: string) {
  return page.locator('main th.ant-descriptions-item-label').filter({ hasText: new RegExp(`^${escapeRe(label)}$`) }).first().locator('xpath=following-sibling::td[1]');
}

/** A name in the reader's language next to the code: CJK characters or a lowercase word; or empty. */
const NAMED = /\p{Script=Han}|[a-z]{3,}|^-$/u;

// Each test only reads, and each worker has its own server and data: spread the sweeps over the workers.
test.describe.configure({ mode: 'parallel' });
test.use({ budget: 'sweep' });

/**
 * Each side's screens are swept once (issue 24 item 3): the staff side by the administrator, who
 * holds every staff permission, in both languages; the supplier side by supplier A's administrator
 * in Chinese and the forwarder's administrator in English. The first test proves that these
 * accounts see every screen any demo account of their side sees. A side's screens are split into
 * parts that the workers share, each part within the sweep budget.
 */
const SWEEPS = [
  { side: 'staff', account: 'admin', lang: 'en', parts: 3 },
  { side: 'staff', account: 'admin', lang: 'zh', parts: 3 },
  { side: 'supplier', account: 'supa_admin', lang: 'zh', parts: 2 },
  { side: 'forwarder', account: 'fwd_admin', lang: 'en', parts: 1 },
] as const;
/** The admin's menu names of the screens the detail test starts from. */
const SCREEN_NAMES = {
  en: { info: 'Supplier information', reviews: 'Review tasks', changes: 'Data change review' },
  zh: { info: '供应商信息', reviews: '审批任务', changes: '资料变更审核' },
} as const;
const LABELS = {
  en: { purchaseOrg: 'Purchase org', categories: 'Categories' },
  zh: { purchaseOrg: '采购组织', categories: '类别' },
} as const;

test('the sweeping accounts see every screen of their side', async ({ request }) => {
  const urlsOf = async (account: string) => new Set(menuScreens((await userInfo(request, await tokenFor(request, account))).menus, 'en').map((s) => s.url));
  const sweeper = Object.fromEntries(SWEEPS.map((s) => [s.side, s.account]));
  for (const demo of DEMO_ACCOUNTS) {
    const seen = await urlsOf(sweeper[demo.side]!);
    const missing = [...(await urlsOf(demo.account))].filter((url) => !seen.has(url));
    expect(missing, `screens of ${demo.account} that ${sweeper[demo.side]} does not sweep`).toEqual([]);
  }
});

for (const { side, account, lang, parts } of SWEEPS) {
  for (let part = 1; part <= parts; part += 1) {
    test(`the ${side} screens and notices show no raw codes, part ${part} of ${parts} (${lang})`, async ({ page, request, signIn }) => {
      const info = await userInfo(request, await tokenFor(request, account));
      const all = [...menuScreens(info.menus, lang), { url: '/notifications', name: lang === 'zh' ? '消息通知' : 'Notifications' }];
      expect(all.length).toBeGreaterThan(1);
      // Every parts-th screen: neighbours in the menu are alike in cost, so the parts come out even.
      const screens = all.filter((_, i) => i % parts === part - 1);
      await signIn(account, { lang });
      const found: string[] = [];
      for (const { url, name } of screens) {
        await test.step(url, async () => {
          await open(page, url, name);
          found.push(...(await scanScreen(page, url)));
        });
      }
      expect(found).toEqual([]);
    });
  }
}

test("every demo account's workbench shows no raw codes (en)", async ({ page, signIn }) => {
  // The workbench is the one screen whose content follows the role, not only the permission.
  const found: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    await signIn(demo.account, { lang: 'en' });
    await settled(page);
    found.push(...(await rawCodes(page, `${demo.account} ${demo.home}`)));
  }
  expect(found).toEqual([]);
});

for (const lang of ['en', 'zh'] as const) {
  test(`the supplier 360 tabs, review details and the change dialog show no raw codes (${lang})`, async ({ page, signIn }) => {
    await signIn('admin', { lang });
    const found: string[] = [];
    const labels = LABELS[lang];

    // Supplier A (vendor code 10000001, its data submitted with files): every tab of its 360 view.
    const names = SCREEN_NAMES[lang];
    const tabs = page.locator('main [role=tab]');
    await open(page, '/suppliers/info', names.info);
    await page.locator('main .ant-table-row').filter({ hasText: '10000001' }).first().getByRole('link').first().click();
    await expect(tabs.nth(1)).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await expect(described(page, labels.purchaseOrg)).toHaveText(NAMED);
    await expect(described(page, labels.categories)).toHaveText(NAMED);
    found.push(...(await scanScreen(page, 'supplier 360')));

    // The review details of the first review tasks, each tab (timeline, assessment forms, data, approvals).
    await open(page, '/suppliers/reviews', names.reviews);
    const links = await page.locator('main .ant-table-row a[href^="/suppliers/reviews/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links.slice(0, 3)) {
      // From the list (which has no tabs), so the tabs waited for are the detail's.
      await open(page, '/suppliers/reviews', names.reviews);
      await open(page, href, tabs.first());
      await expect(described(page, labels.purchaseOrg)).toHaveText(NAMED);
      await expect(described(page, labels.categories)).toHaveText(NAMED);
      found.push(...(await scanScreen(page, `review ${href}`)));
    }

    // The data-change review dialog: old and new values side by side.
    await open(page, '/suppliers/changes', names.changes);
    const review = page.locator('main .ant-table-row').first().getByRole('button').first();
    if (await review.count()) {
      await review.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.locator('.ant-modal .ant-spin-spinning, .ant-drawer .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
      found.push(...(await rawCodes(page, 'change review dialog')));
    }
    expect(found).toEqual([]);
  });
}
