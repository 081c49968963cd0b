/**
 * Award fidelity (issue 25 items 1 and 2, D-470..D-475), through the HTTP stack: the agreement an
 * approval makes is the awarded offer field by field (alternate P/N with the RFx P/N as
 * "replaces", manufacturer, condition, certificate, lead time, postponed date, unit price), the
 * offer's other fees are charges shown apart and counted in the total, the buyer is the RFx's and
 * the approver is recorded apart (the supplier's PDF names the buyer), every clause of the awarded
 * item arrives; the award screen shows all of it before the approval. Clause types are a code
 * table: an unknown one is a 400 naming the field; migration 1031 types the stored free texts.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementDetail } from '@aerosupply/shared/agreements/schemas';
import type { AwardState } from '@aerosupply/shared/sourcing/award';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { up as typeClauses } from '../../db/migrations/1031_rfx_clause_types';
import { addStaffUser, body, ok } from '../supplier-review/test-fixtures';
import { pdfPageTexts } from '../../../test/pdf-inspect';

interface Rfx { id: number; number: string; items: { id: number; clauses: { contractType: string; contractName: string | null }[] }[] }

let t: TestApp;
let rfxBuyer: string;
let approver: string;
let supA: string;
let supB: string;
let a: number;
let b: number;
let approverId: number;

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const en = { 'accept-language': 'en' };
const call = (method: string, url: string, payload?: unknown, token = rfxBuyer) => t.call(method, url, { token, body: payload, headers: en });
const later = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);

const CLAUSES = [
  { contractType: 'framework', contractNo: 'FA-2026-017', contractName: 'Parts framework agreement', clauseNo: '7.2', clauseText: 'Warranty 12 months from delivery' },
  { contractType: 'repair', clauseText: 'Repairs under warranty within 30 days' },
  { contractType: 'other', contractName: 'Quality', clauseNo: 'Q.1', clauseText: 'Shelf life at least 80% on delivery' },
];

/** Text of a PDF, page by page (the shared PDF reader of the tests, D-523). */
const pdfText = (pdf: Buffer): string => pdfPageTexts(pdf).join('\n');

