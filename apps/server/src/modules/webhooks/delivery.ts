/**
 * Delivery of events to webhook endpoints (issue 33 item 3, D-593, D-594): at least once, each attempt
 * signed per Standard Webhooks, retried with exponential back-off for more than 24 hours, in event
 * order per endpoint and record; an endpoint whose every attempt failed for 24 hours is disabled and
 * the administrators are told. Run by the `webhooks.deliver` job and its scheduler.
 */
import type { AppDeps } from '../../platform/context';
import { notify } from '../notifications';
import { presentEvent } from './presenter';
import * as repo from './repo';
import { webhookHeaders } from './signing';

/** Seconds to wait after failed attempt n (1-based); after the last, the delivery has failed (about 27.6 h in all). */
export const RETRY_DELAYS_S = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** An endpoint failing for this long is disabled (D-594). */
export const DISABLE_AFTER_MS = 24 * 3600_000;
/** A receiver must answer within this time. */
export const TIMEOUT_MS = 10_000;
/** A claimed delivery is due again after this long if its worker never reported (it died). */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

type Deps = Pick<AppDeps, 'db' | 'now' | 'outbox'>;

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  error: string;
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<Outcome> {
  try {
    const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, statusCode: res.status, error: ok ? '' : `HTTP ${res.status}` };
  } catch (err) {
    const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    return { ok: false, statusCode: null, error: cause };
  }
}

async function attempt(deps: Deps, d: repo.ClaimedDelivery): Promise<void> {
  const now = deps.now();
  const body = JSON.stringify(presentEvent({ ...d, id: d.seq, created_at: d.event_at }));
  const secrets = d.previous_secret && d.previous_secret_until && d.previous_secret_until > now ? [d.secret, d.previous_secret] : [d.secret];
  const outcome = await post(d.url, webhookHeaders(secrets, d.msg_id, now, body), body);
  const done = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (outcome.ok) {
      await repo.markDelivered(trx, d.id, { statusCode: outcome.statusCode!, now: done });
      await repo.clearFailing(trx, d.endpoint_id);
      return;
    }
    const since = await repo.markFailing(trx, d.endpoint_id, done);
    const disabled = done.getTime() - since.getTime() >= DISABLE_AFTER_MS && (await repo.disableFailing(trx, d.endpoint_id, done));
    // A delivery of an endpoint disabled now stays pending, to go out in order when it is enabled again.
    const delay = RETRY_DELAYS_S[d.attempts - 1];
    const nextAttemptAt = disabled ? null : delay === undefined ? null : new Date(done.getTime() + delay * 1000);
    await repo.markFailedAttempt(trx, d.id, { statusCode: outcome.statusCode, error: outcome.error, nextAttemptAt, keepPending: disabled });
    if (disabled) {
      const admins = await repo.staffHolding(trx, 'sys.webhooks.manage');
      await notify(deps, trx, 'webhooks.disabled', admins, { url: d.url, since: since.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' }, { link: '/system/webhooks' });
    }
  });
}

const FAN_OUT_BATCH = 500;

/** Fans every new event out to its endpoints (D-650), a batch per transaction; answers how many events. */
export async function fanOut(deps: Pick<AppDeps, 'db'>, maxEvents = 20_000): Promise<number> {
  let done = 0;
  while (done < maxEvents) {
    const n = await deps.db.transaction().execute((trx) => repo.fanOutEvents(trx, FAN_OUT_BATCH));
    done += n;
    if (n < FAN_OUT_BATCH) break;
  }
  return done;
}

/**
 * Fans the new events out, then sends every due delivery (batches until none is due); answers how
 * many attempts were made. Tests call it with `t.deps` and its clock.
 */
export async function deliverDue(deps: Deps, maxAttempts = 500): Promise<number> {
  await fanOut(deps);
  let made = 0;
  while (made < maxAttempts) {
    const batch = await repo.claimDue(deps.db, deps.now(), LEASE_MS, BATCH);
    if (batch.length === 0) break;
    await Promise.all(batch.map((d) => attempt(deps, d)));
    made += batch.length;
  }
  return made;
}
