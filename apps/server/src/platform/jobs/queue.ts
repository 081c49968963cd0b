/**
 * A job queue in the `jobs` table, polled in-process (works on PGlite and PostgreSQL alike; on
 * PostgreSQL several processes share it through `for update skip locked`). Used for mail, SMS,
 * integration retries and daily scans.
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';

export type JobHandler = (payload: Record<string, unknown>, ctx: { db: Database; attempt: number }) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** Enqueue inside the caller's transaction so the job exists only if the use case commits. */
  db?: Database;
}

// Wall-clock time on purpose: run_at and finished_at are compared with the database's now() when jobs are claimed, not with deps.now.
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>,
    private readonly pollMs: number,
  ) {}

  register(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  async enqueue(queue: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<number> {
    const row = await (opts.db ?? this.db)
      .insertInto('jobs')
      .values(jobRow(queue, payload, opts))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Several jobs of one queue with one insert. */
  async enqueueMany(queue: string, payloads: readonly Record<string, unknown>[], opts: EnqueueOptions = {}): Promise<void> {
    if (payloads.length === 0) return;
    await (opts.db ?? this.db)
      .insertInto('jobs')
      .values(payloads.map((payload) => jobRow(queue, payload, opts)))
      .execute();
  }

  /**
   * Like enqueue, for jobs about one record (`payload.id`): a queued job of the same queue and id is
   * made due now instead of adding a second one; a running one is left to finish.
   */
  async enqueueOnce(queue: string, payload: Record<string, unknown> & { id: number | string }, opts: EnqueueOptions = {}): Promise<number> {
    const db = opts.db ?? this.db;
    const existing = await db
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('queue', '=', queue)
      .where('status', 'in', ['queued', 'running'])
      .where(sql<string>`payload->>'id'`, '=', String(payload.id))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!existing) return this.enqueue(queue, payload, opts);
    if (existing.status === 'queued') {
      await db.updateTable('jobs').set({ run_at: opts.runAt ?? new Date(), attempts: 0, last_error: null }).where('id', '=', existing.id).execute();
    }
    return existing.id;
  }

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.drain()
        .then(() => undefined)
        .catch((err: unknown) => this.log.error({ err }, 'job worker failed'))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
        });
    };
    this.timer = setTimeout(tick, this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every job that is due now; returns how many ran (tests call this directly). */
  async drain(limit = 50): Promise<number> {
    let ran = 0;
    while (ran < limit) {
      const job = await this.claim();
      if (!job) break;
      ran++;
      const handler = this.handlers.get(job.queue);
      try {
        if (!handler) throw new Error(`no handler for queue ${job.queue}`);
        await handler(job.payload, { db: this.db, attempt: job.attempts });
        await this.db.updateTable('jobs').set({ status: 'done', finished_at: new Date(), last_error: null }).where('id', '=', job.id).execute();
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const final = job.attempts >= job.max_attempts;
        // Exponential back-off: 30 s, 1 min, 2 min, ...
        const retryAt = new Date(Date.now() + 30_000 * 2 ** (job.attempts - 1));
        await this.db
          .updateTable('jobs')
          .set({ status: final ? 'failed' : 'queued', last_error: message.slice(0, 1000), run_at: retryAt, finished_at: final ? new Date() : null })
          .where('id', '=', job.id)
          .execute();
        this.log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, err: message }, 'job failed');
      }
    }
    return ran;
  }

  private async claim() {
    const { rows } = await sql<{ id: number; queue: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>`
      update jobs set status = 'running', attempts = attempts + 1, locked_at = now()
       where id = (
         select id from jobs
          where (status = 'queued' and run_at <= now())
             or (status = 'running' and locked_at < now() - interval '5 minutes')
          order by run_at, id
          limit 1
          for update skip locked)
      returning id, queue, payload, attempts, max_attempts`.execute(this.db);
    return rows[0] ?? null;
  }
}

/** The row of a queued job: due now unless `runAt`, 5 attempts unless `maxAttempts`. */
function jobRow(queue: string, payload: Record<string, unknown>, opts: EnqueueOptions) {
  return { queue, payload: JSON.stringify(payload), run_at: opts.runAt ?? new Date(), max_attempts: opts.maxAttempts ?? 5 };
}
