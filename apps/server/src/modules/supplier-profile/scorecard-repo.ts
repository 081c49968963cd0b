/** The supplier scorecard's qualification figure (issue 31, D-634): qualifications that ran out in the period (not cancelled, not renewed by another of the same type running on). */
import type { ScorePeriod } from '@aerosupply/shared/supplier-scorecard/measures';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface LapsedQualification {
  company_id: number;
  id: number;
  what: string;
  end_date: string;
}

export async function lapsedQualifications(db: Database, p: ScorePeriod, companyId: number | null = null): Promise<LapsedQualification[]> {
  const who = companyId === null ? sql`true` : sql`q.company_id = ${companyId}`;
  const { rows } = await sql<LapsedQualification>`
    select q.company_id, q.id, coalesce(q.certificate_no, q.number, q.doc_type, '#' || q.id) as what, q.end_date::text as end_date
      from supplier_qualifications q
     where not q.cancelled and q.end_date between ${p.start}::date and ${p.end}::date and q.end_date < ${p.today}::date
       and ${who}
       and not exists (select 1 from supplier_qualifications n where n.company_id = q.company_id and n.id <> q.id and not n.cancelled
                        and n.doc_type is not distinct from q.doc_type and n.start_date <= q.end_date + 1 and (n.end_date is null or n.end_date > q.end_date))
     order by q.company_id, q.end_date, q.id`.execute(db);
  return rows;
}
