/**
 * Order attachments over HTTP (issue 26 item 12; spec 001 §3 'attachment'; D-550..D-553): the ERP
 * uploads with its client credentials and names the keys in the intake, a new version adds and
 * keeps the earlier, the buyer adds and removes, the supplier downloads, another supplier gets 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { multipart, pdfFile, pngFile } from '../files/test-fixtures';

let t: TestApp;
let basic: string;
let otherBasic: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const paths = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

const order = (orderNo: string, version: number, attachments?: string[]) => ({
  orderNo,
  version,
  vendorCode: '10000001',
  purchaseDept: '航材采购部',
  orderDate: '2026-11-20',
  buyerAccount: '20000001',
  buyerName: '王磊 Wang Lei',
  currency: 'CNY',
  items: [{ itemNo: 10, partNumber: '2-1587-3', quantity: 3, unit: 'EA', unitPrice: 100 + version, vatRate: 13, requestedShipDate: '2026-12-20', deliveryLines: [{ shipToCode: 'PVG1', quantity: 3, needByDate: '2026-12-20' }] }],
  ...(attachments ? { attachments } : {}),
});

function post(url: string, filename: string, content: Buffer, headers: Record<string, string>) {
  const { payload, contentType } = multipart([{ name: 'file', filename, content, contentType: 'application/octet-stream' }]);
  return t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...headers } });
}
const erpUpload = (filename: string, content: Buffer, auth = basic) => post('/api/integration/files', filename, content, { authorization: auth });
const intake = (body: unknown, auth = basic) => t.call('POST', '/api/integration/orders', { body, headers: { authorization: auth } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function client(name: string): Promise<string> {
  const created = await t.call('POST', '/api/integration/clients', { token: await t.login('admin'), body: { name } });
  expect(created.statusCode, created.body).toBe(200);
  const c = data(created);
  return `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;
}

beforeAll(async () => {
  t = await createTestApp();
  basic = await client('SAP ERP');
  otherBasic = await client('Other ERP');
});
afterAll(async () => {
  await t?.close();
});

describe('issue 26 item 12: order attachments', () => {
  let orderId: number;
  let drawingKey: string;
  let specKey: string;

  it('takes the ERP upload only with client credentials, with the files module checks', async () => {
    expect((await erpUpload('drawing.pdf', pdfFile(), '')).statusCode).toBe(401);
    expect((await post('/api/integration/files', 'drawing.pdf', pdfFile(), bearer(await t.login('admin')))).statusCode).toBe(401);
    const disguised = await erpUpload('drawing.pdf', pngFile());
    expect(disguised.statusCode).toBe(400);
    const res = await erpUpload('drawing.pdf', pdfFile());
    expect(res.statusCode, res.body).toBe(200);
    drawingKey = data(res).fileKey;
    expect(data(res).filename).toBe('drawing.pdf');
  });

  it('attaches uploaded files through the intake; an unknown or another client\'s key is 400 naming the field', async () => {
    const foreign = data(await erpUpload('foreign.pdf', pdfFile(), otherBasic)).fileKey as string;
    const refused = await intake(order('PO-ATT-1', 1, [drawingKey, foreign]));
    expect(refused.statusCode).toBe(400);
    expect(paths(refused)).toEqual(['attachments.1:orders.attachment_unknown']);
    const malformed = await intake(order('PO-ATT-1', 1, ['not a key']));
    expect(malformed.statusCode).toBe(400);
    expect(paths(malformed)[0]).toMatch(/^attachments\.0:/);
    expect(await t.deps.db.selectFrom('purchase_orders').select('id').where('order_no', '=', 'PO-ATT-1').execute()).toHaveLength(0);

    const res = await intake(order('PO-ATT-1', 1, [drawingKey]));
    expect(res.statusCode, res.body).toBe(200);
    orderId = data(res).id;
    // The same intake again changes nothing.
    expect(data(await intake(order('PO-ATT-1', 1, [drawingKey]))).outcome).toBe('unchanged');
    // A key already another order's is refused.
    const twice = await intake(order('PO-ATT-2', 1, [drawingKey]));
    expect(paths(twice)).toEqual(['attachments.0:orders.attachment_elsewhere']);

    const detail = data(await t.call('GET', `/api/orders/${orderId}`, { token: await t.login('20000001') }));
    expect(detail.attachments).toHaveLength(1);
    expect(detail.attachments[0]).toMatchObject({ version: 1, source: 'erp', addedBy: null, file: { fileKey: drawingKey, filename: 'drawing.pdf' }, actions: ['remove'] });
    expect(detail.attachmentActions).toEqual(['add']);
    expect(detail.history.map((h: { action: string }) => h.action)).toContain('attachment_added');
  });

  it('a new version adds its attachment and keeps the earlier one', async () => {
    specKey = data(await erpUpload('spec.pdf', pdfFile())).fileKey;
    const res = await intake(order('PO-ATT-1', 2, [specKey]));
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).outcome).toBe('new_version');
    const detail = data(await t.call('GET', `/api/sup/orders/${orderId}`, { token: await t.login('supa_clerk') }));
    expect(detail.attachments.map((a: { file: { filename: string }; version: number }) => [a.file.filename, a.version])).toEqual([
      ['drawing.pdf', 1],
      ['spec.pdf', 2],
    ]);
    // The supplier may not manage them.
    expect(detail.attachmentActions).toEqual([]);
    expect(detail.attachments[0].actions).toEqual([]);
  });

  it('a buyer creating an order by hand cannot send attachments (added on the detail instead)', async () => {
    const res = await t.call('POST', '/api/orders', { token: await t.login('20000001'), body: order('PO-ATT-MAN', 1, [specKey]) });
    expect(res.statusCode).toBe(400);
    expect(paths(res)).toEqual(['attachments:orders.attachments_erp_only']);
  });

  let buyerKey: string;
  it('the buyer adds an attachment; it is in the order\'s history', async () => {
    const buyer = await t.login('20000001');
    const res = await post(`/api/orders/${orderId}/attachments`, 'quality clauses.pdf', pdfFile(), bearer(buyer));
    expect(res.statusCode, res.body).toBe(200);
    const added = data(res).attachments.find((a: { file: { filename: string } }) => a.file.filename === 'quality clauses.pdf');
    expect(added).toMatchObject({ version: 2, source: 'buyer', addedBy: expect.any(String) });
    buyerKey = added.file.fileKey;
    expect(data(res).history[0]).toMatchObject({ action: 'attachment_added', note: 'quality clauses.pdf', side: 'staff' });
    expect((await post('/api/orders/999999/attachments', 'x.pdf', pdfFile(), bearer(buyer))).statusCode).toBe(404);
  });

  it('the supplier downloads them; another supplier gets 404', async () => {
    const clerk = await t.login('supa_clerk');
    for (const key of [drawingKey, specKey, buyerKey]) {
      const res = await t.call('GET', `/api/files/${key}`, { token: clerk });
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    const other = await t.login('supb_admin');
    expect((await t.call('GET', `/api/files/${drawingKey}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/files/${drawingKey}/download-token`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/sup/orders/${orderId}`, { token: other })).statusCode).toBe(404);
    // Staff with order view read them.
    expect((await t.call('GET', `/api/files/${drawingKey}`, { token: await t.login('20000001') })).statusCode).toBe(200);
  });

  it('a supplier cannot add or remove attachments of an order', async () => {
    const admin = await t.login('supa_admin');
    expect((await post(`/api/orders/${orderId}/attachments`, 'mine.pdf', pdfFile(), bearer(admin))).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/orders/${orderId}/attachments/${drawingKey}`, { token: admin })).statusCode).toBe(403);
    // Nor through the generic upload naming the order.
    const generic = await post(`/api/files/upload?ownerType=purchase_order&ownerId=${orderId}`, 'mine.pdf', pdfFile(), bearer(admin));
    expect([403, 404]).toContain(generic.statusCode);
  });

  it('the buyer removes one; the supplier no longer reads it; the removal is in the history', async () => {
    const buyer = await t.login('20000001');
    expect((await t.call('DELETE', `/api/orders/${orderId}/attachments/unknownkey1234567890`, { token: buyer })).statusCode).toBe(404);
    const res = await t.call('DELETE', `/api/orders/${orderId}/attachments/${drawingKey}`, { token: buyer });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).attachments.map((a: { file: { fileKey: string } }) => a.file.fileKey)).toEqual([specKey, buyerKey]);
    expect(data(res).history[0]).toMatchObject({ action: 'attachment_removed', note: 'drawing.pdf' });
    expect((await t.call('GET', `/api/files/${drawingKey}`, { token: await t.login('supa_clerk') })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/files/${specKey}`, { token: await t.login('supa_clerk') })).statusCode).toBe(200);
  });
});
