import { sql, type Kysely } from 'kysely';

/**
 * Ship dates of every delivery line (issue 14 item 3, D-291): the original need-by date of the first
 * version, kept across versions and accepted changes, and the date the supplier confirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchase_order_delivery_lines add column original_need_by_date date`.execute(db);
  await sql`alter table purchase_order_delivery_lines add column confirmed_ship_date date`.execute(db);
  await sql`update purchase_order_delivery_lines set original_need_by_date = need_by_date`.execute(db);
  await sql`update purchase_order_delivery_lines d set confirmed_ship_date = i.confirmed_ship_date from purchase_order_items i where i.id = d.item_id and i.confirmed_ship_date is not null`.execute(db);
  await sql`alter table purchase_order_delivery_lines alter column original_need_by_date set not null`.execute(db);
}
