/** Reads of orders and items that other modules use through index.ts (logistics despatch and cargo, supplier 360). */
import { type OrderItemStatus, type OrderStatus } from '@aerosupply/shared/orders/workflow';
import { COUNT_CAP } from '@aerosupply/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

// ---- Read for other modules (logistics shipment notices) ----

export interface OpenOrderLine {
  orderId: number;
  orderNo: string;
  version: number;
  itemId: number;
  itemNo: number;
  partNumber: string;
  description: string | null;
  unit: string;
  lineId: number;
  lineNo: number;
  shipToCode: string;
  needByDate: string;
  confirmedShipDate: string | null;
  /** The line's ordered quantity (what is still to ship is this minus what logistics has shipped against it). */
  openQty: number;
}

/**
 * The delivery lines a supplier may still ship against: orders acknowledged or still open (new,
 * change requested), items neither cancelled nor waiting for a change answer (D-296).
 */
export async function openOrderLinesForSupplier(db: Database, companyId: number, opts: { orderIds?: readonly number[]; limit?: number } = {}): Promise<OpenOrderLine[]> {
  let q = db
    .selectFrom('purchase_order_delivery_lines as d')
    .innerJoin('purchase_order_items as i', 'i.id', 'd.item_id')
    .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
    .select([
      'o.id as orderId',
      'o.order_no as orderNo',
      'o.version',
      'i.id as itemId',
      'i.item_no as itemNo',
      'i.part_number as partNumber',
      'i.description',
      'i.unit',
      'd.id as lineId',
      'd.line_no as lineNo',
      'd.ship_to_code as shipToCode',
      sql<string>`d.need_by_date::text`.as('needByDate'),
      sql<string | null>`d.confirmed_ship_date::text`.as('confirmedShipDate'),
      sql<string>`d.quantity::text`.as('qty'),
    ])
    .where('o.company_id', '=', companyId)
    .where('o.status', 'in', ['new', 'acknowledged', 'change_requested'])
    .where('i.status', 'in', ['open', 'acknowledged']);
  if (opts.orderIds) q = opts.orderIds.length ? q.where('o.id', 'in', opts.orderIds) : q.where(sql<boolean>`false`);
  const rows = await q.orderBy('o.order_no').orderBy('i.item_no').orderBy('d.line_no').limit(opts.limit ?? 5000).execute();
  return rows.map(({ qty, ...r }) => ({ ...r, openQty: Number(qty) }));
}

/** An order item as logistics reads it (despatch and shipment cargo): its order, P/N, quantity and states. */
export interface OrderItemRef {
  orderId: number;
  orderNo: string;
  companyId: number;
  orderStatus: OrderStatus;
  itemId: number;
  itemNo: number;
  partNumber: string;
  description: string | null;
  /** The item's ordered quantity. */
  quantity: number;
  unit: string;
  itemStatus: OrderItemStatus;
}

const itemRefQuery = (db: Database) =>
  db
    .selectFrom('purchase_order_items as i')
    .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
    .select([
      'o.id as orderId',
      'o.order_no as orderNo',
      'o.company_id as companyId',
      'o.status as orderStatus',
      'i.id as itemId',
      'i.item_no as itemNo',
      'i.part_number as partNumber',
      'i.description',
      sql<string>`i.quantity::text`.as('qty'),
      'i.unit',
      'i.status as itemStatus',
    ]);
const toItemRef = ({ qty, ...r }: { qty: string } & Omit<OrderItemRef, 'quantity'>): OrderItemRef => ({ ...r, quantity: Number(qty) });

/** Order items by id, any company and state (staff's shipment cargo; despatch lines as they were). */
export async function findOrderItems(db: Database, itemIds: readonly number[]): Promise<OrderItemRef[]> {
  if (itemIds.length === 0) return [];
  return (await itemRefQuery(db).where('i.id', 'in', itemIds).orderBy('i.id').execute()).map(toItemRef);
}

/**
 * A supplier's acknowledged items of acknowledged orders (what it may despatch, D-309), by order
 * number and item number; optionally only order numbers starting with `orderNo`, or only these items.
 */
export async function acknowledgedItemsOfSupplier(db: Database, companyId: number, opts: { orderNo?: string; itemIds?: readonly number[]; limit?: number } = {}): Promise<OrderItemRef[]> {
  let q = itemRefQuery(db).where('o.company_id', '=', companyId).where('o.status', '=', 'acknowledged').where('i.status', '=', 'acknowledged');
  if (opts.orderNo) q = q.where('o.order_no', 'like', `${opts.orderNo.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
  if (opts.itemIds) q = opts.itemIds.length ? q.where('i.id', 'in', opts.itemIds) : q.where(sql<boolean>`false`);
  return (await q.orderBy('o.order_no').orderBy('i.item_no').limit(opts.limit ?? 500).execute()).map(toItemRef);
}

/** Locks order items (in id order) while another module checks and writes against them (two despatches of one line). */
export async function lockOrderItems(db: Database, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length) await db.selectFrom('purchase_order_items').select('id').where('id', 'in', itemIds).orderBy('id').forUpdate().execute();
}

/** A supplier's latest orders for the supplier 360 (newest release first) and how many it has (capped). */
export async function listOrdersOfSupplier(db: Database, companyId: number, limit: number) {
  const rows = await db
    .selectFrom('purchase_orders as o')
    .select([
      'o.id',
      'o.order_no',
      'o.version',
      'o.status',
      sql<string>`o.total_amount::text`.as('total_amount'),
      'o.currency',
      'o.released_at',
      sql<number>`(select count(*)::int from purchase_order_requests r where r.order_id = o.id and r.status = 'pending')`.as('pending_requests'),
    ])
    .where('o.company_id', '=', companyId)
    .orderBy('o.released_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  const count = await db
    .selectFrom(db.selectFrom('purchase_orders').select('id').where('company_id', '=', companyId).limit(COUNT_CAP + 1).as('x'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Math.min(count.n, COUNT_CAP) };
}
