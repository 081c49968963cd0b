/**
 * Issue 11 items 1 and 7: a reviewer reads a submitted demo supplier's data as the supplier's
 * wizard shows it - translated labels, decoded values, no field keys or codes - in Chinese and
 * English, and downloads its business licence; a 2-character company-name search returns rows.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { supplierDirectoryRoutes } from '@aerosupply/shared/supplier-directory/routes';
import { callRoute, expect, test, tokenFor } from '../../fixtures';

const SKYWING = '成都天翼航空器材有限公司';

async function skywingId(request: APIRequestContext): Promise<number> {
  const token = await tokenFor(request, '20000001');
  const { rows } = await callRoute(request, supplierDirectoryRoutes.info, { query: { name: '天翼航空' }, token });
  return rows.find((r) => r.name === SKYWING)!.companyId;
}

/** Identifier-looking text on screen: camelCase, snake_case or SCREAMING_CASE words, "undefined", "null". */
const RAW_KEY = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b|\bundefined\b|\bnull\b/;

async function openDataTab(page: Page, companyId: number, tab: string): Promise<string> {
  await page.goto(`/suppliers/info/${companyId}`);
  await page.getByRole('tab', { name: tab }).click();
  const data = page.getByTestId('supplier-data');
  // The machine running the suite is shared: the first open of a lazy page may take a while.
  await expect(data.getByTestId('supplier-data-general')).toBeVisible({ timeout: 30_000 });
  await expect(data.getByRole('button', { name: '营业执照.pdf' })).toBeVisible();
  const text = await data.innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null).toBeNull();
  return text;
}

test('a reviewer reads the supplier data tab in Chinese and downloads the business licence', async ({ page, request, signIn }) => {
  const id = await skywingId(request);
  await signIn('20000002', { lang: 'zh' });
  const text = await openDataTab(page, id, '供应商资料');
  for (const shown of ['基本信息', '营业执照', '民营企业', '董事长', '西南', '中国', '统一社会信用代码', '2022年度财务报表.pdf', 'CAAC-145-F-0321.pdf', '2009-04-16']) expect(text).toContain(shown);
  expect(text).toMatch(/A10 \S+ \/ A1002 \S+/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('supplier-data-general').getByRole('button', { name: '营业执照.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('营业执照.pdf');
  const saved = test.info().outputPath('licence.pdf');
  await download.saveAs(saved);
  const { statSync } = await import('node:fs');
  expect(statSync(saved).size).toBeGreaterThan(500);

  // The qualification tab names the attachment of each certificate.
  await page.getByRole('tab', { name: '资质' }).click();
  await expect(page.getByRole('button', { name: 'FAA-145-SKWY512K.pdf' })).toBeVisible();
});

test('a buyer reads the supplier data tab in English', async ({ page, request, signIn }) => {
  const id = await skywingId(request);
  await signIn('20000001', { lang: 'en' });
  const text = await openDataTab(page, id, 'Supplier data');
  for (const shown of ['General information', 'Business licence', 'Private', 'Chairman', 'Southwest China', 'China', 'Unified social credit code (USCC)', 'Finance information']) expect(text).toContain(shown);
  // English readers get the company's English name, in the record's title and in the list (issue 11 item 6).
  await expect(page.getByRole('heading', { name: 'Chengdu Skywing Aero Parts Co., Ltd.' }).first()).toBeVisible();
  await page.goto('/suppliers/info?name=Skywing');
  await expect(page.getByRole('link', { name: 'Chengdu Skywing Aero Parts Co., Ltd.' })).toBeVisible();
});

test('a 2-character company-name search returns rows', async ({ page, signIn }) => {
  await signIn('20000001', { lang: 'zh' });
  await page.goto('/suppliers/info');
  await page.getByLabel('公司名称').fill('成都');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/name=/);
  await expect(page.getByRole('link', { name: SKYWING })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
