/**
 * The supplier scorecard's order figures (issue 31, D-634): one aggregate query per formula over
 * every supplier for a period, and the same rows for one supplier as evidence. Lines follow the
 * on-time rule of D-481 (`shared/orders/on-time.ts`, as `receipts-repo.ts` writes it in SQL): a
 * line belongs to the period whose days hold its due date.
 */
import type { MeasureEvidence, ScorePeriod, SupplierMeasure } from '@aerosupply/shared/supplier-scorecard/measures';
import { ENDED_ITEM_STATUSES } from '@aerosupply/shared/orders/workflow';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';

export type DueBasis = 'confirmed' | 'original';

const ended = sql.join(ENDED_ITEM_STATUSES.map((s) => sql.lit(s)));
const dueCol = (basis: DueBasis) => sql.raw(basis === 'confirmed' ? 'i.confirmed_ship_date' : 'i.original_ship_date');
const companyCond = (companyId: number | null): RawBuilder<unknown> => (companyId === null ? sql`true` : sql`o.company_id = ${companyId}`);

/**
 * Live lines of live orders due in the period with their outcome (`on_time` / `late` / `open`) and
 * days late (a late line not yet whole counts up to today).
 */
const dueLines = (basis: DueBasis, p: ScorePeriod, companyId: number | null) => sql`
  select o.company_id, o.order_no, i.item_no, ${dueCol(basis)}::text as due,
         r.last_on::text as received_on,
         case when r.qty >= i.quantity then case when r.last_on <= ${dueCol(basis)} then 'on_time' else 'late' end
              when ${p.today}::date > ${dueCol(basis)} then 'late' else 'open' end as outcome,
         greatest(0, case when r.qty >= i.quantity then r.last_on - ${dueCol(basis)} else ${p.today}::date - ${dueCol(basis)} end) as days_late
    from purchase_order_items i
    join purchase_orders o on o.id = i.order_id
    left join lateral (select coalesce(sum(x.quantity), 0) as qty, max(x.received_on) as last_on
                         from purchase_order_receipts x where x.order_id = i.order_id and x.item_no = i.item_no) r on true
   where i.status not in (${ended}) and o.status not in ('rejected', 'cancelled')
     and ${dueCol(basis)} between ${p.start}::date and ${p.end}::date and ${companyCond(companyId)}`;

/** On-time lines over decided (on time or late) lines, per supplier. */
export async function onTimeMeasures(db: Database, basis: DueBasis, p: ScorePeriod): Promise<SupplierMeasure[]> {
  const { rows } = await sql<SupplierMeasure>`
    select l.company_id, count(*) filter (where l.outcome = 'on_time')::int as num, count(*) filter (where l.outcome <> 'open')::int as den
      from (${dueLines(basis, p, null)}) l group by l.company_id`.execute(db);
  return rows;
}

/** Days late summed over decided lines (on-time lines count 0), over decided lines. */
export async function daysLateMeasures(db: Database, p: ScorePeriod): Promise<SupplierMeasure[]> {
  const { rows } = await sql<SupplierMeasure>`
    select l.company_id, coalesce(sum(l.days_late) filter (where l.outcome = 'late'), 0)::int as num, count(*) filter (where l.outcome <> 'open')::int as den
      from (${dueLines('confirmed', p, null)}) l group by l.company_id`.execute(db);
  return rows;
}

/** One supplier's lines due in the period: late ones first (against), then on time. */
export async function dueLineEvidence(db: Database, basis: DueBasis, companyId: number, p: ScorePeriod, limit: number): Promise<MeasureEvidence[]> {
  const { rows } = await sql<{ order_no: string; item_no: number; due: string; received_on: string | null; outcome: string; days_late: number }>`
    select * from (${dueLines(basis, p, companyId)}) l where l.outcome <> 'open'
     order by (l.outcome = 'late') desc, l.days_late desc, l.due, l.order_no, l.item_no limit ${limit}`.execute(db);
  return rows.map((r) => ({ ref: `${r.order_no}/${r.item_no}`, date: r.received_on, due: r.due, figure: Number(r.days_late), against: r.outcome === 'late' }));
}

const releasedDay = (tz: string) => sql`(o.released_at at time zone ${tz})::date`;
const ackDays = (tz: string) => sql`((o.acknowledged_at at time zone ${tz})::date - ${releasedDay(tz)})`;

/**
 * Orders released in the period acknowledged within `days` days of their release, over the orders
 * whose window has passed or that were acknowledged (an order still inside its window is undecided).
 */
export async function ackMeasures(db: Database, days: number, p: ScorePeriod): Promise<SupplierMeasure[]> {
  const { rows } = await sql<SupplierMeasure>`
    select o.company_id,
           count(*) filter (where o.acknowledged_at is not null and ${ackDays(p.timeZone)} <= ${days})::int as num,
           count(*) filter (where o.acknowledged_at is not null or ${releasedDay(p.timeZone)} + ${days}::int < ${p.today}::date)::int as den
      from purchase_orders o
     where ${releasedDay(p.timeZone)} between ${p.start}::date and ${p.end}::date
     group by o.company_id`.execute(db);
  return rows;
}

