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
    const items = this.page.locator('.ant-dropdown:visible [role="menuitem"]');
    await items.nth(index === 'settings' ? 0 : 1).click();
  }

  /** Opens the settings dialog through "Change parameters". */
  async openSettings(): Promise<void> {
    await this.openUserMenuItem('settings');
    await expect(this.settingsDialog).toBeVisible();
  }

  async switchLanguage(lang: 'zh' | 'en'): Promise<void> {
    await this.page.locator('.as-header-right').getByRole('button', { name: /Switch language|切换语言/ }).click();
    await this.page.locator(`.ant-dropdown:visible [role="menuitem"]:has([lang="${lang === 'zh' ? 'zh-CN' : 'en'}"])`).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en-US');
  }
}
