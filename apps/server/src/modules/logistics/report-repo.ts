/**
 * SQL of the logistics reports (issue 17 item 5, D-370), read by the logistics-reports module
 * through this module's index.ts: the report row per shipment (report A) with its milestone flags,
 * shipments per status, and throughput per base and month. Staff read every shipment.
 */
import type { ReportAQuery, ReportBQuery, ReportCQuery, ThroughputQuery } from '@aerosupply/shared/logistics-reports/schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countQuery } from '../../platform/db/paging';

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
  if (q.contractNo) qb = qb.where(sql<boolean>`upper(s.external_contract_no) = ${q.contractNo.trim().toUpperCase()}`);
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
      's.id', 's.number', 's.direction', 's.master_waybill', 's.house_waybill', 's.awb', 's.external_contract_no', 's.status', 's.created_at',
      'fc.name as forwarder_name', 'fc.name_en as forwarder_name_en',
      'ms.last_milestone', 'ms.last_at', 'ms.picked_up', 'ms.dispatched', 'ms.cleared', 'ms.last_leg_picked_up', 'ms.delivered',
    ])
    .select([
      sql<string>`coalesce((select string_agg(p.part_number, ', ') from (select distinct c.part_number from shipment_cargo c where c.shipment_id = s.id order by c.part_number limit 3) p), '')`.as('part_numbers'),
      sql<number>`(select count(*)::int from shipment_cargo c where c.shipment_id = s.id)`.as('cargo_lines'),
    ]);
}

/** Report A: one row per shipment, newest first, with its last milestone and the five flags. */
export async function reportARows(db: Database, q: ReportAQuery) {
  // The page's shipments are chosen first, the milestone and cargo columns then read for those
  // rows only, and the total counts the filtered shipments alone (the joins add no rows; D-431).
  const pageIds = filteredShipments(db, q)
    .select('s.id')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [rows, count] = await Promise.all([
    reportASelect(db, q).where('s.id', 'in', pageIds).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute(),
    countQuery(db, filteredShipments(db, q)),
  ]);
  return { rows, page: q.page, pageSize: q.pageSize, total: count.total };
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
  // The notice month (China time) is a generated column (migration 0970): formatted once per group.
  const month = sql<string>`to_char(s.notice_month, 'YYYY-MM')`;
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

/** Filters of reports B and C: the first-leg forwarder (the one the rows are grouped by) and direction. */
function forwarderShipments(db: Database, q: ReportBQuery) {
  let qb = db.selectFrom('shipments as s').where('s.forwarder_company_id', 'is not', null);
  if (q.forwarderId) qb = qb.where('s.forwarder_company_id', '=', q.forwarderId);
  if (q.direction) qb = qb.where('s.direction', '=', q.direction);
  return qb;
}

/** Count, average and median of one leg's hours (a generated column of the shipment, migration 0970). */
const legStats = (leg: 'response' | 'pick_up' | 'dispatch' | 'clearance' | 'last_leg_pick_up' | 'delivery' | 'total') => {
  const column = sql.ref(`s.${leg}_hours`);
  return [
    sql<number>`count(${column})::int`.as(`${leg}_n`),
    sql<string | null>`avg(${column})::text`.as(`${leg}_avg`),
    sql<string | null>`(percentile_cont(0.5) within group (order by ${column}))::text`.as(`${leg}_median`),
  ];
};

/**
 * Report B (D-372): per first-leg forwarder and notice month (China time), the hours of each leg
 * between milestones: response = domestic forwarder notified → domestic picked up (D-534), pick-up =
 * notice created → domestic picked up, dispatch → shipped, clearance → customs cleared, last-leg
 * pick-up = international forwarder notified → international picked up (D-534), delivery = cleared (or shipped when not cleared) → delivered, total = notice
 * created → delivered; count, average and median of the shipments having both ends.
 * The legs' hours and the month are generated columns of the shipment, read in month order from
 * one covering index (migration 0970, D-432): no milestone event is grouped at request time.
 */
export function cycleTimeRows(db: Database, q: ReportBQuery, limit: number) {
  let qb = forwarderShipments(db, q);
  if (q.from) qb = qb.where(sql<boolean>`s.created_at >= (${q.from}::date)::timestamp at time zone ${TZ}`);
  if (q.to) qb = qb.where(sql<boolean>`s.created_at < (${q.to}::date + 1)::timestamp at time zone ${TZ}`);
  const grouped = qb
    .select(['s.notice_month as month_start', 's.forwarder_company_id as company_id', sql<number>`count(*)::int`.as('shipments')])
    .select([...legStats('response'), ...legStats('pick_up'), ...legStats('dispatch'), ...legStats('clearance'), ...legStats('last_leg_pick_up'), ...legStats('delivery'), ...legStats('total')])
    .groupBy(['s.notice_month', 's.forwarder_company_id']);
  return db
    .selectFrom(grouped.as('g'))
    .innerJoin('companies as c', 'c.id', 'g.company_id')
    .selectAll('g')
    .select([sql<string>`to_char(g.month_start, 'YYYY-MM')`.as('month'), 'c.name as company_name', 'c.name_en as company_name_en'])
    .orderBy('g.month_start', 'desc')
    .orderBy('c.name')
    .limit(limit)
    .execute();
}
export type CycleTimeDbRow = Awaited<ReturnType<typeof cycleTimeRows>>[number];

/**
 * Report C (D-373): per first-leg forwarder and delivery month (China time) the shipments
 * delivered, those with an ETA, and those delivered on or before the ETA's day (China time).
 */
export function onTimeRows(db: Database, q: ReportCQuery, limit: number) {
  // The delivery time, its month and "by the ETA's day" are on the shipment (migration 0970, D-432).
  const grouped = forwarderShipments(db, q)
    .where('s.delivered_at', 'is not', null)
    .$if(!!q.from, (qb) => qb.where(sql<boolean>`s.delivered_at >= (${q.from}::date)::timestamp at time zone ${TZ}`))
    .$if(!!q.to, (qb) => qb.where(sql<boolean>`s.delivered_at < (${q.to}::date + 1)::timestamp at time zone ${TZ}`))
    .select([
      's.delivered_month as month_start',
      's.forwarder_company_id as company_id',
      sql<number>`count(*)::int`.as('delivered'),
      sql<number>`(count(*) filter (where s.eta is not null))::int`.as('with_eta'),
      sql<number>`(count(*) filter (where s.delivered_on_time))::int`.as('on_time'),
    ])
    .groupBy(['s.delivered_month', 's.forwarder_company_id']);
  return db
    .selectFrom(grouped.as('g'))
    .innerJoin('companies as c', 'c.id', 'g.company_id')
    .select([sql<string>`to_char(g.month_start, 'YYYY-MM')`.as('month'), 'g.company_id', 'c.name as company_name', 'c.name_en as company_name_en', 'g.delivered', 'g.with_eta', 'g.on_time'])
    .orderBy('g.month_start', 'desc')
    .orderBy('c.name')
    .limit(limit)
    .execute();
}
