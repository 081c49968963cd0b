/**
 * Issue 17 item 1 (spec 001 §4 'Instruction actions', §7 admin/allot; module inventory §B.7
 * `/pdInternalAllot/{demand, instruct, pickUp, dispatch, deliver}`): a base asks for a part in
 * Chinese (new demand → save → commit); logistics, in English, instructs it (a domestic shipment
 * is opened), commits the pick-up and the dispatch with waybill, carrier and ETD, and books the
 * receipt. The list and the detail pass axe in both languages.
 */
import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';
import { chooseOption } from '../../pages/select';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });

test('allotment: demand -> instruct -> pick-up -> dispatch -> receive', async ({ page, signIn }) => {
  const pn = `E2E-${Date.now().toString(36).slice(-6).toUpperCase()}`;

  // The base (Chinese): a new demand with one part line, saved, then committed.
  await signIn('20000001', { lang: 'zh' });
  await page.goto('/logistics/allot/demand');
  await expect(page.getByRole('heading', { level: 1, name: '调拨需求' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: '待指令' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('allot-create').click();
  await expect(page.getByRole('heading', { level: 1, name: '新建调拨需求' })).toBeVisible({ timeout: 30_000 });
  const field = (id: string) => page.locator(`[id="allot-demand_${id}"]`);
  await chooseOption(page, 'allot-demand_fromBase', '上海基地');
  await chooseOption(page, 'allot-demand_toBase', '北京基地');
  await field('requiredDate').click();
  await field('requiredDate').fill('2026-12-20');
  await field('requiredDate').press('Enter');
  await chooseOption(page, 'allot-demand_priority', 'AOG');
  await field('reason').fill('B-6543 AOG 主轮更换');
  await field('lines_0_partNumber').fill(pn);
  await field('lines_0_description').fill('主轮组件');
  await field('lines_0_quantity').fill('2');
  await page.getByTestId('allot-save').click();
  await expect(page.getByRole('heading', { level: 1, name: /^调拨单 AL/ })).toBeVisible({ timeout: 30_000 });
  const detailUrl = page.url();
  const id = detailUrl.split('/').pop()!;
  await expect(page.getByTestId('allot-status')).toHaveText('草稿');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('allot-status')).toHaveText('待指令');
  expect(await seriousViolations(page)).toEqual([]);

  // Logistics (English): instruct on the instruction screen.
  await signIn('20000004', { lang: 'en' });
  await page.goto(`/logistics/allot/instruct?q=${pn}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Allotment instructions' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ hasText: pn });
  await expect(row).toContainText('Awaiting instruction');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: 'Instruct' }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('Awaiting pick-up');

  // Pick-up, dispatch and receipt on the detail.
  await page.goto(`/logistics/allot/pickUp/${id}`);
  await expect(page.getByTestId('allot-status')).toHaveText('Awaiting pick-up', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: /^TN\d{8}-\d{5}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Commit pick-up' }).click();
  const pick = page.getByRole('dialog', { name: 'Commit pick-up' });
  await pick.getByTestId('allot-picker').fill('Wang Qiang');
  await pick.getByTestId('allot-dialog-ok').click();
  await expect(pick).toBeHidden();
  await expect(page.getByTestId('allot-status')).toHaveText('Picked up');

  await page.getByRole('button', { name: 'Commit dispatch' }).click();
  const ship = page.getByRole('dialog', { name: 'Commit dispatch' });
  await ship.getByTestId('allot-waybill').fill('SF1234567890');
  await ship.getByTestId('allot-carrier').fill('SF Express');
  const etd = page.locator('[id="allot-dispatch_etd"]');
  await etd.click();
  await etd.fill('2026-12-18');
  await etd.press('Enter');
  await ship.getByTestId('allot-dialog-ok').click();
  await expect(ship).toBeHidden();
  await expect(page.getByTestId('allot-status')).toHaveText('In transit');

  await page.getByRole('button', { name: 'Commit receipt' }).click();
  const receive = page.getByRole('dialog', { name: 'Commit receipt' });
  await expect(receive.getByTestId('allot-received-1')).toHaveValue('2.000');
  await receive.getByTestId('allot-dialog-ok').click();
  await expect(receive).toBeHidden();
  await expect(page.getByTestId('allot-status')).toHaveText('Received');
  // The shipment's four milestones and the timeline of every step.
  await expect(page.locator('.ant-steps-item-title').filter({ hasText: 'Dispatched' })).toBeVisible();
  for (const step of ['created the demand', 'committed the demand', 'instructed', 'committed the pick-up', 'dispatched', 'received']) await expect(page.locator('.ant-timeline').getByText(step, { exact: false }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
