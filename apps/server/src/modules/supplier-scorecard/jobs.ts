/** Supplier scorecard wiring: the job handler and the daily scheduler (issue 31, D-637). */
import type { ModuleJob } from '../../platform/modules/manifest';
import { runScorecardJob, SCORECARD_QUEUE, tickScorecardScheduler } from './service';

export const scorecardJob: ModuleJob = {
  queue: SCORECARD_QUEUE,
  run: (deps, payload) => runScorecardJob(deps, payload),
  tick: tickScorecardScheduler,
};
