/** SQL of `scheduler_runs` (its owner, D-840): a scheduler claims its run of a day or hour once across processes. */
import type { Database } from '../../db/database';

/** Marks the run `name` of `runDate`; false when another process did already. */
export async function claimSchedulerRun(db: Database, name: string, runDate: string): Promise<boolean> {
  const row = await db
    .insertInto('scheduler_runs')
    .values({ name, run_date: runDate })
    .onConflict((oc) => oc.columns(['name', 'run_date']).doNothing())
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the runs of the schedulers named `<prefix>:…` before `keepFrom`. */
export async function forgetSchedulerRuns(db: Database, prefix: string, keepFrom: string): Promise<void> {
  await db.deleteFrom('scheduler_runs').where('name', 'like', `${prefix}:%`).where('run_date', '<', keepFrom).execute();
}
