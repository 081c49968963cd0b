import { sql, type Kysely } from 'kysely';

/**
 * Receipt closes the chain (issue 26 item 1, D-480): what each shipment's delivery received of
 * each purchase-order item (keyed by order and item number, so a new version of the order keeps
 * them), an item `received` once its whole quantity is, and an order `completed` once every live
 * item is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchase_orders drop constraint purchase_orders_status_check`.execute(db);
  await sql`alter table purchase_orders add constraint purchase_orders_status_check
    check (status in ('new','acknowledged','change_requested','rejection_requested','cancellation_requested','rejected','cancelled','closed','completed'))`.execute(db);
  await sql`alter table purchase_order_items drop constraint purchase_order_items_status_check`.execute(db);
  await sql`alter table purchase_order_items add constraint purchase_order_items_status_check
    check (status in ('open','acknowledged','change_requested','cancelled','received'))`.execute(db);
  await sql`
    create table purchase_order_receipts (
      id serial primary key,
      order_id integer not null references purchase_orders(id) on delete cascade,
      item_no integer not null,
      shipment_id integer,
      shipment_number text not null,
      quantity numeric(14,3) not null check (quantity > 0),
      received_on date not null,
      received_at timestamptz not null,
      recorded_at timestamptz not null,
      recorded_by integer,
      recorded_by_name text not null,
      unique (shipment_id, order_id, item_no)
    )`.execute(db);
  await sql`create index purchase_order_receipts_item on purchase_order_receipts (order_id, item_no)`.execute(db);
}
