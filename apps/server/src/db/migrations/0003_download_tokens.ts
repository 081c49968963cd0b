import { sql, type Kysely } from 'kysely';

/**
 * One-time download tokens (issue 9 item 4, D-94): the SHA-256 of a random token, the file it
 * opens and until when. A download deletes its row; expired rows are deleted when new ones are made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table download_tokens (
      token_hash text primary key,
      file_id text not null references files (id) on delete cascade,
      user_id integer not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index download_tokens_expires_idx on download_tokens (expires_at)`.execute(db);
  await sql`create index download_tokens_file_idx on download_tokens (file_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
