import { sql, type Kysely } from 'kysely';

/**
 * Recovery tickets: forgot password and unlock start with account + captcha and continue with a
 * ticket, so the captcha is asked once and codes can be resent (spec 000 §2 'Forgot password').
 * A ticket for an unknown account has no user (same answers as an account without contacts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recovery_tickets (
      id serial primary key,
      token_hash text not null,
      purpose text not null check (purpose in ('reset','unlock')),
      account text not null,
      user_id integer references users(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index recovery_tickets_token_idx on recovery_tickets (token_hash)`.execute(db);
  await sql`create index recovery_tickets_expires_idx on recovery_tickets (expires_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
