import { sql, type Kysely } from 'kysely';

/**
 * Upload quotas and the clean-up of never-attached uploads (issue 9 §6):
 * - `files.attached_at`: when a record first took the file (attachFiles, or a record keeping its
 *   key in JSON such as timeline attachments); null = never attached, a clean-up candidate.
 *   Files that exist before this migration are all marked attached (their references cannot be
 *   told here: the tables that keep keys in JSON come in later migrations), so the clean-up only
 *   ever deletes uploads made after it.
 * - indexes for the per-user sums of the quotas and the clean-up's scan by age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files add column attached_at timestamptz`.execute(db);
  await sql`update files set attached_at = created_at`.execute(db);
  await sql`create index files_uploader_idx on files (uploaded_by, created_at)`.execute(db);
  await sql`create index files_unattached_user_idx on files (uploaded_by) where attached_at is null`.execute(db);
  await sql`create index files_unattached_created_idx on files (created_at) where attached_at is null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore from a backup to go back');
}
