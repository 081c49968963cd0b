import { sql, type Kysely } from 'kysely';

/**
 * Why an account is frozen (D-105): `admin` (its administrator froze it; only an administrator
 * restores it) or `inactivity` (FREEZE_AFTER_DAYS without sign-in; the owner may unlock it by
 * email or SMS). Accounts frozen before this migration are taken as frozen by their administrator,
 * the reading that never lets a freeze be bypassed.
 *
 * Wrong-password counts of account names that do not exist (D-104), so an unknown name locks after
 * LOCK_THRESHOLD wrong passwords exactly like a real account and sign-in does not tell them apart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column frozen_reason text check (frozen_reason in ('admin', 'inactivity'))`.execute(db);
  await sql`update users set frozen_reason = 'admin' where frozen`.execute(db);

  await sql`
    create table unknown_login_failures (
      account text primary key,
      failed_logins integer not null default 0,
      locked_until timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index unknown_login_failures_updated_idx on unknown_login_failures (updated_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
