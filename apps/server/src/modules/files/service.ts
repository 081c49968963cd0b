/**
 * File use cases: streamed uploads (spec 000 §5 check + content sniffing), downloads limited to
 * those allowed to see the file, and attaching files to records for other modules.
 *
 * An upload is streamed to the BlobStore first and recorded in one short transaction afterwards:
 * holding a transaction open while 100 MB arrive would block the database (PGlite has one
 * connection). Blobs of a failed upload are deleted.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { NEVER_ALLOWED_EXTENSIONS, uploadOptionsSchema, type UploadOptions } from '@aerosupply/shared/files/schemas';
import { checkUpload, DEFAULT_UPLOAD_EXTENSIONS, fileExtension, type FileItem } from '@aerosupply/shared/validation/upload';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { BlobNotFoundError } from '../../platform/files/blob-store';
import { issueKey } from '../../platform/http/error-handler';
import { scopeOf, type Scope } from '../../platform/tenancy/scope';
import { fileOwnerRule } from './access';
import { decodeFormFilename, safeFilename } from './content-disposition';
import { toFileItem } from './presenter';
import { reserveQuota } from './quota';
import * as repo from './repo';
import { SNIFF_BYTES, sniffUpload } from './sniff';

/** A multipart part as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown; valueTruncated?: boolean }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

const OPTION_FIELDS = new Set(['allowed', 'ownerType', 'ownerId']);
const FILE_KEY = /^[A-Za-z0-9_-]{16,64}$/;

const tooLarge = (path: string) => new AppError(413, 'upload.too_large', undefined, [{ path, errorKey: 'upload.too_large' }]);

/** A random, unguessable file key (24 bytes, base64url). */
const newFileKey = () => randomBytes(24).toString('base64url');

/** Server-generated storage key `<yyyy>/<mm>/<uuid>`; the client's name never reaches the storage. */
function storageKey(now: Date): string {
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
}

/** Errors of the multipart parser as clear 4xx answers. */
function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return fieldError('file', 'upload.too_many_files');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('file');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, 'upload.not_multipart');
  // Malformed bodies, aborted requests, too many parts or fields.
  return new AppError(400, 'common.bad_request');
}

async function resolveOptions(deps: AppDeps, actor: Actor, fields: Record<string, string>): Promise<UploadOptions> {
  const parsed = uploadOptionsSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), errorKey: issueKey(i as Parameters<typeof issueKey>[0]) }));
    throw new AppError(400, 'common.validation', undefined, issues);
  }
  const options = parsed.data;
  if (options.ownerType !== undefined || options.ownerId !== undefined) {
    if (!options.ownerType) throw fieldError('ownerType', 'validation.required');
    if (!options.ownerId) throw fieldError('ownerId', 'validation.required');
    const rule = fileOwnerRule(options.ownerType);
    if (!rule) throw fieldError('ownerType', 'upload.unknown_owner');
    if (!(await rule.canAttach(deps.db, actor, options.ownerId))) throw notFound();
  }
  return options;
}

type StoredUpload = Omit<repo.FileRow, 'created_at' | 'attached_at'>;

/** Reads up to `bytes` from the iterator; `done` when the stream ended within them. */
async function readHead(it: AsyncIterator<Buffer>, bytes: number): Promise<{ head: Buffer; done: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const r = await it.next();
    if (r.done) return { head: Buffer.concat(chunks), done: true };
    chunks.push(r.value);
    length += r.value.length;
  }
  return { head: Buffer.concat(chunks), done: false };
}

