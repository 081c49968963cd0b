/** Reads an Excel export through the HTTP stack: its header row and body rows as text. */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './helpers';

export async function exportedSheet(t: TestApp, token: string, url: string, lang: 'zh' | 'en'): Promise<{ header: string[]; body: string[][] }> {
  const res = await t.call('GET', url, { token, headers: { 'accept-language': lang === 'zh' ? 'zh-CN' : 'en-US' } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return { header: rows[0]!, body: rows.slice(1) };
}
