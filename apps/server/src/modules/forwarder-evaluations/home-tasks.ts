/** The forwarder evaluations' workbench counters (issue 28 item 2, D-580): evaluations the forwarder answers (open, returned), submitted ones logistics closes. */
import type { HomeTask } from '@aerosupply/shared/home/schemas';
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { scopeOf } from '../../platform/tenancy/scope';
import { countEvaluationsIn } from './repo';

export const forwarderEvaluationTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('fwd.evaluation')) return [];
  const tasks: HomeTask[] = [];
  const open = await countEvaluationsIn(db, scopeOf(actor), 'open');
  if (open > 0) tasks.push({ key: 'evaluationsToAnswer', count: open, url: 'fwd/evaluations?status=open' });
  const returned = await countEvaluationsIn(db, scopeOf(actor), 'returned');
  if (returned > 0) tasks.push({ key: 'evaluationsReturned', count: returned, url: 'fwd/evaluations?status=returned' });
  return tasks;
};

export const staffEvaluationTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('logistics.evaluation.manage')) return [];
  const n = await countEvaluationsIn(db, scopeOf(actor), 'submitted');
  return n > 0 ? [{ key: 'evaluationsToClose', count: n, url: 'logistics/evaluations?status=submitted' }] : [];
};
