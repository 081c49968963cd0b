import { sql, type Kysely } from 'kysely';

/**
 * Exchange with core return (issue 15 item 5, D-347): an order of an exchange inquiry tracks the
 * customer's unserviceable core back to the shop (due date, waybill, sent, received).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table repair_orders add column core_status text check (core_status in ('due','sent','received'))`.execute(db);
  await sql`alter table repair_orders add column core_due_date date`.execute(db);
  await sql`alter table repair_orders add column core_waybill_no text`.execute(db);
  await sql`alter table repair_orders add column core_sent_at timestamptz`.execute(db);
  await sql`alter table repair_orders add column core_received_at timestamptz`.execute(db);
}
