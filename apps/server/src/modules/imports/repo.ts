/** All SQL of the import pipeline: `imports` (company-owned) and `import_rows`. */
import type { ImportAction, ImportStatus } from '@aerosupply/shared/imports/schemas';
import { IMPORT_WORKFLOW } from '@aerosupply/shared/imports/workflow';
import type { Page } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { applyTransitionToMany, statusColumn } from '../../platform/workflow/status-writer';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import type { ImportRowsTable, ImportsTable, StoredRowError } from './tables';
import type { Insertable, Selectable } from 'kysely';

export type ImportRow = Selectable<ImportsTable> & { created_by_name: string | null; committed_by_name: string | null };
export type ImportRowsRow = Selectable<ImportRowsTable>;

function withNames(db: Database) {
  return db
    .selectFrom('imports')
    .leftJoin('users as creator', 'creator.id', 'imports.created_by')
    .leftJoin('users as committer', 'committer.id', 'imports.committed_by')
    .selectAll('imports')
    .select(['creator.real_name as created_by_name', 'committer.real_name as committed_by_name']);
}

export async function insertImport(db: Database, values: Insertable<ImportsTable>): Promise<number> {
  const row = await db
    .insertInto('imports')
    .values({ ...values, params: JSON.stringify(values.params) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts the parsed rows in batches (bind-parameter limits). */
export async function insertRows(db: Database, importId: number, rows: { row: number; cells: Record<string, unknown>; errors: StoredRowError[] }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('import_rows')
      .values(
        rows.slice(i, i + 1000).map((r) => ({
          import_id: importId,
          row_number: r.row,
          cells: JSON.stringify(r.cells),
          errors: r.errors.length > 0 ? JSON.stringify(r.errors) : null,
        })),
      )
      .execute();
  }
}

/** One import of `key` visible in the scope; `lock` holds it until the transaction ends. */
export async function findImport(db: Database, key: string, id: number, scope: Scope, lock = false): Promise<ImportRow | undefined> {
  let q = withNames(db).where('imports.id', '=', id).where('imports.import_key', '=', key).where(companyFilter('imports.company_id', scope));
  if (lock) q = q.forUpdate('imports');
  return q.executeTakeFirst();
}

export interface HistoryFilter {
  status?: ImportStatus;
  fileName?: string;
}

function history(db: Database, key: string, scope: Scope, f: HistoryFilter) {
  let q = db.selectFrom('imports').where('imports.import_key', '=', key).where(companyFilter('imports.company_id', scope));
  if (f.status) q = q.where('imports.status', '=', f.status);
  if (f.fileName) q = q.where('imports.file_name', 'ilike', `%${f.fileName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return q;
}

export async function listImports(db: Database, key: string, scope: Scope, f: HistoryFilter, page: number, pageSize: number): Promise<Page<ImportRow>> {
  const ids = history(db, key, scope, f).select('imports.id');
  return pageQuery(db, withNames(db).where('imports.id', 'in', ids).orderBy('imports.id', 'desc'), { page, pageSize }, { countFrom: history(db, key, scope, f) });
}

/** Rows with errors, in row order. */
export async function errorRows(db: Database, importId: number): Promise<ImportRowsRow[]> {
  return db.selectFrom('import_rows').selectAll().where('import_id', '=', importId).where('errors', 'is not', null).orderBy('row_number').execute();
}

export async function pageOfRows(db: Database, importId: number, onlyErrors: boolean, page: number, pageSize: number): Promise<Page<ImportRowsRow>> {
  let q = db.selectFrom('import_rows').where('import_id', '=', importId);
  if (onlyErrors) q = q.where('errors', 'is not', null);
  return pageQuery(db, q.selectAll().orderBy('row_number'), { page, pageSize });
}

export async function allRows(db: Database, importId: number): Promise<ImportRowsRow[]> {
  return db.selectFrom('import_rows').selectAll().where('import_id', '=', importId).orderBy('row_number').execute();
}

/** Moves an import from one of `from` to `to`; false when it was no longer in one of them. */
/** The import's status, moved only by the status writer with IMPORT_WORKFLOW. */
export const IMPORT_STATUS = statusColumn({ table: 'imports', workflow: IMPORT_WORKFLOW });

/** Commits or cancels the import if it is still in a from-state of `action`; answers whether it moved. */
export async function moveImport(db: Database, id: number, action: ImportAction, now: Date, extra: { committed_by?: number; committed_at?: Date; committed_rows?: number } = {}): Promise<boolean> {
  const moved = await applyTransitionToMany(db, IMPORT_STATUS, { ids: [id], action, set: { ...extra, updated_at: now } });
  return moved.length === 1;
}

export async function setCommittedRows(db: Database, id: number, count: number): Promise<void> {
  await db.updateTable('imports').set({ committed_rows: count }).where('id', '=', id).execute();
}

export async function deleteRows(db: Database, importId: number): Promise<void> {
  await db.deleteFrom('import_rows').where('import_id', '=', importId).execute();
}
