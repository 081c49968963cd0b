/** Spec 000 §2, §4, §6: the settings dialog opens on basic info, resets on close; staff or supplier tab. */
import { expect, test } from '../../fixtures';

test('the settings dialog resets on close and reopens on the basic-info tab', async ({ page, signIn, layout }) => {
  await signIn('admin', { lang: 'en' });
  await layout.openSettings();
  const dialog = layout.settingsDialog;
  await expect(dialog.getByRole('tab', { name: 'Basic information' })).toHaveAttribute('aria-selected', 'true');
  const name = dialog.locator('#realName');
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();
  await name.fill('Changed but not saved');

  await dialog.getByRole('tab', { name: 'Password' }).click();
  await dialog.locator('#oldPwd').fill('something');
  await expect(dialog.getByRole('tab', { name: 'RFx default parameters' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await layout.openSettings();
  await expect(dialog.getByRole('tab', { name: 'Basic information' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.locator('#realName')).toHaveValue(original);
  await dialog.getByRole('tab', { name: 'Password' }).click();
  await expect(dialog.locator('#oldPwd')).toHaveValue('');
  await page.keyboard.press('Escape');
});

test('a supplier gets the supplier preference tab', async ({ signIn, layout }) => {
  await signIn('supa_admin', { lang: 'en' });
  await layout.openSettings();
  await expect(layout.settingsDialog.getByRole('tab', { name: 'Quotation default parameters' })).toBeVisible();
  await expect(layout.settingsDialog.getByRole('tab', { name: 'RFx default parameters' })).toHaveCount(0);
});

test('saving basic information confirms with operation succeeded', async ({ page, signIn, layout }) => {
  await signIn('20000004', { lang: 'en' });
  await layout.openSettings();
  const dialog = layout.settingsDialog;
  await dialog.locator('#mobile').fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Digits only')).toBeVisible();
  await dialog.locator('#mobile').fill('13800000000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-message')).toContainText('Operation succeeded');
});
