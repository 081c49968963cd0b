import { sql, type Kysely } from 'kysely';

/** Expiry watch: notifications sent per qualification and threshold; daily scheduler runs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table expiry_notifications (
      qualification_id integer not null,
      threshold_days integer not null,
      company_id integer not null,
      end_date date not null,
      notified_at timestamptz not null default now(),
      primary key (qualification_id, threshold_days, end_date)
    )`.execute(db);
  await sql`
    create table scheduler_runs (
      name text not null,
      run_date date not null,
      created_at timestamptz not null default now(),
      primary key (name, run_date)
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
