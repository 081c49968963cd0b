/** Supplier workbench counters: data waiting to be submitted, certificates running out, open change requests. */
import { EDITABLE_REVIEW_STATUSES } from '@aerosupply/shared/suppliers/states';
import type { HomeTask } from '@aerosupply/shared/home/schemas';
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { countPendingChangeRequests } from './change-repo';
import { countQualificationsEndingBy, findReviewStatus } from './repo';

export const supplierDataTasks: HomeTaskProvider = async ({ db, actor, now }) => {
  if (!actor.permissions.has('sup.vendorData')) return [];
  const tasks: HomeTask[] = [];
  const reviewStatus = await findReviewStatus(db, actor.companyId);
  if (reviewStatus && EDITABLE_REVIEW_STATUSES.includes(reviewStatus)) tasks.push({ key: 'wizardToSubmit', count: 1, url: 'sup/wizard' });
  const in30Days = new Date(now.getTime() + 30 * 86_400_000);
  const expiring = await countQualificationsEndingBy(db, actor.companyId, in30Days);
  if (expiring > 0) tasks.push({ key: 'qualificationsExpiring', count: expiring, url: 'sup/info' });
  const pending = await countPendingChangeRequests(db, actor.companyId);
  if (pending > 0) tasks.push({ key: 'changesPending', count: pending, url: 'sup/changes' });
  return tasks;
};
