/** Page objects and API helpers of the staff supplier-lifecycle screens (issue 5). */
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { authRoutes } from '@aerosupply/shared/auth/routes';
import { supplierReviewRoutes } from '@aerosupply/shared/supplier-review/routes';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { send } from '../../fixtures/api';
import { fileRoutes } from '@aerosupply/shared/files/routes';
import { supplierProfileRoutes } from '@aerosupply/shared/supplier-profile/routes';
import { callRoute } from '../../fixtures/api';
import { supplierAWizard } from '../../../apps/server/src/modules/supplier-profile/demo-data';

async function uploadPdf(request: APIRequestContext, token: string, name: string): Promise<string> {
  const data = await callRoute(request, fileRoutes.upload, {
    token,
    multipart: { file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) } },
  });
  return data.fileKey;
}

/**
 * Submits demo supplier C's wizard through the API (what the supplier's "save and submit" does),
 * unless it was submitted already; returns C's company id.
 */
export async function submitSupplierC(request: APIRequestContext, token: string): Promise<number> {
  const info = await callRoute(request, authRoutes.userInfo, { token });
  const view = await callRoute(request, supplierProfileRoutes.wizard, { token });
  if (view.reviewStatus === 'draft' || view.reviewStatus === 'returned') {
    const a = supplierAWizard();
    const key = (n: string) => uploadPdf(request, token, n);
    const body = {
      general: {
        ...a.general,
        vendorCode: undefined,
        organizationName: '西安航宇精密制造有限公司',
        organizationNameEn: "Xi'an Hangyu Precision Manufacturing Co., Ltd.",
        taxId: '91610131MA6TXR8K2L',
        email: 'contact@hangyu-precision.cn',
        businessLicenceFileKeys: [await key('licence')],
        financialStatements: await Promise.all(a.general.financialStatements.map(async (s, i) => ({ ...s, fileKeys: [await key(`fs${i}`)] }))),
      },
      regions: a.regions,
      supply: a.supply,
      technology: { ...a.technology, qualifications: [{ authority: '0', number: 'CAAC-145-HY-01', certificateNo: 'D.200111', scope: 'Machined parts', startDate: '2024-01-01', endDate: '2028-01-01', fileKeys: [await key('q1')] }] },
      compliance: a.compliance,
    };
    await callRoute(request, supplierProfileRoutes.submitWizard, { token, body: body as BodyOf<typeof supplierProfileRoutes.submitWizard> });
  }
  return info.user.companyId;
}

/** What a review step sends besides its attachments. */
export type ReviewActionData = Partial<BodyOf<typeof supplierReviewRoutes.action>>;

/** POSTs a review action directly (to make a page stale on purpose). */
export async function reviewActionByApi(request: APIRequestContext, token: string, companyId: number, action: string, data: ReviewActionData = {}) {
  return send(request, supplierReviewRoutes.action, { params: { companyId, action }, body: { attachments: [], ...data }, token });
}

/** The review detail page (/suppliers/reviews/:id): the server's actions as buttons, each with a dialog. */
export class ReviewPage {
  constructor(readonly page: Page) {}

  async goto(companyId: number): Promise<void> {
    await this.page.goto(`/suppliers/reviews/${companyId}`);
    await expect(this.page.locator('h1')).toBeVisible();
  }

  /**
   * Clicks an action button, fills its dialog's comment and confirms; a passing or submitting step
   * asks again (confirmation) and then shows what happens next, whose text this returns after going
   * back to the record. With `expectRefusal` the dialog stays open for the server's message.
   */
  async act(label: string, comment: string, expectRefusal = false): Promise<string | null> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
    const dialog = this.page.getByRole('dialog').filter({ has: this.page.getByLabel('Comment') });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Comment').fill(comment);
    // Assessment scores start empty (D-192): the reviewer enters each one.
    for (const score of await dialog.getByRole('spinbutton').all()) await score.fill('85');
    const ok = dialog.getByRole('button', { name: 'Confirm' });
    const confirm = this.page.locator('.ant-modal-confirm');
    if (expectRefusal) {
      await ok.click();
      if (await confirm.waitFor({ timeout: 5000 }).then(() => true, () => false)) await confirm.getByRole('button', { name: 'Confirm' }).click();
      return null;
    }
    await expect(async () => {
      if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Confirm' }).click({ timeout: 2000 });
      else if ((await dialog.isVisible()) && !(await ok.getAttribute('class'))?.includes('loading')) await ok.click({ timeout: 2000 });
      await expect(dialog).toBeHidden({ timeout: 4000 });
    }).toPass({ timeout: 30_000 });
    const result = this.page.locator('.ant-result');
    if (!(await result.waitFor({ timeout: 3000 }).then(() => true, () => false))) return null;
    const next = await result.locator('.ant-result-subtitle').innerText();
    await result.getByRole('button', { name: 'Back to the review' }).click();
    return next;
  }

  async expectStatus(label: string): Promise<void> {
    await expect(this.page.locator('.as-page-head + *, .ant-typography').getByText(label, { exact: true }).first()).toBeVisible();
  }
}

/** Confirms the open dialog and waits until it closes (a click during its opening animation is retried). */
export async function submitDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    const ok = dialog.getByRole('button', { name: 'Confirm' });
    if ((await dialog.isVisible()) && !(await ok.getAttribute('class'))?.includes('loading')) await ok.click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 4000 });
  }).toPass({ timeout: 30_000 });
}

/** A dialog's reason / comment, then Confirm; `expectRefusal` leaves it open for the server's message. */
export async function confirmDialog(page: Page, fieldLabel: 'Reason' | 'Comment', text: string, expectRefusal = false): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (text) await dialog.getByLabel(fieldLabel).fill(text);
  if (expectRefusal) await dialog.getByRole('button', { name: 'Confirm' }).click();
  else await submitDialog(page);
}

/** The error message the API client shows (antd message). */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(page.locator('.ant-message').getByText(text)).toBeVisible();
}
