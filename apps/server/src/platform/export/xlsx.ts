/**
 * The one Excel export helper (exceljs streaming writer): every export declares its columns and
 * a next-batch reader, and every cell passes through `safeCell`, so user text that a spreadsheet
 * would run as a formula (OWASP "CSV injection") is written as text (docs/spec-decisions.md D-98).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { translate, type Lang } from '@aerosupply/shared';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A value an export may put in a cell: text, a number, a date, a yes/no, or nothing. */
export type CellValue = string | number | boolean | Date | null | undefined;
export type ExportRow = Record<string, CellValue>;

export interface Column {
  key: string;
  header: string;
  width: number;
}

/** A column as declared by an export: its cell key, the message key of its title, its width. */
export type ColumnDef = readonly [key: string, headerKey: string, width: number];

/**
 * A company's names in the reader's language (issue 28 item 3, D-671, D-726): `name` is the English
 * name in an English sheet when there is one, else the registered name; `otherName` (a sheet's
 * second name column) the other one: a Chinese sheet's English name, an English sheet's registered
 * name (empty when it would repeat the first column).
 */
export function namesIn(lang: Lang, name: string, nameEn: string | null | undefined): { name: string; otherName: string | null } {
  if (lang === 'en') return nameEn ? { name: nameEn, otherName: name === nameEn ? null : name } : { name, otherName: null };
  return { name, otherName: nameEn ?? null };
}

export const columnsIn = (defs: readonly ColumnDef[], lang: Lang): Column[] => defs.map(([key, headerKey, width]) => ({ key, header: translate(headerKey, lang), width }));

export interface ExportFile {
  filename: string;
  stream: PassThrough;
}

/** First characters that make a spreadsheet treat text as a formula (OWASP: = + - @ tab CR). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value that is never a formula: text starting with a formula character gets a leading
 * single quote; numbers, dates and booleans stay typed values (a negative number is a number).
 */
export function safeCell(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export function safeRow(row: ExportRow): ExportRow {
  const out: ExportRow = {};
  for (const [key, value] of Object.entries(row)) out[key] = safeCell(value);
  return out;
}

/**
 * Streams a one-sheet workbook; `next` answers the next batch of rows (empty when done); at most
 * `cap` rows are written. Header titles are ours, cells go through `safeRow`.
 */
export function streamWorkbook(sheetName: string, columns: Column[], next: () => Promise<ExportRow[]>, cap: number): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  const run = async () => {
    let written = 0;
    while (written < cap) {
      const rows = await next();
      if (rows.length === 0) break;
      for (const row of rows.slice(0, cap - written)) sheet.addRow(safeRow(row)).commit();
      written += rows.length;
    }
    sheet.commit();
    await workbook.commit();
  };
  run().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/**
 * Next-batch reader over a numbered-page search (the list's own search, so the export has the
 * list's filters and scope): pages of `pageSize` until a short page, each row through `toRow`.
 */
export function pagedRows<R>(search: (page: number, pageSize: number) => Promise<{ rows: R[] }>, toRow: (row: R) => ExportRow, pageSize = 100): () => Promise<ExportRow[]> {
  let page = 1;
  let done = false;
  return async () => {
    if (done) return [];
    const { rows } = await search(page, pageSize);
    page += 1;
    if (rows.length < pageSize) done = true;
    return rows.map(toRow);
  };
}

/**
 * Next-batch reader over a keyset-paged search (lists that grow without bound, D-205): pages of
 * `pageSize` following `nextCursor` until there is none, each row through `toRow`.
 */
export function cursorRows<R>(search: (cursor: string | undefined, pageSize: number) => Promise<{ rows: R[]; nextCursor: string | null }>, toRow: (row: R) => ExportRow, pageSize = 100): () => Promise<ExportRow[]> {
  let cursor: string | undefined;
  let done = false;
  return async () => {
    if (done) return [];
    const { rows, nextCursor } = await search(cursor, pageSize);
    if (nextCursor === null) done = true;
    else cursor = nextCursor;
    return rows.map(toRow);
  };
}

/** Sends an export as a download (ASCII file name plus the UTF-8 one). */
export function sendXlsx(reply: FastifyReply, file: ExportFile, asciiName = file.filename): PassThrough {
  reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
  return file.stream;
}
