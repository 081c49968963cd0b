import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the order lists at a million orders (issue 14 'Figures', D-297): a supplier's list by
 * status in the default order (the count reads the release time from the index), the buyer's own
 * orders, and the order list sorted by order date or amount within a supplier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index purchase_orders_company_status_idx on purchase_orders (company_id, status, updated_at desc, id desc) include (released_at)`.execute(db);
  await sql`create index purchase_orders_buyer_idx on purchase_orders (buyer_user_id, updated_at desc, id desc) where buyer_user_id is not null`.execute(db);
  await sql`create index purchase_orders_company_amount_idx on purchase_orders (company_id, total_amount desc, id desc)`.execute(db);
  await sql`create index purchase_orders_company_date_idx on purchase_orders (company_id, order_date desc, id desc)`.execute(db);
}
