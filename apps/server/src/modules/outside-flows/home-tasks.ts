/**
 * The outside flows' workbench counters (issue 28 item 2, D-580): the forwarder's flows under way
 * (its "open" tab: instructed, picked up, dispatched, cleared), and the cleared flows logistics staff receive.
 */
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { scopeOf } from '../../platform/tenancy/scope';
import { countTabs } from './repo';

export const forwarderOutsideTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('fwd.logistics')) return [];
  const n = (await countTabs(db, scopeOf(actor), {})).open;
  return n > 0 ? [{ key: 'outsideFlowsToMove', count: n, url: 'fwd/outside?tab=open' }] : [];
};

export const staffOutsideTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('logistics.outside.manage')) return [];
  const n = (await countTabs(db, scopeOf(actor), { status: 'cleared' })).open;
  return n > 0 ? [{ key: 'outsideFlowsToReceive', count: n, url: 'logistics/outside?status=cleared' }] : [];
};