/** Checks one file part (extension, size, content) and streams it to the BlobStore. */
async function storeOne(deps: AppDeps, actor: Actor, part: Extract<UploadPart, { type: 'file' }>, options: UploadOptions): Promise<StoredUpload> {
  const path = part.fieldname || 'file';
  const filename = safeFilename(decodeFormFilename(part.filename));
  const ext = fileExtension(filename);
  const allowed = options.allowed ?? DEFAULT_UPLOAD_EXTENSIONS;
  if (!filename || NEVER_ALLOWED_EXTENSIONS.includes(ext) || checkUpload({ name: filename, size: 0 }, allowed) !== null) {
    part.file.destroy();
    throw fieldError(path, 'upload.bad_format');
  }
  const max = deps.config.maxUploadBytes;
  const it = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let first: { head: Buffer; done: boolean };
  try {
    first = await readHead(it, SNIFF_BYTES);
  } catch {
    throw new AppError(400, 'upload.failed');
  }
  const { head } = first;
  if (head.length >= max || part.file.truncated) {
    await it.return?.();
    throw tooLarge(path);
  }
  const verdict = await sniffUpload(ext, head);
  if (!verdict.ok) {
    await it.return?.();
    throw fieldError(path, verdict.errorKey);
  }

  let size = head.length;
  let sourceFailed = false;
  let finished = first.done;
  async function* body(): AsyncGenerator<Buffer> {
    try {
      yield head;
      while (!finished) {
        let r: IteratorResult<Buffer>;
        try {
          r = await it.next();
        } catch (err) {
          sourceFailed = true;
          throw err;
        }
        if (r.done) {
          finished = true;
          break;
        }
        size += r.value.length;
        if (size >= max) throw tooLarge(path);
        yield r.value;
      }
      if (part.file.truncated) throw tooLarge(path);
    } finally {
      if (!finished) await it.return?.();
    }
  }

  const key = storageKey(deps.now());
  try {
    const blob = await deps.blobs.put(key, Readable.from(body()), verdict.contentType);
    return {
      id: newFileKey(),
      storage_key: key,
      filename,
      content_type: verdict.contentType,
      size: blob.size,
      sha256: blob.sha256,
      company_id: actor.companyId,
      // An integration client's upload (D-550) has no user.
      uploaded_by: actor.userId > 0 ? actor.userId : null,
      owner_type: options.ownerType ?? null,
      owner_id: options.ownerId ?? null,
    };
  } catch (err) {
    await deps.blobs.delete(key).catch(() => undefined);
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(path);
    // The client broke off (400) or the storage failed (503): both say 'Upload failed, please try again'.
    throw new AppError(sourceFailed ? 400 : 503, 'upload.failed');
  }
}

/**
 * Receives the parts of a multipart upload: option fields first (merged over `given`, the query
 * parameters), then up to `maxFiles` files. Answers the stored files' items (spec 000 §3).
 */
export async function receiveUploads(deps: AppDeps, actor: Actor, parts: AsyncIterable<UploadPart>, given: Record<string, string>): Promise<FileItem[]> {
  const fields: Record<string, string> = { ...given };
  let options: UploadOptions | null = null;
  const stored: StoredUpload[] = [];
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<UploadPart>;
      try {
        next = await iterator.next();
      } catch (err) {
        throw multipartError(err);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (part.fieldname === 'access_token') continue;
        if (!OPTION_FIELDS.has(part.fieldname)) throw fieldError(part.fieldname, 'validation.unknown_field');
        if (options) throw fieldError(part.fieldname, 'upload.field_order');
        if (typeof part.value !== 'string' || part.valueTruncated) throw fieldError(part.fieldname, 'validation.too_long');
        fields[part.fieldname] = part.value;
        continue;
      }
      try {
        options ??= await resolveOptions(deps, actor, fields);
      } catch (err) {
        part.file.destroy();
        throw err;
      }
      stored.push(await storeOne(deps, actor, part, options));
    }
    options ??= await resolveOptions(deps, actor, fields);
    if (stored.length === 0) throw fieldError('file', 'upload.no_file');
    const rows = await deps.db.transaction().execute(async (trx) => {
      // The quotas count what is recorded, so the check and the insert share the transaction and its lock.
      const now = deps.now();
      const bytes = stored.reduce((n, s) => n + Number(s.size), 0);
      const pending = stored.reduce((n, s) => n + (s.owner_type === null ? Number(s.size) : 0), 0);
      await reserveQuota(trx, deps, actor, bytes, pending, now);
      return repo.insertFiles(trx, stored.map((s) => ({ ...s, created_at: now, attached_at: s.owner_type === null ? null : now })));
    });
    return rows.map(toFileItem);
  } catch (err) {
    await Promise.all(stored.map((s) => deps.blobs.delete(s.storage_key).catch(() => undefined)));
    throw err;
  }
}

