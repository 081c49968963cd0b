import { sql, type Kysely } from 'kysely';

/**
 * The buyers' "pending requests" lists (D-297): an order waits for a buyer's answer exactly when its
 * status is a requested one, so two small partial indexes serve the list and its count, for all
 * buyers and for one buyer's own orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index purchase_orders_requested_idx on purchase_orders (updated_at desc, id desc) where status in ('change_requested', 'rejection_requested', 'cancellation_requested')`.execute(db);
  await sql`create index purchase_orders_buyer_requested_idx on purchase_orders (buyer_user_id, updated_at desc, id desc) where status in ('change_requested', 'rejection_requested', 'cancellation_requested')`.execute(db);
}
