/** Small antd helpers for the supplier data screens (ids follow the form field paths). */
import { expect, type Page } from '@playwright/test';
import { chooseOption } from '../onboarding';

export { chooseOption };

/** A one-page PDF the upload check accepts (real magic bytes, tiny body). */
export function pdfBuffer(title: string): Buffer {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Uploads one PDF into the upload control of form field `id` and waits for it to be listed. */
export async function uploadPdf(page: Page, id: string, name: string): Promise<void> {
  const field = page.locator(`#${id}`);
  await field.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfBuffer(name) });
  await expect(field.locator('.ant-upload-list-item-done').filter({ hasText: name })).toBeVisible();
  await expect(field.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
}

export async function fill(page: Page, id: string, value: string): Promise<void> {
  await page.locator(`#${id}`).fill(value);
}

/** Types a date into an antd DatePicker (format YYYY-MM-DD) and confirms it with Enter. */
export async function fillDate(page: Page, id: string, value: string): Promise<void> {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}
