/**
 * What a module declares for an Excel import (issue 10 item 6), listed in its manifest's `imports`;
 * the imports module validates the declaration (`defineImport`) and serves its routes.
 */
import type { PermissionKey } from '@aerosupply/shared';
import type { CellValue } from '@aerosupply/shared/imports/schemas';
import type { ZodType } from 'zod';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../context';

export interface ImportColumn {
  /** The key of the value in the row object handed to `rowSchema`. */
  key: string;
  /** Message key of the column title; the header matches it in either language (D-111). */
  titleKey: string;
  /** Rule for one cell (see `cellText`, `cellInt`, `cellBool`); the column is required when it refuses null. */
  schema: ZodType;
  /** Message key of the hint on the template's notes sheet. */
  hintKey?: string;
  /** Example value on the template's notes sheet. */
  example?: CellValue;
}

/** A problem found by `check`: Excel row number, column key (null: the whole row), message key. */
export interface RowIssue {
  row: number;
  column: string | null;
  key: string;
  params?: Record<string, string | number>;
}

export interface ParsedRow<R> {
  /** Row number as Excel shows it. */
  row: number;
  value: R;
}

export interface ImportDefinition<R = unknown, P extends Record<string, string> = Record<string, string>> {
  /** URL segment and history key: lower-case words joined by '-'. */
  key: string;
  /** Who may use the import (template, upload, preview, commit, history). */
  permission: PermissionKey | readonly PermissionKey[];
  /** Message key of the import's name (sheet name of the template, file names). */
  titleKey: string;
  columns: readonly ImportColumn[];
  /** The whole row after the column rules (cross-field rules); issues on a path name that column. */
  rowSchema: ZodType<R>;
  /** Most data rows one file may hold; default the IMPORT_MAX_ROWS setting (D-366). */
  maxRows?: number;
  /** Upload options (query string), e.g. the dictionary the items belong to; stored with the import. */
  params?: ZodType<P>;
  /**
   * Rules of one row that need neither the database nor other rows (amounts that must add up), run on
   * the cells that passed their column rules even when others failed, so the preview lists every wrong
   * cell of the row at once; an issue on a column that failed its own rule is dropped.
   */
  rowChecks?: (values: Partial<R>) => { column: string | null; key: string; params?: Record<string, string | number> }[];
  /** Rules over all valid rows that need the database or other rows (duplicates, references). */
  check?: (db: Database, rows: ParsedRow<R>[], ctx: { actor: Actor; params: P; deps: AppDeps }) => Promise<RowIssue[]>;
  /** Writes every row inside the pipeline's transaction (`deps` for use cases that notify); answers the number of records written. */
  commit: (trx: Database, rows: ParsedRow<R>[], ctx: { actor: Actor; params: P; deps: AppDeps }) => Promise<number>;
}
