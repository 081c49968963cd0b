import { sql, type Kysely } from 'kysely';

/**
 * The platform's timeline (D-150): one audit trail for every record, keyed by subject type and id,
 * replacing the supplier-only `supplier_events` (its rows move over in 0415, which runs after
 * 0300 has created that table on a new database too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table timeline_entries (
      id serial primary key,
      subject_type text not null,
      subject_id integer not null,
      kind text not null default '',
      action text not null,
      from_status text,
      to_status text,
      note text,
      attachments jsonb not null default '[]'::jsonb,
      actor_user_id integer,
      actor_name text,
      actor_company_id integer,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index timeline_entries_subject_idx on timeline_entries (subject_type, subject_id, created_at desc, id desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
