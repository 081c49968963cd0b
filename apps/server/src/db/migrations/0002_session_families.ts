import { sql, type Kysely } from 'kysely';

/**
 * Refresh-token families (issue 9 item 3, D-90): every session opened by one sign-in and by the
 * refreshes descended from it shares `family_id`, so re-using a rotated refresh token revokes the
 * whole family. Sessions that existed before start a family each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column family_id uuid not null default gen_random_uuid()`.execute(db);
  await sql`create index sessions_family_idx on sessions (family_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
