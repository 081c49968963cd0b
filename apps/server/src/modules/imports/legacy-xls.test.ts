/**
 * Legacy .xls workbooks (issue 29 item 3, D-525, D-526): the same sheet read from an .xlsx and from
 * a BIFF8 .xls gives the same cells; through the real HTTP stack an .xls upload previews exactly as
 * the .xlsx does (rows, row errors in the reader's language); a file that is neither is refused with
 * a message naming both formats, in Chinese and English; an .xls name on text or HTML is refused.
 * The BIFF8 fixtures are written by SheetJS's BIFF8 writer, and one was saved by LibreOffice Calc (D-526).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { multipart, pdfFile } from '../files/test-fixtures';
import { readSheet } from './workbook';

type Cell = string | number | boolean | Date | null;

async function xlsx(rows: Cell[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function xls(rows: Cell[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Sheet1');
  return XLSX.write(wb, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/imports/dict-items';

function upload(content: Buffer, filename: string, lang = 'en') {
  const body = multipart([{ name: 'file', filename, content, contentType: 'application/vnd.ms-excel' }]);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}?domain=TC_CURRENCY`,
    headers: { authorization: `Bearer ${admin}`, 'content-type': body.contentType, 'accept-language': lang },
    payload: body.payload,
  });
}

describe('reading a legacy .xls', () => {
  it('gives the cells an .xlsx of the same sheet gives: text trimmed, numbers, booleans, dates, blank rows skipped', async () => {
    const rows: Cell[][] = [
      ['代码 Code', 'Name', 'Date', 'Flag'],
      [' A1 ', 12.5, new Date(Date.UTC(2026, 11, 20)), true],
      [null, null, null, null],
      ['B · 乙', 3, new Date(Date.UTC(2027, 0, 2)), false],
    ];
    const fromXls = await readSheet(xls(rows), 'xls');
    expect(fromXls).toEqual(await readSheet(await xlsx(rows), 'xlsx'));
    expect(fromXls).toEqual({
      headers: ['代码 Code', 'Name', 'Date', 'Flag'],
      rows: [
        { row: 2, cells: ['A1', 12.5, '2026-12-20', true] },
        { row: 4, cells: ['B · 乙', 3, '2027-01-02', false] },
      ],
    });
  });
});

describe('an .xls through the import pipeline', () => {
  it('previews exactly as the .xlsx: rows, valid and error counts, row errors', async () => {
    const rows: Cell[][] = [
      ['代码', '中文名称', '英文名称', '排序', '启用'],
      ['XLA', '旧格式甲', 'Legacy A', 901, '是'],
      ['XLB', null, 'Legacy B', 'abc', 'N'],
      [],
      ['XLC', '旧格式丙', 'Legacy C', null, null],
    ];
    const fromXlsx = await upload(await xlsx(rows), 'items.xlsx', 'zh-CN');
    const fromXls = await upload(xls(rows), 'items.xls', 'zh-CN');
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(200);
    expect(fromXls.statusCode, fromXls.body).toBe(200);
    const strip = ({ id: _id, fileName: _f, fileSize: _s, createdAt: _c, ...rest }: Record<string, unknown>) => rest;
    const a = fromXlsx.json().data;
    const b = fromXls.json().data;
    expect(b.fileName).toBe('items.xls');
    expect(strip(b)).toEqual(strip(a));
    expect(b).toMatchObject({ status: 'invalid', totalRows: 3, validRows: 2, errorRows: 1 });
    const rowsOf = async (id: number) => (await t.call('GET', `${BASE}/${id}/rows`, { token: admin, headers: { 'accept-language': 'zh-CN' } })).json().data.rows;
    const [rowsA, rowsB] = [await rowsOf(a.id), await rowsOf(b.id)];
    expect(rowsB).toEqual(rowsA);
    expect(rowsB.map((r: { row: number }) => r.row)).toEqual([2, 3, 5]);
  });

  it('previews an .xls saved by LibreOffice Calc 7.4 exactly as the .xlsx it was saved from', async () => {
    // fixtures/libreoffice-items.xls: the rows above written as .xlsx, then `soffice --convert-to xls:"MS Excel 97"` (D-526).
    const rows: Cell[][] = [
      ['代码', '中文名称', '英文名称', '排序', '启用'],
      ['XLA', '旧格式甲', 'Legacy A', 901, '是'],
      ['XLB', null, 'Legacy B', 'abc', 'N'],
      [],
      ['XLC', '旧格式丙', 'Legacy C', null, null],
    ];
    const saved = readFileSync(fileURLToPath(new URL('./fixtures/libreoffice-items.xls', import.meta.url)));
    const [a, b] = [(await upload(await xlsx(rows), 'items.xlsx', 'zh-CN')).json().data, (await upload(saved, 'items.xls', 'zh-CN')).json().data];
    const strip = ({ id: _id, fileName: _f, fileSize: _s, createdAt: _c, ...rest }: Record<string, unknown>) => rest;
    expect(strip(b)).toEqual(strip(a));
    const rowsOf = async (id: number) => (await t.call('GET', `${BASE}/${id}/rows`, { token: admin, headers: { 'accept-language': 'zh-CN' } })).json().data.rows;
    expect(await rowsOf(b.id)).toEqual(await rowsOf(a.id));
  });

  it('refuses a file that is neither, naming both formats in the reader’s language', async () => {
    for (const [content, name] of [
      [pdfFile(), 'items.xls'],
      [Buffer.from('<html><table><tr><td>XLD</td></tr></table></html>'), 'items.xls'],
      [Buffer.from('code,name\nA,B\n'), 'items.xls'],
      [xls([['Code']]), 'items.xlsx'],
      [xls([['Code']]), 'items.csv'],
    ] as const) {
      const en = await upload(content, name);
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({ errorKey: 'imports.not_xlsx', msg: expect.stringMatching(/not an Excel workbook.*\.xlsx or \.xls \(Excel 97-2003\)/) });
    }
    const zh = await upload(pdfFile(), 'items.xls', 'zh-CN');
    expect(zh.json().msg).toContain('请上传 .xlsx 或 .xls（Excel 97-2003）文件');
  });
});
