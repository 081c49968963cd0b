import { sql, type Kysely } from 'kysely';

/**
 * A forwarder's work lists read, per leg and status, the newest shipments first (D-434): the two
 * forwarder indexes end on `created_at desc, id desc` (the lists' order) instead of `id desc`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists shipments_fwd_idx`.execute(db);
  await sql`drop index if exists shipments_last_fwd_idx`.execute(db);
  await sql`create index shipments_fwd_idx on shipments (forwarder_company_id, status, created_at desc, id desc)`.execute(db);
  await sql`create index shipments_last_fwd_idx on shipments (last_leg_company_id, status, created_at desc, id desc)`.execute(db);
}
