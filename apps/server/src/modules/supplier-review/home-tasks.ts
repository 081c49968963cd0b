/** Home-page counters of the staff review chain, freeze approvals and failed SAP syncs. */
import type { HomeTask } from '@aerosupply/shared/home/schemas';
import type { ReviewQueue } from '@aerosupply/shared/supplier-review/workflow';
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { countActionable, countFailedSapSyncs, countPendingFreezeRequests } from './repo';

const QUEUE_URL: Record<ReviewQueue, string> = {
  preaudit: 'suppliers/preaudit',
  audit: 'suppliers/audit',
  business: 'suppliers/reviews?queue=business',
  oaSubmit: 'suppliers/reviews?queue=oaSubmit',
  oa: 'suppliers/reviews?queue=oa',
  qauditSubmit: 'suppliers/reviews?queue=qauditSubmit',
  qaudit: 'suppliers/reviews?queue=qaudit',
  sap: 'suppliers/reviews?queue=sap',
};

export const supplierLifecycleTasks: HomeTaskProvider = async ({ db, actor }) => {
  const tasks: HomeTask[] = [];
  const counts = await countActionable(db, actor);
  for (const [queue, count] of Object.entries(counts) as [ReviewQueue, number][]) {
    if (count > 0) tasks.push({ key: `review${queue[0]!.toUpperCase()}${queue.slice(1)}`, count, url: QUEUE_URL[queue] });
  }
  if (actor.permissions.has('supplier.freeze.approve')) {
    const n = await countPendingFreezeRequests(db);
    if (n > 0) tasks.push({ key: 'freezeApprovals', count: n, url: 'suppliers/finance-approval' });
  }
  if (actor.permissions.has('supplier.sync.sap')) {
    const n = await countFailedSapSyncs(db);
    if (n > 0) tasks.push({ key: 'sapSyncFailed', count: n, url: 'suppliers/sap-sync?status=failed' });
  }
  return tasks;
};
