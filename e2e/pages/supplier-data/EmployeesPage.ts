/** Page objects of the supplier administrator screens: position roles and employee accounts. */
import { expect, type Locator, type Page } from '@playwright/test';

export class PostsPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sup/posts');
    await expect(this.page.getByTestId('post-create')).toBeVisible();
  }

  async create(nameZh: string, nameEn: string, functionLabels: string[]): Promise<void> {
    await this.page.getByTestId('post-create').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.locator('#nameZh').fill(nameZh);
    await dialog.locator('#nameEn').fill(nameEn);
    for (const label of functionLabels) await dialog.getByLabel(label).check();
    await this.page.getByTestId('post-save').click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('row').filter({ hasText: nameEn })).toBeVisible();
  }
}

export interface EmployeeInput {
  realName: string;
  account: string;
  email: string;
  phone: string;
  password: string;
  postLabel: string;
}

export class EmployeesPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sup/employees');
    await expect(this.page.getByTestId('employee-create')).toBeVisible();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async create(e: EmployeeInput): Promise<void> {
    await this.page.getByTestId('employee-create').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.locator('#realName').fill(e.realName);
    await dialog.locator('#account').fill(e.account);
    await dialog.locator('#email').fill(e.email);
    await dialog.locator('#phone').fill(e.phone);
    await dialog.locator('#password').fill(e.password);
    await dialog.getByLabel(e.postLabel).check();
    await this.page.getByTestId('employee-save').click();
    await expect(dialog).toBeHidden();
    await expect(this.row(e.account)).toContainText(e.postLabel);
    await expect(this.row(e.account)).toContainText('Normal');
  }
}
