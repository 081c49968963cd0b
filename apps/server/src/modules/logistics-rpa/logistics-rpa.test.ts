/**
 * RPA (issue 17 item 7; D-420..D-424): the Excel download of the shipments a robot should process
 * (seed: logistics demo shipments DEMO5 cleared customs, DEMO6 delivered; RPA demo: DEMO5's
 * customs entry booked, DEMO6's goods receipt failed), the result upload through the import
 * pipeline (all valid; wrong rows store nothing, each reported with its row and column in the
 * user's language; a renamed non-Excel file), the results list, and isolation: forwarders and
 * suppliers get 403.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { multipart, pdfFile } from '../files/test-fixtures';

let t: TestApp;
let logi: string;

const EN_HEADER = ['Shipment number', 'Task', 'Result', 'Document number', 'Processed at', 'Message'];

/** A shipment at `status` with its milestones and two cargo lines (the logistics tables, written by the test). */
async function addShipment(number: string, status: 'shipped' | 'delivered' | 'voided', direction = 'dom_in'): Promise<number> {
  const now = new Date();
  const db = t.deps.db;
  const { id } = await db
    .insertInto('shipments')
    .values({
      number, direction, status, transport_type: 'air', service_mode: 'PAID_AIR', awb: `784-${number.slice(-6)}`, master_waybill: `MWB-${number}`, pieces: 2, dangerous: false, dry_ice: false,
      gross_weight: 35.5, chargeable_weight: 40, shipper_country: 'CN', shipper_city: 'Beijing', consignee_country: 'CN', consignee_city: 'Shanghai',
      origin_port: 'PEK', destination_port: 'PVG', packing_list_no: `PL-${number}`, created_by_name: 'test', created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('shipment_cargo').values([
    { shipment_id: id, line_no: 1, order_no: '4500010003', item_no: 10, part_number: 'QA06753', description: 'Filter', quantity: 4, picked_qty: 4, unit: 'EA', business_type: '1', receiving_place: 'PVG' },
    { shipment_id: id, line_no: 2, order_no: '4500010003', item_no: 20, part_number: 'MS29513-228', description: 'O-ring', quantity: 100, picked_qty: 100, unit: 'EA', business_type: '1', receiving_place: 'PVG' },
  ]).execute();
  const milestones = ['notice_created', 'domestic_notified', 'domestic_picked_up', 'shipped', ...(status === 'shipped' ? [] : ['delivered'])];
  await db.insertInto('shipment_milestones').values(milestones.map((m, i) => ({ shipment_id: id, milestone: m, seq: i + 1, at: new Date(now.getTime() - (10 - i) * 3_600_000), actor_name: 'test', actor_side: 'staff' }))).execute();
  return id;
}

async function workbookOf(rows: unknown[][], header: unknown[] = EN_HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRows([header, ...rows]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(content: Buffer, opts: { token?: string; filename?: string; lang?: 'zh' | 'en' } = {}) {
  const body = multipart([{ name: 'file', filename: opts.filename ?? 'results.xlsx', content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/imports/logistics-rpa-results',
    headers: { authorization: `Bearer ${opts.token ?? logi}`, 'content-type': body.contentType, 'accept-language': opts.lang ?? 'en' },
    payload: body.payload,
  });
}

/** The download as rows of cell values (header first). */
async function download(query: string, lang: 'zh' | 'en' = 'en'): Promise<unknown[][]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/logistics-rpa/download?${query}`, headers: { authorization: `Bearer ${logi}`, 'accept-language': lang } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

const allNumbersIn = (rows: unknown[][]) => [...new Set(rows.slice(1).map((r) => String(r[1])))].sort();
/**
 * This test's shipments and the logistics demo's: other modules' demo shipments may be due too (an
 * inter-base allotment's delivered shipment needs its goods receipt, D-392), and are left out here.
 */
const isOurs = (n: string) => n.startsWith('TN-RPA-') || /-DEMO\d+$/.test(n);
const numbersIn = (rows: unknown[][]) => allNumbersIn(rows).filter(isOurs);
const resultCount = async () => Number((await t.deps.db.selectFrom('rpa_results').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const demoNumber = async (n: number) => (await t.deps.db.selectFrom('shipments').select('number').where('number', 'like', `%-DEMO${n}`).executeTakeFirstOrThrow()).number;
const past = '2026-01-05 10:30';

interface RowError { row: number; columnKey: string | null; column: string | null; errorKey: string; message: string }

beforeAll(async () => {
  t = await createTestApp();
  logi = await t.login('20000004');
  await addShipment('TN-RPA-000001', 'delivered');
  await addShipment('TN-RPA-000002', 'delivered', 'intl_in');
  await addShipment('TN-RPA-000003', 'shipped');
  await addShipment('TN-RPA-000004', 'voided');
});
afterAll(async () => {
  await t?.close();
});

describe('download (D-421)', () => {
  it('lists the delivered shipments not yet booked, one row per cargo line, with the columns the robot needs', async () => {
    const demo6 = await demoNumber(6);
    const rows = await download('task=goods_receipt');
    expect(rows[0]).toEqual(['Task', 'Shipment number', 'Direction', 'Packing list', 'Master waybill', 'House waybill', 'AWB', 'Line', 'Order number', 'Order item', 'Part number', 'Batch', 'Description', 'Quantity', 'Unit', 'Receiving place', 'Pieces', 'Gross weight (kg)', 'Chargeable weight (kg)', 'Forwarder', 'Origin', 'Destination', 'Departed (ATD)', 'Arrived (ATA)', 'Milestone reached', 'Last result', 'Last message']);
    // Not the shipped one (not due) nor the voided one; the demo's failed goods receipt is due again.
    expect(numbersIn(rows)).toEqual(['TN-RPA-000001', 'TN-RPA-000002', demo6].sort());
    const first = rows.filter((r) => r[1] === 'TN-RPA-000001');
    expect(first.map((r) => `${r[0]} ${r[2]} ${r[3]} ${r[4]} ${r[7]} ${r[8]} ${r[9]} ${r[10]} ${r[13]} ${r[14]} ${r[17]} ${r[18]}`)).toEqual([
      'Goods receipt Domestic inbound PL-TN-RPA-000001 MWB-TN-RPA-000001 1 4500010003 10 QA06753 4 EA 35.5 40',
      'Goods receipt Domestic inbound PL-TN-RPA-000001 MWB-TN-RPA-000001 2 4500010003 20 MS29513-228 100 EA 35.5 40',
    ]);
    expect(String(first[0]![24])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const failed = rows.find((r) => r[1] === demo6)!;
    expect(failed[25]).toBe('Failed');
    expect(failed[26]).toContain('purchase order item not found');
  });

  it('filters by direction and milestone date, lists only the failed ones on request, in Chinese', async () => {
    expect(numbersIn(await download('task=goods_receipt&direction=intl_in'))).toEqual(['TN-RPA-000002']);
    expect(numbersIn(await download('task=goods_receipt&scope=failed'))).toEqual([await demoNumber(6)]);
    expect(numbersIn(await download('task=goods_receipt&from=2000-01-01&to=2000-12-31'))).toEqual([]);
    // Customs entry: DEMO5 cleared customs but its entry is booked (demo) -> nothing to do.
    expect(numbersIn(await download('task=customs_entry'))).toEqual([]);
    expect(numbersIn(await download('task=customs_entry&scope=failed'))).toEqual([]);
    const zh = await download('task=goods_receipt&direction=dom_in', 'zh');
    expect(zh[0]!.slice(0, 3)).toEqual(['任务', '运输通知号', '方向']);
    expect(zh[1]!.slice(0, 1)).toEqual(['收货过账']);
  });

  it('counts what is due per task', async () => {
    const res = await t.call('GET', '/api/logistics-rpa/pending', { token: logi });
    const othersDue = allNumbersIn(await download('task=goods_receipt')).filter((n) => !isOurs(n)).length;
    expect(res.json().data.tasks).toEqual([
      { task: 'goods_receipt', todo: 3 + othersDue, failed: 1 },
      { task: 'customs_entry', todo: 0, failed: 0 },
    ]);
  });

  it('refuses bad filters with their field (400, not 500)', async () => {
    for (const [q, path] of [['task=robot', 'task'], ['scope=all', 'scope'], ['from=2026-02-01&to=2026-01-01', 'to'], ['direction=north', 'direction'], ['extra=1', '']] as const) {
      const res = await t.call('GET', `/api/logistics-rpa/download?${q}`, { token: logi });
      expect(res.statusCode, q).toBe(400);
      if (path) expect(JSON.stringify(res.json()), q).toContain(`"${path}"`);
    }
  });
});

describe('result upload (D-423)', () => {
  it('offers the template in both languages', async () => {
    for (const [lang, first, last] of [['zh', '运输通知号 *', '说明'], ['en', 'Shipment number *', 'Message']] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/imports/logistics-rpa-results/template?lang=${lang}`, headers: { authorization: `Bearer ${logi}` } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      expect(header).toHaveLength(6);
      expect(header[0]).toBe(first);
      expect(header[5]).toBe(last);
    }
  });

  it('refuses a renamed non-Excel file', async () => {
    for (const content of [pdfFile(), Buffer.from('shipment,result\nTN-1,success\n')]) {
      const res = await upload(content, { filename: 'results.xlsx', lang: 'zh' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorKey: 'imports.not_xlsx' });
    }
  });

  it('stores nothing when rows are wrong and reports each of 10 wrong rows with its row and column in the user’s language', async () => {
    const before = await resultCount();
    const demo5 = await demoNumber(5);
    const rows = [
      ['TN-RPA-000001', 'Goods receipt', 'Success', '5000000001', past, null], // 2 valid
      ['TN-NOPE-1', 'Goods receipt', 'Success', '5000000002', past, null], // 3 unknown shipment
      ['tn-rpa-000001', '收货过账', '失败', null, past, 'again'], // 4 duplicate of row 2 (case-insensitive, zh labels)
      ['TN-RPA-000002', 'Goods receipt', 'Success', null, past, null], // 5 success without document
      ['TN-RPA-000002', 'Customs entry', 'Failed', null, past, null], // 6 failed without message (customs not due either; one column each)
      ['TN-RPA-000002', 'Booking', 'Success', 'X1', past, null], // 7 unknown task
      ['TN-RPA-000002', 'Goods receipt', 'Maybe', 'X1', past, null], // 8 unknown result
      ['TN-RPA-000002', 'Goods receipt', 'Success', 'X1', '05.01.2026 10:30', null], // 9 bad time
      ['TN-RPA-000002', 'Goods receipt', 'Success', 'X1', '2099-01-01 00:00', null], // 10 in the future
      ['TN-RPA-000003', 'Goods receipt', 'Success', 'X1', past, null], // 11 not delivered
      [demo5, 'Customs entry', 'Success', 'X2', past, null], // 12 already booked (demo)
    ];
    const res = await upload(await workbookOf(rows), { lang: 'zh' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ status: 'invalid', totalRows: 11, errorRows: 10, validRows: 1 });
    const errors = p.errors as RowError[];
    expect(errors.map((e) => `${e.row} ${e.columnKey} ${e.errorKey}`)).toEqual([
      '3 shipmentNumber logisticsRpa.unknown_shipment',
      '4 shipmentNumber logisticsRpa.duplicate_in_file',
      '5 documentNo logisticsRpa.document_required',
      '6 message logisticsRpa.message_required',
      '7 task logisticsRpa.unknown_code',
      '8 result logisticsRpa.unknown_code',
      '9 processedAt validation.invalid',
      '10 processedAt logisticsRpa.processed_in_future',
      '11 task logisticsRpa.not_due',
      '12 shipmentNumber logisticsRpa.already_done',
    ]);
    // In the user's language (zh): column titles and messages with their values.
    expect(errors[0]).toMatchObject({ column: '运输通知号', message: '运输通知 TN-NOPE-1 不存在' });
    expect(errors[1]!.message).toBe('运输通知 tn-rpa-000001 的此任务在文件中重复（第 2 行）');
    expect(errors[2]).toMatchObject({ column: '单据号', message: '成功时须填写单据号' });
    expect(errors[9]!.message).toBe(`运输通知 ${demo5} 已成功处理（单据号 220120261000123456）`);
    // The same rows read in English.
    const en = await t.call('GET', `/api/imports/logistics-rpa-results/${p.id}/rows?onlyErrors=true&pageSize=100`, { token: logi, headers: { 'accept-language': 'en' } });
    expect(en.json().data.total).toBe(10);
    expect(en.json().data.rows[0].errors[0]).toMatchObject({ column: 'Shipment number', message: 'Shipment TN-NOPE-1 does not exist' });
    // Nothing stored: the commit is refused.
    const commit = await t.call('POST', `/api/imports/logistics-rpa-results/${p.id}/commit`, { token: logi });
    expect(commit.statusCode).toBe(409);
    expect(await resultCount()).toBe(before);
  });

  it('stores all-valid results as the latest per shipment and task; booked shipments leave the download, failed ones stay', async () => {
    const demo6 = await demoNumber(6);
    const file = await workbookOf([
      ['TN-RPA-000001', 'Goods receipt', 'Success', '5000000001', '2026-01-05 10:30', null],
      [demo6, 'goods_receipt', 'success', '5000000002', '2026-01-05 11:00:30', 'retried'],
      ['TN-RPA-000002', 'Goods receipt', 'Failed', null, new Date(Date.UTC(2026, 0, 5, 12, 15)), 'ERP locked'],
    ]);
    const preview = (await upload(file)).json().data;
    expect(preview).toMatchObject({ status: 'ready', totalRows: 3, errorRows: 0 });
    const done = await t.call('POST', `/api/imports/logistics-rpa-results/${preview.id}/commit`, { token: logi });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.committedRows).toBe(3);

    const list = (await t.call('GET', '/api/logistics-rpa/results?task=goods_receipt&sort=shipmentNumber&order=asc', { token: logi })).json().data;
    expect(list.total).toBe(3);
    expect(list.rows.map((r: { shipmentNumber: string; result: string; documentNo: string | null; attempts: number; processedAt: string; message: string | null; uploadedByName: string }) => `${r.shipmentNumber} ${r.result} ${r.documentNo} ${r.attempts} ${r.processedAt} ${r.message} ${r.uploadedByName}`).sort()).toEqual([
      `${demo6} success 5000000002 2 2026-01-05T03:00:30.000Z retried 刘洋 Liu Yang`,
      'TN-RPA-000001 success 5000000001 1 2026-01-05T02:30:00.000Z null 刘洋 Liu Yang',
      'TN-RPA-000002 failed null 1 2026-01-05T04:15:00.000Z ERP locked 刘洋 Liu Yang',
    ].sort());
    // Filters and paging.
    const failed = (await t.call('GET', '/api/logistics-rpa/results?result=failed&pageSize=1', { token: logi })).json().data;
    expect(failed.rows.map((r: { shipmentNumber: string }) => r.shipmentNumber)).toEqual(['TN-RPA-000002']);
    expect((await t.call('GET', '/api/logistics-rpa/results?documentNo=5000000001', { token: logi })).json().data.total).toBe(1);
    expect((await t.call('GET', '/api/logistics-rpa/results?task=goods_receipt&from=2026-01-06', { token: logi })).json().data.total).toBe(0);
    expect((await t.call('GET', '/api/logistics-rpa/results?task=goods_receipt&from=2026-01-05&to=2026-01-05', { token: logi })).json().data.total).toBe(3);
    expect((await t.call('GET', '/api/logistics-rpa/results?sort=bogus', { token: logi })).statusCode).toBe(400);

    // The next download repeats only the failed one.
    expect(numbersIn(await download('task=goods_receipt'))).toEqual(['TN-RPA-000002']);
    expect(numbersIn(await download('task=goods_receipt&scope=failed'))).toEqual(['TN-RPA-000002']);

    // The export has the same rows.
    const exp = await t.app.inject({ method: 'GET', url: '/api/logistics-rpa/results/export?task=goods_receipt&sort=shipmentNumber&order=asc', headers: { authorization: `Bearer ${logi}` } });
    expect(exp.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(4);
    const exported: unknown[] = [];
    wb.worksheets[0]!.eachRow((r, i) => i > 1 && exported.push(r.getCell(4).value));
    expect(exported.sort()).toEqual(['Failed', 'Success', 'Success']);

    // The same file again: the booked ones are refused, nothing stored.
    const again = (await upload(file)).json().data;
    expect(again.errors.map((e: RowError) => `${e.row} ${e.columnKey} ${e.errorKey}`)).toEqual(['2 shipmentNumber logisticsRpa.already_done', '3 shipmentNumber logisticsRpa.already_done']);
  });

  it('two uploads booking the same shipment committed at once: one wins, the other stores nothing', async () => {
    const a = (await upload(await workbookOf([['TN-RPA-000002', 'Goods receipt', 'Success', 'A-1', past, null]]))).json().data;
    const b = (await upload(await workbookOf([['TN-RPA-000002', 'Goods receipt', 'Success', 'B-1', past, null]]))).json().data;
    expect([a.status, b.status]).toEqual(['ready', 'ready']);
    const codes = (await Promise.all([a, b].map((p) => t.call('POST', `/api/imports/logistics-rpa-results/${p.id}/commit`, { token: logi })))).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const rows = await t.deps.db.selectFrom('rpa_results').select(['document_no', 'attempts']).where('shipment_number', '=', 'TN-RPA-000002').execute();
    expect(rows).toHaveLength(1);
    expect(['A-1', 'B-1']).toContain(rows[0]!.document_no);
    expect(rows[0]!.attempts).toBe(2);
  });
});

describe('isolation (D-424)', () => {
  it('forwarders and suppliers reach no RPA route (403)', async () => {
    for (const account of ['fwd_admin', 'supa_admin'] as const) {
      const token = await t.login(account);
      for (const url of ['/api/logistics-rpa/download', '/api/logistics-rpa/pending', '/api/logistics-rpa/results', '/api/logistics-rpa/results/export', '/api/imports/logistics-rpa-results/template', '/api/imports/logistics-rpa-results']) {
        expect((await t.call('GET', url, { token })).statusCode, `${account} ${url}`).toBe(403);
      }
      expect((await upload(await workbookOf([['TN-RPA-000001', 'Goods receipt', 'Success', 'X', past, null]]), { token })).statusCode).toBe(403);
    }
  });

  it('staff without the permission get 403', async () => {
    expect((await t.call('GET', '/api/logistics-rpa/results', { token: await t.login('20000001') })).statusCode).toBe(403);
  });
});
