/**
 * Orders draw on agreements (issue 25 item 6, D-610..D-613) over HTTP: the reference checked on the
 * server (supplier, state, line, part or the part it replaces, unit, currency), ordered and remaining
 * per agreement line for buyer and supplier (cancelled items excluded, a new version replacing its
 * own draw), beyond the remaining quantity or after expiry refused or warned per the setting, the
 * supplier seeing the agreement on its order, company isolation, and the race for the last quantity.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { multipart } from '../files/test-fixtures';

let t: TestApp;
let basic: string;
let buyer: string;
let supA: string;
let supB: string;
let supplierA: number;
let supplierB: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const fields = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string; message: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

/** A confirmed agreement of `companyId` (default supplier A): line 10 DRW-100 (replaces DRW-099) 10 x 100, line 20 DRW-200 5 x 20. */
async function agreement(over: Record<string, unknown> = {}, confirm = true): Promise<{ id: number; no: string }> {
  const companyId = (over.companyId as number | undefined) ?? supplierA;
  const created = await t.call('POST', '/api/agreements', {
    token: buyer,
    body: {
      companyId,
      title: 'Draw-down 消耗',
      currency: 'CNY',
      incoterms: 'FCA',
      paymentTerms: 'N30',
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
      lines: [
        { lineNo: 10, partNumber: 'DRW-100', replacesPn: 'DRW-099', category: 'rotable', quantity: 10, unit: 'EA', unitPrice: 100 },
        { lineNo: 20, partNumber: 'DRW-200', category: 'expendable', quantity: 5, unit: 'EA', unitPrice: 20 },
      ],
      clauses: [],
      ...over,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id, agreementNo } = data(created);
  expect((await t.call('POST', `/api/agreements/${id}/send`, { token: buyer })).statusCode).toBe(200);
  if (confirm) {
    const confirmed = await t.call('POST', `/api/sup/agreements/${id}/confirm`, { token: companyId === supplierA ? supA : supB });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return { id, no: agreementNo };
}

const item = (itemNo: number, partNumber: string, quantity: number, unitPrice: number, ref?: { no?: string; line?: number }) => ({
  itemNo,
  partNumber,
  quantity,
  unit: 'EA',
  unitPrice,
  vatRate: 13,
  requestedShipDate: '2026-12-20',
  deliveryLines: [{ shipToCode: 'PVG1', quantity, needByDate: '2026-12-20' }],
  ...(ref?.no !== undefined ? { agreementNo: ref.no } : {}),
  ...(ref?.line !== undefined ? { agreementLineNo: ref.line } : {}),
});

const order = (orderNo: string, items: unknown[], over: Record<string, unknown> = {}) => ({
  orderNo,
  version: 1,
  vendorCode: '10000001',
  purchaseDept: '航材采购部',
  orderDate: '2026-11-20',
  buyerName: '王磊 Wang Lei',
  currency: 'CNY',
  items,
  ...over,
});

const erp = (body: unknown, lang = 'en') => t.call('POST', '/api/integration/orders', { body, headers: { authorization: basic, 'accept-language': lang } });
const drawOf = async (id: number, token = buyer, base = '/api/agreements') => {
  const res = await t.call('GET', `${base}/${id}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return data(res).drawDown;
};

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.call('POST', '/api/integration/clients', { token: await t.login('admin'), body: { name: 'SAP ERP' } });
  const c = data(created);
  basic = `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;
  buyer = await t.login('20000001');
  supA = await t.login('supa_admin');
  supB = await t.login('supb_admin');
  const rows = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).execute();
  supplierA = rows.find((r) => r.vendor_code === '10000001')!.id;
  supplierB = rows.find((r) => r.vendor_code === '10000002')!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('the demo (D-614)', () => {
  it('has demo orders drawing on the confirmed demo agreement AG2026000903, seen by buyer and supplier', async () => {
    const ag = await t.deps.db.selectFrom('agreements').select('id').where('agreement_no', '=', 'AG2026000903').executeTakeFirstOrThrow();
    expect((await drawOf(ag.id, supA, '/api/sup/agreements')).lines[0]).toEqual({ lineNo: 10, orderedQuantity: 4, orderedAmount: 346000, remainingQuantity: 2, remainingAmount: 245000, itemCount: 2 });
    const po = await t.deps.db.selectFrom('purchase_orders').select('id').where('order_no', '=', '4500010002').executeTakeFirstOrThrow();
    const items = data(await t.call('GET', `/api/sup/orders/${po.id}`, { token: supA })).items;
    expect(items[0].agreement).toEqual({ id: ag.id, agreementNo: 'AG2026000903', lineNo: 10 });
  });
});

describe('draw-down arithmetic (D-611)', () => {
  it('answers ordered and remaining quantity and value per line to buyer and supplier; cancelled items draw nothing; a new version replaces its own draw', async () => {
    const a = await agreement();
    const before = await drawOf(a.id);
    expect(before).toEqual({
      policy: 'refuse',
      lines: [
        { lineNo: 10, orderedQuantity: 0, orderedAmount: 0, remainingQuantity: 10, remainingAmount: 1000, itemCount: 0 },
        { lineNo: 20, orderedQuantity: 0, orderedAmount: 0, remainingQuantity: 5, remainingAmount: 100, itemCount: 0 },
      ],
    });
    expect((await erp(order('DRW-A1', [item(10, 'DRW-100', 4, 100, { no: a.no, line: 10 })]))).statusCode).toBe(200);
    // The P/N the line replaces, lower case, and a second line of the same agreement; a price other than the agreement's is the ERP's to say.
    const b = await erp(order('DRW-A2', [item(10, 'drw-099', 3, 95.5, { no: a.no, line: 10 }), item(20, 'DRW-200', 2, 20, { no: a.no, line: 20 }), item(30, 'FREE-1', 1, 1)]));
    expect(b.statusCode, b.body).toBe(200);
    const c = await erp(order('DRW-A3', [item(10, 'DRW-100', 2, 100, { no: a.no, line: 10 })]));
    expect(c.statusCode, c.body).toBe(200);
    const detail = data(await t.call('GET', `/api/orders/${data(c).id}`, { token: buyer }));
    const cancelled = await t.call('POST', `/api/orders/${data(c).id}/cancel`, { token: buyer, body: { reason: '不再需要', revision: detail.revision } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const expected = [
      { lineNo: 10, orderedQuantity: 7, orderedAmount: 686.5, remainingQuantity: 3, remainingAmount: 313.5, itemCount: 2 },
      { lineNo: 20, orderedQuantity: 2, orderedAmount: 40, remainingQuantity: 3, remainingAmount: 60, itemCount: 1 },
    ];
    expect((await drawOf(a.id)).lines).toEqual(expected);
    expect((await drawOf(a.id, supA, '/api/sup/agreements')).lines).toEqual(expected);

    // Version 2 of DRW-A1 orders 6 instead of 4: its own 4 are replaced, not added (6 + 3 = 9 of 10).
    const v2 = await erp(order('DRW-A1', [item(10, 'DRW-100', 6, 100, { no: a.no, line: 10 })], { version: 2 }));
    expect(v2.statusCode, v2.body).toBe(200);
    expect((await drawOf(a.id)).lines[0]).toMatchObject({ orderedQuantity: 9, remainingQuantity: 1, remainingAmount: 113.5 });
  });
});

describe('a wrong reference is a 4xx naming the field (D-610)', () => {
  it('refuses another supplier’s agreement, an unknown number or line, another part, unit or currency, half a reference, an unconfirmed agreement', async () => {
    const a = await agreement();
    const other = await agreement({ companyId: supplierB });
    const sent = await agreement({}, false);
    const cases: [unknown[], Record<string, unknown>, string][] = [
      [[item(10, 'DRW-100', 1, 100, { no: other.no, line: 10 })], {}, 'items.0.agreementNo:orders.agreement.other_supplier'],
      [[item(10, 'DRW-100', 1, 100, { no: 'AG1999000001', line: 10 })], {}, 'items.0.agreementNo:orders.agreement.unknown'],
      [[item(10, 'DRW-100', 1, 100, { no: a.no, line: 99 })], {}, 'items.0.agreementLineNo:orders.agreement.unknown_line'],
      [[item(10, 'OTHER-PN', 1, 100, { no: a.no, line: 10 })], {}, 'items.0.partNumber:orders.agreement.other_part'],
      [[{ ...item(10, 'DRW-100', 1, 100, { no: a.no, line: 10 }), unit: 'KG' }], {}, 'items.0.unit:orders.agreement.other_unit'],
      [[item(10, 'DRW-100', 1, 100, { no: a.no, line: 10 })], { currency: 'USD' }, 'currency:orders.agreement.other_currency'],
      [[item(10, 'DRW-100', 1, 100, { no: a.no })], {}, 'items.0.agreementLineNo:orders.agreement.line_required'],
      [[item(10, 'DRW-100', 1, 100, { line: 10 })], {}, 'items.0.agreementNo:orders.agreement.no_required'],
      [[item(10, 'DRW-100', 1, 100, { no: sent.no, line: 10 })], {}, 'items.0.agreementNo:orders.agreement.not_in_force'],
    ];
    for (const [items, over, field] of cases) {
      const res = await erp(order('DRW-BAD', items, over));
      expect(res.statusCode, field).toBe(400);
      expect(fields(res)).toEqual([field]);
    }
    const manual = await t.call('POST', '/api/orders', { token: buyer, body: order('DRW-BAD', [item(10, 'OTHER-PN', 1, 100, { no: a.no, line: 10 })]), headers: { 'accept-language': 'zh-CN' } });
    expect(manual.statusCode).toBe(400);
    expect((manual.json() as { fields: { message: string }[] }).fields[0]!.message).toBe(`料号与协议 ${a.no} 第 10 行的料号 DRW-100（或其替代的料号）不一致`);
    const en = await erp(order('DRW-BAD', [item(10, 'DRW-100', 1, 100, { no: a.no, line: 99 })]));
    expect((en.json() as { fields: { message: string }[] }).fields[0]!.message).toBe(`Agreement ${a.no} has no line 99`);
    expect(await t.deps.db.selectFrom('purchase_orders').select('id').where('order_no', '=', 'DRW-BAD').execute()).toEqual([]);
  });
});

describe('beyond the remaining quantity or after expiry (D-612)', () => {
  it('refuses by default, naming the item’s field, and writes nothing', async () => {
    const a = await agreement();
    expect((await erp(order('DRW-R1', [item(10, 'DRW-100', 8, 100, { no: a.no, line: 10 })]))).statusCode).toBe(200);
    // Two items of one order on one line count together: 1 + 2 > the 2 left.
    const over = await erp(order('DRW-R2', [item(10, 'DRW-100', 1, 100, { no: a.no, line: 10 }), item(20, 'DRW-100', 2, 100, { no: a.no, line: 10 })]));
    expect(over.statusCode, over.body).toBe(409);
    expect(fields(over)).toEqual(['items.1.quantity:orders.agreement.over_remaining']);
    expect((over.json() as { fields: { message: string }[] }).fields[0]!.message).toBe(`The quantity 2 is more than the 1 remaining on agreement ${a.no} line 10`);
    expect(await t.deps.db.selectFrom('purchase_orders').select('id').where('order_no', '=', 'DRW-R2').execute()).toEqual([]);
    expect((await drawOf(a.id)).lines[0]).toMatchObject({ orderedQuantity: 8, remainingQuantity: 2 });

    const old = await agreement({ validFrom: '2025-01-01', validTo: '2025-12-31' });
    const expired = await erp(order('DRW-R3', [item(10, 'DRW-100', 1, 100, { no: old.no, line: 10 })]), 'zh-CN');
    expect(expired.statusCode).toBe(409);
    expect(fields(expired)).toEqual(['items.0.agreementNo:orders.agreement.expired']);
    expect((expired.json() as { fields: { message: string }[] }).fields[0]!.message).toBe(`协议 ${old.no} 已于 2025-12-31 到期`);
  });

  it('with AGREEMENT_DRAW_EXCESS=warn takes the order, answers the warning in the user’s language and records it on the order', async () => {
    const a = await agreement({ validFrom: '2025-01-01', validTo: '2025-12-31' });
    t.deps.config.agreementDrawExcess = 'warn';
    try {
      const res = await t.call('POST', '/api/orders', { token: buyer, body: order('DRW-W1', [item(10, 'DRW-100', 12, 100, { no: a.no, line: 10 })]), headers: { 'accept-language': 'zh-CN' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(data(res).warnings).toEqual([
        { path: 'items.0.agreementNo', key: 'orders.agreement.expired', message: `协议 ${a.no} 已于 2025-12-31 到期` },
        { path: 'items.0.quantity', key: 'orders.agreement.over_remaining', message: `订购数量 12 超过协议 ${a.no} 第 10 行的剩余数量 10` },
      ]);
      const detail = data(await t.call('GET', `/api/orders/${data(res).id}`, { token: buyer }));
      expect(detail.history.map((h: { action: string; note: string }) => `${h.action}|${h.note}`)).toEqual(
        expect.arrayContaining([`agreement_expired|10 · ${a.no} · 2025-12-31`, `agreement_over_remaining|10 · ${a.no}/10 · 12 > 10`]),
      );
      expect(await drawOf(a.id)).toMatchObject({ policy: 'warn', lines: [{ lineNo: 10, orderedQuantity: 12, remainingQuantity: -2, remainingAmount: -200 }, { lineNo: 20 }] });
      // A wrong reference is still refused under the warning setting.
      expect((await erp(order('DRW-W2', [item(10, 'OTHER', 1, 100, { no: a.no, line: 10 })]))).statusCode).toBe(400);
      // The same order sent again is unchanged, without new warnings.
      const again = await t.call('POST', '/api/orders', { token: buyer, body: order('DRW-W1', [item(10, 'DRW-100', 12, 100, { no: a.no, line: 10 })]) });
      expect(data(again)).toMatchObject({ outcome: 'unchanged' });
      expect(data(again).warnings).toBeUndefined();
    } finally {
      t.deps.config.agreementDrawExcess = 'refuse';
    }
    // Refused again: the same order resent is still unchanged (nothing new is drawn).
    expect(data(await erp(order('DRW-W1', [item(10, 'DRW-100', 12, 100, { no: a.no, line: 10 })])))).toMatchObject({ outcome: 'unchanged' });
  });
});

describe('an accepted change is checked against the line again (D-615)', () => {
  it('refuses accepting more than remains or another P/N, leaves the request pending, and warns under the warning setting', async () => {
    const a = await agreement();
    const id = data(await erp(order('DRW-CH1', [item(10, 'DRW-100', 6, 100, { no: a.no, line: 10 })]))).id;
    expect((await erp(order('DRW-CH2', [item(10, 'DRW-100', 3, 100, { no: a.no, line: 10 })]))).statusCode).toBe(200);
    const it10 = data(await t.call('GET', `/api/sup/orders/${id}`, { token: supA })).items[0];
    expect((await t.call('POST', `/api/sup/orders/${id}/items/${it10.id}/acknowledge`, { token: supA, body: {} })).statusCode).toBe(200);
    const ask = async (body: Record<string, unknown>) => {
      const res = await t.call('POST', `/api/sup/orders/${id}/items/${it10.id}/change-request`, { token: supA, body: { reason: '调整 Adjust', ...body } });
      expect(res.statusCode, res.body).toBe(200);
      return data(res);
    };
    const answer = (d: { requests: { id: number; status: string }[]; revision: number }) =>
      t.call('POST', `/api/orders/${id}/requests/${d.requests.find((r) => r.status === 'pending')!.id}/answer`, { token: buyer, body: { decision: 'accept', revision: d.revision } });

    // 6 -> 8 with 3 drawn by another order: 11 > 10.
    const more = await ask({ quantity: 8 });
    const refused = await answer(more);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { errorKey: string }).errorKey).toBe('orders.agreement.over_remaining');
    const still = data(await t.call('GET', `/api/orders/${id}`, { token: buyer }));
    expect(still.requests.find((r: { status: string }) => r.status === 'pending')).toBeTruthy();
    expect(still.items[0].quantity).toBe(6);

    t.deps.config.agreementDrawExcess = 'warn';
    try {
      const accepted = await answer(still);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(data(accepted).items[0].quantity).toBe(8);
      expect(data(accepted).history.map((h: { action: string; note: string }) => `${h.action}|${h.note}`)).toContain(`agreement_over_remaining|10 · ${a.no}/10 · 8 > 7`);
    } finally {
      t.deps.config.agreementDrawExcess = 'refuse';
    }
    expect((await drawOf(a.id)).lines[0]).toMatchObject({ orderedQuantity: 11, remainingQuantity: -1 });

    // Another P/N than the line's is refused under either setting.
    expect((await t.call('POST', `/api/sup/orders/${id}/items/${it10.id}/acknowledge`, { token: supA, body: {} })).statusCode).toBe(200);
    const otherPn = await answer(await ask({ partNumber: 'OTHER-PN' }));
    expect(otherPn.statusCode).toBe(400);
    expect((otherPn.json() as { errorKey: string }).errorKey).toBe('orders.agreement.other_part');
  });
});

describe('the supplier sees the agreement its order draws on', () => {
  it('names agreement, id and line on the order for the supplier and the buyer; another supplier gets 404 for both', async () => {
    const a = await agreement();
    const res = await erp(order('DRW-S1', [item(10, 'DRW-200', 1, 20, { no: a.no, line: 20 }), item(20, 'FREE-2', 1, 5)]));
    expect(res.statusCode, res.body).toBe(200);
    const id = data(res).id;
    const mine = data(await t.call('GET', `/api/sup/orders/${id}`, { token: supA }));
    expect(mine.items.map((i: { agreement: unknown }) => i.agreement)).toEqual([{ id: a.id, agreementNo: a.no, lineNo: 20 }, null]);
    expect(data(await t.call('GET', `/api/orders/${id}`, { token: buyer })).items[0].agreement).toEqual({ id: a.id, agreementNo: a.no, lineNo: 20 });
    expect((await t.call('GET', `/api/sup/orders/${id}`, { token: supB })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/sup/agreements/${a.id}`, { token: supB })).statusCode).toBe(404);
  });
});

describe('two orders drawing the last remaining quantity at once (D-613)', () => {
  it('lets exactly one win; the other is refused and the line is not overdrawn', async () => {
    const a = await agreement();
    expect((await erp(order('DRW-C0', [item(10, 'DRW-200', 2, 20, { no: a.no, line: 20 })]))).statusCode).toBe(200);
    const [x, y] = await Promise.all([
      erp(order('DRW-C1', [item(10, 'DRW-200', 3, 20, { no: a.no, line: 20 })])),
      t.call('POST', '/api/orders', { token: buyer, body: order('DRW-C2', [item(10, 'DRW-200', 2, 20, { no: a.no, line: 20 })]) }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect(fields(x.statusCode === 409 ? x : y)).toEqual(['items.0.quantity:orders.agreement.over_remaining']);
    const line = (await drawOf(a.id)).lines[1];
    expect(line.remainingQuantity).toBeGreaterThanOrEqual(0);
    expect(line.orderedQuantity).toBe(x.statusCode === 200 ? 5 : 4);
  });
});

describe('the Excel import draws too', () => {
  const HEADER = ['订单号', '版本', '供应商代码', '采购部门', '订单日期', '采购员', '币种', '行号', '料号', '数量', '单位', '单价（不含税）', '税率（%）', '要求交货日期', '收货点代码', '协议编号', '协议行号'];
  const row = (orderNo: string, pn: string, qty: number, agreementNo: string, lineNo: number) => [orderNo, 1, '10000001', '航材采购部', '2026-11-20', '王磊', 'CNY', 10, pn, qty, 'EA', 100, 13, '2026-12-20', 'PVG1', agreementNo, lineNo];
  async function upload(rows: unknown[][]) {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').addRows([HEADER, ...rows]);
    const body = multipart([{ name: 'file', filename: 'orders.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/imports/purchase-orders', headers: { authorization: `Bearer ${buyer}`, 'content-type': body.contentType, 'accept-language': 'en' }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('names the cell of a wrong reference or an excess in the preview, and commits a right one', async () => {
    const a = await agreement();
    const bad = await upload([row('DRW-X1', 'DRW-100', 2, a.no, 99), row('DRW-X2', 'DRW-200', 6, a.no, 20)]);
    expect(bad.errors.map((e: { row: number; columnKey: string | null; errorKey: string }) => `${e.row} ${e.columnKey} ${e.errorKey}`)).toEqual([
      '2 agreementLineNo orders.agreement.unknown_line',
      '3 quantity orders.agreement.over_remaining',
    ]);
    const good = await upload([row('DRW-X3', 'DRW-100', 2, a.no, 10)]);
    expect(good.status).toBe('ready');
    const done = await t.call('POST', `/api/imports/purchase-orders/${good.id}/commit`, { token: buyer });
    expect(done.statusCode, done.body).toBe(200);
    expect((await drawOf(a.id)).lines[0]).toMatchObject({ orderedQuantity: 2, remainingQuantity: 8 });
  });
});
