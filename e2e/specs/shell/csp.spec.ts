/**
 * Issue 9 item 4 (spec-decisions D-92..D-95): the app runs under its Content-Security-Policy with
 * no violation on sign-in, list pages, dialogs (antd's runtime styles, the modal scroll locker) and
 * a file download; the download uses a one-time link, and no cookie holds the access token.
 */
import { expect, test } from '../../fixtures';
import { pdfBuffer } from '../../pages/supplier-data/forms';

test('no CSP violation on sign-in, pages, dialogs and a download', async ({ page, signIn, layout }) => {
  const problems: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __reportCsp: (t: string) => Promise<void> }).__reportCsp(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));

  const first = await page.goto('/login');
  const csp = first!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(first!.headers()['x-frame-options']).toBe('DENY');

  // Sign-in, then a list page, a dialog with an upload, a download of the uploaded file, the settings dialog.
  await signIn('20000001', { lang: 'en' });
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).toContain('userId');
  expect(cookies).not.toContain('token');

  await page.goto('/suppliers/official');
  await expect(page.locator('.ant-table')).toBeVisible();

  await page.goto('/suppliers/freeze');
  await page.getByRole('button', { name: 'New freeze / unfreeze request' }).click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'csp-check.pdf', mimeType: 'application/pdf', buffer: pdfBuffer('csp-check') });
  const item = dialog.locator('.ant-upload-list-item-done').filter({ hasText: 'csp-check.pdf' });
  await expect(item).toBeVisible();
  const downloading = page.waitForEvent('download');
  await item.getByText('csp-check.pdf').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('csp-check.pdf');
  expect(download.url()).toMatch(/\/api\/files\/[\w-]+\?dt=[\w-]{43}$/);
  expect(download.url()).not.toContain('access_token');
  // The link works once.
  expect((await page.request.get(download.url())).status()).toBe(404);
  await dialog.getByRole('button', { name: /Cancel/ }).click();
  await expect(dialog).toBeHidden();

  await layout.openSettings();
  await page.keyboard.press('Escape');

  // antd's runtime styles applied (they carry the page's nonce): the primary button has the brand colour.
  await page.goto('/suppliers/official');
  await expect(page.locator('.ant-table')).toBeVisible();
  expect(await page.locator('.ant-btn-primary').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 92, 173)');

  expect(problems).toEqual([]);
});
