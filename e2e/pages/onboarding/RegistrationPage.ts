import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, optionsOf } from '../select';

export interface RegistrationInput {
  contactName: string;
  account: string;
  password: string;
  mobile: string;
  /** Time-zone label as shown (e.g. '(UTC+08:00) Asia/Shanghai'); the first option when omitted. */
  timeZone?: string;
  /** Only when not pre-filled by the invitation. */
  companyName?: string;
  countryLabel?: string;
  taxSystemLabel?: string;
  taxId?: string;
  email?: string;
}

/** Public supplier registration (/supRegister): the choice, the admin lookup and the form. */
export class RegistrationPage {
  readonly submit: Locator;
  readonly done: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByTestId('reg-submit');
    this.done = page.getByTestId('register-done');
    this.error = page.getByTestId('register-error');
  }

  /** Opens the form; with an invitation code the choice is skipped and the form pre-filled. */
  async goto(inviteCode?: string): Promise<void> {
    await this.page.goto(inviteCode ? `/supRegister?invite=${encodeURIComponent(inviteCode)}` : '/supRegister');
    await expect(inviteCode ? this.submit : this.page.getByTestId('choice-new')).toBeVisible({ timeout: 30_000 });
  }

  /** The choice page: accept the administrator role and continue as a new supplier. */
  async chooseNewSupplier(): Promise<void> {
    await this.page.getByTestId('choice-accept-admin').check();
    await this.page.getByTestId('choice-new').click();
    await expect(this.submit).toBeVisible();
  }

  async expectPrefilled(companyName: string, email: string): Promise<void> {
    await expect(this.page.locator('#companyName')).toHaveValue(companyName);
    await expect(this.page.locator('#email')).toHaveValue(email);
  }

  /** Fills every field except the SMS code. */
  async fill(input: RegistrationInput): Promise<void> {
    if (input.companyName) await this.page.locator('#companyName').fill(input.companyName);
    if (input.countryLabel) await chooseOption(this.page, 'country', input.countryLabel);
    if (input.taxSystemLabel) await chooseOption(this.page, 'taxSystem', input.taxSystemLabel);
    if (input.taxId) await this.page.locator('#taxId').fill(input.taxId);
    if (input.email) await this.page.locator('#email').fill(input.email);
    const tz = this.page.locator('#timeZone');
    await tz.click();
    const option = input.timeZone ? optionsOf(this.page, 'timeZone').filter({ hasText: input.timeZone }).first() : optionsOf(this.page, 'timeZone').first();
    await option.click();
    await this.page.locator('#contactName').fill(input.contactName);
    await this.page.locator('#account').fill(input.account);
    await this.page.locator('#password').fill(input.password);
    await this.page.locator('#confirmPassword').fill(input.password);
    await this.page.locator('#mobile').fill(input.mobile);
  }

  async sendSmsCode(): Promise<void> {
    const button = this.page.getByTestId('reg-send-sms');
    await button.click();
    await expect(button).toBeDisabled();
  }

  async enterSmsCodeAndSubmit(code: string): Promise<void> {
    await this.page.locator('#smsCode').fill(code);
    await this.page.getByTestId('reg-agree').check();
    await this.submit.click();
  }
}
