/** SQL of the stored match summaries of report E and of dropping them when bills or rate cards change (D-437). */
import type { ReportEQuery } from '@aerosupply/shared/logistics-reports/schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** The bills and every bill of the same forwarder sharing one of their waybills: stored summaries dropped (D-437). */
export async function markForRecheck(trx: Database, billIds: readonly number[]): Promise<void> {
  if (billIds.length === 0) return;
  const ids = [...billIds];
  // A join with the ids (not `id = any(…) or id in (…)`, which reads every bill): an import of
  // 10,000 bills marks them and their waybills' other bills in one pass.
  await sql`
    update freight_bills b set match_checked_at = null, match_dirty_at = clock_timestamp()
      from (select unnest(${ids}::int[]) as id
            union
            select o.bill_id from freight_bill_waybills m join freight_bill_waybills o on o.company_id = m.company_id and o.waybill = m.waybill where m.bill_id = any(${ids}::int[])) x
     where b.id = x.id`.execute(trx);
}

/** The stored bills charging any of these (forwarder, waybill) pairs: summaries dropped (an import's new bills, D-437). */
export async function markChargingBills(trx: Database, pairs: readonly { companyId: number; waybill: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  await sql`
    update freight_bills b set match_checked_at = null, match_dirty_at = clock_timestamp()
      from (select distinct o.bill_id
              from unnest(${pairs.map((p) => p.companyId)}::int[], ${pairs.map((p) => p.waybill)}::text[]) as p(c, w)
              join freight_bill_waybills o on o.company_id = p.c and o.waybill = p.w) x
     where b.id = x.bill_id`.execute(trx);
}

/** Bills priced by this rate card (its forwarder, route, mode and currency): stored summaries dropped (D-437). */
export async function markCardBills(trx: Database, cardId: number): Promise<void> {
  await sql`
    update freight_bills b set match_checked_at = null, match_dirty_at = clock_timestamp()
      from freight_rate_cards rc
     where rc.id = ${cardId} and b.company_id = rc.company_id and upper(b.origin) = upper(rc.origin) and upper(b.destination) = upper(rc.destination)
       and b.transport_mode = rc.transport_mode and b.currency = rc.currency`.execute(trx);
}


// ---- stored match summaries (report E, D-437) ----

/** The database clock as text (microseconds kept): a summary computed after it is stored only if nothing changed since. */
export async function matchClock(db: Database): Promise<string> {
  return (await sql<{ t: string }>`select clock_timestamp()::text as t`.execute(db)).rows[0]!.t;
}

/** Stores the summaries computed from `startedAt` on, except on bills changed meanwhile (they stay to be re-checked). */
export async function storeMatchSummaries(db: Database, summaries: readonly { billId: number; differences: number; amount: number }[], strict: boolean, startedAt: string): Promise<void> {
  for (let i = 0; i < summaries.length; i += 5000) {
    const part = summaries.slice(i, i + 5000);
    await sql`
      update freight_bills b set match_differences = v.n, match_amount = v.a, match_strict = ${strict}, match_checked_at = ${startedAt}::timestamptz
        from unnest(${part.map((p) => p.billId)}::int[], ${part.map((p) => p.differences)}::int[], ${part.map((p) => p.amount)}::numeric[]) as v(id, n, a)
       where b.id = v.id and (b.match_dirty_at is null or b.match_dirty_at < ${startedAt}::timestamptz)`.execute(db);
  }
}

/**
 * Bills sent for review whose stored summary is missing, of another strictness, or (open bills:
 * submitted, returned) older than `openMinutes`, so a shipment changed since is seen; newest first.
 */
export async function billsToRecheck(db: Database, strict: boolean, openMinutes: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select id from freight_bills
     where status <> 'draft'
       and (match_checked_at is null or match_strict is distinct from ${strict}
            or (status in ('submitted', 'returned') and match_checked_at < clock_timestamp() - make_interval(mins => ${openMinutes})))
     order by id desc limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/** The bill and the bills of its forwarder sharing a waybill with it whose summary is to be (re)checked (after a write). */
export async function staleAround(db: Database, billId: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select b.id from freight_bills b
     where (b.id = ${billId} or b.id in (select o.bill_id from freight_bill_waybills m join freight_bill_waybills o on o.company_id = m.company_id and o.waybill = m.waybill where m.bill_id = ${billId}))
       and b.match_checked_at is null
     order by b.id desc limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Report E in one pass (D-374, D-430, D-437): per invoice month and forwarder (newest month first,
 * at most `limit` rows) the counts of `billAccuracyCounts`, and of the newest `cap` bills counted
 * that the difference list compares (with waybills or a rate card): how many were scanned, those
 * whose fresh stored summary shows a difference and their amount at stake, and the ids whose
 * summary is to be computed now. `scanned_all` and `over_cap` are over every row, shown or not.
 */
export async function accuracyRows(db: Database, q: ReportEQuery, subjectType: string, strict: boolean, cap: number, limit: number) {
  const where = [sql`b.currency = ${q.currency}`, sql`b.status <> 'draft'`];
  if (q.forwarderId) where.push(sql`b.company_id = ${q.forwarderId}`);
  if (q.from) where.push(sql`b.invoice_date >= ${q.from}::date`);
  if (q.to) where.push(sql`b.invoice_date <= ${q.to}::date`);
  const { rows } = await sql<{
    month: string; company_id: number; company_name: string; company_name_en: string | null; bills: number; returned: number; total_freight: string;
    scanned_all: number; with_differences: number; amount: string | null; stale: number[] | null; over_cap: boolean;
  }>`
    with counted as (
      select b.id, b.company_id, b.status, b.total_freight, to_char(b.invoice_date, 'YYYY-MM') as month, b.match_differences, b.match_amount,
             (b.match_checked_at is not null and b.match_strict = ${strict}) as fresh,
             (cardinality(b.waybill_nos) > 0 or exists (
               select 1 from freight_rate_cards rc
                where rc.company_id = b.company_id and upper(rc.origin) = upper(b.origin) and upper(rc.destination) = upper(b.destination)
                  and rc.transport_mode = b.transport_mode and rc.currency = b.currency
                  and rc.effective_from <= b.invoice_date and (rc.effective_to is null or rc.effective_to >= b.invoice_date))) as comparable
        from freight_bills b
       where ${sql.join(where, sql` and `)}
    ),
    ranked as (
      select k.*, case when k.comparable then row_number() over (partition by k.comparable order by k.id desc) end as rn from counted k
    )
    select g.month, g.company_id, c.name as company_name, c.name_en as company_name_en,
           (count(*))::int as bills,
           (count(*) filter (where g.status = 'returned' or r.subject_id is not null))::int as returned,
           sum(g.total_freight)::text as total_freight,
           (sum(count(*) filter (where g.rn <= ${cap})) over ())::int as scanned_all,
           (count(*) filter (where g.rn <= ${cap} and g.fresh and g.match_differences > 0))::int as with_differences,
           (sum(g.match_amount) filter (where g.rn <= ${cap} and g.fresh))::text as amount,
           array_agg(g.id) filter (where g.rn <= ${cap} and not g.fresh) as stale,
           coalesce(bool_or(bool_or(g.rn > ${cap})) over (), false) as over_cap
      from ranked g
      join companies c on c.id = g.company_id
      left join (select distinct t.subject_id from timeline_entries t where t.subject_type = ${subjectType} and t.action = 'return') r on r.subject_id = g.id
     group by g.month, g.company_id, c.name, c.name_en
     order by g.month desc, c.name
     limit ${limit}`.execute(db);
  return rows;
}