/**
 * The row of file `fileKey` if the actor may read it: staff any file, a supplier or forwarder its
 * company's, and anyone a file of a record whose owner rule grants reading. Otherwise 404.
 */
export async function findReadableFile(deps: AppDeps, actor: Actor, fileKey: string): Promise<repo.FileRow> {
  if (!FILE_KEY.test(fileKey)) throw notFound();
  let row = await repo.findFile(deps.db, fileKey, scopeOf(actor));
  if (!row) {
    const other = await repo.findFileUnscoped(deps.db, fileKey);
    const rule = other?.owner_type ? fileOwnerRule(other.owner_type) : undefined;
    if (other?.owner_id && rule?.canRead && (await rule.canRead(deps.db, actor, other.owner_id))) row = other;
  }
  if (!row) throw notFound();
  return row;
}

/** The file `fileKey` for the actor (the rule of `findReadableFile`) with its bytes. */
export async function openFile(deps: AppDeps, actor: Actor, fileKey: string): Promise<{ row: repo.FileRow; stream: Readable }> {
  return openRow(deps, await findReadableFile(deps, actor, fileKey));
}

/** The bytes of a file row the caller may read; 404 when the blob is gone. */
export async function openRow(deps: AppDeps, row: repo.FileRow): Promise<{ row: repo.FileRow; stream: Readable }> {
  try {
    return { row, stream: await deps.blobs.get(row.storage_key) };
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound();
    throw err;
  }
}

// ---- helpers for other modules (exported through ./index.ts) ----

export interface AttachInput {
  fileKeys: readonly string[];
  ownerType: string;
  ownerId: string | number;
  scope: Scope;
}

/**
 * Binds uploaded files to a record inside the caller's transaction. The files must be visible in
 * the scope (the actor's company's, or any for staff) and free or already this record's; an unknown
 * or foreign key answers 'upload.not_uploaded' (400) without telling which.
 */
export async function attachFiles(trx: Database, input: AttachInput): Promise<FileItem[]> {
  const keys = [...new Set(input.fileKeys)];
  if (keys.length === 0) return [];
  const ownerId = String(input.ownerId);
  if (keys.some((k) => !FILE_KEY.test(k))) throw fieldError('fileKeys', 'upload.not_uploaded');
  const rows = await repo.findFiles(trx, keys, input.scope);
  if (rows.length !== keys.length) throw fieldError('fileKeys', 'upload.not_uploaded');
  if (rows.some((r) => r.owner_type !== null && (r.owner_type !== input.ownerType || r.owner_id !== ownerId))) throw conflict('upload.already_attached');
  // A file the clean-up deleted since it was read is not bound: refuse rather than keep a dangling key.
  if ((await repo.setOwner(trx, keys, input.ownerType, ownerId)) !== keys.length) throw fieldError('fileKeys', 'upload.not_uploaded');
  const byKey = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => toFileItem(byKey.get(k)!));
}

/**
 * For records that keep file keys in JSON instead of owning them (timeline, freeze and blacklist
 * attachments): marks the files attached so the clean-up of unattached uploads keeps them, inside
 * the caller's transaction. Returns the keys that name stored files (the caller refuses the others).
 */
export async function markFilesAttached(trx: Database, fileKeys: readonly string[]): Promise<string[]> {
  return repo.markAttached(trx, [...new Set(fileKeys)]);
}

/** Makes `fileKeys` the record's whole file list: attaches them and detaches the record's others. */
export async function replaceFiles(trx: Database, input: AttachInput): Promise<FileItem[]> {
  const items = await attachFiles(trx, input);
  await repo.detachOthers(trx, input.ownerType, String(input.ownerId), items.map((i) => i.fileKey));
  return items;
}

/** The files attached to a record, oldest first (the caller has checked the record is visible). */
export async function listFiles(db: Database, ownerType: string, ownerId: string | number): Promise<FileItem[]> {
  return (await repo.findByOwner(db, ownerType, String(ownerId))).map(toFileItem);
}
