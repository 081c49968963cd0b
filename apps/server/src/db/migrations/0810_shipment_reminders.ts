import { sql, type Kysely } from 'kysely';

/**
 * Reminder mails for shipments stuck at a milestone (issue 16 item 5; D-313): the status a
 * shipment was last reminded at (one reminder per milestone reached) and when. The partial index
 * serves the job's scan of open shipments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipments add column reminded_status text, add column reminded_at timestamptz`.execute(db);
  await sql`create index shipments_open_idx on shipments (updated_at, id) where status not in ('delivered', 'voided')`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
