import { sql, type Kysely } from 'kysely';

/**
 * Moves every supplier event into the platform's timeline (D-150) with its id, as subject
 * ('supplier', company id), so the staff supplier detail shows the same history, then drops
 * `supplier_events`. Numbered after 0300 so that it runs after the table exists, on a new
 * database as on an old one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into timeline_entries (id, subject_type, subject_id, kind, action, from_status, to_status, note, attachments, actor_user_id, actor_name, actor_company_id, created_at)
    select id, 'supplier', company_id, kind, action, from_status, to_status, comment, attachments, actor_user_id, actor_name, actor_company_id, created_at
    from supplier_events`.execute(db);
  await sql`select setval(pg_get_serial_sequence('timeline_entries', 'id'), coalesce((select max(id) from timeline_entries), 0) + 1, false)`.execute(db);
  await sql`drop table supplier_events`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
