import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from '../select';

export interface InvitationInput {
  companyName: string;
  /** Country label as shown in the select (e.g. 'China' in English). */
  countryLabel: string;
  taxSystemLabel: string;
  taxId: string;
  email: string;
  validityDays?: number;
  comments?: string;
}

/** Staff: supplier invitation list and invite dialog (/suppliers/invitations). */
export class InvitationsPage {
  readonly inviteButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.inviteButton = page.getByTestId('invite-open');
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/suppliers/invitations');
    await expect(this.inviteButton).toBeVisible({ timeout: 30_000 });
  }

  /** Opens the dialog, fills it, runs the duplication check and saves (and sends). */
  async invite(input: InvitationInput, send = true): Promise<void> {
    await this.inviteButton.click();
    await expect(this.dialog).toBeVisible();
    await this.page.locator('#companyName').fill(input.companyName);
    await chooseOption(this.page, 'country', input.countryLabel);
    await chooseOption(this.page, 'taxSystem', input.taxSystemLabel);
    await this.page.locator('#taxId').fill(input.taxId);
    await this.page.getByTestId('invite-check').click();
    await this.page.locator('#email').fill(input.email);
    if (input.validityDays) await this.page.locator('#validityDays').fill(String(input.validityDays));
    if (input.comments) await this.page.locator('#comments').fill(input.comments);
    await this.page.getByTestId(send ? 'invite-save-send' : 'invite-save').click();
    await expect(this.dialog).toBeHidden();
  }

  /** The table row of an invited company. */
  row(companyName: string): Locator {
    return this.page.locator('.ant-table-row').filter({ hasText: companyName });
  }
}
