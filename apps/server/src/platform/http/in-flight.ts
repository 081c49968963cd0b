/**
 * Graceful shutdown: the database may only close once no request is still using it. A request is
 * held from its first hook until its operation-log hook has run; a handler whose client went away
 * holds on its own until it ends, because Fastify's close does not wait for it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const held = Symbol('inFlightHeld');
type Tracked = FastifyRequest & { [held]?: boolean };

export class InFlightWork {
  private count = 0;
  private waiters: Array<() => void> = [];

  get size(): number {
    return this.count;
  }

  hold(req: FastifyRequest): void {
    const r = req as Tracked;
    if (r[held]) return;
    r[held] = true;
    this.count++;
  }

  release(req: FastifyRequest): void {
    const r = req as Tracked;
    if (!r[held]) return;
    r[held] = false;
    this.done();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await work();
    } finally {
      this.done();
    }
  }

  /** Resolves when nothing is in flight, or after `timeoutMs` (a stuck request must not block shutdown). */
  drain(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private done(): void {
    this.count--;
    if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlightWork;
  }
}

/**
 * Registers the tracker's hooks (call before any other onRequest hook); the request's own
 * onResponse hook must call `app.inFlight.release(req)` last. `app.close()` then waits for running
 * work in its close hooks, before the caller closes the database.
 */
export function trackInFlightWork(app: FastifyInstance, drainTimeoutMs = 10_000): void {
  const work = new InFlightWork();
  app.decorate('inFlight', work);
  app.addHook('onRequest', async (req, reply) => {
    work.hold(req);
    // A connection that ends before the answer was written never reaches onResponse.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) work.release(req);
    });
  });
  app.addHook('onClose', async () => {
    await work.drain(drainTimeoutMs);
  });
}
