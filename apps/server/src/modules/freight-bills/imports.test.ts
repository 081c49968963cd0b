/**
 * The electronic bill Excel upload (issue 17 item 2; spec 001 §2 'Electronic bill: upload (excel)',
 * §7 admin/ap 'upload excel'): template in both languages, a renamed non-Excel file, 10,000 rows
 * of which 37 are wrong (nothing stored, every wrong row and column reported in the user's
 * language), the same bills uploaded twice.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { pdfFile } from '../files/test-fixtures';
import { addSecondForwarder, demoForwarderId, sheetRow, uploadBills, workbookOf } from './test-fixtures';

let t: TestApp;
let fwd: string;
let fwdCompany: number;

beforeAll(async () => {
  t = await createTestApp();
  await addSecondForwarder(t);
  fwdCompany = await demoForwarderId(t);
  fwd = await t.login('fwd_admin');
});
afterAll(async () => {
  await t?.close();
});

const billCount = async () => Number((await t.deps.db.selectFrom('freight_bills').select((eb) => eb.fn.countAll().as('n')).where('company_id', '=', fwdCompany).executeTakeFirstOrThrow()).n);

interface RowError { row: number; columnKey: string | null; column: string | null; errorKey: string; message: string }

describe('template', () => {
  it('downloads in Chinese and English with every column of 001 §3', async () => {
    for (const [lang, first, last] of [['zh', '发票号 *', '运单号'], ['en', 'Invoice number *', 'Waybill numbers']] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/imports/freight-bills/template?lang=${lang}`, headers: { authorization: `Bearer ${fwd}` } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      expect(header).toHaveLength(19);
      expect(header[0]).toBe(first);
      expect(header[18]).toBe(last);
    }
  });

  it('is the forwarder’s (403 for staff without fwd.bill)', async () => {
    expect((await t.call('GET', '/api/imports/freight-bills/template', { token: await t.login('20000004') })).statusCode).toBe(403);
  });
});

describe('refused files', () => {
  it('refuses a renamed non-Excel file', async () => {
    const res = await uploadBills(t, fwd, pdfFile(), { filename: 'bills.xlsx' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorKey: 'imports.not_xlsx' });
    const csv = await uploadBills(t, fwd, Buffer.from('invoice,amount\nA,1\n'), { filename: 'bills.xlsx', lang: 'zh' });
    expect(csv.json().errorKey).toBe('imports.not_xlsx');
  });
});

describe('10,000 rows, 37 wrong', () => {
  it('stores nothing and reports every wrong row and column in the user’s language', async () => {
    const before = await billCount();
    const rows: unknown[][] = [];
    const expected: string[] = [];
    for (let i = 0; i < 10_000; i++) rows.push(sheetRow(`BULK-${i}`));
    // 37 wrong rows of six kinds, spread over the file (Excel row = index + 2).
    const wrong: [number, unknown[], string][] = [];
    for (let k = 0; k < 37; k++) {
      const i = 17 + k * 269;
      const kind = k % 6;
      if (kind === 0) wrong.push([i, sheetRow(`BULK-${i}`, { mode: 'Zeppelin' }), 'transportMode freightBills.unknown_code']);
      if (kind === 1) wrong.push([i, sheetRow(`BULK-${i}`, { weight: 'heavy' }), 'netWeight orders.import.cell_number']);
      if (kind === 2) wrong.push([i, sheetRow(`BULK-${i}`, { invoice: 1 }), 'invoiceAmount freightBills.invoice_mismatch']);
      if (kind === 3) wrong.push([i, sheetRow(`BULK-${i}`, { date: '20.11.2026' }), 'invoiceDate validation.invalid']);
      if (kind === 4) wrong.push([i, sheetRow(`BULK-${i}`, { total: 5 }), 'totalFreight freightBills.total_mismatch']);
      if (kind === 5) wrong.push([i, sheetRow('BULK-0'), 'invoiceNo freightBills.duplicate_in_file']);
    }
    for (const [i, row, what] of wrong) {
      rows[i] = row;
      expected.push(`${i + 2} ${what}`);
    }
    const res = await uploadBills(t, fwd, await workbookOf(rows), { lang: 'zh' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ status: 'invalid', totalRows: 10_000, errorRows: 37, validRows: 9_963 });
    const errors = p.errors as RowError[];
    expect(errors.map((e) => `${e.row} ${e.columnKey} ${e.errorKey}`)).toEqual(expected);
    // In the user's language (zh): column titles and messages.
    expect(errors[0]).toMatchObject({ column: '运输方式', message: '不是可选的值' });
    expect(errors.find((e) => e.errorKey === 'freightBills.invoice_mismatch')!.message).toBe('发票金额须等于运费合计 2320.00');
    expect(errors.find((e) => e.errorKey === 'freightBills.duplicate_in_file')!.message).toBe('发票号 BULK-0 在文件中重复（第 2 行）');
    // The same preview read in English.
    const en = await t.call('GET', `/api/imports/freight-bills/${p.id}/rows?onlyErrors=true&pageSize=100`, { token: fwd, headers: { 'accept-language': 'en' } });
    expect(en.json().data.total).toBe(37);
    expect(en.json().data.rows[0].errors[0]).toMatchObject({ column: 'Transport mode', message: 'Not one of the allowed values' });
    // Nothing stored: commit is refused and no bill was written.
    const commit = await t.call('POST', `/api/imports/freight-bills/${p.id}/commit`, { token: fwd });
    expect(commit.statusCode).toBe(409);
    expect(await billCount()).toBe(before);
  }, 120_000);
});

describe('every wrong cell of a row (issue 26 item 9)', () => {
  it('reports an unknown code, a wrong number and amounts that do not add up in one row, each in its column', async () => {
    const res = await uploadBills(t, fwd, await workbookOf([sheetRow('MANY-1', { mode: 'Zeppelin', date: '20.11.2026', invoice: 1, total: 5 }), sheetRow('MANY-2', { weight: 'heavy', invoice: 1 })]), { lang: 'en' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const errors = (res.json().data.errors as RowError[]).map((e) => `${e.row} ${e.columnKey} ${e.errorKey}`).sort();
    expect(errors).toEqual([
      '2 invoiceAmount freightBills.invoice_mismatch', '2 invoiceDate validation.invalid', '2 totalFreight freightBills.total_mismatch', '2 transportMode freightBills.unknown_code',
      '3 invoiceAmount freightBills.invoice_mismatch', '3 netWeight orders.import.cell_number',
    ]);
  });
});

describe('duplicates', () => {
  it('commits good rows as bills from the import, then detects the same bills uploaded twice', async () => {
    const file = await workbookOf([sheetRow('DUP-1'), sheetRow('DUP-2', { mode: '空运', weight: '200', billing: 3700 })]);
    const first = (await uploadBills(t, fwd, file)).json().data;
    expect(first).toMatchObject({ status: 'ready', totalRows: 2, errorRows: 0 });
    const done = await t.call('POST', `/api/imports/freight-bills/${first.id}/commit`, { token: fwd });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.committedRows).toBe(2);
    const list = (await t.call('GET', '/api/freight-bills?invoiceNo=DUP-&sort=number&order=asc', { token: fwd })).json().data.rows;
    expect(list.map((r: { invoiceNo: string; status: string; difference: number; totalFreight: number }) => `${r.invoiceNo} ${r.status} ${r.totalFreight} ${r.difference}`)).toEqual(['DUP-1 draft 2320 100', 'DUP-2 draft 3800 100']);
    expect((await t.call('GET', `/api/freight-bills/${list[0].id}`, { token: fwd })).json().data.source).toBe('import');

    const again = (await uploadBills(t, fwd, file)).json().data;
    expect(again).toMatchObject({ status: 'invalid', errorRows: 2 });
    expect(again.errors.map((e: RowError) => `${e.row} ${e.columnKey} ${e.message}`)).toEqual([
      '2 invoiceNo A bill with invoice number DUP-1 already exists',
      '3 invoiceNo A bill with invoice number DUP-2 already exists',
    ]);
    // Another forwarder's bills do not count as duplicates.
    const other = (await uploadBills(t, await t.login('fwd2_admin'), file)).json().data;
    expect(other.status).toBe('ready');
  });
});
