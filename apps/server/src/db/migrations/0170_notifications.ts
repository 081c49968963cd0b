import { sql, type Kysely } from 'kysely';

/**
 * The in-portal notification centre (issue 10 item 5): one row per user and notification. The text
 * is not stored: the template key and its params are, and the text is rendered at read time in the
 * reader's language. The index serves the bell (unread count) and the keyset list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      template_key text not null,
      params jsonb not null default '{}'::jsonb,
      link text,
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notifications_user_read_id_idx on notifications (user_id, read_at, id desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
