import { sql, type Kysely } from 'kysely';

/**
 * An inter-base allotment's shipment is marked (D-433): the shipment screens offer it no edit,
 * delete, recall, void, restart or forwarder assignment — the allotment drives it (D-392).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipments add column allotment boolean not null default false`.execute(db);
  await sql`update shipments set allotment = true where id in (select shipment_id from allotments where shipment_id is not null)`.execute(db);
}
