/** Graceful shutdown: the database closes only after running requests are done. */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD } from '../../../test/helpers';
import { InFlightWork } from './in-flight';

describe('InFlightWork', () => {
  it('drain waits for running work and for held requests', async () => {
    const work = new InFlightWork();
    const req = {} as Parameters<InFlightWork['hold']>[0];
    work.hold(req);
    work.hold(req); // holding twice counts once
    let finish!: () => void;
    const running = work.run(() => new Promise<void>((r) => (finish = r)));
    expect(work.size).toBe(2);
    let drained = false;
    const drain = work.drain(5_000).then(() => (drained = true));
    work.release(req);
    work.release(req); // releasing twice counts once
    await new Promise((r) => setTimeout(r, 20));
    expect(drained).toBe(false);
    finish();
    await running;
    await drain;
    expect(drained).toBe(true);
    expect(work.size).toBe(0);
  });

  it('drain gives up after its timeout', async () => {
    const work = new InFlightWork();
    void work.run(() => new Promise(() => {}));
    const t0 = Date.now();
    await work.drain(50);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
    expect(work.size).toBe(1);
  });
});

describe('shutdown with requests in flight', () => {
  it('lets sign-ins whose clients went away finish before the database closes', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const body = new URLSearchParams({ grant_type: 'password', username: '20000001', password: DEMO_PASSWORD }).toString();
    // Start sign-ins (each spends milliseconds in argon2) and, once they are being handled, drop
    // their sockets, as a load generator does when its time is up.
    const requests = Array.from({ length: 8 }, () => {
      const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      req.on('error', () => {});
      req.end(body);
      return req;
    });
    await expect.poll(() => t.app.inFlight.size, { interval: 1, timeout: 5_000 }).toBeGreaterThan(0);
    for (const req of requests) req.destroy();
    await t.app.close();
    expect(t.app.inFlight.size).toBe(0);
    // Nothing still writes once close has returned: the database may close now (closeDeps).
    const signIns = async () => (await t.deps.db.selectFrom('login_logs').select('id').where('account', '=', '20000001').execute()).length;
    const atClose = await signIns();
    await new Promise((r) => setTimeout(r, 300));
    expect(await signIns()).toBe(atClose);
    expect(atClose).toBeGreaterThan(0);
    await t.close();
  });
});
