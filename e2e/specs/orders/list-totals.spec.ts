/**
 * Issue 28 item 1 (D-663, D-721): a list with amounts shows under the table the totals of the page
 * and, when the search holds more rows than the page, the totals of all its results.
 */
import { ordersRoutes } from '@aerosupply/shared/orders/routes';
import { callRoute, expect, test, tokenFor } from '../../fixtures';

test('the supplier order list totals this page and all results', async ({ page, request, signIn }) => {
  const token = await tokenFor(request, 'supa_admin');
  const answer = await callRoute(request, ordersRoutes.supList, { query: { pageSize: 1 }, token });
  expect(answer.total).toBeGreaterThan(1);
  const totals = answer.totals ?? [];
  expect(totals.length).toBeGreaterThan(0);

  await signIn('supa_admin', { lang: 'en' });
  await page.goto('/sup/orders?pageSize=1');
  await expect(page.getByTestId('list-totals')).toContainText('Total of this page:');
  const all = page.getByTestId('list-all-totals');
  await expect(all).toContainText(`All ${answer.total} results:`);
  for (const t of totals) await expect(all.getByTestId(`list-all-total-${t.currency || 'none'}`)).toBeVisible();
});
