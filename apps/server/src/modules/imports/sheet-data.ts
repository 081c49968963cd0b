/** What an import reads from a workbook, whatever its format (./workbook.ts, ./legacy-xls.ts). */
import type { CellValue } from '@aerosupply/shared/imports/schemas';

/** The workbook formats every import accepts (D-525). */
export type WorkbookFormat = 'xlsx' | 'xls';

export interface SheetData {
  headers: (string | null)[];
  /** Data rows: Excel row number and the cells by 0-based column index. */
  rows: { row: number; cells: CellValue[] }[];
}
