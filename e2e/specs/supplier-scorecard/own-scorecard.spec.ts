/**
 * Issue 31: a supplier opens its own scorecard (en): the demo year of scores, the trend, every
 * criterion, and the records behind the on-time figure (a late line counts against it).
 */
import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';

test('a supplier reads its own scorecard and the evidence of a figure', { tag: '@screens' }, async ({ page, signIn }) => {
  await signIn('supb_admin', { lang: 'en' });
  await page.goto('/sup/scorecard');
  await expect(page.getByRole('heading', { level: 1, name: 'Scorecard' })).toBeVisible();
  const panel = page.getByTestId('scorecard-panel');
  await expect(panel.getByTestId('scorecard-total')).toContainText(/\d+\.\d/);
  await expect(panel.getByTestId('scorecard-trend')).toHaveAttribute('aria-label', /^Score trend: /);
  const criteria = panel.getByRole('table', { name: 'Criteria' });
  const onTime = criteria.getByRole('row').filter({ hasText: 'On-time lines (confirmed date)' });
  await expect(onTime).toBeVisible();
  // A closed month of the demo year, where every line is decided.
  await panel.getByRole('combobox', { name: 'Period' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  await onTime.getByRole('button', { name: 'Evidence' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Counted \d+ of \d+/);
  await expect(dialog.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page), 'scorecard with evidence').toEqual([]);
});

test('a buyer keeps the criteria (weights must add up to 100) and reads the ranking', { tag: '@screens' }, async ({ page, signIn }) => {
  await signIn('20000001', { lang: 'en' });
  await page.goto('/suppliers/scorecard-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Scorecard criteria' })).toBeVisible();
  await expect(page.getByTestId('weight-sum')).toHaveText('Weights add up to 100');
  const firstWeight = page.getByTestId('criterion-row').first().getByRole('spinbutton').first();
  await firstWeight.fill('10');
  await expect(page.getByTestId('weight-sum')).toHaveText('Weights add up to 95');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('settings-problem')).toContainText('Weights must add up to 100 (now 95)');
  expect(await seriousViolations(page), 'scorecard criteria').toEqual([]);

  await page.goto('/suppliers/scorecard-ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier ranking' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Supplier ranking' });
  await expect(table.getByRole('row').nth(1)).toContainText(/\d+\.\d/);
  await expect(page.getByTestId('list-export')).toBeVisible();
});
