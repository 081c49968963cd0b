/**
 * The match re-check job (D-438): keeps the bills' stored match summaries (report E, D-437) current.
 * Every minute the tick queues one run when a bill sent for review has no fresh summary (never
 * checked, changed since, checked with the other FREIGHT_MATCH_STRICT) or is open (submitted,
 * returned) and was checked more than RECHECK_OPEN_MINUTES ago, so a shipment weighed or re-routed
 * since is seen; the run compares those bills in rounds of RECHECK_ROUND, newest first.
 */
import type { AppDeps } from '../../platform/context';
import type { ModuleJob } from '../../platform/modules/manifest';
import { recheckBills } from './differences';
import * as repo from './repo';

export const BILL_RECHECK_QUEUE = 'freight-bills.recheck';
const JOB_ID = 'recheck';
export const RECHECK_OPEN_MINUTES = 10;
const RECHECK_ROUND = 5_000;
/** Most rounds one run does (the next tick queues another run). */
const MAX_ROUNDS = 20;

/** Re-checks the bills due (see above); answers how many were compared. */
export async function runBillRecheck(deps: AppDeps, openMinutes = RECHECK_OPEN_MINUTES): Promise<number> {
  const strict = deps.config.freightMatchStrict;
  let done = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const ids = await repo.billsToRecheck(deps.db, strict, openMinutes, RECHECK_ROUND);
    if (ids.length === 0) break;
    await recheckBills(deps.db, ids, strict);
    done += ids.length;
    if (ids.length < RECHECK_ROUND) break;
  }
  return done;
}

/** Per-minute scheduler: queues one run when a bill is due (the run is idempotent). */
export async function tickBillRecheck(deps: AppDeps): Promise<boolean> {
  if ((await repo.billsToRecheck(deps.db, deps.config.freightMatchStrict, RECHECK_OPEN_MINUTES, 1)).length === 0) return false;
  await deps.jobs.enqueueOnce(BILL_RECHECK_QUEUE, { id: JOB_ID }, { maxAttempts: 3 });
  return true;
}

export const billRecheckJob: ModuleJob = {
  queue: BILL_RECHECK_QUEUE,
  run: async (deps) => {
    await runBillRecheck(deps);
  },
  tick: tickBillRecheck,
};
