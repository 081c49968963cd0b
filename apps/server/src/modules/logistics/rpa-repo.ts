/**
 * SQL of RPA (issue 17 item 7, D-421), read by the logistics-rpa module through this module's
 * index.ts: the shipments whose milestone calls for a robot task, one row per cargo line, and the
 * shipments an uploaded result names. Voided shipments are left out. Staff read every shipment.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

const TZ = 'Asia/Shanghai';

export interface RpaShipmentFilters {
  /** The milestone the task is due at (e.g. delivered). */
  milestone: string;
  direction?: string | undefined;
  /** Milestone reached on or after / on or before (China date). */
  from?: string | undefined;
  to?: string | undefined;
  /** Only these shipments (null: any). */
  onlyIds: readonly number[] | null;
  /** Never these shipments (those already processed). */
  excludeIds: readonly number[];
}

function dueShipments(db: Database, f: RpaShipmentFilters) {
  let qb = db
    .selectFrom('shipments as s')
    .innerJoin(
      (eb) => eb.selectFrom('shipment_milestones as m').where('m.milestone', '=', f.milestone).select(['m.shipment_id', sql<Date>`max(m.at)`.as('at')]).groupBy('m.shipment_id').as('ms'),
      (join) => join.onRef('ms.shipment_id', '=', 's.id'),
    )
    .where('s.status', '<>', 'voided');
  if (f.direction) qb = qb.where('s.direction', '=', f.direction);
  if (f.from) qb = qb.where(sql<boolean>`ms.at >= (${f.from}::date)::timestamp at time zone ${TZ}`);
  if (f.to) qb = qb.where(sql<boolean>`ms.at < (${f.to}::date + 1)::timestamp at time zone ${TZ}`);
  if (f.onlyIds) qb = qb.where(sql<boolean>`s.id = any(${[...f.onlyIds]}::int[])`);
  if (f.excludeIds.length > 0) qb = qb.where(sql<boolean>`not (s.id = any(${[...f.excludeIds]}::int[]))`);
  return qb;
}

/** Shipments due for the task with these filters. */
export async function countRpaShipments(db: Database, f: RpaShipmentFilters): Promise<number> {
  const row = await dueShipments(db, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The due shipments' cargo lines (a shipment without cargo: one row with null line columns) after
 * the key (shipment id, cargo id), in that order, at most `limit`.
 */
export function rpaShipmentLines(db: Database, f: RpaShipmentFilters, after: readonly [number, number], limit: number) {
  return dueShipments(db, f)
    .leftJoin('shipment_cargo as c', 'c.shipment_id', 's.id')
    .leftJoin('companies as fc', 'fc.id', 's.forwarder_company_id')
    .where(sql<boolean>`(s.id, coalesce(c.id, 0)) > (${after[0]}, ${after[1]})`)
    .select([
      's.id', 's.number', 's.direction', 's.packing_list_no', 's.master_waybill', 's.house_waybill', 's.awb', 's.pieces', 's.gross_weight', 's.chargeable_weight',
      's.origin_port', 's.destination_port', 's.atd', 's.ata', 'ms.at as milestone_at',
      'fc.name as forwarder_name', 'fc.name_en as forwarder_name_en',
      sql<number>`coalesce(c.id, 0)`.as('cargo_id'),
      'c.line_no', 'c.order_no', 'c.item_no', 'c.part_number', 'c.batch', 'c.description', 'c.quantity', 'c.unit', 'c.receiving_place',
    ])
    .orderBy('s.id')
    .orderBy(sql`coalesce(c.id, 0)`)
    .limit(limit)
    .execute();
}
export type RpaShipmentLine = Awaited<ReturnType<typeof rpaShipmentLines>>[number];

/** The shipments of these numbers (case-insensitive) with the milestones each reached. */
export function shipmentsByNumbers(db: Database, numbers: readonly string[]) {
  const upper = [...new Set(numbers.map((n) => n.toUpperCase()))];
  if (upper.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipments as s')
    .where(sql<boolean>`upper(s.number) = any(${upper}::text[])`)
    .select(['s.id', 's.number', 's.direction', 's.status', sql<string[]>`array(select distinct m.milestone from shipment_milestones m where m.shipment_id = s.id)`.as('milestones')])
    .execute();
}
