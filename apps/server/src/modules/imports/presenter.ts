/** Import rows as the API answers them; row errors translated into the user's language. */
import { translate, type Lang } from '@aerosupply/shared';
import type { ImportColumnView, ImportPreview, ImportPreviewRow, ImportRowError, ImportSummary } from '@aerosupply/shared/imports/schemas';
import type { Actor } from '../../platform/context';
import { isRequired, type ImportDefinition } from './define';
import { importActions } from './policy';
import type { ImportRow, ImportRowsRow } from './repo';
import type { StoredRowError } from './tables';

export function presentSummary(r: ImportRow, actor: Actor): ImportSummary {
  return {
    id: r.id,
    importKey: r.import_key,
    fileName: r.file_name,
    fileSize: r.file_size,
    status: r.status,
    params: r.params,
    totalRows: r.total_rows,
    validRows: r.total_rows - r.error_rows,
    errorRows: r.error_rows,
    committedRows: r.committed_rows,
    createdBy: r.created_by_name,
    createdAt: r.created_at.toISOString(),
    committedBy: r.committed_by_name,
    committedAt: r.committed_at ? r.committed_at.toISOString() : null,
    actions: importActions(r, actor),
  };
}

export const presentColumns = (def: ImportDefinition, lang: Lang): ImportColumnView[] =>
  def.columns.map((c) => ({ key: c.key, title: translate(c.titleKey, lang), required: isRequired(c) }));

export function presentErrors(def: ImportDefinition, row: number, errors: readonly StoredRowError[], lang: Lang): ImportRowError[] {
  return errors.map((e) => {
    const column = e.column === null ? undefined : def.columns.find((c) => c.key === e.column);
    return {
      row,
      columnKey: column?.key ?? null,
      column: column ? translate(column.titleKey, lang) : null,
      errorKey: e.key,
      message: translate(e.key, lang, e.params),
    };
  });
}

export function presentPreview(def: ImportDefinition, r: ImportRow, rows: readonly ImportRowsRow[], lang: Lang, actor: Actor): ImportPreview {
  return {
    ...presentSummary(r, actor),
    columns: presentColumns(def, lang),
    errors: rows.flatMap((x) => presentErrors(def, x.row_number, x.errors ?? [], lang)),
  };
}

export const presentRow = (def: ImportDefinition, r: ImportRowsRow, lang: Lang): ImportPreviewRow => ({
  row: r.row_number,
  values: r.cells,
  errors: presentErrors(def, r.row_number, r.errors ?? [], lang),
});
