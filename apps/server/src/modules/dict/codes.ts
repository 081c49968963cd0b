/**
 * One code check for every write (issue 25 item 3, D-560): the fields a use case names are looked
 * up in their dictionary (one query per table), and every unknown one is answered at once as a 400
 * with the field's path and a message naming the value, in the user's language.
 */
import { CODE_CHECK_TABLES, type CodeCheck, type CodeCheckTable, unknownCodeKey } from '@aerosupply/shared/codes/checks';
import type { Database } from '../../db/database';
import { AppError, type AppFieldError } from '../../platform/errors';
import { findKnownValues } from './repo';

export type { CodeCheck, CodeCheckTable };

const text = (v: CodeCheck['value']): string | null => (v === null || v === undefined || String(v).trim() === '' ? null : String(v));

/** The checks whose value is not an enabled item of its table (blank values are not checked). */
export async function findUnknownCodes(db: Database, checks: readonly CodeCheck[]): Promise<CodeCheck[]> {
  const byTable = new Map<CodeCheckTable, Set<string>>();
  for (const c of checks) {
    const v = text(c.value);
    if (v !== null) byTable.set(c.table, (byTable.get(c.table) ?? new Set()).add(v));
  }
  const known = new Map<CodeCheckTable, Set<string>>();
  for (const [table, values] of byTable) known.set(table, await findKnownValues(db, CODE_CHECK_TABLES[table], [...values]));
  return checks.filter((c) => {
    const v = text(c.value);
    return v !== null && !known.get(c.table)!.has(v);
  });
}

/** 400 `common.validation` with one field error per unknown code; nothing when all are known. */
export async function checkCodes(db: Database, checks: readonly CodeCheck[]): Promise<void> {
  const unknown = await findUnknownCodes(db, checks);
  if (unknown.length === 0) return;
  const fields: AppFieldError[] = unknown.map((c) => ({ path: c.path, errorKey: unknownCodeKey(c.table), params: { value: String(c.value) } }));
  throw new AppError(400, 'common.validation', undefined, fields);
}

/** The checks of `items[i].<field>` for each item (paths as zod reports them: `items.2.unit`). */
export function itemChecks<T>(prefix: string, items: readonly T[], fields: (item: T) => { field: string; table: CodeCheckTable; value: CodeCheck['value'] }[]): CodeCheck[] {
  return items.flatMap((item, i) => fields(item).map((f) => ({ path: `${prefix}.${i}.${f.field}`, table: f.table, value: f.value })));
}
