/** Spec 000 §2: the captcha image refreshes on demand. */
import { expect, test } from '../../fixtures';

test('captcha refresh changes the image', async ({ login }) => {
  await login.goto();
  await expect(login.captchaImage).toBeVisible();
  const before = await login.captchaImage.getAttribute('src');
  expect(before).toMatch(/^data:image\/svg\+xml/);
  await login.captchaRefresh.click();
  await expect.poll(() => login.captchaImage.getAttribute('src')).not.toBe(before);
  await expect(login.captcha).toHaveValue('');
});

test('a wrong captcha is refused and a new one is shown', async ({ login }) => {
  await login.goto();
  await login.chooseLanguage('en');
  const before = await login.captchaImage.getAttribute('src');
  await login.username.fill('admin');
  await login.password.fill('Demo@Pass2026');
  await login.captcha.fill('NOPE');
  await login.submit.click();
  await expect(login.error).toContainText(/captcha/i);
  await expect.poll(() => login.captchaImage.getAttribute('src')).not.toBe(before);
});
