/**
 * Electronic freight bills (issue 17 items 1, 3, 4; spec 001 §3 'Electronic bill', §2 'Electronic
 * bill: list, create/edit, detail, upload; review by staff', §7 admin/ap 'electronic bills: list,
 * edit, edit bill number, bill info'): every field, amounts, forwarder isolation, the review flow,
 * two reviewers at once, rate cards and the difference the reviewer sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectCompanyIsolation } from '../../../test/scoping';
import { addSecondForwarder, billInput, demoForwarderId } from './test-fixtures';

let t: TestApp;
let fwd: string;
let fwd2: string;
let logistics: string;
let admin: string;
let fwdCompany: number;

beforeAll(async () => {
  t = await createTestApp();
  await addSecondForwarder(t);
  fwdCompany = await demoForwarderId(t);
  [fwd, fwd2, logistics, admin] = await Promise.all([t.login('fwd_admin'), t.login('fwd2_admin'), t.login('20000004'), t.login('admin')]);
});
afterAll(async () => {
  await t?.close();
});

const data = (res: { json: () => unknown }) => (res.json() as { data: Record<string, unknown> }).data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const fields = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

describe('001 §3 Electronic bill: every field, amounts computed and checked', () => {
  it('creates a draft with every field; total freight is the sum of the five fees; the rate card gives the expected amount', async () => {
    const res = await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'F-1', remark: '测试 test' }) });
    expect(res.statusCode, res.body).toBe(200);
    const b = data(res);
    expect(b).toMatchObject({
      invoiceNo: 'F-1', transportMode: 'air', materialLevel: 'routine', origin: 'FRA', destination: 'PVG', transportLevel: 'standard', billingMode: 'weight',
      netWeight: 120, weightUnit: 'kg', currency: 'CNY', invoiceAmount: 2320, totalFreight: 2320, feeOperation: 100, feeLevel: 0, feeBilling: 2220, feeRoute: 0, feeAdditional: 0,
      waybillNos: ['020-12345675'], status: 'draft', source: 'manual', feedbackDate: null, remark: '测试 test', forwarderId: fwdCompany,
      actions: ['view', 'edit', 'renumber', 'submit', 'delete'],
      shipmentMatch: { state: 'unmatched', unmatched: ['020-12345675'], shipments: [] },
    });
    expect(b.number).toMatch(/^FB\d{8}-\d{6}$/);
    expect(b.expectation).toMatchObject({ ratePerKg: 18.5, minCharge: 500, weightKg: 120, expectedAmount: 2220, difference: 100 });
  });

  it('refuses an invoice amount that is not the total freight, in the user’s language, with the field', async () => {
    const en = await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'F-2', invoiceAmount: 2000 }), headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(400);
    expect(fields(en)).toEqual(['invoiceAmount:freightBills.invoice_mismatch']);
    expect(en.json().msg).toBe('The invoice amount must equal the total freight 2320.00');
    const zh = await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'F-2', invoiceAmount: 2000 }), headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().msg).toBe('发票金额须等于运费合计 2320.00');
  });

  it('refuses bad fields with their paths (never 500)', async () => {
    const res = await t.call('POST', '/api/freight-bills', {
      token: fwd,
      body: { ...billInput({ invoiceNo: '' }), transportMode: 'zeppelin', netWeight: -1, feeRoute: 1.234, invoiceDate: '2026-13-45x', waybillNos: ['bad no'], extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(
      expect.arrayContaining(['invoiceNo:validation.required', 'transportMode:validation.invalid_enum', 'netWeight:validation.too_small', 'feeRoute:validation.invalid', 'invoiceDate:validation.date', 'waybillNos.0:validation.invalid', 'extra:validation.unknown_field']),
    );
  });

  it('detects the same invoice number twice (409) and a taken bill number', async () => {
    const dup = await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'f-1' }) });
    expect(dup.statusCode).toBe(409);
    expect(fields(dup)).toEqual(['invoiceNo:freightBills.duplicate_invoice']);
    // Another forwarder may use the same invoice number.
    expect((await t.call('POST', '/api/freight-bills', { token: fwd2, body: billInput({ invoiceNo: 'F-1', origin: 'HKG' }) })).statusCode).toBe(200);
    const a = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'F-3' }) }));
    const b = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'F-4' }) }));
    const renamed = await t.call('PUT', `/api/freight-bills/${a.id}/number`, { token: fwd, body: { number: 'eal-2026-0001' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(data(renamed).number).toBe('EAL-2026-0001');
    expect(data(renamed).history.map((h: { action: string }) => h.action)).toEqual(['renumber', 'create']);
    const taken = await t.call('PUT', `/api/freight-bills/${b.id}/number`, { token: fwd, body: { number: 'EAL-2026-0001' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorKey).toBe('freightBills.duplicate_number');
  });
});

describe('forwarder isolation (another company’s bill is 404)', () => {
  it('the owner and staff reach a bill, another forwarder gets 404 and does not list it', async () => {
    const own = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'ISO-1' }) }));
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/freight-bills/${own.id}`, { token }), ownerAccount: 'fwd_admin', otherAccount: 'fwd2_admin', staffAccount: '20000004' });
    for (const [method, url, body] of [
      ['PUT', `/api/freight-bills/${own.id}`, billInput({ invoiceNo: 'ISO-X' })],
      ['PUT', `/api/freight-bills/${own.id}/number`, { number: 'X-1' }],
      ['POST', `/api/freight-bills/${own.id}/submit`, undefined],
      ['DELETE', `/api/freight-bills/${own.id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: fwd2, body })).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = data(await t.call('GET', '/api/freight-bills?pageSize=100', { token: fwd2 }));
    expect(list.rows.every((r: { forwarderId: number }) => r.forwarderId !== fwdCompany)).toBe(true);
    const staffList = data(await t.call('GET', `/api/freight-bills?forwarderId=${fwdCompany}&pageSize=100`, { token: logistics }));
    expect(staffList.rows.some((r: { id: number }) => r.id === own.id)).toBe(true);
  });

  it('keeps suppliers and buyers out (403)', async () => {
    expect((await t.call('GET', '/api/freight-bills', { token: await t.login('supa_admin') })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/freight-bills', { token: await t.login('20000001') })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/freight-bills', { token: logistics, body: billInput({ invoiceNo: 'STAFF-1' }) })).statusCode).toBe(403);
  });
});

describe('demo data: bills in every state, rate cards', () => {
  it('the demo forwarder has a bill in every status, one differing from its card', async () => {
    const rows = data(await t.call('GET', '/api/freight-bills?invoiceNo=EAL-INV&sort=number&order=asc', { token: logistics })).rows as { invoiceNo: string; status: string; difference: number | null }[];
    expect(rows.map((r) => `${r.invoiceNo} ${r.status} ${r.difference}`)).toEqual([
      'EAL-INV-26001 draft 100',
      'EAL-INV-26002 submitted 0',
      'EAL-INV-26003 submitted 575',
      'EAL-INV-26004 returned 260',
      'EAL-INV-26005 approved 0',
    ]);
    const differs = data(await t.call('GET', '/api/freight-bills?status=submitted&differs=true', { token: logistics })).rows;
    expect(differs.map((r: { invoiceNo: string }) => r.invoiceNo)).toEqual(['EAL-INV-26003']);
  });
});

describe('001 §2 review by staff: submitted -> approved / returned with reason, corrected, resubmitted', () => {
  it('runs the whole flow and refuses actions out of turn', async () => {
    const b = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'FLOW-1' }) }));
    expect((await t.call('POST', `/api/freight-bills/${b.id}/approve`, { token: logistics, body: {} })).json().errorKey).toBe('freightBills.not_submitted');
    const submitted = await t.call('POST', `/api/freight-bills/${b.id}/submit`, { token: fwd });
    expect(data(submitted)).toMatchObject({ status: 'submitted', actions: ['view'] });
    expect((await t.call('PUT', `/api/freight-bills/${b.id}`, { token: fwd, body: billInput({ invoiceNo: 'FLOW-1' }) })).json().errorKey).toBe('freightBills.not_editable');
    const staffView = data(await t.call('GET', `/api/freight-bills/${b.id}`, { token: logistics }));
    expect(staffView.actions).toEqual(['view', 'approve', 'return']);
    expect(staffView.expectation).toMatchObject({ expectedAmount: 2220, difference: 100 });

    const noReason = await t.call('POST', `/api/freight-bills/${b.id}/return`, { token: logistics, body: { reason: ' ' }, headers: { 'accept-language': 'en' } });
    expect(noReason.statusCode).toBe(400);
    expect(fields(noReason)).toEqual(['reason:freightBills.reason_required']);
    const returned = data(await t.call('POST', `/api/freight-bills/${b.id}/return`, { token: logistics, body: { reason: 'Billing fee above the rate card' } }));
    expect(returned).toMatchObject({ status: 'returned', reviewComment: 'Billing fee above the rate card', reviewerName: '刘洋 Liu Yang' });
    expect(returned.feedbackDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const corrected = await t.call('PUT', `/api/freight-bills/${b.id}`, { token: fwd, body: billInput({ invoiceNo: 'FLOW-1', feeOperation: 0, invoiceAmount: 2220 }) });
    expect(data(corrected)).toMatchObject({ status: 'returned', totalFreight: 2220, expectation: { difference: 0 } });
    expect(data(await t.call('POST', `/api/freight-bills/${b.id}/submit`, { token: fwd })).status).toBe('submitted');
    const approved = data(await t.call('POST', `/api/freight-bills/${b.id}/approve`, { token: logistics, body: { comment: 'OK' } }));
    expect(approved).toMatchObject({ status: 'approved', reviewComment: 'OK', actions: ['view'] });
    expect(approved.history.map((h: { action: string }) => h.action)).toEqual(['approve', 'submit', 'edit', 'return', 'submit', 'create']);
    expect((await t.call('DELETE', `/api/freight-bills/${b.id}`, { token: fwd })).json().errorKey).toBe('freightBills.not_deletable');
  });

  it('two reviewers approving at once: one wins, the other gets 409', async () => {
    const b = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'RACE-1' }) }));
    await t.call('POST', `/api/freight-bills/${b.id}/submit`, { token: fwd });
    const results = await Promise.all([
      t.call('POST', `/api/freight-bills/${b.id}/approve`, { token: admin, body: { comment: 'A' } }),
      t.call('POST', `/api/freight-bills/${b.id}/approve`, { token: logistics, body: { comment: 'B' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().errorKey).toBe('freightBills.not_submitted');
    const events = await t.deps.db.selectFrom('timeline_entries').select('note').where('subject_type', '=', 'freight_bill').where('subject_id', '=', b.id).where('action', '=', 'approve').execute();
    expect(events).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 200)!;
    expect(events[0]!.note).toBe(data(winner).reviewComment);
  });

  it('a draft is deleted by its forwarder', async () => {
    const b = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'DEL-1' }) }));
    expect((await t.call('DELETE', `/api/freight-bills/${b.id}`, { token: fwd })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/freight-bills/${b.id}`, { token: fwd })).statusCode).toBe(404);
  });
});

describe('rate cards per forwarder and route with effective dates (issue 17 item 4)', () => {
  it('creates, refuses an overlapping period, and the newest card in force prices the bill', async () => {
    const base = { forwarderId: fwdCompany, origin: 'AMS', destination: 'PVG', transportMode: 'air', currency: 'CNY', ratePerKg: 20, minCharge: 0, effectiveFrom: '2026-01-01', effectiveTo: '2026-06-30' };
    const first = await t.call('POST', '/api/freight-rate-cards', { token: logistics, body: base });
    expect(first.statusCode, first.body).toBe(200);
    expect(data(first)).toMatchObject({ forwarderName: expect.any(String), actions: ['edit', 'delete'] });
    const overlap = await t.call('POST', '/api/freight-rate-cards', { token: logistics, body: { ...base, effectiveFrom: '2026-06-01', effectiveTo: null } });
    expect(overlap.statusCode).toBe(409);
    expect(fields(overlap)).toEqual(['effectiveFrom:freightBills.rate_overlap']);
    const second = await t.call('POST', '/api/freight-rate-cards', { token: logistics, body: { ...base, ratePerKg: 22, effectiveFrom: '2026-07-01', effectiveTo: null } });
    expect(second.statusCode).toBe(200);
    const bad = await t.call('POST', '/api/freight-rate-cards', { token: logistics, body: { ...base, destination: 'ams', effectiveFrom: '2027-01-01', effectiveTo: '2026-01-01' } });
    expect(fields(bad).sort()).toEqual(['destination:freightBills.same_place', 'effectiveTo:freightBills.dates_order']);

    const june = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'AMS-1', origin: 'ams', invoiceDate: '2026-06-15', netWeight: 100, weightUnit: 'lb', feeOperation: 0, feeBilling: 907.18, invoiceAmount: 907.18 }) }));
    expect(june.expectation).toMatchObject({ rateCardId: data(first).id, weightKg: 45.359, expectedAmount: 907.18, difference: 0 });
    const august = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'AMS-2', origin: 'AMS', invoiceDate: '2026-08-01', netWeight: 10, feeOperation: 0, feeBilling: 200, invoiceAmount: 200 }) }));
    expect(august.expectation).toMatchObject({ rateCardId: data(second).id, expectedAmount: 220, difference: -20 });
    const noCard = data(await t.call('POST', '/api/freight-bills', { token: fwd, body: billInput({ invoiceNo: 'AMS-3', origin: 'AMS', invoiceDate: '2025-08-01' }) }));
    expect(noCard.expectation).toBeNull();

    const edited = await t.call('PUT', `/api/freight-rate-cards/${data(second).id}`, { token: logistics, body: { ...base, ratePerKg: 21, effectiveFrom: '2026-07-01', effectiveTo: null } });
    expect(data(edited).ratePerKg).toBe(21);
    expect(data(await t.call('GET', `/api/freight-bills/${august.id}`, { token: logistics })).expectation.expectedAmount).toBe(210);
    expect((await t.call('DELETE', `/api/freight-rate-cards/${data(second).id}`, { token: logistics })).statusCode).toBe(200);
    expect(data(await t.call('GET', `/api/freight-bills/${august.id}`, { token: logistics })).expectation).toBeNull();
  });

  it('lists forwarders for the picker, refuses a non-forwarder company, and is staff-only', async () => {
    const options = data(await t.call('GET', '/api/freight-rate-cards/forwarders', { token: logistics })) as unknown as { id: number; nameEn: string | null }[];
    expect(options.map((o) => o.nameEn)).toEqual(expect.arrayContaining(['Sino Cargo Link']));
    const supplier = (await t.deps.db.selectFrom('companies').select('id').where('type', '=', 'supplier').executeTakeFirstOrThrow()).id;
    const res = await t.call('POST', '/api/freight-rate-cards', { token: logistics, body: { forwarderId: supplier, origin: 'A', destination: 'B', transportMode: 'air', ratePerKg: 1, effectiveFrom: '2026-01-01' } });
    expect(fields(res)).toEqual(['forwarderId:freightBills.not_forwarder']);
    expect((await t.call('GET', '/api/freight-rate-cards', { token: fwd })).statusCode).toBe(403);
    const list = data(await t.call('GET', `/api/freight-rate-cards?forwarderId=${fwdCompany}&onDate=${new Date().toISOString().slice(0, 10)}`, { token: logistics }));
    expect(list.rows.map((r: { origin: string; destination: string }) => `${r.origin}-${r.destination}`)).toEqual(['FRA-PVG', 'LAX-PEK', 'PVG-CTU']);
  });
});
