/**
 * Reading an uploaded workbook and writing an import's template, with exceljs. The first sheet is
 * read: row 1 is the header, every later row with a value in a known column is a data row.
 */
import ExcelJS from 'exceljs';
import { translate, type Lang } from '@aerosupply/shared';
import type { CellValue } from '@aerosupply/shared/imports/schemas';
import { AppError } from '../../platform/errors';
import { isRequired, type ImportDefinition } from './define';
import { readLegacySheet } from './legacy-xls';
import type { SheetData, WorkbookFormat } from './sheet-data';

/** Most bytes the workbook's parts may inflate to (a small file must not unpack into gigabytes). */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

const notXlsx = () => new AppError(400, 'imports.not_xlsx', undefined, [{ path: 'file', errorKey: 'imports.not_xlsx' }]);

/**
 * The total unpacked size of a zip file's entries, from its central directory; null when the
 * buffer is not a readable zip (no end record, or Zip64 sizes).
 */
export function unpackedSize(buf: Buffer): number | null {
  const EOCD = 0x06054b50;
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return null;
    const size = buf.readUInt32LE(p + 24);
    if (size === 0xffffffff) return null;
    total += size;
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return total;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the import sees it: text trimmed (blank -> null), formulas as their result, dates as `YYYY-MM-DD`. */
export function cellValue(v: ExcelJS.CellValue | undefined): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) {
    const date = `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
    return v.getUTCHours() || v.getUTCMinutes() || v.getUTCSeconds() ? `${date} ${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}` : date;
  }
  if ('richText' in v) return cellValue(v.richText.map((r) => r.text).join(''));
  if ('formula' in v || 'sharedFormula' in v) return cellValue((v as ExcelJS.CellFormulaValue).result ?? null);
  if ('hyperlink' in v) return cellValue(v.text as ExcelJS.CellValue);
  if ('error' in v) return String(v.error);
  return null;
}

export type { SheetData, WorkbookFormat } from './sheet-data';

/** Loads the workbook (.xlsx, or a legacy .xls: ./legacy-xls.ts) and reads the first sheet; refuses what is not a workbook. */
export async function readSheet(buf: Buffer, format: WorkbookFormat = 'xlsx'): Promise<SheetData> {
  if (format === 'xls') {
    const legacy = readLegacySheet(buf);
    if (legacy === null) throw notXlsx();
    if (legacy === 'no_sheet') throw new AppError(400, 'imports.no_sheet');
    return legacy;
  }
  const unpacked = unpackedSize(buf);
  if (unpacked === null) throw notXlsx();
  if (unpacked > MAX_UNPACKED_BYTES) throw new AppError(413, 'imports.too_large', { max: Math.floor(MAX_UNPACKED_BYTES / 1024 / 1024) });
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    throw notXlsx();
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw new AppError(400, 'imports.no_sheet');
  const width = sheet.columnCount;
  const values = (r: ExcelJS.Row) => Array.from({ length: width }, (_, i) => cellValue(r.getCell(i + 1).value));
  const headers = values(sheet.getRow(1)).map((v) => (v === null ? null : String(v)));
  const rows: SheetData['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (r, number) => {
    if (number === 1) return;
    const cells = values(r);
    if (cells.some((c) => c !== null)) rows.push({ row: number, cells });
  });
  return { headers, rows };
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (text: string) => text.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** The import's template in `lang`: the data sheet with its header, and a notes sheet with a hint and an example per column. */
export async function writeTemplate(def: ImportDefinition, lang: Lang, maxRows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'AeroSupply';
  const data = wb.addWorksheet(sheetName(translate(def.titleKey, lang)), { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = def.columns.map((c) => {
    const title = `${translate(c.titleKey, lang)}${isRequired(c) ? ' *' : ''}`;
    return { key: c.key, header: title, width: Math.max(14, title.length * (lang === 'zh' ? 2.2 : 1.2) + 4), style: { numFmt: '@' } };
  });
  const header = data.getRow(1);
  header.font = { bold: true };
  def.columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: isRequired(c) ? 'FFFDE9D9' : 'FFEFEFEF' } };
    if (c.hintKey) cell.note = translate(c.hintKey, lang);
  });

  const notes = wb.addWorksheet(sheetName(translate('imports.template.notes', lang)));
  notes.columns = [{ width: 24 }, { width: 10 }, { width: 70 }, { width: 20 }];
  notes.addRow([translate('imports.template.intro', lang, { max: maxRows })]);
  notes.mergeCells(1, 1, 1, 4);
  notes.getRow(1).alignment = { wrapText: true, vertical: 'top' };
  notes.getRow(1).height = 36;
  notes.addRow([]);
  const head = notes.addRow(['column', 'required', 'format', 'example'].map((k) => translate(`imports.template.${k}`, lang)));
  head.font = { bold: true };
  for (const c of def.columns) {
    notes.addRow([
      translate(c.titleKey, lang),
      translate(isRequired(c) ? 'imports.template.yes' : 'imports.template.no', lang),
      c.hintKey ? translate(c.hintKey, lang) : '',
      c.example ?? '',
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
