/**
 * Clean-up of uploads never attached to a record (issue 9 §6, decision D-102): every hour a job
 * deletes, in batches, the files older than `UPLOAD_UNATTACHED_TTL_HOURS` (default 24) whose
 * `attached_at` is still null — the blob from the BlobStore, then the row.
 *
 * "Attached" is set once and for good by `attachFiles` / `replaceFiles` (records owning files:
 * wizard and information pages, qualifications, sub-page rows, uploads naming a record) and by
 * `markFilesAttached` (records keeping keys in JSON: timeline, freeze and blacklist attachments,
 * through `assertAttachments`). A file detached from its record later is kept: a change request or
 * the timeline may still name it.
 *
 * Safe across processes: the scheduler_runs row makes one job per hour, and each batch locks its
 * rows `for update skip locked`, so two sweeps never take the same file; `attachFiles` updates the
 * row it binds, so a file is either attached first (and no longer a candidate) or deleted first
 * (and the attach is refused with 'upload.not_uploaded').
 */
import type { AppDeps } from '../../platform/context';
import type { ModuleJob } from '../../platform/modules/manifest';
import * as repo from './repo';

export const UPLOAD_CLEANUP_QUEUE = 'files.cleanup';
const RUN_NAME = 'upload-cleanup';
const BATCH = 100;
const MAX_BATCHES = 200;

export interface CleanupResult {
  files: number;
  bytes: number;
}

/** Deletes never-attached uploads older than the TTL, `batchSize` at a time; returns what went. */
export async function runUploadCleanup(deps: AppDeps, opts: { batchSize?: number; maxBatches?: number } = {}): Promise<CleanupResult> {
  const batchSize = opts.batchSize ?? BATCH;
  const cutoff = new Date(deps.now().getTime() - deps.config.uploadUnattachedTtlHours * 3600_000);
  const result: CleanupResult = { files: 0, bytes: 0 };
  for (let i = 0; i < (opts.maxBatches ?? MAX_BATCHES); i++) {
    const batch = await deps.db.transaction().execute(async (trx) => {
      const rows = await repo.lockUnattachedBatch(trx, cutoff, batchSize);
      // The blob first, the row after, in the rows' lock: a row never outlives its bytes, and a
      // blob the store would not delete keeps its row for the next run.
      const gone: typeof rows = [];
      let failure: unknown = null;
      for (const row of rows) {
        try {
          await deps.blobs.delete(row.storage_key);
          gone.push(row);
        } catch (err) {
          failure ??= err;
        }
      }
      await repo.deleteFileRows(trx, gone.map((r) => r.id));
      return { selected: rows.length, gone, failure };
    });
    result.files += batch.gone.length;
    result.bytes += batch.gone.reduce((n, r) => n + Number(r.size), 0);
    if (batch.failure && batch.gone.length === 0) throw batch.failure instanceof Error ? batch.failure : new Error(String(batch.failure));
    if (batch.selected < batchSize) break;
  }
  return result;
}

/**
 * The scheduler's tick: enqueues the hour's clean-up once across processes (a scheduler_runs row
 * named `upload-cleanup:<UTC hour>` for the UTC date). Returns whether it enqueued.
 */
export async function tickUploadCleanup(deps: AppDeps): Promise<boolean> {
  const now = deps.now();
  const day = now.toISOString().slice(0, 10);
  const name = `${RUN_NAME}:${String(now.getUTCHours()).padStart(2, '0')}`;
  return deps.db.transaction().execute(async (trx) => {
    // Keep a week of the hourly bookkeeping.
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    if (!(await repo.claimHourlyRun(trx, RUN_NAME, name, day, weekAgo))) return false;
    await deps.jobs.enqueue(UPLOAD_CLEANUP_QUEUE, { date: day, name }, { db: trx, maxAttempts: 3 });
    return true;
  });
}

/** The job handler and its per-minute scheduler (listed in the files module's manifest). */
export const uploadCleanupJob: ModuleJob = {
  queue: UPLOAD_CLEANUP_QUEUE,
  run: async (deps, _payload, { log }) => {
    const { files, bytes } = await runUploadCleanup(deps);
    if (files > 0) log.info({ files, bytes }, 'deleted never-attached uploads');
  },
  tick: tickUploadCleanup,
};
