import { sql, type Kysely } from 'kysely';

/**
 * Per-item requests (issue 26 item 3, D-500): an item may wait for the buyer's answer on the
 * supplier's rejection or cancellation of it alone, and an accepted rejection ends it `rejected`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchase_order_items drop constraint purchase_order_items_status_check`.execute(db);
  await sql`alter table purchase_order_items add constraint purchase_order_items_status_check
    check (status in ('open','acknowledged','change_requested','rejection_requested','cancellation_requested','cancelled','rejected','received'))`.execute(db);
}
