/**
 * One code check everywhere (issue 25 item 3, D-560): every write route that takes a code answers
 * an unknown one with a 400 naming the field, in the user's language. Table-driven over sourcing
 * (requirements, RFx, quotations), agreements and orders (manual, ERP, ERP batch). Seed sections:
 * base dictionaries, supplier-review demo (official suppliers A and B), sourcing demo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ok } from '../supplier-review/test-fixtures';

interface Answer { statusCode: number; json: () => unknown }
type Fields = { path: string; errorKey: string; message: string }[];

let t: TestApp;
let buyer: string;
let supA: string;
let erpAuth: string;
let a: number;
let requirementId: number;
let draftId: number;
let openRfx: { id: number; items: { id: number }[] };

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const requirement = (over: Record<string, unknown> = {}) => ({ materialPn: 'S9413-112', description: 'Seal 密封件', quantity: 2, plant: '1300', purchaseOrg: 'P200', ...over });
const rfx = (over: Record<string, unknown> = {}) => ({
  type: 'RFQ', description: 'Codes 代码', purchaseOrg: 'P200', deadlineAt: hours(48), openingAt: hours(49), incoterms: 'FCA', paymentTerm: 'N30',
  items: [{ materialPn: 'S1', description: 'x', quantity: 1, unit: 'EA', budgetCurrency: 'USD' }], bidders: [a], ...over,
});
const rfxItem = (over: Record<string, unknown>) => rfx({ items: [{ materialPn: 'S1', description: 'x', quantity: 1, ...over }] });
const quote = (over: Record<string, unknown> = {}, item: Record<string, unknown> = {}) => ({
  validityDays: 30, currency: 'USD', items: openRfx.items.map((i) => ({ rfxItemId: i.id, quoteQty: 1, unitPrice: 10, currency: 'USD', vatRate: 13, ...item })), ...over,
});
const agreement = (over: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
  companyId: a, title: 'Codes 代码', currency: 'USD', incoterms: 'FCA', paymentTerms: 'N30', validFrom: '2026-01-01', validTo: '2026-12-31',
  lines: [{ lineNo: 10, partNumber: 'P1', category: 'rotable', quantity: 1, unit: 'EA', unitPrice: 5, ...line }], ...over,
});
let orderNo = 0;
const order = (over: Record<string, unknown> = {}, item: Record<string, unknown> = {}) => ({
  orderNo: `PO-CODE-${++orderNo}`, version: 1, vendorCode: '10000001', purchaseDept: '航材采购部', orderDate: '2026-11-20', buyerName: '王磊 Wang Lei',
  currency: 'CNY', paymentTerms: 'N60', incoterms: 'DAP',
  items: [{ itemNo: 10, partNumber: 'P1', quantity: 1, unit: 'EA', unitPrice: 10, vatRate: 13, requestedShipDate: '2026-12-20', deliveryLines: [{ shipToCode: 'PVG1', quantity: 1, needByDate: '2026-12-20' }], ...item }],
  ...over,
});

type Case = { name: string; send: (lang: string) => Promise<Answer>; path: string; message?: { en: string; zh: string } };
const tokens = () => ({ buyer, supA });
/** Tokens, ids and bodies are read when the case runs (after beforeAll). */
const as = (who: 'buyer' | 'supA', method: string, url: string | (() => string), payload: () => unknown) => (lang: string) =>
  t.call(method, typeof url === 'string' ? url : url(), { token: tokens()[who], body: payload(), headers: { 'accept-language': lang } });
const erp = (url: string, payload: () => unknown) => (lang: string) => t.call('POST', url, { body: payload(), headers: { authorization: erpAuth, 'accept-language': lang } });
const dictMsg = (en: string, zh: string) => ({ en, zh });

beforeAll(async () => {
  t = await createTestApp();
  [buyer, supA] = await Promise.all([t.login('20000001'), t.login('supa_admin')]);
  a = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000001').executeTakeFirstOrThrow()).id;
  const client = ok<{ clientId: string; clientSecret: string }>(await t.call('POST', '/api/integration/clients', { token: await t.login('admin'), body: { name: 'Codes ERP' } }));
  erpAuth = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
  requirementId = ok<{ id: number }>(await t.call('POST', '/api/sourcing/requirements', { token: buyer, body: requirement() })).id;
  draftId = ok<{ id: number }>(await t.call('POST', '/api/sourcing/rfx', { token: buyer, body: rfx() })).id;
  const open = ok<{ id: number }>(await t.call('POST', '/api/sourcing/rfx', { token: buyer, body: rfx() }));
  openRfx = ok<{ rfx: typeof openRfx }>(await t.call('POST', `/api/sourcing/rfx/${open.id}/release`, { token: buyer })).rfx;
});
afterAll(() => t.close());

