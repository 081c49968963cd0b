import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the dictionary maintenance list, the outbox viewer (keyset by id, filters by status,
 * channel and recipient, subject search with pg_trgm) and file ownership checks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index dict_items_domain_sort_idx on dict_items (domain, sort, id)`.execute(db);
  await sql`create index outbox_status_id_idx on outbox (status, id desc)`.execute(db);
  await sql`create index outbox_channel_id_idx on outbox (channel, id desc)`.execute(db);
  await sql`create index outbox_recipient_lower_idx on outbox (lower(recipient), id desc)`.execute(db);
  await sql`create index outbox_subject_trgm_idx on outbox using gin (subject gin_trgm_ops)`.execute(db);
  await sql`create index jobs_queue_payload_id_idx on jobs (queue, (payload->>'id')) where status in ('queued','running')`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore from a backup to go back');
}
