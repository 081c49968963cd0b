/**
 * How a module declares an Excel import (issue 10 item 6). A module declares it with `defineImport`
 * (in its `imports.ts`) and lists it in its manifest's `imports`; the imports module serves the routes
 * under `/api/imports/<key>` with the import's permission: template, upload + preview, rows,
 * commit, cancel and history.
 */
import type { ImportColumn, ImportDefinition } from '../../platform/modules/import-definition';

export type { ImportColumn, ImportDefinition, ParsedRow, RowIssue } from '../../platform/modules/import-definition';

/**
 * Checks an import's declaration (typed by its row and options while written); list the result in
 * the module manifest's `imports`, where every import has the same type.
 */
export function defineImport<R, P extends Record<string, string> = Record<string, string>>(def: ImportDefinition<R, P>): ImportDefinition {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(def.key)) throw new Error(`Import key "${def.key}" must be lower-case words joined by '-'`);
  const keys = def.columns.map((c) => c.key);
  if (new Set(keys).size !== keys.length) throw new Error(`Import "${def.key}" repeats a column key`);
  return def as unknown as ImportDefinition;
}

/** A column is required when its rule refuses a blank cell. */
export const isRequired = (c: ImportColumn): boolean => !c.schema.safeParse(null).success;
