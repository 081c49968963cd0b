/**
 * Fixed-window counters kept in the database, so several server processes share one limit
 * (architecture: nothing lives only in one process's memory).
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { AppError } from '../errors';

export async function hitRateLimit(db: Database, key: string, limit: number, now: Date, windowSeconds = 60): Promise<void> {
  if (limit <= 0) return;
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
        window_start: sql`excluded.window_start`,
      }),
    )
    .returning(['count'])
    .executeTakeFirstOrThrow();
  if (row.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
    throw new AppError(429, 'auth.rate_limited', undefined, undefined, { 'Retry-After': String(retryAfter) });
  }
}
