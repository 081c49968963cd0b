/** The allotment module's workbench counter (issue 28 item 2, D-580): submitted demands logistics instructs (or rejects). */
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { scopeOf } from '../../platform/tenancy/scope';
import { countAllotmentsIn } from './repo';

export const staffAllotmentTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('logistics.allot.manage')) return [];
  const n = await countAllotmentsIn(db, scopeOf(actor), 'submitted');
  return n > 0 ? [{ key: 'allotmentsToInstruct', count: n, url: 'logistics/allot/instruct?status=submitted' }] : [];
};
