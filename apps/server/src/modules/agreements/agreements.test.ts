/**
 * Agreements over HTTP (issue 13 items 2, 4, 5): exchange rates and conversion, create / edit /
 * send / cancel, versions and what changed, supplier confirm / refuse, company isolation (PDF too),
 * concurrency, the validity job and the reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfPageTexts } from '../../../test/pdf-inspect';
import { expectCompanyIsolation } from '../../../test/scoping';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { runValidity } from './service';

let t: TestApp;
let buyer: string;
let supA: string;
let supB: string;
let supplierA: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;

const body = (over: Record<string, unknown> = {}) => ({
  companyId: supplierA,
  title: 'Brake agreement 刹车协议',
  currency: 'USD',
  incoterms: 'FCA',
  incotermsPlace: 'Los Angeles',
  paymentTerms: 'N30',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  lines: [
    { lineNo: 10, partNumber: '2-1587-3', description: 'Brake', category: 'rotable', quantity: 2, unit: 'EA', unitPrice: 1000.5, leadTimeDays: 30 },
    { lineNo: 20, partNumber: 'QA06753', category: 'expendable', quantity: 10, unitPrice: 3.25 },
  ],
  clauses: [{ contractType: 'framework', contractNo: 'FA-1', contractName: 'Framework', clauseNo: '1.1', clauseText: 'Prices fixed.' }],
  ...over,
});

async function sentAgreement(over: Record<string, unknown> = {}): Promise<number> {
  const created = await t.call('POST', '/api/agreements', { token: buyer, body: body(over) });
  expect(created.statusCode, created.body).toBe(200);
  const id = data(created).id as number;
  const sent = await t.call('POST', `/api/agreements/${id}/send`, { token: buyer });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  supA = await t.login('supa_admin');
  supB = await t.login('supb_admin');
  const a = await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000001').executeTakeFirstOrThrow();
  supplierA = a.id;
});
afterAll(async () => {
  await t?.close();
});

describe('exchange rates (item 2)', () => {
  it('lets the sysadmin add, change, export and delete rates; refuses a duplicate and the same currency', async () => {
    const admin = await t.login('admin');
    const created = await t.call('POST', '/api/exchange-rates', { token: admin, body: { fromCurrency: 'GBP', toCurrency: 'CNY', rate: 9.1, validFrom: '2026-01-01' } });
    expect(created.statusCode, created.body).toBe(200);
    const id = data(created).id;
    expect((await t.call('POST', '/api/exchange-rates', { token: admin, body: { fromCurrency: 'GBP', toCurrency: 'CNY', rate: 9.2, validFrom: '2026-01-01' } })).statusCode).toBe(409);
    const same = await t.call('POST', '/api/exchange-rates', { token: admin, body: { fromCurrency: 'GBP', toCurrency: 'GBP', rate: 1, validFrom: '2026-01-01' } });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ fields: [{ path: 'toCurrency', errorKey: 'exchange_rates.same_currency' }] });
    const edited = await t.call('PUT', `/api/exchange-rates/${id}`, { token: admin, body: { fromCurrency: 'GBP', toCurrency: 'CNY', rate: 9.25, validFrom: '2026-01-02', note: 'BOC' } });
    expect(data(edited)).toMatchObject({ rate: 9.25, validFrom: '2026-01-02', note: 'BOC' });
    const xlsx = await t.call('GET', '/api/exchange-rates/export?fromCurrency=GBP', { token: admin });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.call('DELETE', `/api/exchange-rates/${id}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/exchange-rates/${id}`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/exchange-rates', { token: buyer, body: { fromCurrency: 'GBP', toCurrency: 'CNY', rate: 9.1, validFrom: '2026-01-01' } })).statusCode).toBe(403);
  });

  it('converts at a date with the newest rate on or before it, the inverse pair, and says which rate', async () => {
    const admin = await t.login('admin');
    await t.call('POST', '/api/exchange-rates', { token: admin, body: { fromCurrency: 'CHF', toCurrency: 'CNY', rate: 8, validFrom: '2026-03-01' } });
    await t.call('POST', '/api/exchange-rates', { token: admin, body: { fromCurrency: 'CHF', toCurrency: 'CNY', rate: 8.5, validFrom: '2026-06-01' } });
    const conv = (q: string) => t.call('GET', `/api/exchange-rates/convert?${q}`, { token: buyer });
    expect(data(await conv('amount=100&from=CHF&to=CNY&date=2026-05-31'))).toMatchObject({ rate: 8, rateDate: '2026-03-01', converted: 800, inverse: false });
    expect(data(await conv('amount=100&from=CHF&to=CNY&date=2026-06-01'))).toMatchObject({ rate: 8.5, rateDate: '2026-06-01', converted: 850 });
    expect(data(await conv('amount=850&from=CNY&to=CHF&date=2026-07-01'))).toMatchObject({ inverse: true, converted: 100, rateDate: '2026-06-01' });
    expect(data(await conv('amount=5&from=CNY&to=CNY&date=2026-07-01'))).toMatchObject({ rate: 1, converted: 5, rateDate: null });
    const none = await conv('amount=1&from=CHF&to=CNY&date=2026-01-01');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ errorKey: 'exchange_rates.no_rate' });
  });
});

describe('agreements (item 4)', () => {
  it('creates a draft with computed totals, hides it from the supplier until sent', async () => {
    const created = await t.call('POST', '/api/agreements', { token: buyer, body: body() });
    expect(created.statusCode, created.body).toBe(200);
    const a = data(created);
    expect(a).toMatchObject({ status: 'draft', version: 1, totalAmount: 2033.5, lineCount: 2, actions: ['view', 'edit', 'send', 'cancel'] });
    expect(a.agreementNo).toMatch(/^AG\d{10}$/);
    expect((await t.call('GET', `/api/sup/agreements/${a.id}`, { token: supA })).statusCode).toBe(404);
    await t.call('POST', `/api/agreements/${a.id}/send`, { token: buyer });
    const seen = await t.call('GET', `/api/sup/agreements/${a.id}`, { token: supA });
    expect(data(seen)).toMatchObject({ status: 'sent', actions: ['view', 'confirm', 'refuse'], changes: [] });
  });

  it('finds agreements by supplier (name, English name, vendor code; D-712), by number and title, and nothing for an unknown supplier', async () => {
    const created = data(await t.call('POST', '/api/agreements', { token: buyer, body: body({ title: 'Supplier search probe 7Q' }) }));
    const row = data(await t.call('GET', `/api/agreements?agreementNo=${created.agreementNo}`, { token: buyer })).rows[0];
    expect(row).toMatchObject({ id: created.id, companyId: supplierA });
    for (const term of [row.supplierName.slice(1, 4), row.supplierNameEn.slice(2, 8).toUpperCase(), row.vendorCode]) {
      const found = data(await t.call('GET', `/api/agreements?title=${encodeURIComponent('probe 7q')}&supplier=${encodeURIComponent(term)}`, { token: buyer }));
      expect(found, term).toMatchObject({ total: 1, rows: [{ id: created.id }] });
    }
    expect(data(await t.call('GET', '/api/agreements?supplier=no-such-supplier', { token: buyer }))).toMatchObject({ total: 0, rows: [] });
  });

  it('refuses bad input with field errors: validity order, duplicate line numbers, no lines', async () => {
    const res = await t.call('POST', '/api/agreements', { token: buyer, body: body({ validTo: '2025-01-01' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: [{ path: 'validTo', errorKey: 'agreements.validity_order' }] });
    const dup = await t.call('POST', '/api/agreements', { token: buyer, body: body({ lines: [body().lines[0], body().lines[0]] }) });
    expect(dup.json()).toMatchObject({ fields: [{ path: 'lines.1.lineNo', errorKey: 'agreements.duplicate_line_no' }] });
    expect((await t.call('POST', '/api/agreements', { token: buyer, body: body({ lines: [] }) })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/agreements', { token: buyer, body: body({ currency: 'XXX' }) })).statusCode).toBe(400);
  });

  it('makes a new version when a sent agreement is edited, and the supplier sees what changed', async () => {
    const id = await sentAgreement();
    const lines = [{ ...body().lines[0], unitPrice: 950 }, { lineNo: 30, partNumber: 'NEW-1', category: 'tooling', quantity: 1, unitPrice: 10 }];
    const edited = await t.call('PUT', `/api/agreements/${id}`, { token: buyer, body: body({ lines, validTo: '2027-06-30' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data(edited)).toMatchObject({ version: 2, status: 'draft' });
    await t.call('POST', `/api/agreements/${id}/send`, { token: buyer });
    const seen = data(await t.call('GET', `/api/sup/agreements/${id}`, { token: supA }));
    expect(seen.version).toBe(2);
    expect(seen.changes).toEqual(
      expect.arrayContaining([
        { part: 'header', ref: null, field: 'validTo', before: '2026-12-31', after: '2027-06-30' },
        { part: 'line', ref: '10', field: 'unitPrice', before: '1000.5', after: '950' },
        { part: 'line', ref: '30', field: 'added', before: null, after: 'NEW-1' },
        { part: 'line', ref: '20', field: 'removed', before: 'QA06753', after: null },
      ]),
    );
    // A draft edit keeps the version.
    const again = await t.call('PUT', `/api/agreements/${id}`, { token: buyer, body: body() });
    expect(data(again)).toMatchObject({ version: 3, status: 'draft' });
    const draftEdit = await t.call('PUT', `/api/agreements/${id}`, { token: buyer, body: body({ title: 'Renamed' }) });
    expect(data(draftEdit)).toMatchObject({ version: 3, title: 'Renamed' });
  });

  it('lets the supplier confirm once (a second confirm is 409) and refuse only with a reason', async () => {
    const id = await sentAgreement();
    const ok = await t.call('POST', `/api/sup/agreements/${id}/confirm`, { token: supA });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(data(ok)).toMatchObject({ status: 'confirmed' });
    const twice = await t.call('POST', `/api/sup/agreements/${id}/confirm`, { token: supA });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errorKey: 'agreements.not_open_for_answer' });

    const other = await sentAgreement();
    const noReason = await t.call('POST', `/api/sup/agreements/${other}/refuse`, { token: supA, body: { reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fields: [{ path: 'reason', errorKey: 'validation.required' }] });
    expect((await t.call('POST', `/api/sup/agreements/${other}/refuse`, { token: supA, body: {} })).statusCode).toBe(400);
    const refused = await t.call('POST', `/api/sup/agreements/${other}/refuse`, { token: supA, body: { reason: 'Price too low' } });
    expect(data(refused)).toMatchObject({ status: 'refused', refuseReason: 'Price too low' });
    // The buyer sees the refusal in the history and may edit (new version) or cancel.
    const staffView = data(await t.call('GET', `/api/agreements/${other}`, { token: buyer }));
    expect(staffView.actions).toEqual(['view', 'edit', 'cancel']);
    expect(staffView.history.map((h: { action: string }) => h.action)).toEqual(['refuse', 'send', 'create']);
    const cancelled = await t.call('POST', `/api/agreements/${other}/cancel`, { token: buyer, body: { reason: 'Re-sourced' } });
    expect(data(cancelled)).toMatchObject({ status: 'cancelled', cancelReason: 'Re-sourced' });
    expect((await t.call('POST', `/api/agreements/${other}/cancel`, { token: buyer, body: { reason: 'again' } })).statusCode).toBe(409);
  });

  it('keeps agreements within the company: supplier B gets 404 for A’s agreement, its PDF and its answers', async () => {
    const id = await sentAgreement();
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/agreements/${id}`, { token }), ownerAccount: 'supa_admin', otherAccount: 'supb_admin' });
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/agreements/${id}/pdf`, { token }), ownerAccount: 'supa_admin', otherAccount: 'supb_admin' });
    expect((await t.call('POST', `/api/sup/agreements/${id}/confirm`, { token: supB })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/sup/agreements/${id}/refuse`, { token: supB, body: { reason: 'x' } })).statusCode).toBe(404);
    const list = data(await t.call('GET', '/api/sup/agreements?pageSize=100', { token: supB }));
    expect(list.rows.every((r: { companyId: number }) => r.companyId !== supplierA)).toBe(true);
    expect((await t.call('GET', '/api/agreements', { token: supA })).statusCode).toBe(403);
  });

  it('serves the bilingual PDF', async () => {
    const id = await sentAgreement();
    const pdf = await t.call('GET', `/api/sup/agreements/${id}/pdf`, { token: supA });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Issue 29: fonts embedded, the text extractable in both languages with its separators, the print layout.
    expect(pdfFonts(pdf.rawPayload).every((f) => f.embedded)).toBe(true);
    const pages = pdfPageTexts(pdf.rawPayload);
    const text = pages.join('\n');
    const detail = data(await t.call('GET', `/api/sup/agreements/${id}`, { token: supA }));
    for (const s of ['采购协议', 'Purchase agreement', `${detail.agreementNo} · 版本 / Version ${detail.version} · 状态 / Status: `, 'Brake agreement 刹车协议', '供应商\nSupplier', '2026-01-01 – 2026-12-31', 'FCA Los Angeles', '2-1587-3 · Brake', 'QA06753', '2,001.00', '合计 / Total', '合同条款 / Contract clauses', 'Prices fixed.', '航材采购与维修有限公司', `${detail.agreementNo} · 版本 · Version ${detail.version}`]) {
      expect(text).toContain(s);
    }
    pages.forEach((page, i) => expect(page).toContain(`第 ${i + 1} 页，共 ${pages.length} 页 · Page ${i + 1} of ${pages.length}`));
  });

  it('gives one success and one 409 when two people confirm at once', async () => {
    const id = await sentAgreement();
    const clerk = await t.login('supa_clerk');
    const [a, b] = await Promise.all([t.call('POST', `/api/sup/agreements/${id}/confirm`, { token: supA }), t.call('POST', `/api/sup/agreements/${id}/confirm`, { token: clerk })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('activates confirmed agreements when validity starts and expires them after it ends (job)', async () => {
    const id = await sentAgreement({ validFrom: '2026-01-01', validTo: '2026-02-01' });
    await t.call('POST', `/api/sup/agreements/${id}/confirm`, { token: supA });
    await runValidity(t.deps, '2026-01-15');
    expect(data(await t.call('GET', `/api/agreements/${id}`, { token: buyer })).status).toBe('active');
    await runValidity(t.deps, '2026-02-02');
    const after = data(await t.call('GET', `/api/agreements/${id}`, { token: buyer }));
    expect(after.status).toBe('expired');
    expect(after.history[0]).toMatchObject({ action: 'expire', fromStatus: 'active', toStatus: 'expired', actorName: null });
  });

  it('creates an agreement from an award through the module’s index (draft, source award)', async () => {
    const { createAgreementFromAward } = await import('./index');
    const actor = { userId: 1, realName: 'Buyer', companyId: 2 } as Parameters<typeof createAgreementFromAward>[2];
    const { id } = await t.deps.db.transaction().execute((trx) => createAgreementFromAward(t.deps, trx, actor, { ...body(), clauses: [], sourceRef: 'RFX-1', buyer: { userId: 1, name: 'Buyer' }, approver: { userId: 1, name: 'Buyer' } } as Parameters<typeof createAgreementFromAward>[3]));
    expect(data(await t.call('GET', `/api/agreements/${id}`, { token: buyer }))).toMatchObject({ source: 'award', sourceRef: 'RFX-1', status: 'draft' });
  });
});

describe('agreement reports (item 5)', () => {
  it('answers totals per agreement with the CNY rate, lines, spend per supplier and category, and the export', async () => {
    const id = await sentAgreement({ title: 'Report case', currency: 'CNY', lines: [{ lineNo: 1, partNumber: 'REP-1', category: 'repair', quantity: 2, unitPrice: 500 }] });
    await t.call('POST', `/api/sup/agreements/${id}/confirm`, { token: supA });
    const main = data(await t.call('GET', '/api/agreement-reports/main?partNumber=REP-1', { token: buyer }));
    expect(main.rows).toEqual([expect.objectContaining({ id, totalAmount: 1000, totalCny: 1000, rate: 1, status: 'confirmed' })]);
    const lines = data(await t.call('GET', `/api/agreement-reports/lines?partNumber=REP-1&status=confirmed`, { token: buyer }));
    expect(lines.rows).toEqual([expect.objectContaining({ agreementId: id, partNumber: 'REP-1', amount: 1000, category: 'repair' })]);
    const spend = data(await t.call('GET', '/api/agreement-reports/spend?partNumber=REP-1&category=repair', { token: buyer }));
    expect(spend.byCategory).toEqual([{ category: 'repair', amount: 1000 }]);
    expect(spend.bySupplier).toEqual([expect.objectContaining({ companyId: supplierA, amount: 1000 })]);
    const xlsx = await t.call('GET', '/api/agreement-reports/lines/export?partNumber=REP-1', { token: buyer });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.call('GET', '/api/agreement-reports/main', { token: supA })).statusCode).toBe(403);
  });
});