beforeAll(async () => {
  t = await createTestApp();
  // The RFx is run by a buyer of its own; the P400 inquiry approver (20000001) approves.
  await addStaffUser(t, '20009901', 'buyer', '周杰 Zhou Jie');
  rfxBuyer = await t.login('20009901');
  approver = await t.login('20000001');
  supA = await t.login('supa_admin');
  supB = await t.login('supb_admin');
  const ids = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).orderBy('vendor_code').execute();
  a = ids[0]!.id;
  b = ids[1]!.id;
  approverId = (await t.deps.db.selectFrom('users').select('id').where('account', '=', '20000001').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('award to agreement, field by field', () => {
  let rfx: Rfx;
  let state: AwardState;

  beforeAll(async () => {
    const items = [
      { materialPn: '622-9352-004', description: 'ADF receiver 接收机', quantity: 10, acceptReplacement: true, manufacturerCode: '97896', manufacturerName: 'Collins', clauses: CLAUSES },
      { materialPn: 'S9413-200', description: 'Seal 密封件', quantity: 4, manufacturerCode: '81205', manufacturerName: 'Boeing', clauses: [{ contractType: 'purchase', clauseText: 'Delivery to PVG' }] },
    ];
    const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', { type: 'RFQ', description: 'Fidelity 保真', purchaseOrg: 'P400', incoterms: 'EXW', paymentTerm: 'N60', deadlineAt: hours(2), openingAt: hours(3), items, bidders: [a, b] }));
    const rel = ok<{ rfx: Rfx; openingPassword: string }>(await call('POST', `/api/sourcing/rfx/${draft.id}/release`));
    rfx = rel.rfx;
    const [i1, i2] = rfx.items.map((i) => i.id);
    ok(await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, { token: supA, body: { currency: 'CNY', validityDays: 30, items: [
      { rfxItemId: i1, quoteQty: 10, unitPrice: 1200, currency: 'CNY', vatRate: 13, otherFees: [{ name: 'Packing', amount: 30 }, { name: 'Certification', amount: 20 }], leadTimeDays: 45,
        conditionCode: 'OH', certificate: 'EASA_FORM_1', postponed: true, postponedDate: later, alternativePn: '622-9352-005', manufacturerPn: 'ADF-900B', manufacturerCode: '13499', manufacturerName: 'Rockwell Collins' },
      { rfxItemId: i2, quoteQty: 4, unitPrice: 500, priceUnit: 10, currency: 'CNY', leadTimeDays: 10 },
    ] } }));
    ok(await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, { token: supB, body: { currency: 'CNY', validityDays: 30, items: [
      { rfxItemId: i1, quoteQty: 10, unitPrice: 1500, currency: 'CNY', leadTimeDays: 60 },
      { rfxItemId: i2, noBid: true },
    ] } }));
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password: rel.openingPassword }));
    state = ok<AwardState>(await call('POST', `/api/sourcing/rfx/${rfx.id}/award`, { lines: [{ rfxItemId: i1, companyId: a, quantity: 10 }, { rfxItemId: i2, companyId: a, quantity: 4 }], approverId }));
  });

  it('shows on the award screen, before the approval, what the agreement will carry', () => {
    const plan = state.awards[0]!.plans;
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({ companyId: a, currency: 'CNY', incoterms: 'EXW', paymentTerms: 'N60', buyerName: '周杰 Zhou Jie', linesAmount: 12_200, chargesAmount: 50, totalAmount: 12_250 });
    // The offer gave no terms: the RFx's, as they are (no FCA / N30 default, D-561).
    expect(plan[0]!.lines[0]).toEqual({
      lineNo: 10, partNumber: '622-9352-005', replacesPn: '622-9352-004', description: 'ADF receiver 接收机', quantity: 10, unit: 'EA', unitPrice: 1200, leadTimeDays: 45,
      manufacturerPn: 'ADF-900B', manufacturerCode: '13499', manufacturerName: 'Rockwell Collins', conditionCode: 'OH', certificate: 'EASA_FORM_1', postponedDate: later,
    });
    expect(plan[0]!.charges).toEqual([{ lineNo: 10, name: 'Packing', amount: 30 }, { lineNo: 10, name: 'Certification', amount: 20 }]);
    expect(plan[0]!.clauses.map((c) => c.contractType)).toEqual(['framework', 'repair', 'other', 'purchase']);
  });

  it('approval makes the agreement of the awarded offer: buyer of the RFx, approver apart, charges in the total, every clause', async () => {
    const done = ok<AwardState>(await call('POST', `/api/sourcing/awards/${state.awards[0]!.id}/approve`, {}, approver));
    const no = done.awards[0]!.lines[0]!.agreementNo!;
    const id = ok<{ rows: { id: number }[] }>(await call('GET', `/api/agreements?agreementNo=${no}`)).rows[0]!.id;
    const ag = ok<AgreementDetail>(await call('GET', `/api/agreements/${id}`));
    expect(ag).toMatchObject({ source: 'award', sourceRef: rfx.number, buyerName: '周杰 Zhou Jie', approverName: '王磊 Wang Lei', currency: 'CNY' });
    const [l1, l2] = ag.lines;
    expect(l1).toMatchObject({
      lineNo: 10, partNumber: '622-9352-005', replacesPn: '622-9352-004', manufacturerPn: 'ADF-900B', manufacturerCode: '13499', manufacturerName: 'Rockwell Collins',
      conditionCode: 'OH', certificate: 'EASA_FORM_1', leadTimeDays: 45, postponedDate: later, unitPrice: 1200, quantity: 10, amount: 12_000,
    });
    // No alternate on line 20: its own P/N, no "replaces", the RFx item's manufacturer; 500 per 10 units = 50.
    expect(l2).toMatchObject({ lineNo: 20, partNumber: 'S9413-200', replacesPn: null, manufacturerCode: '81205', manufacturerName: 'Boeing', unitPrice: 50, leadTimeDays: 10, postponedDate: null, conditionCode: null });
    expect(ag.charges).toEqual([{ lineNo: 10, name: 'Packing', amount: 30 }, { lineNo: 10, name: 'Certification', amount: 20 }]);
    expect([ag.linesAmount, ag.chargesAmount, ag.totalAmount]).toEqual([12_200, 50, 12_250]);
    expect(ag.clauses).toEqual([
      { contractType: 'framework', contractNo: 'FA-2026-017', contractName: 'Parts framework agreement', clauseNo: '7.2', clauseText: 'Warranty 12 months from delivery' },
      { contractType: 'repair', contractNo: rfx.number, contractName: 'Fidelity 保真', clauseNo: '10.2', clauseText: 'Repairs under warranty within 30 days' },
      { contractType: 'other', contractNo: rfx.number, contractName: 'Quality', clauseNo: 'Q.1', clauseText: 'Shelf life at least 80% on delivery' },
      { contractType: 'purchase', contractNo: rfx.number, contractName: 'Fidelity 保真', clauseNo: '20.1', clauseText: 'Delivery to PVG' },
    ]);

    // The supplier sees the same agreement once sent; its PDF names the RFx's buyer, the alternate and the charges.
    ok(await call('POST', `/api/agreements/${id}/send`));
    const sup = ok<AgreementDetail>(await t.call('GET', `/api/sup/agreements/${id}`, { token: supA }));
    expect([sup.lines[0]!.partNumber, sup.lines[0]!.replacesPn, sup.charges.length, sup.totalAmount, sup.buyerName]).toEqual(['622-9352-005', '622-9352-004', 2, 12_250, '周杰 Zhou Jie']);
    const pdf = await t.call('GET', `/api/sup/agreements/${id}/pdf`, { token: supA });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('周杰 Zhou Jie');
    expect(text).not.toContain('王磊');
    expect(text).toContain('622-9352-005');
    expect(text).toContain('622-9352-004');
    expect(text).toContain('Packing: 30.00 CNY');
    expect(text).toContain('12,250.00 CNY');
  });

  it('a buyer editing the agreement keeps the award fields and charges (a new version lists a changed charge)', async () => {
    const no = ok<AwardState>(await call('GET', `/api/sourcing/rfx/${rfx.id}/award`)).awards[0]!.lines[0]!.agreementNo!;
    const id = ok<{ rows: { id: number }[] }>(await call('GET', `/api/agreements?agreementNo=${no}`)).rows[0]!.id;
    const ag = ok<AgreementDetail>(await call('GET', `/api/agreements/${id}`));
    const input = {
      companyId: ag.companyId, title: ag.title, currency: ag.currency, incoterms: ag.incoterms, paymentTerms: ag.paymentTerms, validFrom: ag.validFrom, validTo: ag.validTo,
      lines: ag.lines.map(({ amount: _amount, ...l }) => Object.fromEntries(Object.entries(l).filter(([, v]) => v !== null))),
      clauses: ag.clauses,
      charges: [{ lineNo: 10, name: 'Packing', amount: 40 }, { lineNo: 10, name: 'Certification', amount: 20 }],
    };
    const edited = ok<AgreementDetail>(await call('PUT', `/api/agreements/${id}`, input));
    expect(edited.version).toBe(2);
    expect([edited.lines[0]!.replacesPn, edited.lines[0]!.certificate, edited.totalAmount]).toEqual(['622-9352-004', 'EASA_FORM_1', 12_260]);
    expect(edited.changes).toEqual([{ part: 'charge', ref: '10/Packing', field: 'amount', before: '30', after: '40' }]);
    const badLine = await call('PUT', `/api/agreements/${id}`, { ...input, charges: [{ lineNo: 99, name: 'Packing', amount: 1 }] });
    expect([badLine.statusCode, (body(badLine) as unknown as { fields: { path: string }[] }).fields[0]!.path]).toEqual([400, 'charges.0.lineNo']);
  });
});

