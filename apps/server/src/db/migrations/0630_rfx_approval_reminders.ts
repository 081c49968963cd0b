import { sql, type Kysely } from 'kysely';

/**
 * RFx approval before release (D-261): the approval of an unreleased RFx beside its status, who
 * submitted it and the last decision with its comment. Bidder reminders (D-262): when each invited
 * bidder was last reminded, so a reminder goes out at most once per interval.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sourcing_rfx
      add column approval_status text not null default 'none' check (approval_status in ('none','pending','approved','rejected')),
      add column approval_submitted_by integer references users(id),
      add column approval_submitted_by_name text,
      add column approval_submitted_at timestamptz,
      add column approval_decided_by_name text,
      add column approval_decided_at timestamptz,
      add column approval_comment text`.execute(db);
  await sql`alter table sourcing_rfx_bidders add column last_reminded_at timestamptz`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
