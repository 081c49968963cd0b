/**
 * Legacy Excel 97-2003 workbooks (.xls, BIFF8 in an OLE2 compound file, as Excel, WPS and
 * LibreOffice save them; issue 29 item 3, D-525) read with SheetJS Community Edition (the npm
 * package @e965/xlsx, a republication of the current SheetJS release). The first sheet becomes the
 * same SheetData as an .xlsx (./workbook.ts), with the same cell rules: text trimmed (blank -> null),
 * formulas as their cached result, dates as `YYYY-MM-DD` (with the time when it has one), so every
 * import checks and reports its rows the same way whatever the format.
 */
import * as XLSX from '@e965/xlsx';
import type { CellValue } from '@aerosupply/shared/imports/schemas';
import type { SheetData } from './sheet-data';

const pad = (n: number) => String(n).padStart(2, '0');

interface SheetCell {
  t: 'n' | 's' | 'b' | 'e' | 'd' | 'z';
  v?: unknown;
  w?: string;
  z?: string | number;
}

/** A date cell's serial number as text: the format's wall time, read in no time zone. */
function dateText(serial: number): string | null {
  const d = XLSX.SSF.parse_date_code(serial) as { y: number; m: number; d: number; H: number; M: number; S: number } | null;
  if (!d) return null;
  const date = `${d.y}-${pad(d.m)}-${pad(d.d)}`;
  return d.H || d.M || d.S ? `${date} ${pad(d.H)}:${pad(d.M)}:${pad(d.S)}` : date;
}

function legacyCellValue(cell: SheetCell | undefined): CellValue {
  if (!cell) return null;
  switch (cell.t) {
    case 's': {
      const text = String(cell.v ?? '').trim();
      return text === '' ? null : text;
    }
    case 'b':
      return Boolean(cell.v);
    case 'n': {
      const v = Number(cell.v);
      const format = typeof cell.z === 'string' ? cell.z : undefined;
      return format && XLSX.SSF.is_date(format) ? dateText(v) : v;
    }
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return null;
  }
}

/** The OLE2 compound file signature every .xls starts with. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const isCompoundFile = (head: Uint8Array) => head.length >= 8 && OLE2.equals(head.subarray(0, 8));

/** Reads the first sheet of a BIFF8 workbook; null when the bytes are not a readable workbook. */
export function readLegacySheet(buf: Buffer): SheetData | 'no_sheet' | null {
  // Only a compound file: SheetJS would also read HTML, CSV or text under any name.
  if (!isCompoundFile(buf)) return null;
  let wb: XLSX.WorkBook;
  try {
    // cellNF: keep number formats (to tell dates from numbers); no HTML or text fall-back guesses.
    wb = XLSX.read(buf, { type: 'buffer', cellNF: true, cellHTML: false, cellFormula: false, dense: false, WTF: false });
  } catch {
    return null;
  }
  const name = wb.SheetNames[0];
  const sheet = name === undefined ? undefined : wb.Sheets[name];
  if (!sheet) return 'no_sheet';
  const ref = sheet['!ref'];
  if (!ref) return { headers: [], rows: [] };
  const range = XLSX.utils.decode_range(ref);
  const width = range.e.c + 1;
  const rowValues = (r: number) =>
    Array.from({ length: width }, (_, c) => legacyCellValue(sheet[XLSX.utils.encode_cell({ r, c })] as SheetCell | undefined));
  const headers = range.s.r === 0 ? rowValues(0).map((v) => (v === null ? null : String(v))) : [];
  const rows: SheetData['rows'] = [];
  for (let r = Math.max(1, range.s.r); r <= range.e.r; r++) {
    const cells = rowValues(r);
    if (cells.some((c) => c !== null)) rows.push({ row: r + 1, cells });
  }
  return { headers, rows };
}