export async function ackEvidence(db: Database, days: number, companyId: number, p: ScorePeriod, limit: number): Promise<MeasureEvidence[]> {
  const { rows } = await sql<{ order_no: string; released: string; acked: string | null; ack_days: number | null }>`
    select o.order_no, ${releasedDay(p.timeZone)}::text as released, (o.acknowledged_at at time zone ${p.timeZone})::date::text as acked, ${ackDays(p.timeZone)} as ack_days
      from purchase_orders o
     where o.company_id = ${companyId} and ${releasedDay(p.timeZone)} between ${p.start}::date and ${p.end}::date
       and (o.acknowledged_at is not null or ${releasedDay(p.timeZone)} + ${days}::int < ${p.today}::date)
     order by (o.acknowledged_at is null or ${ackDays(p.timeZone)} > ${days}) desc, o.released_at, o.id limit ${limit}`.execute(db);
  return rows.map((r) => ({ ref: r.order_no, date: r.acked, due: r.released, figure: r.ack_days === null ? null : Number(r.ack_days), against: r.ack_days === null || Number(r.ack_days) > days }));
}

/** Change requests (`priceOnly`: those changing the unit price, asked after the acknowledgement) on the orders released in the period, over those orders. */
export async function changeRequestMeasures(db: Database, priceOnly: boolean, p: ScorePeriod): Promise<SupplierMeasure[]> {
  const { rows } = await sql<SupplierMeasure>`
    select o.company_id, coalesce(sum(q.n), 0)::int as num, count(*)::int as den
      from purchase_orders o
      left join lateral (select count(*) as n from purchase_order_requests r where r.order_id = o.id and ${requestCond(priceOnly)}) q on true
     where ${releasedDay(p.timeZone)} between ${p.start}::date and ${p.end}::date
     group by o.company_id`.execute(db);
  return rows;
}

const requestCond = (priceOnly: boolean) =>
  priceOnly
    ? sql`r.kind = 'change' and o.acknowledged_at is not null and r.requested_at > o.acknowledged_at
          and (r.after_values->>'unitPrice')::numeric is distinct from (r.before_values->>'unitPrice')::numeric`
    : sql`r.kind = 'change'`;

export async function changeRequestEvidence(db: Database, priceOnly: boolean, companyId: number, p: ScorePeriod, limit: number): Promise<MeasureEvidence[]> {
  const { rows } = await sql<{ order_no: string; item_no: number | null; asked: string; before_price: string | null; after_price: string | null }>`
    select o.order_no, r.item_no, (r.requested_at at time zone ${p.timeZone})::date::text as asked,
           r.before_values->>'unitPrice' as before_price, r.after_values->>'unitPrice' as after_price
      from purchase_orders o join purchase_order_requests r on r.order_id = o.id
     where o.company_id = ${companyId} and ${releasedDay(p.timeZone)} between ${p.start}::date and ${p.end}::date and ${requestCond(priceOnly)}
     order by r.requested_at, r.id limit ${limit}`.execute(db);
  return rows.map((r) => ({
    ref: r.item_no === null ? r.order_no : `${r.order_no}/${r.item_no}`,
    date: r.asked,
    due: r.before_price,
    figure: r.after_price === null ? null : Number(r.after_price),
    against: true,
  }));
}

/** Orders open at some time in the period, per supplier (the lapsed-qualification formula applies to these suppliers). */
const openDuring = (tz: string, from: RawBuilder<unknown>, to: RawBuilder<unknown>) => sql`
  ${releasedDay(tz)} <= ${to} and (
    o.status in ('new', 'acknowledged', 'change_requested', 'rejection_requested', 'cancellation_requested')
    or (o.status = 'completed' and (select max(x.received_on) from purchase_order_receipts x where x.order_id = o.id) >= ${from})
    or (o.status in ('closed', 'cancelled', 'rejected') and (o.updated_at at time zone ${tz})::date >= ${from}))`;

export async function openOrderCounts(db: Database, p: ScorePeriod): Promise<SupplierMeasure[]> {
  const { rows } = await sql<SupplierMeasure>`
    select o.company_id, 0 as num, count(*)::int as den from purchase_orders o
     where ${openDuring(p.timeZone, sql`${p.start}::date`, sql`${p.end}::date`)} group by o.company_id`.execute(db);
  return rows;
}

/** Of these (supplier, day) pairs, those on which the supplier had an order open; with the first such order's number. */
export async function openOrderOn(db: Database, pairs: readonly { companyId: number; day: string }[], tz: string): Promise<{ company_id: number; day: string; order_no: string }[]> {
  if (pairs.length === 0) return [];
  const { rows } = await sql<{ company_id: number; day: string; order_no: string }>`
    select p.company_id, p.day::text as day, o.order_no
      from unnest(${pairs.map((x) => x.companyId)}::int[], ${pairs.map((x) => x.day)}::date[]) as p(company_id, day)
      join lateral (select o.order_no from purchase_orders o
                     where o.company_id = p.company_id and ${openDuring(tz, sql`p.day`, sql`p.day`)}
                     order by o.released_at limit 1) o on true`.execute(db);
  return rows;
}
