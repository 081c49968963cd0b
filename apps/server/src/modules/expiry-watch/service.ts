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
import type { Database } from '../../db/database';
import type { AppDeps } from '../../platform/context';
import { notify } from '../notifications';
import { insertNotices } from '../home';
import * as repo from './repo';
import type { DueQualification } from './repo';

export const EXPIRY_QUEUE = 'expiry.scan';
export const EXPIRY_JOB_NAME = 'expiry-watch';
/** Local hour of the daily run (02:00 company time). */
export const EXPIRY_RUN_HOUR = 2;

type Due = DueQualification;

/** The smallest threshold the remaining days have reached (30 -> 7 -> 0). */
export function thresholdFor(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const sorted = [...EXPIRY_THRESHOLDS].sort((a, b) => a - b);
  return sorted.find((t) => daysLeft <= t) ?? null;
}

async function responsibleBuyers(trx: Database, q: Due): Promise<{ id: number; email: string | null }[]> {
  if (q.inviting_user_id) {
    const u = await repo.findEnabledUser(trx, q.inviting_user_id);
    if (u) return [u];
  }
  return repo.findCategoryBuyers(trx, q.company_id);
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
  const rows = await repo.findDueQualifications(deps.db, today, maxDays);
  let sent = 0;
  for (const q of rows) {
    const threshold = thresholdFor(q.days_left);
    if (threshold === null) continue;
    await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.claimReminder(trx, { qualificationId: q.id, thresholdDays: threshold, companyId: q.company_id, endDate: q.end_date }))) return;
      const { key, params } = reminder(q, threshold);
      const admins = await repo.findCompanyAdmins(trx, q.company_id);
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
      await insertNotices(trx, notices.map((n) => ({ ...n, title_zh: zh.title, title_en: en.title, body_zh: zh.body, body_en: en.body })));
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
    if (!(await repo.claimSchedulerRun(trx, EXPIRY_JOB_NAME, today))) return false;
    await deps.jobs.enqueue(EXPIRY_QUEUE, { date: today }, { db: trx, maxAttempts: 3 });
    return true;
  });
}
