/** The freight bills' workbench counters (issue 28 item 2, D-580): bills returned to the forwarder, submitted bills logistics reviews. */
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { scopeOf } from '../../platform/tenancy/scope';
import { countBillsIn } from './repo';

export const forwarderBillTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('fwd.bill')) return [];
  const n = await countBillsIn(db, scopeOf(actor), 'returned');
  return n > 0 ? [{ key: 'freightBillsReturned', count: n, url: 'fwd/bills?status=returned' }] : [];
};

export const staffBillTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('logistics.bills.review')) return [];
  const n = await countBillsIn(db, scopeOf(actor), 'submitted');
  return n > 0 ? [{ key: 'freightBillsToReview', count: n, url: 'logistics/bills?status=submitted' }] : [];
};
