/**
 * Repair API (issue 15), inquiries, quotations and orders. Seed sections: repair demo (inquiries in
 * each list group, orders of supplier A in many of the 18 statuses), supplier-review demo (official
 * suppliers A and B), supplier control (suspension). Covers: the inquiry wizard's validation and
 * shop suggestions, the quote states (not filled -> hold -> submitted / no offer) and tiers
 * (11-digit starting quantity), the award creating the order, the 18-status table (jumps refused,
 * certificates before shipping, two updates at once) and isolation (another shop's order is 404).
 * Bills, price rounds and notices: repair-bills.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { expectCompanyIsolation } from '../../../test/scoping';
import { body, fakeUpload, ok } from '../supplier-review/test-fixtures';
import { fields, hours, openRepairTestApp, repairOrderApi, type Inquiry, type Order, type Quote } from './test-fixtures';
import { putSupplierInState } from '../supplier-profile/testing';

interface SupInquiry { id: number; group: string; quote: Quote }

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

const { call, inquiryBody, quoteBody, newInquiry, awardedOrder, setStatus } = repairOrderApi(() => ({ t, buyer, supA, a, b }));

describe('repair inquiries (staff wizard)', () => {
  it('sends an inquiry to the chosen shops with every field of 001 §3, and refuses bad input with field paths', async () => {
    const inq = await newInquiry();
    expect(inq.number).toMatch(/^RRQ\d{8}-\d{4}$/);
    expect(inq.status).toBe('sent');
    expect(inq.quotes.map((q) => [q.companyId, q.status])).toEqual([[a, 'not_filled'], [b, 'not_filled']]);
    const bad = await call('POST', '/api/repair/inquiries', inquiryBody({ pn: 'has space', priority: 'SOON', conditionCode: 'XX', quantity: -1, shops: [] }));
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['conditionCode', 'pn', 'priority', 'quantity', 'shops']);
    const past = await call('POST', '/api/repair/inquiries', inquiryBody({ quotationDeadline: hours(-1) }));
    expect(fields(past)).toEqual(['quotationDeadline']);
    const twice = await call('POST', '/api/repair/inquiries', inquiryBody({ shops: [a, a] }));
    expect(fields(twice)).toEqual(['shops']);
  });

  it('suggests shops whose repair capability lists the P/N first, and refuses a shop that cannot transact (supplier control)', async () => {
    const list = ok<{ companyId: number; match: string; canTransact: boolean }[]>(await call('GET', '/api/repair/shop-candidates?pn=60-5064-1'));
    expect(list[0]).toMatchObject({ companyId: a, match: 'pn', canTransact: true });
    expect(list.some((c) => c.companyId === b)).toBe(true);
    await putSupplierInState(t.deps.db, b, { control: 'suspended' });
    try {
      const refused = await call('POST', '/api/repair/inquiries', inquiryBody());
      expect(refused.statusCode).toBe(400);
      expect(fields(refused)).toEqual(['shops.1']);
      const again = ok<{ companyId: number; canTransact: boolean }[]>(await call('GET', '/api/repair/shop-candidates?pn=60-5064-1'));
      expect(again.find((c) => c.companyId === b)?.canTransact).toBe(false);
    } finally {
      await putSupplierInState(t.deps.db, b, { control: 'normal' });
    }
  });

  it('lists inquiries with filters; the demo has one with B answered and one expired', async () => {
    const page = ok<{ rows: { pn: string; expired: boolean }[]; total: number }>(await call('GET', '/api/repair/inquiries?pn=2-1589&status=sent'));
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.pn.startsWith('2-1589'))).toBe(true);
    expect(page.rows.some((r) => r.expired)).toBe(true);
  });
});

describe('the shop’s quotation: quote states and tiers', () => {
  it('holds, then submits; a submitted quotation cannot change; another shop declines with a reason', async () => {
    const inq = await newInquiry();
    const held = ok<SupInquiry>(await call('PUT', `/api/sup/repair/inquiries/${inq.id}/quote`, quoteBody({ submit: false, leadTimeDays: undefined }), supA));
    expect(held.quote.status).toBe('hold');
    expect(held.group).toBe('pending');
    const incomplete = await call('PUT', `/api/sup/repair/inquiries/${inq.id}/quote`, quoteBody({ leadTimeDays: undefined }), supA);
    expect(fields(incomplete)).toEqual(['leadTimeDays']);
    const sent = ok<SupInquiry>(await call('PUT', `/api/sup/repair/inquiries/${inq.id}/quote`, quoteBody(), supA));
    expect(sent.quote).toMatchObject({ status: 'submitted', quotedAmount: 2800, actions: [] });
    expect(sent.quote.tiers.map((x) => x.startQty)).toEqual([1, 99_999_999_999]);
    expect(sent.group).toBe('processed');
    const again = await call('PUT', `/api/sup/repair/inquiries/${inq.id}/quote`, quoteBody(), supA);
    expect(again.statusCode).toBe(409);
    expect(body(again).errorKey).toBe('repair.quote.answered');
    const declined = ok<SupInquiry>(await call('POST', `/api/sup/repair/inquiries/${inq.id}/no-offer`, { reason: 'No capability' }, supB));
    expect(declined.quote.status).toBe('no_offer');
    const detail = ok<Inquiry>(await call('GET', `/api/repair/inquiries/${inq.id}`));
    expect(detail.quotes.map((q) => [q.status, q.actions])).toEqual([['submitted', ['award']], ['no_offer', []]]);
  });

  it('refuses a 12-digit starting quantity and negative costs (400 with paths)', async () => {
    const inq = await newInquiry();
    const bad = await call('PUT', `/api/sup/repair/inquiries/${inq.id}/quote`, quoteBody({ testFee: -1, tiers: [{ startQty: 100_000_000_000, price: 1, deliveryDays: 1, currency: 'USD' }] }), supA);
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['testFee', 'tiers.0.startQty']);
  });

  it('groups the shop’s list pending / processed / expired; another shop’s inquiry is 404', async () => {
    const pending = ok<{ rows: SupInquiry[] }>(await call('GET', '/api/sup/repair/inquiries?group=pending', undefined, supA));
    const expired = ok<{ rows: SupInquiry[] }>(await call('GET', '/api/sup/repair/inquiries?group=expired', undefined, supA));
    const processed = ok<{ rows: SupInquiry[] }>(await call('GET', '/api/sup/repair/inquiries?group=processed', undefined, supB));
    expect(pending.rows.length).toBeGreaterThan(0);
    expect(pending.rows.every((r) => r.group === 'pending')).toBe(true);
    expect(expired.rows.every((r) => r.group === 'expired')).toBe(true);
    expect(expired.rows.length).toBeGreaterThan(0);
    expect(processed.rows.every((r) => r.group === 'processed' && ['submitted', 'no_offer'].includes(r.quote.status))).toBe(true);
    const own = await t.deps.db.insertInto('repair_inquiries').values({
      number: 'RRQ-ISO', pn: 'X1', description: 'x', quantity: 1, unit: 'EA', serial_numbers: '[]', material_group: 'components', priority: 'RTN', condition_code: 'US',
      certificate_requirement: 'COC', repair_level: 'T', pricing_method: 'fixed_price', fault_content: 'x', quotation_deadline: hours(5), created_by: 1, created_by_name: 'x',
    }).returning('id').executeTakeFirstOrThrow();
    await t.deps.db.insertInto('repair_quotes').values({ inquiry_id: own.id, company_id: a, updated_at: new Date() }).execute();
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/repair/inquiries/${own.id}`, { token }), ownerAccount: 'supa_admin', otherAccount: 'supb_admin' });
  });
});

describe('repair orders: the 18-status table', () => {
  it('award creates the order; the shop moves it through received, test, quotation approval (staff), repair, shipped with a certificate per serial', async () => {
    const order = await awardedOrder();
    expect(order.orderNo).toMatch(/^RO\d{8}-\d{4}$/);
    expect(order.status).toBe('to_be_updated');
    expect(order.nextStatuses).toEqual([]);
    const shopView = ok<Order>(await call('GET', `/api/sup/repair/orders/${order.id}`, undefined, supA));
    expect(shopView.nextStatuses).toEqual(['received']);
    const jump = await setStatus(order.id, 'shipped');
    expect(jump.statusCode).toBe(409);
    expect(body(jump).errorKey).toBe('repair.order.status_jump');
    let o = ok<Order>(await setStatus(order.id, 'received', supA, { note: 'Arrived with tag' }));
    expect(o.receiptDate).not.toBeNull();
    for (const s of ['entry_test', 'prepare_quotation', 'quotation_to_be_approved']) o = ok<Order>(await setStatus(order.id, s));
    const shopApproves = await setStatus(order.id, 'under_repair');
    expect(shopApproves.statusCode).toBe(409);
    o = ok<Order>(await call('POST', `/api/repair/orders/${order.id}/approve-quotation`, { note: 'OK' }));
    expect(o.status).toBe('under_repair');
    o = ok<Order>(await setStatus(order.id, 'repair_finished', supA, { processCode: 'O' }));
    expect(o.processCode).toBe('O');
    o = ok<Order>(await setStatus(order.id, 'factory_test'));
    expect(fields(await setStatus(order.id, 'shipped'))).toEqual(['outcome']);
    const noCert = await setStatus(order.id, 'shipped', supA, { outcome: 'repaired' });
    expect(noCert.statusCode).toBe(409);
    expect(body(noCert).errorKey).toBe('repair.certificate_required');
    const coc = await call('PUT', `/api/sup/repair/orders/${order.id}/certificates`, { serialNo: 'SNA1', certificateType: 'COC', certificateNo: 'C1', fileKey: await fakeUpload(t, randomBytes(18).toString('base64url'), a) }, supA);
    expect(fields(coc)).toEqual(['certificateType']);
    const unknown = await call('PUT', `/api/sup/repair/orders/${order.id}/certificates`, { serialNo: 'NOPE', certificateType: 'EASA_FORM_1', certificateNo: 'C1', fileKey: await fakeUpload(t, randomBytes(18).toString('base64url'), a) }, supA);
    expect(fields(unknown)).toEqual(['serialNo']);
    for (const sn of ['SNA1', 'SNA2']) {
      ok(await call('PUT', `/api/sup/repair/orders/${order.id}/certificates`, { serialNo: sn, certificateType: 'CAAC_AAC_038', certificateNo: `AAC-${sn}`, fileKey: await fakeUpload(t, randomBytes(18).toString('base64url'), a) }, supA));
    }
    o = ok<Order>(await setStatus(order.id, 'shipped', supA, { outcome: 'overhauled', warrantyCode: 'HI', warrantyValue: 1000, returnWaybillNo: '784-1' }));
    expect(o.outcome).toBe('overhauled');
    expect(o.certificates.every((c) => c.fileKey !== null)).toBe(true);
    expect(o.history.map((h) => h.toStatus)).toEqual(['to_be_updated', 'received', 'entry_test', 'prepare_quotation', 'quotation_to_be_approved', 'under_repair', 'repair_finished', 'factory_test', 'shipped']);
    expect(o.history.map((h) => h.actorSide)).toEqual(['staff', 'supplier', 'supplier', 'supplier', 'supplier', 'staff', 'supplier', 'supplier', 'supplier']);
    expect(o.overdue).toBe(false);
    expect(o.turnaroundDays).toBeGreaterThanOrEqual(0);
  });

  it('another shop’s order is 404 (read and status update); staff see it', async () => {
    const order = await awardedOrder();
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/repair/orders/${order.id}`, { token }), ownerAccount: 'supa_admin', otherAccount: 'supb_admin' });
    const other = await setStatus(order.id, 'received', supB);
    expect(other.statusCode).toBe(404);
  });

  it('two status updates at once: one succeeds, the other is refused, the history stays consistent', async () => {
    const order = await awardedOrder();
    const [r1, r2] = await Promise.all([setStatus(order.id, 'received'), setStatus(order.id, 'received')]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const o = ok<Order>(await call('GET', `/api/repair/orders/${order.id}`));
    expect(o.history.map((h) => h.toStatus)).toEqual(['to_be_updated', 'received']);
  });

  it('staff lists filter by stage and status; the demo has orders in many statuses; overdue is flagged', async () => {
    const all = ok<{ rows: Order[]; total: number }>(await call('GET', '/api/repair/orders?pageSize=100'));
    expect(new Set(all.rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(10);
    const payment = ok<{ rows: Order[] }>(await call('GET', '/api/repair/orders?stage=payment&pageSize=100'));
    expect(payment.rows.every((r) => ['shipped', 'bill_to_be_updated', 'rejected_first_instance', 'payment_agreed', 'payment_revoked', 'contractor_completed'].includes(r.status))).toBe(true);
    const overdue = ok<{ rows: Order[]; total: number }>(await call('GET', '/api/repair/orders?overdue=true&pageSize=100'));
    expect(overdue.rows.length).toBeGreaterThan(0);
    expect(overdue.rows.every((r) => r.overdue)).toBe(true);
    const onTime = ok<{ rows: Order[]; total: number }>(await call('GET', '/api/repair/orders?overdue=false&pageSize=100'));
    expect(onTime.rows.some((r) => r.overdue)).toBe(false);
    expect(onTime.total + overdue.total).toBe(all.total);
    // Pages come from the same order: page 2 of 3 is rows 4-6 of the whole list.
    const page2 = ok<{ rows: Order[]; total: number }>(await call('GET', '/api/repair/orders?pageSize=3&page=2'));
    expect(page2.rows.map((r) => r.id)).toEqual(all.rows.slice(3, 6).map((r) => r.id));
    expect(page2.total).toBe(all.total);
    // The P/N filter: a prefix, any case.
    const pn = (all.rows[0] as Order & { pn: string }).pn;
    const byPn = ok<{ rows: (Order & { pn: string })[] }>(await call('GET', `/api/repair/orders?pn=${encodeURIComponent(pn.slice(0, 4).toLowerCase())}&pageSize=100`));
    expect(byPn.rows.map((r) => r.id)).toContain(all.rows[0]!.id);
    expect(byPn.rows.every((r) => r.pn.toUpperCase().startsWith(pn.slice(0, 4).toUpperCase()))).toBe(true);
    if (all.total <= all.rows.length) expect(byPn.rows.map((r) => r.id)).toEqual(all.rows.filter((r) => (r as Order & { pn: string }).pn.toUpperCase().startsWith(pn.slice(0, 4).toUpperCase())).map((r) => r.id));
    // Flagged bills and the others split the bills.
    type BillRow = { overQuotation: boolean; overCap: boolean };
    const bills = ok<{ rows: BillRow[]; total: number }>(await call('GET', '/api/repair/bills?pageSize=100', undefined, finance));
    const flagged = ok<{ rows: BillRow[]; total: number }>(await call('GET', '/api/repair/bills?flagged=true&pageSize=100', undefined, finance));
    const plain = ok<{ rows: BillRow[]; total: number }>(await call('GET', '/api/repair/bills?flagged=false&pageSize=100', undefined, finance));
    expect(flagged.rows.every((b) => b.overQuotation || b.overCap)).toBe(true);
    expect(plain.rows.some((b) => b.overQuotation || b.overCap)).toBe(false);
    expect(flagged.total + plain.total).toBe(bills.total);
  });
});
