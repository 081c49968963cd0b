/**
 * The supplier scorecard's sourcing figures (issue 31, D-634): RFx invitations answered on time
 * (quoted, or declined with a reason, by the deadline) for RFx whose deadline falls in the period,
 * and approved award lines decided in the period against the item's budget and against the lowest
 * offer of the same currency (price per one unit). One aggregate query per formula.
 */
import type { MeasureEvidence, ScorePeriod, SupplierMeasure } from '@aerosupply/shared/supplier-scorecard/measures';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';

const day = (col: RawBuilder<unknown>, tz: string) => sql`(${col} at time zone ${tz})::date`;
const who = (companyId: number | null, col: string) => (companyId === null ? sql`true` : sql`${sql.ref(col)} = ${companyId}`);

const invitations = (p: ScorePeriod, companyId: number | null) => sql`
  select b.company_id, x.number, x.deadline_at, ${day(sql`x.deadline_at`, p.timeZone)}::text as deadline,
         case when b.participation = 'declined' and coalesce(b.decline_reason, '') <> '' and b.answered_at <= x.deadline_at then ${day(sql`b.answered_at`, p.timeZone)}::text
              else (select ${day(sql`min(q.submitted_at)`, p.timeZone)}::text from sourcing_quotations q where q.rfx_id = x.id and q.company_id = b.company_id and q.submitted_at <= x.deadline_at) end as answered
    from sourcing_rfx_bidders b join sourcing_rfx x on x.id = b.rfx_id
   where b.invited_at is not null and x.deleted_at is null and x.deadline_at is not null
     and ${day(sql`x.deadline_at`, p.timeZone)} between ${p.start}::date and ${p.end}::date and ${p.today}::date > ${day(sql`x.deadline_at`, p.timeZone)}
     and ${who(companyId, 'b.company_id')}`;

export async function rfxAnsweredMeasures(db: Database, p: ScorePeriod): Promise<SupplierMeasure[]> {
  const { rows } = await sql<SupplierMeasure>`
    select i.company_id, count(i.answered)::int as num, count(*)::int as den from (${invitations(p, null)}) i group by i.company_id`.execute(db);
  return rows;
}

export async function rfxAnsweredEvidence(db: Database, companyId: number, p: ScorePeriod, limit: number): Promise<MeasureEvidence[]> {
  const { rows } = await sql<{ number: string; deadline: string; answered: string | null }>`
    select i.number, i.deadline, i.answered from (${invitations(p, companyId)}) i order by (i.answered is null) desc, i.deadline_at, i.number limit ${limit}`.execute(db);
  return rows.map((r) => ({ ref: r.number, date: r.answered, due: r.deadline, figure: null, against: r.answered === null }));
}

/** Approved award lines decided in the period, with the item's budget and the lowest offer in the line's currency. */
const awardLines = (p: ScorePeriod, companyId: number | null) => sql`
  select l.company_id, x.number, it.line_no, ${day(sql`a.decided_at`, p.timeZone)}::text as decided, l.unit_price,
         case when it.budget_price is not null and coalesce(it.budget_currency, l.currency) = l.currency then it.budget_price end as budget,
         (select min(qi.unit_price / nullif(qi.price_unit, 0)) from sourcing_quotation_items qi join sourcing_quotations q on q.id = qi.quotation_id
           where qi.rfx_item_id = l.rfx_item_id and not qi.no_bid and qi.unit_price is not null and q.status = 'submitted'
             and coalesce(qi.currency, q.currency) = l.currency) as lowest
    from sourcing_award_lines l
    join sourcing_awards a on a.id = l.award_id and a.status = 'approved'
    join sourcing_rfx x on x.id = a.rfx_id
    join sourcing_rfx_items it on it.id = l.rfx_item_id
   where a.decided_at is not null and ${day(sql`a.decided_at`, p.timeZone)} between ${p.start}::date and ${p.end}::date and ${who(companyId, 'l.company_id')}`;

export type AwardBasis = 'budget' | 'lowest';
const against = (basis: AwardBasis) => sql.raw(basis === 'budget' ? 'budget' : 'lowest');

export async function awardMeasures(db: Database, basis: AwardBasis, p: ScorePeriod): Promise<SupplierMeasure[]> {
  const { rows } = await sql<SupplierMeasure>`
    select w.company_id, count(*) filter (where w.unit_price <= w.${against(basis)} + 0.005)::int as num, count(w.${against(basis)})::int as den
      from (${awardLines(p, null)}) w group by w.company_id having count(w.${against(basis)}) > 0`.execute(db);
  return rows;
}

export async function awardEvidence(db: Database, basis: AwardBasis, companyId: number, p: ScorePeriod, limit: number): Promise<MeasureEvidence[]> {
  const { rows } = await sql<{ number: string; line_no: number; decided: string; unit_price: string; cmp: string }>`
    select w.number, w.line_no, w.decided, w.unit_price::text as unit_price, round(w.${against(basis)}, 4)::text as cmp
      from (${awardLines(p, companyId)}) w where w.${against(basis)} is not null
     order by (w.unit_price > w.${against(basis)} + 0.005) desc, w.decided, w.number, w.line_no limit ${limit}`.execute(db);
  return rows.map((r) => ({ ref: `${r.number}/${r.line_no}`, date: r.decided, due: r.cmp, figure: Number(r.unit_price), against: Number(r.unit_price) > Number(r.cmp) + 0.005 }));
}
