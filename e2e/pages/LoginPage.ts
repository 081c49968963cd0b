import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, TEST_CAPTCHA } from '../fixtures/api';

/** The sign-in page (/login). Selectors avoid texts so they work in both languages. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly captcha: Locator;
  readonly captchaImage: Locator;
  readonly captchaRefresh: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.username = page.locator('#username');
    this.password = page.locator('#password');
    this.captcha = page.locator('#captchaCode');
    this.captchaImage = page.getByTestId('captcha-image');
    this.captchaRefresh = page.getByTestId('captcha-refresh');
    this.submit = page.getByTestId('login-submit');
    this.error = page.getByTestId('login-error');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.submit).toBeVisible();
  }

  /** Switches the page language with the toggle in the header. */
  async chooseLanguage(lang: 'zh' | 'en'): Promise<void> {
    await this.page.getByTestId(`lang-${lang}`).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en-US');
  }

  /** Fills the form (and the test captcha when one is shown) and submits. */
  async signIn(account: string, password = DEMO_PASSWORD): Promise<void> {
    await this.username.fill(account);
    await this.password.fill(password);
    if (await this.captcha.isVisible()) {
      await expect(this.captchaImage).toBeVisible();
      await this.captcha.fill(TEST_CAPTCHA);
    }
    await this.submit.click();
  }
}
