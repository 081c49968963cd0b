/** Expiry watch wiring: the job handler and the daily scheduler (no HTTP routes). */
import type { FastifyInstance } from 'fastify';
import { EXPIRY_QUEUE, runExpiryScan, tickExpiryScheduler } from './service';

const TICK_MS = 60_000;

export function registerExpiryWatch(app: FastifyInstance): void {
  const deps = app.deps;
  deps.jobs.register(EXPIRY_QUEUE, async (payload) => {
    await runExpiryScan(deps, typeof payload.date === 'string' ? payload.date : undefined);
  });
  // Tests drive the scheduler with tickExpiryScheduler and a clock override.
  if (deps.config.nodeEnv === 'test') return;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    const tick = () => void tickExpiryScheduler(deps).catch((err: unknown) => app.log.error({ err }, 'expiry scheduler failed'));
    timer = setInterval(tick, TICK_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