const cases = (): Case[] => [
  // Sourcing: requirements (the issue's plant XXXX), create and edit.
  { name: 'requirement plant', send: as('buyer', 'POST', '/api/sourcing/requirements', () => requirement({ plant: 'XXXX' })), path: 'plant', message: dictMsg('Plant XXXX does not exist', '工厂 XXXX 不存在') },
  { name: 'requirement purchasing org', send: as('buyer', 'POST', '/api/sourcing/requirements', () => requirement({ purchaseOrg: 'NOPE' })), path: 'purchaseOrg', message: dictMsg('Purchasing organisation NOPE does not exist', '采购组织 NOPE 不存在') },
  { name: 'requirement purchasing group', send: as('buyer', 'POST', '/api/sourcing/requirements', () => requirement({ purchaseGroup: 'Z99' })), path: 'purchaseGroup' },
  { name: 'requirement currency', send: as('buyer', 'POST', '/api/sourcing/requirements', () => requirement({ currency: 'XYZ' })), path: 'currency' },
  { name: 'requirement unit', send: as('buyer', 'POST', '/api/sourcing/requirements', () => requirement({ unit: 'BAG' })), path: 'unit', message: dictMsg('Unit BAG does not exist', '计量单位 BAG 不存在') },
  { name: 'requirement delivery location', send: as('buyer', 'POST', '/api/sourcing/requirements', () => requirement({ deliveryLocation: 'MOON' })), path: 'deliveryLocation' },
  { name: 'requirement edit plant', send: as('buyer', 'PUT', () => `/api/sourcing/requirements/${requirementId}`, () => requirement({ plant: 'XXXX' })), path: 'plant' },
  // RFx create and edit (the issue's org NOPE and type ZZZ).
  { name: 'RFx purchasing org', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfx({ purchaseOrg: 'NOPE' })), path: 'purchaseOrg', message: dictMsg('Purchasing organisation NOPE does not exist', '采购组织 NOPE 不存在') },
  { name: 'RFx type', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfx({ type: 'ZZZ' })), path: 'type', message: dictMsg('RFx type ZZZ does not exist', '询价类型 ZZZ 不存在') },
  { name: 'RFx purchasing group', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfx({ purchaseGroup: 'Z99' })), path: 'purchaseGroup' },
  { name: 'RFx plant', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfx({ plant: 'XXXX' })), path: 'plant' },
  { name: 'RFx Incoterms', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfx({ incoterms: 'XXX' })), path: 'incoterms', message: dictMsg('Incoterms XXX do not exist', '国际贸易术语 XXX 不存在') },
  { name: 'RFx payment term', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfx({ paymentTerm: 'N31' })), path: 'paymentTerm' },
  { name: 'RFx delivery location', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfx({ deliveryLocation: 'MOON' })), path: 'deliveryLocation' },
  { name: 'RFx item unit', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfxItem({ unit: 'BAG' })), path: 'items.0.unit' },
  { name: 'RFx item budget currency', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfxItem({ budgetCurrency: 'XYZ' })), path: 'items.0.budgetCurrency' },
  { name: 'RFx item Incoterms', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfxItem({ incoterms: 'XXX' })), path: 'items.0.incoterms' },
  { name: 'RFx item payment term', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfxItem({ paymentTerm: 'N31' })), path: 'items.0.paymentTerm' },
  { name: 'RFx item delivery location', send: as('buyer', 'POST', '/api/sourcing/rfx', () => rfxItem({ deliveryLocation: 'MOON' })), path: 'items.0.deliveryLocation' },
  { name: 'RFx edit purchasing org', send: as('buyer', 'PUT', () => `/api/sourcing/rfx/${draftId}`, () => rfx({ purchaseOrg: 'NOPE' })), path: 'purchaseOrg' },
  // Quotations (the issue's currency XYZ): save and submit, header and items.
  { name: 'quotation currency', send: as('supA', 'PUT', () => `/api/sup/rfx/${openRfx.id}/quotation`, () => quote({ currency: 'XYZ' })), path: 'currency', message: dictMsg('Currency XYZ does not exist', '币种 XYZ 不存在') },
  { name: 'quotation item currency', send: as('supA', 'POST', () => `/api/sup/rfx/${openRfx.id}/quotation/submit`, () => quote({}, { currency: 'XYZ' })), path: 'items.0.currency' },
  { name: 'quotation Incoterms', send: as('supA', 'PUT', () => `/api/sup/rfx/${openRfx.id}/quotation`, () => quote({ incoterms: 'XXX' })), path: 'incoterms' },
  { name: 'quotation payment term', send: as('supA', 'PUT', () => `/api/sup/rfx/${openRfx.id}/quotation`, () => quote({ paymentTerm: 'N31' })), path: 'paymentTerm' },
  { name: 'quotation delivery location', send: as('supA', 'PUT', () => `/api/sup/rfx/${openRfx.id}/quotation`, () => quote({ deliveryLocation: 'MOON' })), path: 'deliveryLocation' },
  // Agreements: create (edit shares the check, below).
  { name: 'agreement currency', send: as('buyer', 'POST', '/api/agreements', () => agreement({ currency: 'XYZ' })), path: 'currency' },
  { name: 'agreement Incoterms', send: as('buyer', 'POST', '/api/agreements', () => agreement({ incoterms: 'XXX' })), path: 'incoterms' },
  { name: 'agreement payment terms', send: as('buyer', 'POST', '/api/agreements', () => agreement({ paymentTerms: 'N31' })), path: 'paymentTerms' },
  { name: 'agreement line unit', send: as('buyer', 'POST', '/api/agreements', () => agreement({}, { unit: 'BAG' })), path: 'lines.0.unit' },
  // Orders: a buyer's order, the ERP's, the ERP's batch.
  { name: 'order currency', send: as('buyer', 'POST', '/api/orders', () => order({ currency: 'XYZ' })), path: 'currency' },
  { name: 'order Incoterms', send: as('buyer', 'POST', '/api/orders', () => order({ incoterms: 'XXX' })), path: 'incoterms', message: dictMsg('Incoterms XXX do not exist', '国际贸易术语 XXX 不存在') },
  { name: 'order payment terms', send: as('buyer', 'POST', '/api/orders', () => order({ paymentTerms: 'Net 60' })), path: 'paymentTerms', message: dictMsg('Payment term Net 60 does not exist', '付款条件 Net 60 不存在') },
  { name: 'order item unit', send: as('buyer', 'POST', '/api/orders', () => order({}, { unit: 'BAG' })), path: 'items.0.unit' },
  { name: 'order item VAT rate', send: as('buyer', 'POST', '/api/orders', () => order({}, { vatRate: 7 })), path: 'items.0.vatRate' },
  { name: 'ERP order Incoterms', send: erp('/api/integration/orders', () => order({ incoterms: 'XXX' })), path: 'incoterms' },
  { name: 'ERP batch payment terms', send: erp('/api/integration/orders/batch', () => ({ orders: [order(), order({ paymentTerms: 'N31' })] })), path: 'orders.1.paymentTerms' },
];

