/**
 * Issue 13 journey: on an opened RFx where suppliers A and B both quoted (released, quoted and
 * opened early through the API, as the demo's opened RFx has only A quoting), the buyer compares
 * the offers (condition code and certificate shown as labels) and splits the award between A and B
 * with a reason (English); the approver (the demo's P400 inquiry approver is the buyer) approves,
 * which makes one draft agreement per winner, sent to the suppliers. Supplier A confirms its
 * agreement, supplier B refuses its own with a reason (Chinese); B gets 404 for A's agreement; the
 * agreement report shows the confirmed one with its CNY total. Screens pass axe. Award fidelity
 * (issue 25): A offers an alternate P/N with a packing fee on line 10; the award screen shows it
 * before the approval, and it reaches A's agreement (the alternate, the replaced P/N, the fee as a
 * charge in the total) on screen and in its PDF.
 */
import { pdfPageTexts } from '../../../apps/server/test/pdf-inspect';
import { agreementRoutes } from '@aerosupply/shared/agreements/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { sourcingRoutes } from '@aerosupply/shared/sourcing/routes';
import { callRoute, expect, openInApp, send, test, tokenFor } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });

type QuoteBody = BodyOf<typeof sourcingRoutes.submitQuotation>;
type QuoteItem = NonNullable<QuoteBody['items']>[number];

/** The text of the portal's PDF as a reader extracts it (the server tests' PDF reader, D-523). */
const pdfText = (pdf: Buffer): string => pdfPageTexts(pdf).join('\n');

