/** SQL of the expiry watch: qualifications reaching a threshold, who to tell, once-only claims. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface DueQualification {
  id: number;
  company_id: number;
  company_name: string;
  company_name_en: string | null;
  end_date: string;
  days_left: number;
  doc_type: string | null;
  certificate_no: string | null;
  number: string | null;
  inviting_user_id: number | null;
}

/** Live qualifications ending between `today` and `today + maxDays` (company-local dates), soonest first. */
export async function findDueQualifications(db: Database, today: string, maxDays: number): Promise<DueQualification[]> {
  const { rows } = await sql<DueQualification>`
    select q.id, q.company_id, c.name as company_name, c.name_en as company_name_en, q.end_date::text as end_date, (q.end_date - ${today}::date)::int as days_left,
           q.doc_type, q.certificate_no, q.number, p.inviting_user_id
      from supplier_qualifications q
      join companies c on c.id = q.company_id
      left join supplier_profiles p on p.company_id = q.company_id
     where not q.cancelled and q.end_date between ${today}::date and ${today}::date + ${maxDays}::int
     order by q.end_date, q.id`.execute(db);
  return rows;
}

/** Claims the reminder of (qualification, threshold, end date); false when it was sent already. */
export async function claimReminder(db: Database, values: { qualificationId: number; thresholdDays: number; companyId: number; endDate: string }): Promise<boolean> {
  const claimed = await db
    .insertInto('expiry_notifications')
    .values({ qualification_id: values.qualificationId, threshold_days: values.thresholdDays, company_id: values.companyId, end_date: values.endDate })
    .onConflict((oc) => oc.columns(['qualification_id', 'threshold_days', 'end_date']).doNothing())
    .returning('qualification_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Enabled company administrators of a company. */
export const findCompanyAdmins = (db: Database, companyId: number) =>
  db.selectFrom('users').select('id').where('company_id', '=', companyId).where('is_company_admin', '=', true).where('enabled', '=', true).execute();

/** An enabled user by id (the inviting buyer). */
export const findEnabledUser = (db: Database, userId: number) =>
  db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).where('enabled', '=', true).executeTakeFirst();

/** Enabled buyers of the supplier's wizard categories (level II, else level I). */
export async function findCategoryBuyers(db: Database, companyId: number): Promise<{ id: number; email: string | null }[]> {
  const { rows } = await sql<{ id: number; email: string | null }>`
    select distinct u.id, u.email
      from supplier_profiles p
      cross join lateral jsonb_array_elements(case when jsonb_typeof(p.wizard->'supply'->'categories') = 'array' then p.wizard->'supply'->'categories' else '[]'::jsonb end) c
      join category_buyers b on b.category_code in (c->>'level2', c->>'level1')
      join users u on u.id = b.buyer_user_id and u.enabled
     where p.company_id = ${companyId}`.execute(db);
  return rows;
}

export { claimSchedulerRun } from '../../platform/jobs/scheduler-runs';
