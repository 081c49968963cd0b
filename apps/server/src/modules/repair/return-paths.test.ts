/**
 * Issue 27 items 2 and 5 (D-454..D-456): every unit can leave the shop and reach the bill: repaired
 * with a release certificate per serial, no fault found with a test report, beyond economic repair
 * with a teardown report, scrapped with a scrap certificate; the serial return code asked on the
 * inquiry and offered on the quote; an exchange ships a unit from stock, its core falls due then and
 * a late core is charged at the quotation's fee per day.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { body, fakeUpload, ok } from '../supplier-review/test-fixtures';
import { companyToday } from './policy';
import { inquiryBody, useRepairTestApp } from './test-fixtures';

const { r, call } = useRepairTestApp();
const fieldsOf = (res: { json: () => unknown }) => (res.json() as { fields?: { path: string }[] }).fields?.map((f) => f.path) ?? [];

interface Core { status: string | null; dueDate: string | null; overdue: boolean; overdueDays: number; overdueFee: number | null; overdueCharge: number | null; actions: string[] }
interface Order {
  id: number; kind: string; status: string; outcome: string | null; serialReturnCode: string; nextStatuses: string[]; shipOutcomes: string[]; documentsMissing: number;
  certificates: { serialNo: string; certificateType: string | null }[]; core: Core | null; bill: { status: string; quotedAmount: number | null; overQuotation: boolean } | null;
}

async function awarded(inquiry: Record<string, unknown>, quote: Record<string, unknown>): Promise<Order> {
  const inq = ok<{ id: number; serialReturnCode: string }>(await call('POST', '/api/repair/inquiries', inquiryBody([r.a, r.b], { pn: `RET-${randomBytes(4).toString('hex').toUpperCase()}`, ...inquiry })));
  ok(await call('PUT', `/api/sup/repair/inquiries/${inq.id}/quote`, { submit: true, testFee: 400, repairFee: 2500, leadTimeDays: 10, currency: 'USD', tiers: [], ...quote }, r.supA));
  const q = ok<{ quotes: { id: number; companyId: number }[] }>(await call('GET', `/api/repair/inquiries/${inq.id}`)).quotes.find((x) => x.companyId === r.a)!;
  return ok<Order>(await call('POST', `/api/repair/quotes/${q.id}/award`));
}
const status = (id: number, s: string, extra: Record<string, unknown> = {}) => call('POST', `/api/sup/repair/orders/${id}/status`, { status: s, ...extra }, r.supA);
const file = async (id: number, serialNo: string, certificateType: string) =>
  call('PUT', `/api/sup/repair/orders/${id}/certificates`, { serialNo, certificateType, certificateNo: `${certificateType}-${serialNo}`, fileKey: await fakeUpload(r.t, randomBytes(18).toString('base64url'), r.a) }, r.supA);
const bill = (id: number, fixedPrice: number) =>
  call('PUT', `/api/sup/repair/orders/${id}/bill`, { invoiceNo: `INV-${id}`, fixedPrice, equipmentCost: 0, manHourFee: 0, taxRate: 0, taxAmount: 0, total: fixedPrice, invoiceAmount: fixedPrice, currency: 'USD' }, r.supA);

describe('return paths by outcome (D-454)', () => {
  it('a unit beyond economic repair ships from the quotation with a teardown report, no release certificate, and reaches the bill', async () => {
    const order = await awarded({ serialNumbers: ['B1'] }, {});
    for (const s of ['received', 'entry_test', 'prepare_quotation', 'quotation_to_be_approved']) ok(await status(order.id, s));
    let o = ok<Order>(await call('GET', `/api/sup/repair/orders/${order.id}`, undefined, r.supA));
    expect(o.shipOutcomes).toEqual(['beyond_economic_repair', 'scrapped']);
    expect(o.nextStatuses).not.toContain('shipped');
    expect(o.documentsMissing).toBe(1);
    // A release certificate is not the document of a unit not repaired.
    ok(await file(order.id, 'B1', 'EASA_FORM_1'));
    expect(body(await status(order.id, 'shipped', { outcome: 'beyond_economic_repair' })).errorKey).toBe('repair.certificate_required');
    expect(body(await status(order.id, 'shipped', { outcome: 'repaired' })).errorKey).toBe('repair.outcome_not_now');
    o = ok<Order>(await file(order.id, 'B1', 'TEARDOWN_REPORT'));
    expect(o.certificates).toEqual([expect.objectContaining({ serialNo: 'B1', certificateType: 'TEARDOWN_REPORT' })]);
    expect(o.nextStatuses).toContain('shipped');
    o = ok<Order>(await status(order.id, 'shipped', { outcome: 'beyond_economic_repair', processCode: 'B', returnWaybillNo: 'SF-B1' }));
    expect(o).toMatchObject({ status: 'shipped', outcome: 'beyond_economic_repair' });
    // The bill of a BER unit is compared with the test fee (the performed tier B).
    o = ok<Order>(await bill(order.id, 400));
    expect(o.bill).toMatchObject({ status: 'pending_review', quotedAmount: 400, overQuotation: false });
  });

  it('no fault found ships after the entry test with a test report; scrapped with a scrap certificate; both reach the bill', async () => {
    const nff = await awarded({ serialNumbers: ['N1'] }, {});
    for (const s of ['received', 'entry_test']) ok(await status(nff.id, s));
    expect(body(await status(nff.id, 'shipped', { outcome: 'no_fault_found' })).errorKey).toBe('repair.certificate_required');
    ok(await file(nff.id, 'N1', 'TEST_REPORT'));
    expect(ok<Order>(await status(nff.id, 'shipped', { outcome: 'no_fault_found', processCode: 'T' })).outcome).toBe('no_fault_found');
    expect(ok<Order>(await bill(nff.id, 400)).bill?.status).toBe('pending_review');

    const scrap = await awarded({ serialNumbers: ['S1'] }, {});
    for (const s of ['received', 'entry_test', 'troubleshooting']) ok(await status(scrap.id, s));
    ok(await file(scrap.id, 'S1', 'SCRAP_CERTIFICATE'));
    expect(ok<Order>(await status(scrap.id, 'shipped', { outcome: 'scrapped', processCode: 'U' })).outcome).toBe('scrapped');
    expect(ok<Order>(await bill(scrap.id, 400)).bill?.status).toBe('pending_review');
    // Staff read the outcome on their side too.
    expect(ok<Order>(await call('GET', `/api/repair/orders/${scrap.id}`)).outcome).toBe('scrapped');
  });

  it('refuses an unknown outcome or document type with the field', async () => {
    const order = await awarded({ serialNumbers: ['F1'] }, {});
    for (const s of ['received', 'entry_test']) ok(await status(order.id, s));
    expect(fieldsOf(await status(order.id, 'shipped', { outcome: 'lost' }))).toEqual(['outcome']);
    expect(fieldsOf(await file(order.id, 'F1', 'PHOTO'))).toEqual(['certificateType']);
  });
});

describe('serial return code (D-455)', () => {
  it('is asked on the inquiry, offered on the quote, binds the order: P needs the order’s serials, C takes another serial of the customer', async () => {
    expect(fieldsOf(await call('POST', '/api/repair/inquiries', inquiryBody([r.a], { serialReturnCode: 'Z' })))).toEqual(['serialReturnCode']);
    const asked = await awarded({ serialNumbers: ['C1'], serialReturnCode: 'C' }, {});
    expect(asked.serialReturnCode).toBe('C');
    for (const s of ['received', 'entry_test']) ok(await status(asked.id, s));
    ok(await file(asked.id, 'POOL-77', 'TEST_REPORT'));
    expect(ok<Order>(await status(asked.id, 'shipped', { outcome: 'no_fault_found' })).status).toBe('shipped');

    const offered = await awarded({ serialNumbers: ['P1'], serialReturnCode: 'C' }, { serialReturnCode: 'P' });
    expect(offered.serialReturnCode).toBe('P');
    for (const s of ['received', 'entry_test']) ok(await status(offered.id, s));
    expect(fieldsOf(await file(offered.id, 'POOL-77', 'TEST_REPORT'))).toEqual(['serialNo']);
  });
});

describe('exchange (D-456)', () => {
  it('ships a unit from stock with its release certificate; the core falls due then, comes back late and is charged per day on the bill', async () => {
    const order = await awarded({ pricingMethod: 'flat_rate_exchange', serialNumbers: ['CORE-1'] }, { exchangeFee: 9000, coreReturnDays: 20, coreOverdueFee: 50 });
    expect(order).toMatchObject({ kind: 'exchange', status: 'to_ship', serialReturnCode: 'E', outcome: null });
    expect(order.core).toMatchObject({ status: null, dueDate: null, overdueFee: 50, actions: [] });
    expect(body(await call('POST', `/api/repair/orders/${order.id}/core-sent`, { waybillNo: 'SF1' })).errorKey).toBe('repair.core.not_due');
    // None of the repair path: the unit ships from stock.
    expect(body(await status(order.id, 'received')).errorKey).toBe('repair.order.status_jump');
    expect(body(await status(order.id, 'shipped')).errorKey).toBe('repair.certificate_required');
    expect(fieldsOf(await file(order.id, 'X-100', 'TEST_REPORT'))).toEqual(['certificateType']);
    ok(await file(order.id, 'X-100', 'FAA_8130_3'));
    let o = ok<Order>(await status(order.id, 'shipped', { returnWaybillNo: 'SF-X100' }));
    expect(o).toMatchObject({ status: 'shipped', outcome: null });
    const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    expect(o.core).toMatchObject({ status: 'due', overdue: false, overdueDays: 0, overdueCharge: 0, actions: [] });
    expect(ok<Order>(await call('GET', `/api/repair/orders/${order.id}`)).core?.actions).toEqual(['send_core']);
    expect(Math.abs(Date.parse(o.core!.dueDate!) - Date.parse(due))).toBeLessThanOrEqual(86_400_000);
    ok(await call('POST', `/api/repair/orders/${order.id}/core-sent`, { waybillNo: 'SF-CORE-1' }));
    // The core's due date passed six days ago: overdue, charged 6 x 50 on receipt.
    const sixDaysAgo = new Date(Date.parse(companyToday(new Date())) - 6 * 86_400_000).toISOString().slice(0, 10);
    await sql`update repair_orders set core_due_date = ${sixDaysAgo}::date where id = ${order.id}`.execute(r.t.deps.db);
    o = ok<Order>(await call('GET', `/api/repair/orders/${order.id}`));
    expect(o.core).toMatchObject({ overdue: true, overdueDays: 6, overdueCharge: 300 });
    o = ok<Order>(await call('POST', `/api/sup/repair/orders/${order.id}/core-received`, undefined, r.supA));
    expect(o.core).toMatchObject({ status: 'received', overdue: false, overdueDays: 6, overdueCharge: 300, actions: [] });
    // The bill may carry the exchange fee and the late-core charge without being over the quotation.
    o = ok<Order>(await bill(order.id, 9300));
    expect(o.bill).toMatchObject({ quotedAmount: 9300, overQuotation: false });
  });

  it('a plain repair has no core', async () => {
    const plain = await awarded({}, {});
    expect(plain.core).toBeNull();
    expect(body(await call('POST', `/api/repair/orders/${plain.id}/core-sent`, { waybillNo: 'X' })).errorKey).toBe('repair.core.not_exchange');
  });
});
