/** All SQL of stored files. Files are company-owned: every read is scoped with companyFilter. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';

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
