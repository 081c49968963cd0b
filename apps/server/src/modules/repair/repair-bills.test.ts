/**
 * Repair API (issue 15), after the order: the bill states with amount checks (repair-bills), the
 * wheel price rounds (D-341, D-342), and the notices and ATA chapter matching (D-344, D-345). Same
 * seed sections as repair.test.ts; both take their set-up from test-fixtures.ts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { exportedSheet } from '../../../test/export-sheet';
import { expectCompanyIsolation } from '../../../test/scoping';
import { body, fakeUpload, ok } from '../supplier-review/test-fixtures';
import { fields, hours, openRepairTestApp, repairOrderApi, type Inquiry, type Order } from './test-fixtures';

let t: TestApp;
let buyer: string;
let finance: string;
let supA: string;
let supB: string;
let a: number;
let b: number;

beforeAll(async () => {
  ({ t, buyer, finance, supA, a, b } = await openRepairTestApp());
  supB = await t.login('supb_admin');
});
afterAll(() => t.close());

const { call, inquiryBody, quoteBody, awardedOrder, setStatus } = repairOrderApi(() => ({ t, buyer, supA, a, b }));

describe('repair bills: bill states', () => {
  it('refuses a bill before shipping and wrong amounts; flags a bill over the cap; finance rejects with a reason, the shop corrects, finance approves', async () => {
    const order = await awardedOrder();
    const bill = { invoiceNo: 'INV-1', fixedPrice: 3000, equipmentCost: 500, manHourFee: 200, taxRate: 13, taxAmount: 481, total: 4181, invoiceAmount: 4181, currency: 'USD' };
    const early = await call('PUT', `/api/sup/repair/orders/${order.id}/bill`, bill, supA);
    expect(early.statusCode).toBe(409);
    expect(body(early).errorKey).toBe('repair.bill.not_finished');
    // Move to shipped through the table.
    ok(await setStatus(order.id, 'received'));
    ok(await setStatus(order.id, 'entry_test'));
    ok(await setStatus(order.id, 'under_repair'));
    ok(await setStatus(order.id, 'repair_finished'));
    ok(await setStatus(order.id, 'factory_test'));
    for (const sn of ['SNA1', 'SNA2']) ok(await call('PUT', `/api/sup/repair/orders/${order.id}/certificates`, { serialNo: sn, certificateType: 'EASA_FORM_1', certificateNo: sn, fileKey: await fakeUpload(t, randomBytes(18).toString('base64url'), a) }, supA));
    ok(await setStatus(order.id, 'shipped', supA, { outcome: 'repaired' }));
    const wrong = await call('PUT', `/api/sup/repair/orders/${order.id}/bill`, { ...bill, taxAmount: 400 }, supA);
    expect(fields(wrong)).toEqual(['taxAmount']);
    // The message names the computed amount, not its placeholder (issue 27).
    expect(wrong.json().msg).toBe('The amount does not match the computed one (481.00)');
    expect(wrong.body).not.toContain('{expected}');
    let o = ok<Order>(await call('PUT', `/api/sup/repair/orders/${order.id}/bill`, bill, supA));
    expect(o.status).toBe('bill_to_be_updated');
    expect(o.bill).toMatchObject({ status: 'pending_review', overQuotation: true, overCap: true });
    // D-380: the review is the only way to payment agreed / rejected at first instance; a direct status update is refused, translated.
    for (const status of ['payment_agreed', 'rejected_first_instance']) {
      const direct = await call('POST', `/api/repair/orders/${order.id}/status`, { status }, finance);
      expect(direct.statusCode).toBe(403);
      expect(body(direct)).toMatchObject({ errorKey: 'auth.forbidden', msg: 'You do not have permission to do this' });
    }
    const directZh = await t.call('POST', `/api/repair/orders/${order.id}/status`, { token: finance, body: { status: 'payment_agreed' }, headers: { 'accept-language': 'zh-CN' } });
    expect(body(directZh)).toMatchObject({ errorKey: 'auth.forbidden', msg: '您没有权限执行此操作' });
    expect(ok<Order>(await call('GET', `/api/repair/orders/${order.id}`, undefined, finance)).nextStatuses).toEqual([]);
    const shopApproves = await call('POST', `/api/repair/bills/${o.bill!.id}/approve`, {}, supA);
    expect(shopApproves.statusCode).toBe(403);
    const buyerApproves = await call('POST', `/api/repair/bills/${o.bill!.id}/approve`, {});
    expect(buyerApproves.statusCode).toBe(403);
    const noReason = await call('POST', `/api/repair/bills/${o.bill!.id}/reject`, { reason: '' }, finance);
    expect(fields(noReason)).toEqual(['reason']);
    const rejected = ok<{ status: string; reason: string }>(await call('POST', `/api/repair/bills/${o.bill!.id}/reject`, { reason: 'Over cap fee' }, finance));
    expect(rejected).toMatchObject({ status: 'not_approved', reason: 'Over cap fee' });
    o = ok<Order>(await call('GET', `/api/repair/orders/${order.id}`, undefined, finance));
    expect(o.status).toBe('rejected_first_instance');
    const fixed = { ...bill, fixedPrice: 2300, equipmentCost: 300, manHourFee: 200, taxAmount: 364, total: 3164, invoiceAmount: 3164 };
    o = ok<Order>(await call('PUT', `/api/sup/repair/orders/${order.id}/bill`, fixed, supA));
    expect(o.bill).toMatchObject({ status: 'pending_review', overQuotation: false, overCap: false });
    expect(o.status).toBe('bill_to_be_updated');
    const approved = ok<{ status: string }>(await call('POST', `/api/repair/bills/${o.bill!.id}/approve`, {}, finance));
    expect(approved.status).toBe('approved');
    const twice = await call('POST', `/api/repair/bills/${o.bill!.id}/approve`, {}, finance);
    expect(twice.statusCode).toBe(409);
    o = ok<Order>(await call('GET', `/api/repair/orders/${order.id}`, undefined, finance));
    expect(o.status).toBe('payment_agreed');
    expect(o.nextStatuses).toEqual(['payment_revoked', 'contractor_completed']);
    // Revoking consent reopens the bill for review; only a new review agrees payment again (D-380).
    o = ok<Order>(await call('POST', `/api/repair/orders/${order.id}/status`, { status: 'payment_revoked' }, finance));
    expect(o.status).toBe('payment_revoked');
    expect(o.bill).toMatchObject({ status: 'pending_review' });
    expect(o.nextStatuses).toEqual(['bill_to_be_updated']);
    const directAgain = await call('POST', `/api/repair/orders/${order.id}/status`, { status: 'payment_agreed' }, finance);
    expect(directAgain.statusCode).toBe(403);
    expect(ok<{ status: string }>(await call('POST', `/api/repair/bills/${o.bill!.id}/approve`, {}, finance)).status).toBe('approved');
    o = ok<Order>(await call('GET', `/api/repair/orders/${order.id}`, undefined, finance));
    expect(o.status).toBe('payment_agreed');
    o = ok<Order>(await call('POST', `/api/repair/orders/${order.id}/status`, { status: 'contractor_completed' }, finance));
    const closeByFinance = await call('POST', `/api/repair/orders/${order.id}/status`, { status: 'closed' }, finance);
    expect(closeByFinance.statusCode).toBe(403);
    o = ok<Order>(await call('POST', `/api/repair/orders/${order.id}/status`, { status: 'closed' }));
    expect(o.status).toBe('closed');
    const bills = ok<{ rows: { status: string }[] }>(await call('GET', '/api/sup/repair/bills?status=approved', undefined, supB));
    expect(bills.rows).toEqual([]);
    // The bill lists: search by invoice and shop, Excel with labels (not codes), the shop's own only; notices of the review and staff statuses.
    const byInvoice = ok<{ rows: { orderNo: string }[] }>(await call('GET', `/api/repair/bills?invoiceNo=INV-1&companyId=${a}&status=approved`, undefined, finance));
    expect(byInvoice.rows.map((r) => r.orderNo)).toContain(order.orderNo);
    const sheet = await exportedSheet(t, finance, `/api/repair/bills/export?orderNo=${order.orderNo}`, 'en');
    expect(sheet.header.slice(0, 4)).toEqual(['Repair order', 'Repair shop', 'Invoice no.', 'Bill status']);
    expect(sheet.body).toEqual([expect.arrayContaining([order.orderNo, 'INV-1', 'Approved'])]);
    const zh = await exportedSheet(t, supA, `/api/sup/repair/bills/export?orderNo=${order.orderNo}`, 'zh');
    expect(zh.body[0]).toContain('审核通过');
    expect((await exportedSheet(t, supB, `/api/sup/repair/bills/export?orderNo=${order.orderNo}`, 'en')).body).toEqual([]);
    const told = await t.deps.db.selectFrom('notifications').select('template_key').where('link', '=', `/sup/repair-orders/${order.id}`).execute();
    expect(new Set(told.map((n) => n.template_key))).toEqual(new Set(['repair.order_awarded', 'repair.bill_reviewed', 'repair.order_status']));
  });
});

describe('wheel price lists: price rounds (D-341, D-342)', () => {
  interface Round { id: number; number: string; status: string; shopCount: number; submittedCount: number; actions: string[]; answers: { companyId: number; status: string; actions: string[]; lines: { pn: string; tiers: { price: number }[] }[] }[] }
  interface SupRound { id: number; group: string; answer: { status: string; actions: string[] } }
  const today = () => new Date().toISOString().slice(0, 10);
  const roundBody = (over: Record<string, unknown> = {}) => ({
    title: 'Wheel and brake Q3', materialGroup: 'landing_gear', validFrom: today(), validTo: '2099-12-31', quotationDeadline: hours(24),
    lines: [{ pn: 'WPR-77-1', description: 'Main wheel assembly' }, { pn: 'WPR-77-2', description: 'Brake assembly' }], shops: [a, b], ...over,
  });
  const answer = (over: Record<string, unknown> = {}) => ({
    submit: true, lines: [{ pn: 'WPR-77-1', tiers: [{ startQty: 10, price: 900, deliveryDays: 7, currency: 'USD' }, { startQty: 1, price: 1000, deliveryDays: 5, currency: 'USD' }] }], ...over,
  });

  it('staff send a round; shops hold, submit or make no offer in the three groups; the price list and the suggested shops show the submitted price; another shop’s round is 404', async () => {
    expect(fields(await call('POST', '/api/repair/price-rounds', roundBody({ materialGroup: 'wheels', shops: [] })))).toEqual(['materialGroup', 'shops']);
    const bad = await call('POST', '/api/repair/price-rounds', roundBody({ validTo: '2000-01-01', lines: [{ pn: 'P1', description: 'x' }, { pn: 'p1', description: 'y' }] }));
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['lines.1.pn', 'validTo']);
    const round = ok<Round>(await call('POST', '/api/repair/price-rounds', roundBody()));
    expect(round.number).toMatch(/^WPR\d{8}-\d{4}$/);
    expect(round).toMatchObject({ status: 'sent', shopCount: 2, submittedCount: 0, actions: ['close'] });
    const notices = await t.deps.db.selectFrom('notifications').select('template_key').where('template_key', '=', 'repair.price_round_received').execute();
    expect(notices.length).toBeGreaterThanOrEqual(2);

    const pending = ok<{ rows: SupRound[] }>(await call('GET', '/api/sup/repair/price-rounds?group=pending&materialGroup=landing_gear', undefined, supA));
    expect(pending.rows.find((r) => r.id === round.id)?.answer).toMatchObject({ status: 'not_filled', actions: ['save', 'submit', 'no_offer'] });
    const held = ok<SupRound>(await call('PUT', `/api/sup/repair/price-rounds/${round.id}/answer`, answer({ submit: false }), supA));
    expect(held.answer.status).toBe('hold');
    const unknown = await call('PUT', `/api/sup/repair/price-rounds/${round.id}/answer`, answer({ lines: [{ pn: 'OTHER', tiers: [] }] }), supA);
    expect(fields(unknown)).toEqual(['lines.0.pn']);
    const empty = await call('PUT', `/api/sup/repair/price-rounds/${round.id}/answer`, answer({ lines: [] }), supA);
    expect(fields(empty)).toEqual(['lines']);
    const twelve = await call('PUT', `/api/sup/repair/price-rounds/${round.id}/answer`, answer({ lines: [{ pn: 'WPR-77-1', tiers: [{ startQty: 100_000_000_000, price: 1, deliveryDays: 1, currency: 'USD' }] }] }), supA);
    expect(fields(twelve)).toEqual(['lines.0.tiers.0.startQty']);
    const sent = ok<SupRound>(await call('PUT', `/api/sup/repair/price-rounds/${round.id}/answer`, answer(), supA));
    expect(sent).toMatchObject({ group: 'processed', answer: { status: 'submitted', actions: [] } });
    const again = await call('PUT', `/api/sup/repair/price-rounds/${round.id}/answer`, answer(), supA);
    expect(again.statusCode).toBe(409);
    ok(await call('POST', `/api/sup/repair/price-rounds/${round.id}/no-offer`, { reason: 'Not our range' }, supB));

    const detail = ok<Round>(await call('GET', `/api/repair/price-rounds/${round.id}`));
    expect(detail.answers.map((x) => x.status)).toEqual(['submitted', 'no_offer']);
    expect(detail.submittedCount).toBe(1);
    const prices = ok<{ companyId: number; price: number; startQty: number }[]>(await call('GET', '/api/repair/price-list?pn=wpr-77-1'));
    expect(prices).toEqual([expect.objectContaining({ companyId: a, price: 1000, startQty: 1 })]);
    const shops = ok<{ companyId: number; listPrice: { price: number } | null }[]>(await call('GET', '/api/repair/shop-candidates?pn=WPR-77-1'));
    expect(shops.find((s) => s.companyId === a)?.listPrice).toMatchObject({ price: 1000, currency: 'USD' });
    expect(shops.find((s) => s.companyId === b)?.listPrice).toBeNull();

    const onlyA = ok<Round>(await call('POST', '/api/repair/price-rounds', roundBody({ shops: [a] })));
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/repair/price-rounds/${onlyA.id}`, { token }), ownerAccount: 'supa_admin', otherAccount: 'supb_admin' });
    expect((await call('PUT', `/api/sup/repair/price-rounds/${onlyA.id}/answer`, answer(), supB)).statusCode).toBe(404);
    const list = ok<{ rows: { id: number }[] }>(await call('GET', '/api/repair/price-rounds?materialGroup=landing_gear&status=sent'));
    expect(list.rows.some((r) => r.id === round.id)).toBe(true);
    const closed = ok<Round>(await call('POST', `/api/repair/price-rounds/${round.id}/close`));
    expect(closed).toMatchObject({ status: 'closed', actions: [] });
    expect((await call('POST', `/api/repair/price-rounds/${round.id}/close`)).statusCode).toBe(409);
    const late = ok<{ rows: SupRound[] }>(await call('GET', '/api/sup/repair/price-rounds?group=expired', undefined, supB));
    expect(late.rows.some((r) => r.id === round.id)).toBe(false);
    expect((await call('GET', '/api/sup/repair/price-rounds?group=processed', undefined, supB)).statusCode).toBe(200);
    expect((await call('GET', '/api/repair/price-rounds', undefined, supA)).statusCode).toBe(403);
  });
});

describe('notices and ATA chapter matching (D-344, D-345)', () => {
  it('tells the shops of a new inquiry, the award and the staff’s statuses; suggests a shop that quoted the same ATA chapter before one that only repairs other parts', async () => {
    const before = await t.deps.db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('template_key', 'like', 'repair.%').executeTakeFirstOrThrow();
    const inq = ok<Inquiry>(await call('POST', '/api/repair/inquiries', inquiryBody({ ataChapter: '32-41-00', pn: 'ATA-32-X' })));
    ok(await call('PUT', `/api/sup/repair/inquiries/${inq.id}/quote`, quoteBody(), supB));
    const quoteB = ok<Inquiry>(await call('GET', `/api/repair/inquiries/${inq.id}`)).quotes.find((q) => q.companyId === b)!;
    const order = ok<Order>(await call('POST', `/api/repair/quotes/${quoteB.id}/award`));
    const keys = await t.deps.db.selectFrom('notifications').select(['template_key', 'link']).where('template_key', 'like', 'repair.%').orderBy('id', 'desc').limit(3).execute();
    expect(keys.map((k) => k.template_key)).toEqual(expect.arrayContaining(['repair.order_awarded', 'repair.inquiry_received']));
    expect(keys.find((k) => k.template_key === 'repair.order_awarded')?.link).toBe(`/sup/repair-orders/${order.id}`);
    const after = await t.deps.db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('template_key', 'like', 'repair.%').executeTakeFirstOrThrow();
    expect(Number(after.n)).toBeGreaterThan(Number(before.n));

    const shops = ok<{ companyId: number; match: string }[]>(await call('GET', '/api/repair/shop-candidates?pn=NEW-PN-1&ataChapter=32-11'));
    expect(shops.find((s) => s.companyId === b)?.match).toBe('ata');
    const idxB = shops.findIndex((s) => s.companyId === b);
    expect(shops.slice(0, idxB).every((s) => s.match === 'pn' || s.match === 'ata')).toBe(true);
  });
});
