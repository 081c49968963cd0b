/**
 * Expiry watch (issue 5 §8, domain reference: alerts at 30, 7 and 0 days): a daily job finds
 * qualifications and certificates reaching a threshold, and tells the supplier administrator and
 * the responsible buyer (inviting user, else the buyers of the supplier's categories) by mail and
 * in their notification centre (`notify`), and by a workbench notice — once per qualification, end
 * date and threshold.
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import { EXPIRY_THRESHOLDS } from '@aerosupply/shared/suppliers/states';
import { qualificationPhrase, renderNotification } from '@aerosupply/shared/notifications/templates';
import { formatDate, wallTime } from '@aerosupply/shared/utils';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../platform/context';
import { notify } from '../notifications';

export const EXPIRY_QUEUE = 'expiry.scan';
export const EXPIRY_JOB_NAME = 'expiry-watch';
/** Local hour of the daily run (02:00 company time). */
export const EXPIRY_RUN_HOUR = 2;

interface Due {
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

/** The smallest threshold the remaining days have reached (30 -> 7 -> 0). */
export function thresholdFor(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const sorted = [...EXPIRY_THRESHOLDS].sort((a, b) => a - b);
  return sorted.find((t) => daysLeft <= t) ?? null;
}

async function responsibleBuyers(trx: Database, q: Due): Promise<{ id: number; email: string | null }[]> {
  if (q.inviting_user_id) {
    const u = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', q.inviting_user_id).where('enabled', '=', true).executeTakeFirst();
    if (u) return [u];
  }
  const { rows } = await sql<{ id: number; email: string | null }>`
    select distinct u.id, u.email
      from supplier_profiles p
      cross join lateral jsonb_array_elements(case when jsonb_typeof(p.wizard->'supply'->'categories') = 'array' then p.wizard->'supply'->'categories' else '[]'::jsonb end) c
      join category_buyers b on b.category_code in (c->>'level2', c->>'level1')
      join users u on u.id = b.buyer_user_id and u.enabled
     where p.company_id = ${q.company_id}`.execute(trx);
  return rows;
}

/** The template and params of a reminder (the company's two names, the document type as a phrase). */
function reminder(q: Due, threshold: number) {
  return {
    key: threshold === 0 ? ('expiry.today' as const) : ('expiry.due' as const),
    params: {
      company: { zh: q.company_name, en: q.company_name_en ?? q.company_name },
      docType: qualificationPhrase(q.doc_type),
      what: q.certificate_no ?? q.number ?? `#${q.id}`,
      days: threshold,
      endDate: q.end_date,
    },
  };
}

/** One scan for the company-local date `today` (YYYY-MM-DD); returns how many notices went out. */
export async function runExpiryScan(deps: AppDeps, today: string = formatDate(deps.now(), false, deps.config.companyTimeZone)): Promise<number> {
  const maxDays = Math.max(...EXPIRY_THRESHOLDS);
  const { rows } = await sql<Due>`
    select q.id, q.company_id, c.name as company_name, c.name_en as company_name_en, q.end_date::text as end_date, (q.end_date - ${today}::date)::int as days_left,
           q.doc_type, q.certificate_no, q.number, p.inviting_user_id
      from supplier_qualifications q
      join companies c on c.id = q.company_id
      left join supplier_profiles p on p.company_id = q.company_id
     where not q.cancelled and q.end_date between ${today}::date and ${today}::date + ${maxDays}::int
     order by q.end_date, q.id`.execute(deps.db);
  let sent = 0;
  for (const q of rows) {
    const threshold = thresholdFor(q.days_left);
    if (threshold === null) continue;
    await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('expiry_notifications')
        .values({ qualification_id: q.id, threshold_days: threshold, company_id: q.company_id, end_date: q.end_date })
        .onConflict((oc) => oc.columns(['qualification_id', 'threshold_days', 'end_date']).doNothing())
        .returning('qualification_id')
        .executeTakeFirst();
      if (!claimed) return;
      const { key, params } = reminder(q, threshold);
      const admins = await trx.selectFrom('users').select('id').where('company_id', '=', q.company_id).where('is_company_admin', '=', true).where('enabled', '=', true).execute();
      const buyers = await responsibleBuyers(trx, q);
      await notify(deps, trx, key, admins.map((u) => u.id), params, { link: '/sup/info' });
      await notify(deps, trx, key, buyers.map((u) => u.id).filter((id) => !admins.some((a) => a.id === id)), params, { link: `/suppliers/info/${q.company_id}` });
      // The workbench notices (company-wide on the supplier side) carry both languages of the same template.
      const zh = renderNotification(key, 'zh', params);
      const en = renderNotification(key, 'en', params);
      const notices = [
        { side: 'supplier' as const, company_id: q.company_id, user_id: null, link: 'sup/info' },
        ...buyers.map((b) => ({ side: 'staff' as const, company_id: STAFF_COMPANY_ID, user_id: b.id, link: `suppliers/info/${q.company_id}` })),
      ];
      await trx
        .insertInto('notices')
        .values(notices.map((n) => ({ ...n, title_zh: zh.title, title_en: en.title, body_zh: zh.body, body_en: en.body })))
        .execute();
      sent++;
    });
  }
  return sent;
}

/**
 * The scheduler's tick: from 02:00 company time, enqueue today's scan once (the scheduler_runs row
 * makes it once per day across processes). Returns whether it enqueued.
 */
export async function tickExpiryScheduler(deps: AppDeps): Promise<boolean> {
  const now = deps.now();
  const tz = deps.config.companyTimeZone;
  if (wallTime(now, tz).hour < EXPIRY_RUN_HOUR) return false;
  const today = formatDate(now, false, tz);
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('scheduler_runs')
      .values({ name: EXPIRY_JOB_NAME, run_date: today })
      .onConflict((oc) => oc.columns(['name', 'run_date']).doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!row) return false;
    await deps.jobs.enqueue(EXPIRY_QUEUE, { date: today }, { db: trx, maxAttempts: 3 });
    return true;
  });
}