test('open RFx -> compare -> split award -> approve -> A confirms, B refuses -> the report shows the confirmed agreement', async ({ page, request, signIn, secondPage }) => {
  const stamp = String(Date.now()).slice(-7);
  const pn = `E2E-${stamp}`;

  // Precondition (API): an RFx to A and B, both quote in CNY, opened early.
  const buyer = await tokenFor(request, '20000001');
  const [supA, supB] = [await tokenFor(request, 'supa_admin'), await tokenFor(request, 'supb_admin')];
  const candidates = await callRoute(request, sourcingRoutes.bidderCandidates, { query: { q: '1000000' }, token: buyer });
  const [a, b] = ['10000001', '10000002'].map((code) => candidates.find((c) => c.vendorCode === code)!.companyId);
  const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const draft = await callRoute(request, sourcingRoutes.createRfx, { token: buyer, body: {
    type: 'RFQ', description: `E2E brake assemblies 刹车组件 ${stamp}`, purchaseOrg: 'P400', incoterms: 'FCA', paymentTerm: 'N30', deadlineAt: hours(2), openingAt: hours(3), bidders: [a, b],
    items: [
      { materialPn: `${pn}-1`, description: 'Brake assembly 刹车组件', quantity: 10, acceptReplacement: true },
      { materialPn: `${pn}-2`, description: 'Seal kit 密封件包', quantity: 4 },
    ],
  } });
  const released = await callRoute(request, sourcingRoutes.releaseRfx, { params: { id: draft.id }, token: buyer });
  const [i1, i2] = released.rfx.items.map((i) => i.id);
  const quote = (unit1: number, unit2: number, cond: QuoteItem['conditionCode'], cert: QuoteItem['certificate'], offer: Partial<QuoteItem> = {}): QuoteBody => ({
    currency: 'CNY', validityDays: 30, items: [
      { rfxItemId: i1, quoteQty: 10, unitPrice: unit1, currency: 'CNY', vatRate: 13, leadTimeDays: 30, conditionCode: cond, certificate: cert, ...offer },
      { rfxItemId: i2, quoteQty: 4, unitPrice: unit2, currency: 'CNY', vatRate: 13, leadTimeDays: 20 },
    ],
  });
  await callRoute(request, sourcingRoutes.submitQuotation, { params: { id: draft.id }, body: quote(2500, 900, 'NE', 'FAA_8130_3', { alternativePn: `${pn}-1A`, otherFees: [{ name: 'Packing', amount: 50 }] }), token: supA });
  await callRoute(request, sourcingRoutes.submitQuotation, { params: { id: draft.id }, body: quote(2400, 1000, 'OH', 'EASA_FORM_1'), token: supB });
  await callRoute(request, sourcingRoutes.openEarly, { params: { id: draft.id }, body: { password: released.openingPassword! }, token: buyer });
  const names = new Map(
    (await callRoute(request, sourcingRoutes.comparison, { params: { id: draft.id }, token: buyer })).items[0]!.offers.map((o) => [o.companyId, o.nameEn ?? o.name]),
  );

  // The buyer (en) compares: B is cheapest on line 10, the condition and certificate show as labels.
  await signIn('20000001', { lang: 'en' });
  await page.goto(`/sourcing/rfx/${draft.id}/award`);
  const line10 = page.getByTestId('compare-item-10');
  await expect(line10).toContainText('NE new', { timeout: 30_000 });
  await expect(line10).toContainText('FAA 8130-3');
  await expect(line10).toContainText('OH overhauled');
  expect(await seriousViolations(page)).toEqual([]);

  // Split: line 10 six to A (not the cheapest: a reason) and four to B; line 20 all to A.
  const qty = (line: string, company: number) => page.getByRole('spinbutton', { name: `Award qty ${line} ${names.get(company)}`, exact: true });
  await qty(`${pn}-1`, a).fill('6');
  await qty(`${pn}-1`, b).fill('4');
  await qty(`${pn}-2`, a).fill('4');
  await page.getByRole('combobox', { name: 'Approver' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('NE with FAA 8130-3 for half the fleet');
  await page.getByTestId('award-submit').click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  const awards = page.getByTestId('award-list');
  await expect(awards).toContainText('Pending approval', { timeout: 30_000 });
  // Before approving, the award shows what A's agreement carries: the alternate for the RFx P/N, the fee pro rata (6 of 10: 30).
  const planA = page.getByTestId(`award-plan-${a}`);
  await expect(planA).toContainText(`${pn}-1A`);
  await expect(planA).toContainText(`replaces ${pn}-1`);
  await expect(planA).toContainText('Packing');
  await expect(page.getByTestId(`award-plan-total-${a}`)).toContainText('18,630.00');

  // The approver (the same buyer in the demo, D-282) approves: one draft agreement per winner.
  await awards.getByRole('button', { name: 'Approve' }).click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await expect(awards).toContainText('Approved');
  const state = await callRoute(request, sourcingRoutes.award, { params: { id: draft.id }, token: buyer });
  const noOf = (company: number) => state.awards[0]!.lines.find((l) => l.companyId === company)!.agreementNo!;
  const [noA, noB] = [noOf(a), noOf(b)];
  const idOf = async (no: string) => (await callRoute(request, agreementRoutes.list, { query: { agreementNo: no }, token: buyer })).rows[0]!.id;
  const [idA, idB] = [await idOf(noA), await idOf(noB)];
  for (const id of [idA, idB]) await callRoute(request, agreementRoutes.send, { params: { id }, token: buyer });

  // Supplier A (zh) confirms its agreement, in a second browser: the buyer's session stays open.
  const sp = secondPage.page;
  await secondPage.signIn('supa_admin', 'zh');
  await sp.goto(`/sup/agreements?agreementNo=${noA}`);
  await sp.getByTestId(`agreement-${noA}`).click();
  await expect(sp.getByTestId('agreement-status')).toHaveText('已发送', { timeout: 30_000 });
  // The alternate and the fee reached A's agreement, and its PDF.
  await expect(sp.getByTestId('agreement-lines')).toContainText(`${pn}-1A`);
  await expect(sp.getByTestId('agreement-lines')).toContainText(`替代 ${pn}-1`);
  await expect(sp.getByTestId('agreement-charges')).toContainText('Packing');
  await expect(sp.getByTestId('agreement-total')).toContainText('18,630.00');
  // Nothing ordered on it yet: the first line's whole quantity remains (D-611).
  await expect(sp.getByTestId('agreement-draw-down').locator('[data-testid^="remaining-qty-"]').first()).toHaveText('6');
  const pdf = pdfText(await (await send(request, agreementRoutes.supPdf, { params: { id: idA }, token: supA })).body());
  for (const text of [`${pn}-1A`, `${pn}-1`, 'Packing: 30.00 CNY', '18,630.00 CNY']) expect(pdf).toContain(text);
  await sp.getByRole('button', { name: '确 认' }).or(sp.getByRole('button', { name: '确认' })).first().click();
  await sp.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(sp.getByTestId('agreement-status')).toHaveText('已确认');
  expect(await seriousViolations(sp)).toEqual([]);
  // B never sees A's agreement.
  expect((await send(request, agreementRoutes.supDetail, { params: { id: idA }, token: supB })).status()).toBe(404);

  // Supplier B (zh) refuses its own with a reason.
  await secondPage.signIn('supb_admin', 'zh');
  await sp.goto(`/sup/agreements/${idB}`);
  await expect(sp.getByTestId('agreement-status')).toHaveText('已发送', { timeout: 30_000 });
  await sp.getByRole('button', { name: '拒绝' }).click();
  const dialog = sp.getByRole('dialog', { name: '拒绝协议' });
  await dialog.getByTestId('agreement-dialog-ok').click();
  await expect(dialog.getByText('请填写原因')).toBeVisible();
  await dialog.getByTestId('agreement-reason').fill('价格低于成本');
  await dialog.getByTestId('agreement-dialog-ok').click();
  await expect(sp.getByTestId('agreement-status')).toHaveText('已拒绝');
  await expect(sp.getByText('供应商已拒绝：价格低于成本')).toBeVisible();

  // The report (en) shows A's confirmed agreement with its CNY total (6 x 2,500 + 4 x 900 + the fee's 30), not B's refused one.
  await openInApp(page, `/agreements/report?partNumber=${pn}-1&status=confirmed`);
  await expect(page.getByTestId(`report-${noA}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: new RegExp(noA) })).toContainText('18,630.00');
  await expect(page.getByTestId(`report-${noB}`)).toHaveCount(0);
  await expect(page.getByTestId('spend-by-supplier')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
