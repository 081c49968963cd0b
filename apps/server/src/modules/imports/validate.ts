/**
 * Turning a sheet into checked rows: header matching (D-111), the row limit, each cell against
 * its column's rule, the row against the import's row schema. Errors are kept as message keys,
 * so one stored preview reads in either language.
 */
import { translate, type Lang } from '@aerosupply/shared';
import { matchHeaders } from '@aerosupply/shared/imports/headers';
import type { CellValue } from '@aerosupply/shared/imports/schemas';
import type { ZodError } from 'zod';
import { AppError } from '../../platform/errors';
import { issueKey } from '../../platform/http/error-handler';
import { isRequired, type ImportDefinition, type ParsedRow } from './define';
import type { StoredRowError } from './tables';
import type { SheetData } from './workbook';

export interface CheckedRow {
  row: number;
  cells: Record<string, CellValue>;
  errors: StoredRowError[];
  /** The row schema's output when the row has no error. */
  value?: unknown;
}

const titles = (def: ImportDefinition, keys: readonly string[], lang: Lang) =>
  keys.map((k) => translate(def.columns.find((c) => c.key === k)!.titleKey, lang)).join(lang === 'zh' ? '、' : ', ');

const issuesOf = (error: ZodError) => error.issues.map((i) => ({ key: issueKey(i as Parameters<typeof issueKey>[0]), path: i.path }));

/**
 * The row object of a row's cells, checked: column rules, then the row schema and the import's row
 * checks. Every wrong cell is reported at once (issue 26 item 9): the row schema's and the row
 * checks' issues are kept beside the column errors, except those on a cell that already failed.
 */
export function checkCells(def: ImportDefinition, row: number, cells: Record<string, CellValue>): CheckedRow {
  const errors: StoredRowError[] = [];
  const values: Record<string, unknown> = {};
  for (const c of def.columns) {
    const parsed = c.schema.safeParse(cells[c.key] ?? null);
    if (parsed.success) values[c.key] = parsed.data;
    else errors.push(...issuesOf(parsed.error).slice(0, 1).map((i) => ({ column: c.key, key: i.key })));
  }
  const failed = new Set(errors.map((e) => e.column));
  const known = new Set(def.columns.map((c) => c.key));
  const add = (column: string | null, key: string, params?: Record<string, string | number>) => {
    // With a failed cell, a row-wide issue or one on that cell may only echo it.
    if ((column === null && failed.size > 0) || failed.has(column)) return;
    if (errors.some((e) => e.column === column && e.key === key)) return;
    errors.push({ column, key, ...(params ? { params } : {}) });
  };
  const whole = def.rowSchema.safeParse(values);
  if (!whole.success) {
    for (const i of issuesOf(whole.error)) {
      const first = i.path[0];
      add(typeof first === 'string' && known.has(first) ? first : null, i.key);
    }
  }
  for (const i of def.rowChecks?.(values) ?? []) add(i.column, i.key, i.params);
  if (errors.length > 0) return { row, cells, errors };
  return { row, cells, errors, value: whole.success ? whole.data : undefined };
}

/**
 * Matches the header, enforces the row limit and checks every row. Header problems, an empty
 * sheet and too many rows refuse the whole file (400, message in `lang`).
 */
export function checkSheet(def: ImportDefinition, sheet: SheetData, maxRows: number, lang: Lang): CheckedRow[] {
  const match = matchHeaders(
    def.columns.map((c) => ({ key: c.key, titles: [translate(c.titleKey, 'zh'), translate(c.titleKey, 'en')], required: isRequired(c) })),
    sheet.headers,
  );
  if (match.missing.length > 0) throw new AppError(400, 'imports.missing_columns', { columns: titles(def, match.missing, lang) });
  if (match.duplicates.length > 0) throw new AppError(400, 'imports.duplicate_columns', { columns: titles(def, match.duplicates, lang) });
  const read = sheet.rows
    .map((r) => ({ row: r.row, cells: Object.fromEntries(def.columns.map((c) => [c.key, match.index[c.key] === undefined ? null : (r.cells[match.index[c.key]!] ?? null)])) }))
    .filter((r) => Object.values(r.cells).some((v) => v !== null));
  if (read.length === 0) throw new AppError(400, 'imports.empty');
  if (read.length > maxRows) throw new AppError(400, 'imports.too_many_rows', { max: maxRows });
  return read.map((r) => checkCells(def, r.row, r.cells));
}

/** The rows without errors, as the import's `check` and `commit` receive them. */
export const validRows = (rows: readonly CheckedRow[]): ParsedRow<unknown>[] => rows.filter((r) => r.errors.length === 0).map((r) => ({ row: r.row, value: r.value }));
