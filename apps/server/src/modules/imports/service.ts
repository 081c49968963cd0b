/**
 * Import use cases: upload (streamed, size-limited, sniffed) -> parse -> check every row -> store
 * the preview; preview and rows; commit all rows in one transaction or none (once); cancel;
 * history; template. Every import is its company's (another company's answers 404).
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Lang, Page } from '@aerosupply/shared';
import type { ImportHistoryQuery, ImportPreview, ImportPreviewRow, ImportRowsQuery, ImportSummary } from '@aerosupply/shared/imports/schemas';
import { fileExtension } from '@aerosupply/shared/validation/upload';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { AppError, conflict, fieldError } from '../../platform/errors';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { decodeFormFilename, safeFilename, SNIFF_BYTES, sniffUpload } from '../files';
import type { ImportDefinition, RowIssue } from './define';
import { presentPreview, presentRow, presentSummary } from './presenter';
import { assertMayOnImport } from './policy';
import * as repo from './repo';
import { checkCells, checkSheet, validRows, type CheckedRow } from './validate';
import { isCompoundFile } from './legacy-xls';
import { readSheet, writeTemplate, type WorkbookFormat } from './workbook';

/** A multipart part as @fastify/multipart hands it over. */
export type ImportPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

const notXlsx = () => new AppError(400, 'imports.not_xlsx', undefined, [{ path: 'file', errorKey: 'imports.not_xlsx' }]);
const tooLarge = (max: number) => new AppError(413, 'imports.too_large', { max: Math.round((max / 1024 / 1024) * 10) / 10 });

function multipartError(err: unknown, max: number): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(max);
  if (code === 'FST_FILES_LIMIT') return fieldError('file', 'upload.too_many_files');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, 'upload.not_multipart');
  return new AppError(400, 'common.bad_request');
}

/** Reads the one file part into memory: extension, size limit while streaming, content sniffing of its head. */
/** The head of an upload is a workbook of its format: a zip package for .xlsx, an OLE2 compound file for .xls (not HTML or text named .xls). */
async function isWorkbook(format: WorkbookFormat, head: Buffer): Promise<boolean> {
  return (await sniffUpload(format, head)).ok && (format === 'xlsx' || isCompoundFile(head));
}

async function receiveWorkbook(parts: AsyncIterable<ImportPart>, max: number): Promise<{ filename: string; format: WorkbookFormat; data: Buffer }> {
  let received: { filename: string; format: WorkbookFormat; data: Buffer } | null = null;
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<ImportPart>;
    try {
      next = await iterator.next();
    } catch (err) {
      throw multipartError(err, max);
    }
    if (next.done) break;
    const part = next.value;
    if (part.type === 'field') {
      if (part.fieldname === 'access_token') continue;
      throw fieldError(part.fieldname, 'validation.unknown_field');
    }
    if (received) {
      part.file.destroy();
      throw fieldError('file', 'upload.too_many_files');
    }
    const filename = safeFilename(decodeFormFilename(part.filename));
    // .xlsx, or a legacy .xls (D-525); the content must be what the name says.
    const format = fileExtension(filename);
    if (format !== 'xlsx' && format !== 'xls') {
      part.file.destroy();
      throw notXlsx();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let sniffed = false;
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size >= max) throw tooLarge(max);
        chunks.push(chunk);
        if (!sniffed && size >= SNIFF_BYTES) {
          sniffed = true;
          if (!(await isWorkbook(format, Buffer.concat(chunks).subarray(0, SNIFF_BYTES)))) throw notXlsx();
        }
      }
    } catch (err) {
      part.file.destroy();
      throw multipartError(err, max);
    }
    if (part.file.truncated) throw tooLarge(max);
    const data = Buffer.concat(chunks);
    if (!sniffed && !(await isWorkbook(format, data))) throw notXlsx();
    received = { filename, format, data };
  }
  if (!received) throw fieldError('file', 'upload.no_file');
  return received;
}

/** Adds the import's own checks (database, other rows) to the rows that passed the column rules. */
async function applyCheck(deps: AppDeps, def: ImportDefinition, rows: CheckedRow[], actor: Actor, params: Record<string, string>): Promise<void> {
  if (!def.check) return;
  const issues: RowIssue[] = await def.check(deps.db, validRows(rows), { actor, params, deps });
  const byRow = new Map(rows.map((r) => [r.row, r]));
  for (const i of issues) byRow.get(i.row)?.errors.push({ column: i.column, key: i.key, ...(i.params ? { params: i.params } : {}) });
}

