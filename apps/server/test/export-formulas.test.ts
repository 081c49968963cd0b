/**
 * Excel formula injection (issue 9 item 7, OWASP "CSV injection"): user text starting with
 * = + - @ tab or CR is written with a leading single quote in every export; numbers stay numbers.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeCell, streamWorkbook } from '../src/platform/export/xlsx';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function readSheet(payload: Buffer | Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the export helper', () => {
  it('prefixes text that starts with a formula character and leaves typed values alone', () => {
    for (const text of ['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', "=cmd|' /C calc'!A0"]) expect(safeCell(text)).toBe(`'${text}`);
    for (const text of ['', 'plain', ' =1', "'=1", '1-2', 'a=b', '中文']) expect(safeCell(text)).toBe(text);
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(0)).toBe(0);
    expect(safeCell(null)).toBeNull();
    expect(safeCell(true)).toBe(true);
    const day = new Date('2026-01-02T03:04:05Z');
    expect(safeCell(day)).toBe(day);
  });

  it('writes safe cells and typed numbers into the workbook', async () => {
    const rows = [{ text: '=HYPERLINK("http://evil","x")', n: -12.5 }, { text: '-3', n: 7 }, { text: 'ok', n: null }];
    let sent = false;
    const stream = streamWorkbook('Sheet', [{ key: 'text', header: 'Text', width: 20 }, { key: 'n', header: 'N', width: 8 }], async () => {
      if (sent) return [];
      sent = true;
      return rows;
    }, 100);
    const sheet = await readSheet(await collect(stream));
    expect(sheet.getCell('A2').value).toBe('\'=HYPERLINK("http://evil","x")');
    expect(sheet.getCell('A2').formula).toBeUndefined();
    expect(sheet.getCell('B2').value).toBe(-12.5);
    expect(sheet.getCell('A3').value).toBe("'-3");
    expect(sheet.getCell('B3').value).toBe(7);
    expect(sheet.getCell('A4').value).toBe('ok');
  });
});

describe('exports through the API', () => {
  it('an anonymous failed sign-in cannot plant a formula in the account-log export', async () => {
    const planted = "=cmd|' /C calc'!A0";
    const res = await t.call('POST', '/oauth/token', {
      form: { grant_type: 'password', username: planted, password: 'wrong-password' },
      headers: { 'user-agent': '@SUM(1+1)*cmd' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const admin = await t.login('admin');
    const file = await t.call('GET', '/api/admin/account-logs/export?event=login_failed', { token: admin });
    expect(file.statusCode).toBe(200);
    const sheet = await readSheet(file.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const accountCol = header.indexOf('Account') + 1;
    const agentCol = header.indexOf('Browser') + 1;
    const accounts: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) accounts.push(row.getCell(accountCol).value);
    });
    expect(accounts).toContain(`'${planted}`);
    expect(accounts).not.toContain(planted);
    const rowNo = accounts.indexOf(`'${planted}`) + 2;
    expect(sheet.getRow(rowNo).getCell(agentCol).value).toBe("'@SUM(1+1)*cmd");
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
  });

  it('the official-supplier export is a safe streamed workbook in the user language', async () => {
    const buyer = await t.login('20000001');
    const file = await t.call('GET', '/api/suppliers/official/export', { token: buyer, headers: { 'accept-language': 'zh-CN' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain(encodeURIComponent('正式供应商.xlsx'));
    const sheet = await readSheet(file.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['供应商编码', '公司名称']);
    expect(sheet.rowCount).toBeGreaterThan(1);
  });
});
