/**
 * SQL of the logistics reports (issue 17 item 5, D-370), read by the logistics-reports module
 * through this module's index.ts: the report row per shipment (report A) with its milestone flags,
 * shipments per status, and throughput per base and month. Staff read every shipment.
 */
import type { ReportAQuery, ThroughputQuery } from '@aerosupply/shared/logistics-reports/schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
const TZ = 'Asia/Shanghai';

type AFilters = Omit<ReportAQuery, 'page' | 'pageSize'>;

function filteredShipments(db: Database, q: AFilters & { base?: string | undefined }) {
  let qb = db.selectFrom('shipments as s');
  if (q.direction) qb = qb.where('s.direction', '=', q.direction);
  if (q.status) qb = qb.where('s.status', '=', q.status);
  if (q.forwarderId) qb = qb.where(sql<boolean>`(s.forwarder_company_id = ${q.forwarderId} or s.last_leg_company_id = ${q.forwarderId})`);
  if (q.waybillNo) {
    const w = q.waybillNo.trim().toUpperCase();
    qb = qb.where(sql<boolean>`(upper(s.awb) = ${w} or upper(s.master_waybill) = ${w} or upper(s.house_waybill) = ${w})`);
  }
  if (q.partNumber) qb = qb.where(sql<boolean>`exists (select 1 from shipment_cargo c where c.shipment_id = s.id and c.part_number ilike ${like(q.partNumber)})`);
  if (q.from) qb = qb.where(sql<boolean>`s.created_at >= (${q.from}::date)::timestamp at time zone ${TZ}`);
  if (q.to) qb = qb.where(sql<boolean>`s.created_at < (${q.to}::date + 1)::timestamp at time zone ${TZ}`);
  if (q.base) qb = qb.where(sql<boolean>`upper(case when s.direction in ('intl_in', 'dom_in') then s.destination_port else s.origin_port end) = upper(${q.base})`);
  return qb;
}

/** Report A's columns over the filtered shipments. */
function reportASelect(db: Database, q: AFilters) {
  return filteredShipments(db, q)
    .leftJoin('companies as fc', 'fc.id', 's.forwarder_company_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('shipment_milestones as m')
          .whereRef('m.shipment_id', '=', 's.id')
          .select([
            sql<string | null>`(array_agg(m.milestone order by m.seq desc, m.at desc))[1]`.as('last_milestone'),
            sql<Date | null>`max(m.at)`.as('last_at'),
            sql<boolean>`coalesce(bool_or(m.milestone = 'domestic_picked_up'), false)`.as('picked_up'),
            sql<boolean>`coalesce(bool_or(m.milestone = 'shipped'), false)`.as('dispatched'),
            sql<boolean>`coalesce(bool_or(m.milestone = 'customs_cleared'), false)`.as('cleared'),
            sql<boolean>`coalesce(bool_or(m.milestone = 'intl_picked_up'), false)`.as('last_leg_picked_up'),
            sql<boolean>`coalesce(bool_or(m.milestone = 'delivered'), false)`.as('delivered'),
          ])
          .as('ms'),
      (join) => join.onTrue(),
    )
    .select([
      's.id', 's.number', 's.direction', 's.master_waybill', 's.house_waybill', 's.awb', 's.status', 's.created_at',
      'fc.name as forwarder_name', 'fc.name_en as forwarder_name_en',
      'ms.last_milestone', 'ms.last_at', 'ms.picked_up', 'ms.dispatched', 'ms.cleared', 'ms.last_leg_picked_up', 'ms.delivered',
    ])
    .select([
      sql<string>`coalesce((select string_agg(p.part_number, ', ') from (select distinct c.part_number from shipment_cargo c where c.shipment_id = s.id order by c.part_number limit 3) p), '')`.as('part_numbers'),
      sql<number>`(select count(*)::int from shipment_cargo c where c.shipment_id = s.id)`.as('cargo_lines'),
    ]);
}

/** Report A: one row per shipment, newest first, with its last milestone and the five flags. */
export function reportARows(db: Database, q: ReportAQuery) {
  const rows = reportASelect(db, q)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc');
  return pageQuery(db, rows, { page: q.page, pageSize: q.pageSize });
}
export type ReportADbRow = Awaited<ReturnType<typeof reportARows>>['rows'][number];

/** Report A, the same rows in batches of `limit` by descending id (the export). */
export function reportABatch(db: Database, q: AFilters, beforeId: number, limit: number) {
  return reportASelect(db, q)
    .where('s.id', '<', beforeId)
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

/** Shipments per status for report A's filters. */
export const reportAByStatus = (db: Database, q: AFilters) =>
  filteredShipments(db, q).select(['s.status', sql<number>`count(*)::int`.as('count')]).groupBy('s.status').orderBy('s.status').execute();

/** Throughput: shipments, deliveries and gross kg per base and month (at most `limit` rows, newest month first). */
export function throughputRows(db: Database, q: ThroughputQuery, limit: number) {
  const month = sql<string>`to_char(s.created_at at time zone ${sql.lit(TZ)}, 'YYYY-MM')`;
  const base = sql<string>`upper(case when s.direction in ('intl_in', 'dom_in') then s.destination_port else s.origin_port end)`;
  return filteredShipments(db, q)
    .select([
      month.as('month'),
      base.as('base'),
      sql<number>`count(*)::int`.as('shipments'),
      sql<number>`(count(*) filter (where s.status = 'delivered'))::int`.as('delivered'),
      sql<string>`coalesce(sum(s.gross_weight), 0)::text`.as('gross_kg'),
    ])
    .groupBy([month, base])
    .orderBy(month, 'desc')
    .orderBy(base)
    .limit(limit)
    .execute();
}