export async function upload(
  deps: AppDeps,
  actor: Actor,
  lang: Lang,
  def: ImportDefinition,
  parts: AsyncIterable<ImportPart>,
  params: Record<string, string>,
): Promise<ImportPreview> {
  const { filename, format, data } = await receiveWorkbook(parts, deps.config.importMaxBytes);
  const sheet = await readSheet(data, format);
  const rows = checkSheet(def, sheet, def.maxRows ?? deps.config.importMaxRows, lang);
  await applyCheck(deps, def, rows, actor, params);
  const errorCount = rows.filter((r) => r.errors.length > 0).length;
  const id = await deps.db.transaction().execute(async (trx) => {
    const importId = await repo.insertImport(trx, {
      import_key: def.key,
      company_id: actor.companyId,
      params,
      file_name: filename,
      file_size: data.length,
      file_sha256: createHash('sha256').update(data).digest('hex'),
      status: errorCount > 0 ? 'invalid' : 'ready',
      total_rows: rows.length,
      error_rows: errorCount,
      created_by: actor.userId,
      created_at: deps.now(),
      updated_at: deps.now(),
    });
    await repo.insertRows(trx, importId, rows);
    return importId;
  });
  return preview(deps, actor, lang, def, id);
}

export async function preview(deps: AppDeps, actor: Actor, lang: Lang, def: ImportDefinition, id: number): Promise<ImportPreview> {
  const row = mustFind(await repo.findImport(deps.db, def.key, id, scopeOf(actor)));
  return presentPreview(def, row, await repo.errorRows(deps.db, id), lang, actor);
}

export async function rowsOf(deps: AppDeps, actor: Actor, lang: Lang, def: ImportDefinition, id: number, q: ImportRowsQuery): Promise<Page<ImportPreviewRow>> {
  mustFind(await repo.findImport(deps.db, def.key, id, scopeOf(actor)));
  return mapPage(await repo.pageOfRows(deps.db, id, q.onlyErrors === 'true', q.page, q.pageSize), (r) => presentRow(def, r, lang));
}

/**
 * Writes every row in one transaction, or none. The import is claimed (ready -> committed) first,
 * under a row lock, so a second commit, from any process, is refused.
 */
export async function commit(deps: AppDeps, actor: Actor, def: ImportDefinition, id: number): Promise<ImportSummary> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findImport(trx, def.key, id, scopeOf(actor), true));
    assertMayOnImport(row, actor, 'commit');
    if (!(await repo.moveImport(trx, id, 'commit', deps.now(), { committed_by: actor.userId, committed_at: deps.now() }))) throw conflict('imports.already_committed');
    // Checked again: the rules may have changed since the preview, and the values are typed here.
    const checked = (await repo.allRows(trx, id)).map((r) => checkCells(def, r.row_number, r.cells));
    if (checked.some((r) => r.errors.length > 0)) throw conflict('imports.has_errors');
    const count = await def.commit(trx, validRows(checked), { actor, params: row.params, deps });
    await repo.setCommittedRows(trx, id, count);
  });
  return presentSummary(mustFind(await repo.findImport(deps.db, def.key, id, scopeOf(actor))), actor);
}

/** Drops an import that was not committed; its rows are deleted, the history keeps the counts. */
export async function cancel(deps: AppDeps, actor: Actor, def: ImportDefinition, id: number): Promise<ImportSummary> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findImport(trx, def.key, id, scopeOf(actor), true));
    assertMayOnImport(row, actor, 'cancel');
    await repo.moveImport(trx, id, 'cancel', deps.now());
    await repo.deleteRows(trx, id);
  });
  return presentSummary(mustFind(await repo.findImport(deps.db, def.key, id, scopeOf(actor))), actor);
}

export async function history(deps: AppDeps, actor: Actor, def: ImportDefinition, q: ImportHistoryQuery): Promise<Page<ImportSummary>> {
  return mapPage(await repo.listImports(deps.db, def.key, scopeOf(actor), { status: q.status, fileName: q.fileName || undefined }, q.page, q.pageSize), (r) => presentSummary(r, actor));
}

export async function template(deps: AppDeps, def: ImportDefinition, lang: Lang): Promise<Buffer> {
  return writeTemplate(def, lang, def.maxRows ?? deps.config.importMaxRows);
}
