import { expect, type Locator, type Page } from '@playwright/test';

/** The main layout: sidebar (or drawer), top bar, user menu, settings dialog. */
export class LayoutPage {
  readonly sidebar: Locator;
  readonly drawer: Locator;
  readonly toggle: Locator;
  readonly userMenu: Locator;
  readonly companyName: Locator;
  readonly settingsDialog: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByTestId('sidebar');
    this.drawer = page.getByTestId('sidebar-drawer');
    this.toggle = page.getByTestId('sidebar-toggle');
    this.userMenu = page.getByTestId('user-menu');
    this.companyName = page.getByTestId('company-name');
    this.settingsDialog = page.getByRole('dialog');
  }

  /** Top-level labels of the sidebar menu. */
  async menuLabels(): Promise<string[]> {
    const items = this.page.locator('[data-testid="sidebar"] ul[role="menu"] > li, [data-testid="sidebar-drawer"] ul[role="menu"] > li');
    const texts = await items.allInnerTexts();
    return texts.map((t) => t.trim()).filter(Boolean);
  }

  async openUserMenuItem(index: 'settings' | 'logout'): Promise<void> {
    await this.userMenu.click();
    // A dropdown closed a moment ago may still be fading out; its items no longer answer clicks.
    const items = this.page.locator('.ant-dropdown:visible:not(.ant-dropdown-hidden):not([class*="-leave"]) [role="menuitem"]');
    await items.nth(index === 'settings' ? 0 : 1).click();
  }

  /** Opens the settings dialog through "Change parameters". */
  async openSettings(): Promise<void> {
    // The menu opens on hover as well as click, so a click can land while it is still animating: retry.
    await expect(async () => {
      if (!(await this.settingsDialog.isVisible())) await this.openUserMenuItem('settings');
      await expect(this.settingsDialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }

  async switchLanguage(lang: 'zh' | 'en'): Promise<void> {
    const html = this.page.locator('html');
    const wanted = lang === 'zh' ? 'zh-CN' : 'en-US';
    // As with the user menu, a click can land on a dropdown that is still animating: retry until it took.
    await expect(async () => {
      if ((await html.getAttribute('lang')) !== wanted) {
        await this.page.locator('.as-header-right').getByRole('button', { name: /Switch language|切换语言/ }).click();
        await this.page
          .locator(`.ant-dropdown:visible:not(.ant-dropdown-hidden):not([class*="-leave"]) [role="menuitem"]:has([lang="${lang === 'zh' ? 'zh-CN' : 'en'}"])`)
          .click({ timeout: 3_000 });
      }
      await expect(html).toHaveAttribute('lang', wanted, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }
}
