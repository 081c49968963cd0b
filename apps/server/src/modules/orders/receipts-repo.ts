/**
 * SQL of receipts (issue 26 item 1, D-480/D-481): what shipments' deliveries received of purchase
 * order items, and on-time counts per order and per supplier. Receipts are keyed by order and item
 * number (an item's id changes with a new version of the order).
 */
import { ENDED_ITEM_STATUSES, type OrderItemStatus, type OrderStatus } from '@aerosupply/shared/orders/workflow';
import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { PurchaseOrderReceiptsTable } from './tables';

/** An item being received, read after its order and itself were locked. */
export interface ReceivingItem {
  itemId: number;
  orderId: number;
  orderNo: string;
  companyId: number;
  orderStatus: OrderStatus;
  itemNo: number;
  quantity: number;
  itemStatus: OrderItemStatus;
  /** Received so far (every shipment). */
  received: number;
}

/**
 * Locks the orders of these items, then the items, each in id order (the order use cases lock the
 * order first, then an item: the same order here, so the two never wait for each other), and reads
 * them with what was received so far. Items that do not exist are absent.
 */
export async function lockReceivingItems(trx: Database, itemIds: readonly number[]): Promise<ReceivingItem[]> {
  if (itemIds.length === 0) return [];
  const orderIds = trx.selectFrom('purchase_order_items').select('order_id').where('id', 'in', itemIds);
  await trx.selectFrom('purchase_orders').select('id').where('id', 'in', orderIds).orderBy('id').forUpdate().execute();
  await trx.selectFrom('purchase_order_items').select('id').where('id', 'in', itemIds).orderBy('id').forUpdate().execute();
  const rows = await trx
    .selectFrom('purchase_order_items as i')
    .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
    .select([
      'i.id as itemId',
      'o.id as orderId',
      'o.order_no as orderNo',
      'o.company_id as companyId',
      'o.status as orderStatus',
      'i.item_no as itemNo',
      sql<string>`i.quantity::text`.as('qty'),
      'i.status as itemStatus',
      sql<string>`(select coalesce(sum(r.quantity), 0)::text from purchase_order_receipts r where r.order_id = i.order_id and r.item_no = i.item_no)`.as('rcv'),
    ])
    .where('i.id', 'in', itemIds)
    .orderBy('i.id')
    .execute();
  return rows.map(({ qty, rcv, ...r }) => ({ ...r, quantity: Number(qty), received: Number(rcv) }));
}

export const insertReceipts = (trx: Database, rows: Insertable<PurchaseOrderReceiptsTable>[]) =>
  rows.length ? trx.insertInto('purchase_order_receipts').values(rows).execute() : Promise.resolve([]);

/** The statuses of an order's items (to decide whether it is complete). */
export const itemStatusesOf = (trx: Database, orderId: number) => trx.selectFrom('purchase_order_items').select(['id', 'status']).where('order_id', '=', orderId).execute();

/** An order's receipts, oldest first. */
export const receiptsOfOrder = (db: Database, orderId: number) =>
  db
    .selectFrom('purchase_order_receipts')
    .select(['item_no', 'shipment_id', 'shipment_number', sql<string>`quantity::text`.as('quantity'), sql<string>`received_on::text`.as('received_on')])
    .where('order_id', '=', orderId)
    .orderBy('received_on')
    .orderBy('id')
    .execute();
export type ReceiptRow = Awaited<ReturnType<typeof receiptsOfOrder>>[number];

/** Line outcome counts against one basis. */
export interface OnTimeCounts {
  onTime: number;
  late: number;
  open: number;
  unknown: number;
}
export interface OrderOnTimeCounts {
  confirmed: OnTimeCounts;
  original: OnTimeCounts;
}

/**
 * The rule of `lineOnTime` (packages/shared/src/orders/on-time.ts, D-481) in SQL, for one due-date
 * column of `i` and the received quantity and last receipt day of `r`: the lists and the supplier
 * count lines without reading them. The API tests check it answers what the rule answers.
 */
const outcome = (due: RawBuilder<unknown>, today: string) => sql<string>`case
  when ${due} is null then 'unknown'
  when r.qty >= i.quantity then case when r.last_on <= ${due} then 'on_time' else 'late' end
  when ${today}::date > ${due} then 'late'
  else 'open' end`;

const counted = (basis: 'confirmed' | 'original') =>
  (['on_time', 'late', 'open', 'unknown'] as const).map((o) => sql<number>`count(*) filter (where ${sql.ref(`l.${basis}`)} = ${o})::int`.as(`${basis}_${o}`));

/** Live (neither cancelled nor rejected, D-500) items of the orders `where` selects, with their outcome against both bases. */
function lineOutcomes(db: Database, today: string, where: (qb: ReturnType<typeof itemsBase>) => ReturnType<typeof itemsBase>) {
  return where(itemsBase(db))
    .select([
      'i.order_id',
      outcome(sql`i.confirmed_ship_date`, today).as('confirmed'),
      outcome(sql`i.original_ship_date`, today).as('original'),
    ]);
}
const itemsBase = (db: Database) =>
  db
    .selectFrom('purchase_order_items as i')
    .leftJoinLateral(
      (eb) => eb.selectFrom('purchase_order_receipts as x').select([sql<string>`coalesce(sum(x.quantity), 0)`.as('qty'), sql<string>`max(x.received_on)`.as('last_on')]).whereRef('x.order_id', '=', 'i.order_id').whereRef('x.item_no', '=', 'i.item_no').as('r'),
      (join) => join.onTrue(),
    )
    .where('i.status', 'not in', ENDED_ITEM_STATUSES);

const toCounts = (r: Record<string, number>): OrderOnTimeCounts => ({
  confirmed: { onTime: r.confirmed_on_time!, late: r.confirmed_late!, open: r.confirmed_open!, unknown: r.confirmed_unknown! },
  original: { onTime: r.original_on_time!, late: r.original_late!, open: r.original_open!, unknown: r.original_unknown! },
});

/** Outcome counts per order (the order lists' page). */
export async function onTimeCountsOfOrders(db: Database, orderIds: readonly number[], today: string): Promise<Map<number, OrderOnTimeCounts>> {
  if (orderIds.length === 0) return new Map();
  const lines = lineOutcomes(db, today, (qb) => qb.where('i.order_id', 'in', orderIds));
  const rows = await db
    .selectFrom(lines.as('l'))
    .select(['l.order_id', ...counted('confirmed'), ...counted('original')])
    .groupBy('l.order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, toCounts(r as unknown as Record<string, number>)]));
}

/** Outcome counts over every live line of the supplier's orders that are not rejected or cancelled (supplier 360). */
export async function onTimeCountsOfSupplier(db: Database, companyId: number, today: string): Promise<OrderOnTimeCounts> {
  const orders = db.selectFrom('purchase_orders').select('id').where('company_id', '=', companyId).where('status', 'not in', ['rejected', 'cancelled']);
  const lines = lineOutcomes(db, today, (qb) => qb.where('i.order_id', 'in', orders));
  const row = await db
    .selectFrom(lines.as('l'))
    .select([...counted('confirmed'), ...counted('original')])
    .executeTakeFirstOrThrow();
  return toCounts(row as unknown as Record<string, number>);
}
