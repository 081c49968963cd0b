/** All SQL of stored files. Files are company-owned: every read is scoped with companyFilter. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import { claimSchedulerRun, forgetSchedulerRuns } from '../../platform/jobs/scheduler-runs';

export interface FileRow {
  id: string;
  storage_key: string;
  filename: string;
  content_type: string;
  size: number | string;
  sha256: string;
  company_id: number;
  uploaded_by: number | null;
  owner_type: string | null;
  owner_id: string | null;
  created_at: Date;
  /** When a record first took the file; null = never attached (the clean-up deletes it after a day). */
  attached_at: Date | null;
}

export async function insertFiles(db: Database, rows: (Omit<FileRow, 'created_at'> & { created_at?: Date })[]): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('files')
    .values(rows.map((r) => ({ ...r, size: Number(r.size) })))
    .returningAll()
    .execute();
}

/** A file visible in the scope (staff: any; others: their company's). */
export async function findFile(db: Database, id: string, scope: Scope): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).where(companyFilter('files.company_id', scope)).executeTakeFirst();
}

/** Files by key inside the scope. */
export async function findFiles(db: Database, ids: readonly string[], scope: Scope): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('files').selectAll().where('id', 'in', ids).where(companyFilter('files.company_id', scope)).execute();
}

/** A file whatever its company: only to ask its owner rule's `canRead`, never answered as such. */
export async function findFileUnscoped(db: Database, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Binds the files to a record and marks them attached (for good: the clean-up never takes them).
 * Returns how many rows it bound (fewer than asked when a file was deleted meanwhile).
 */
export async function setOwner(db: Database, ids: readonly string[], ownerType: string | null, ownerId: string | null): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .updateTable('files')
    .set({ owner_type: ownerType, owner_id: ownerId, attached_at: sql<Date>`coalesce(attached_at, now())` })
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Marks files a record names in JSON (timeline and request attachments) as attached, without an
 * owner; returns the keys that exist.
 */
export async function markAttached(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.updateTable('files').set({ attached_at: sql<Date>`coalesce(attached_at, now())` }).where('id', 'in', ids).returning('id').execute();
  return rows.map((r) => r.id);
}

/** Files attached to a record, oldest first. */
export async function findByOwner(db: Database, ownerType: string, ownerId: string): Promise<FileRow[]> {
  return db.selectFrom('files').selectAll().where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).orderBy('created_at').orderBy('id').execute();
}

/** Detaches the record's files not in `keep`; returns the detached keys. */
export async function detachOthers(db: Database, ownerType: string, ownerId: string, keep: readonly string[]): Promise<string[]> {
  let q = db.updateTable('files').set({ owner_type: null, owner_id: null }).where('owner_type', '=', ownerType).where('owner_id', '=', ownerId);
  if (keep.length) q = q.where('id', 'not in', keep);
  return (await q.returning('id').execute()).map((r) => r.id);
}

// ---- clean-up of never-attached uploads ----

/** Up to `limit` never-attached uploads created before `cutoff`, oldest first, locked (skipping rows another sweep holds). */
export const lockUnattachedBatch = (db: Database, cutoff: Date, limit: number) =>
  db
    .selectFrom('files')
    .select(['id', 'storage_key', 'size'])
    .where('attached_at', 'is', null)
    .where('owner_type', 'is', null)
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();

export async function deleteFileRows(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('files').where('id', 'in', ids).execute();
}

/**
 * Claims the run `name` of `runDate` (a scheduler_runs row) and forgets this job's runs before
 * `keepFrom`; false when another process claimed it already.
 */
export async function claimHourlyRun(db: Database, prefix: string, name: string, runDate: string, keepFrom: string): Promise<boolean> {
  if (!(await claimSchedulerRun(db, name, runDate))) return false;
  await forgetSchedulerRuns(db, prefix, keepFrom);
  return true;
}

// ---- one-time download tokens ----

/** Forgets expired tokens and stores a new one (its SHA-256). */
export async function insertDownloadToken(db: Database, values: { tokenHash: string; fileId: string; userId: number; expiresAt: Date; now: Date }): Promise<void> {
  await db.deleteFrom('download_tokens').where('expires_at', '<=', values.now).execute();
  await db
    .insertInto('download_tokens')
    .values({ token_hash: values.tokenHash, file_id: values.fileId, user_id: values.userId, expires_at: values.expiresAt, created_at: values.now })
    .execute();
}

/** The token's file and expiry; `consume` deletes it in the same statement (single use). */
export const takeDownloadToken = (db: Database, tokenHash: string, consume: boolean) =>
  consume
    ? db.deleteFrom('download_tokens').where('token_hash', '=', tokenHash).returning(['file_id', 'expires_at']).executeTakeFirst()
    : db.selectFrom('download_tokens').select(['file_id', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();

// ---- upload quotas ----

/** A user's upload bytes since `since` (and the oldest of them) and bytes held in never-attached uploads. */
export async function userUploadUsage(db: Database, userId: number, since: Date): Promise<{ day: number; oldest: Date | null; pending: number }> {
  const { rows } = await sql<{ day: string | number; oldest: Date | null; pending: string | number }>`
    select coalesce(sum(size) filter (where created_at > ${since}), 0) as day,
           min(created_at) filter (where created_at > ${since}) as oldest,
           coalesce(sum(size) filter (where attached_at is null and owner_type is null), 0) as pending
      from files
     where uploaded_by = ${userId} and (created_at > ${since} or attached_at is null)`.execute(db);
  const r = rows[0];
  return { day: Number(r?.day ?? 0), oldest: r?.oldest ? new Date(r.oldest) : null, pending: Number(r?.pending ?? 0) };
}

/** A company's upload bytes since `since` and the oldest of those uploads. */
export async function companyUploadUsage(db: Database, companyId: number, since: Date): Promise<{ day: number; oldest: Date | null; pending: number }> {
  const { rows } = await sql<{ day: string | number; oldest: Date | null }>`
    select coalesce(sum(size), 0) as day, min(created_at) as oldest
      from files
     where company_id = ${companyId} and created_at > ${since}`.execute(db);
  const r = rows[0];
  return { day: Number(r?.day ?? 0), oldest: r?.oldest ? new Date(r.oldest) : null, pending: 0 };
}

/** Takes the company's upload lock until the transaction ends (uploads of one company counted one after the other). */
export async function lockCompanyUploads(trx: Database, namespace: number, companyId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${namespace}::int, ${companyId}::int)`.execute(trx);
}

/** The distinct storage keys starting with `prefix` (the demo documents' `demo/`). */
export async function findStorageKeysWithPrefix(db: Database, prefix: string): Promise<string[]> {
  const rows = await db.selectFrom('files').select(['storage_key']).distinct().where('storage_key', 'like', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`).execute();
  return rows.map((r) => r.storage_key);
}
