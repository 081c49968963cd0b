/** Expiry watch wiring: the job handler and the daily scheduler (no HTTP routes). */
import type { ModuleJob } from '../../platform/modules/manifest';
import { EXPIRY_QUEUE, runExpiryScan, tickExpiryScheduler } from './service';

export const expiryWatchJob: ModuleJob = {
  queue: EXPIRY_QUEUE,
  run: async (deps, payload) => {
    await runExpiryScan(deps, typeof payload.date === 'string' ? payload.date : undefined);
  },
  tick: tickExpiryScheduler,
};
