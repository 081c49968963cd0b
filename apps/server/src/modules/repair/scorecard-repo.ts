/**
 * The supplier scorecard's repair figure (issue 31, D-634, D-633): repair orders a shop received
 * in the period, and of these the units back within the warranty of an earlier repair at the same
 * shop — same P/N, a serial number of the earlier order, created before the earlier shipment's
 * warranty days ran out. Only warranties in days (codes D*) are measured: the portal keeps no
 * flight hours or cycles of a unit.
 */
import type { MeasureEvidence, ScorePeriod, SupplierMeasure } from '@aerosupply/shared/supplier-scorecard/measures';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

const received = (p: ScorePeriod, companyId: number | null) => sql`
  select o.company_id, o.order_no, (o.created_at at time zone ${p.timeZone})::date::text as created,
         (select e.order_no || ' ' || (e.shipped_at at time zone ${p.timeZone})::date::text || ' +' || e.warranty_value
            from repair_orders e join repair_inquiries ei on ei.id = e.inquiry_id
           where e.company_id = o.company_id and e.pn = o.pn and e.id <> o.id and e.shipped_at is not null and e.shipped_at < o.created_at
             and e.warranty_code like 'D%' and e.warranty_value is not null and o.created_at <= e.shipped_at + make_interval(days => e.warranty_value)
             and exists (select 1 from jsonb_array_elements_text(ei.serial_numbers) s where i.serial_numbers ? s)
           order by e.shipped_at desc limit 1) as earlier
    from repair_orders o join repair_inquiries i on i.id = o.inquiry_id
   where (o.created_at at time zone ${p.timeZone})::date between ${p.start}::date and ${p.end}::date
     and ${companyId === null ? sql`true` : sql`o.company_id = ${companyId}`}`;

export async function warrantyReturnMeasures(db: Database, p: ScorePeriod): Promise<SupplierMeasure[]> {
  const { rows } = await sql<SupplierMeasure>`
    select r.company_id, count(r.earlier)::int as num, count(*)::int as den from (${received(p, null)}) r group by r.company_id`.execute(db);
  return rows;
}

export async function warrantyReturnEvidence(db: Database, companyId: number, p: ScorePeriod, limit: number): Promise<MeasureEvidence[]> {
  const { rows } = await sql<{ order_no: string; created: string; earlier: string | null }>`
    select r.order_no, r.created, r.earlier from (${received(p, companyId)}) r order by (r.earlier is null), r.created, r.order_no limit ${limit}`.execute(db);
  return rows.map((r) => ({ ref: r.order_no, date: r.created, due: r.earlier, figure: null, against: r.earlier !== null }));
}