describe('clause types come from the contractType dictionary', () => {
  it('serves the table in both languages', async () => {
    const rows = ok<{ code: string; zh: string; en: string }[]>(await t.call('GET', '/api/dict/codes/contractType'));
    expect(rows.map((r) => r.code)).toEqual(['framework', 'purchase', 'repair', 'exchange', 'consignment', 'other']);
    expect(rows[0]).toMatchObject({ zh: '框架协议', en: 'Framework agreement' });
  });

  it('refuses an unknown clause type with a 400 naming the field', async () => {
    const res = await call('POST', '/api/sourcing/rfx', {
      type: 'RFQ', description: 'Bad clause', purchaseOrg: 'P400',
      items: [{ materialPn: 'X1', description: 'x', quantity: 1, clauses: [{ contractType: 'framework', clauseText: 'ok' }, { contractType: 'FRAME', clauseText: 'free text type' }] }],
    });
    expect(res.statusCode).toBe(400);
    expect((body(res) as unknown as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(['items.0.clauses.1.contractType']);
  });

  it('migration 1031 types the stored free-text clauses (the demo FRAME too) and keeps an unknown text in the name', async () => {
    const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', { type: 'RFQ', description: 'Legacy', purchaseOrg: 'P400', items: [{ materialPn: 'L1', description: 'x', quantity: 1 }] }));
    const legacy = [
      { contractType: 'FRAME', contractNo: 'FA-1', contractName: 'Frame', clauseNo: '1', clauseText: 'a' },
      { contractType: ' 送修 ', contractNo: null, contractName: null, clauseNo: null, clauseText: 'b' },
      { contractType: 'Wartungsvertrag', contractNo: null, contractName: 'Service', clauseNo: null, clauseText: 'c' },
      { contractType: 'Lease', contractNo: null, contractName: null, clauseNo: null, clauseText: 'd' },
    ];
    await t.deps.db.updateTable('sourcing_rfx_items').set({ clauses: JSON.stringify(legacy) }).where('id', '=', draft.items[0]!.id).execute();
    await typeClauses(t.deps.db as unknown as Kysely<unknown>);
    const after = ok<Rfx>(await call('GET', `/api/sourcing/rfx/${draft.id}`));
    expect(after.items[0]!.clauses.map((c) => [c.contractType, c.contractName])).toEqual([
      ['framework', 'Frame'],
      ['repair', null],
      ['other', 'Service (Wartungsvertrag)'],
      ['other', 'Lease'],
    ]);
  });
});