describe('every unknown code on every write route is a 400 naming the field (D-560)', () => {
  it.each(cases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const res = await c.send(lang);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
      const fields = (res.json() as { fields: Fields }).fields;
      const field = fields.find((f) => f.path === c.path);
      expect(field, JSON.stringify(fields)).toBeDefined();
      if (c.message) expect(field!.message).toBe(lang === 'en' ? c.message.en : c.message.zh);
    }
  });

  it('names every unknown field at once (org NOPE and type ZZZ)', async () => {
    const res = await as('buyer', 'POST', '/api/sourcing/rfx', () => rfx({ purchaseOrg: 'NOPE', type: 'ZZZ', items: [{ materialPn: 'S1', description: 'x', quantity: 1, unit: 'BAG' }] }))('en');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: Fields }).fields.map((f) => f.path).sort()).toEqual(['items.0.unit', 'purchaseOrg', 'type']);
  });

  it('follows the dictionaries as maintained: a disabled code is refused on agreement create and edit, known codes pass', async () => {
    const created = ok<{ id: number }>(await as('buyer', 'POST', '/api/agreements', () => agreement({ currency: 'GBP' }))('en'));
    await t.deps.db.updateTable('dict_items').set({ enabled: false }).where('domain', '=', 'TC_CURRENCY').where('value', '=', 'GBP').execute();
    try {
      const edit = await as('buyer', 'PUT', `/api/agreements/${created.id}`, () => agreement({ currency: 'GBP' }))('en');
      expect(edit.statusCode).toBe(400);
      expect((edit.json() as { fields: Fields }).fields).toEqual([{ path: 'currency', errorKey: 'dict.unknown.currency', message: 'Currency GBP does not exist' }]);
      ok(await as('buyer', 'PUT', `/api/agreements/${created.id}`, () => agreement({ currency: 'USD', incoterms: 'DAP', paymentTerms: 'N60' }, { unit: 'M2' }))('en'));
    } finally {
      await t.deps.db.updateTable('dict_items').set({ enabled: true }).where('domain', '=', 'TC_CURRENCY').where('value', '=', 'GBP').execute();
    }
  });
});
