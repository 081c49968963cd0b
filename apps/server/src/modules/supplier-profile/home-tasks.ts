/** Supplier workbench counters: data waiting to be submitted, certificates running out, open change requests. */
import { EDITABLE_REVIEW_STATUSES } from '@aerosupply/shared/suppliers/states';
import type { HomeTask } from '@aerosupply/shared/home/schemas';
import { sql } from 'kysely';
import type { HomeTaskProvider } from '../../platform/modules/manifest';

export const supplierDataTasks: HomeTaskProvider = async ({ db, actor, now }) => {
  if (!actor.permissions.has('sup.vendorData')) return [];
  const tasks: HomeTask[] = [];
  const profile = await db.selectFrom('supplier_profiles').select('review_status').where('company_id', '=', actor.companyId).executeTakeFirst();
  if (profile && EDITABLE_REVIEW_STATUSES.includes(profile.review_status)) tasks.push({ key: 'wizardToSubmit', count: 1, url: 'sup/wizard' });
  const in30Days = new Date(now.getTime() + 30 * 86_400_000);
  const expiring = await db
    .selectFrom('supplier_qualifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', actor.companyId)
    .where('cancelled', '=', false)
    .where(sql<boolean>`end_date <= ${in30Days}::date`)
    .executeTakeFirstOrThrow();
  if (Number(expiring.n) > 0) tasks.push({ key: 'qualificationsExpiring', count: Number(expiring.n), url: 'sup/info' });
  const pending = await db
    .selectFrom('supplier_change_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', actor.companyId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(pending.n) > 0) tasks.push({ key: 'changesPending', count: Number(pending.n), url: 'sup/changes' });
  return tasks;
};
