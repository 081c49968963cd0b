import { sql, type Kysely } from 'kysely';

/**
 * Return paths and exchange (issue 27 items 2 and 5, D-454..D-456):
 * - the outcome a unit shipped with (repaired, overhauled, no fault found, beyond economic repair, scrapped);
 * - an order's kind: a repair, or an exchange whose unit ships from stock (first status `to_ship`)
 *   and whose core becomes due when it ships, with the quotation's return days and overdue fee per day;
 * - the serial return code asked on the inquiry and offered on the shop's quotation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table repair_inquiries add column serial_return_code text not null default 'P' check (serial_return_code in ('P','C','E'))`.execute(db);
  await sql`update repair_inquiries set serial_return_code = 'E' where pricing_method = 'flat_rate_exchange'`.execute(db);
  await sql`alter table repair_quotes add column serial_return_code text check (serial_return_code in ('P','C','E')),
    add column core_return_days integer, add column core_overdue_fee numeric(15,4)`.execute(db);
  await sql`alter table repair_orders add column kind text not null default 'repair' check (kind in ('repair','exchange')),
    add column outcome text check (outcome in ('repaired','overhauled','no_fault_found','beyond_economic_repair','scrapped')),
    add column serial_return_code text not null default 'P',
    add column core_return_days integer, add column core_overdue_fee numeric(15,4), add column core_overdue_days integer, add column core_overdue_charge numeric(15,4)`.execute(db);
  // Orders of exchange inquiries become exchange orders; one not yet shipped waits for its unit, its core not yet due.
  await sql`update repair_orders o set kind = 'exchange', serial_return_code = 'E' from repair_inquiries i where i.id = o.inquiry_id and i.pricing_method = 'flat_rate_exchange'`.execute(db);
  await sql`update repair_orders set status = 'to_ship', core_status = null, core_due_date = null where kind = 'exchange' and status = 'to_be_updated' and core_status = 'due'`.execute(db);
  await sql`update repair_status_changes sc set to_status = 'to_ship' from repair_orders o where o.id = sc.order_id and o.kind = 'exchange' and sc.to_status = 'to_be_updated'`.execute(db);
}
