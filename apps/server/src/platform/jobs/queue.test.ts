import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
const ran: { queue: string; payload: Record<string, unknown>; attempt: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.deps.jobs.register('test.ok', async (payload, ctx) => {
    ran.push({ queue: 'test.ok', payload, attempt: ctx.attempt });
  });
  t.deps.jobs.register('test.fail', async (payload, ctx) => {
    ran.push({ queue: 'test.fail', payload, attempt: ctx.attempt });
    throw new Error(`boom ${ctx.attempt}`);
  });
});
afterAll(async () => {
  await t?.close();
});

const job = (id: number) => t.deps.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const makeDue = (id: number) => t.deps.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();

describe('issue 2 §11 job queue (jobs table, polled in-process)', () => {
  it('drain runs the jobs that are due, not the future ones', async () => {
    const a = await t.deps.jobs.enqueue('test.ok', { n: 1 });
    const b = await t.deps.jobs.enqueue('test.ok', { n: 2 });
    const later = await t.deps.jobs.enqueue('test.ok', { n: 3 }, { runAt: new Date(Date.now() + 3_600_000) });
    const count = await t.deps.jobs.drain();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(ran.filter((r) => r.queue === 'test.ok').map((r) => r.payload.n)).toEqual([1, 2]);
    expect(await job(a)).toMatchObject({ status: 'done', attempts: 1 });
    expect((await job(b)).finished_at).toBeInstanceOf(Date);
    expect(await job(later)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('backs a failing job off exponentially and gives up after max_attempts', async () => {
    const id = await t.deps.jobs.enqueue('test.fail', { n: 'x' }, { maxAttempts: 3 });
    await t.deps.jobs.drain();
    let row = await job(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'boom 1' });
    const firstDelay = row.run_at.getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(25_000);
    expect(firstDelay).toBeLessThanOrEqual(30_000);

    await t.deps.jobs.drain(); // not due: untouched
    expect((await job(id)).attempts).toBe(1);

    await makeDue(id);
    await t.deps.jobs.drain();
    row = await job(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2, last_error: 'boom 2' });
    expect(row.run_at.getTime() - Date.now()).toBeGreaterThan(55_000);

    await makeDue(id);
    await t.deps.jobs.drain();
    row = await job(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'boom 3' });
    expect(row.finished_at).toBeInstanceOf(Date);

    await makeDue(id);
    await t.deps.jobs.drain();
    expect((await job(id)).attempts).toBe(3);
    expect(ran.filter((r) => r.queue === 'test.fail').map((r) => r.attempt)).toEqual([1, 2, 3]);
  });

  it('reclaims a job left running by a dead worker, but not one that is running now', async () => {
    const stale = await t.deps.jobs.enqueue('test.ok', { n: 'stale' });
    const busy = await t.deps.jobs.enqueue('test.ok', { n: 'busy' });
    await sql`update jobs set status = 'running', attempts = 1, locked_at = now() - interval '10 minutes' where id = ${stale}`.execute(t.deps.db);
    await sql`update jobs set status = 'running', attempts = 1, locked_at = now() where id = ${busy}`.execute(t.deps.db);
    await t.deps.jobs.drain();
    expect(await job(stale)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await job(busy)).toMatchObject({ status: 'running', attempts: 1 });
    expect(ran.some((r) => r.payload.n === 'stale')).toBe(true);
    expect(ran.some((r) => r.payload.n === 'busy')).toBe(false);
  });

  it('fails a job of a queue nobody handles instead of looping on it', async () => {
    const id = await t.deps.jobs.enqueue('test.nobody', {}, { maxAttempts: 1 });
    await t.deps.jobs.drain();
    expect(await job(id)).toMatchObject({ status: 'failed', last_error: 'no handler for queue test.nobody' });
  });

  it('enqueueOnce makes a waiting job of the same record due instead of adding another', async () => {
    const first = await t.deps.jobs.enqueueOnce('test.ok', { id: 42 }, { runAt: new Date(Date.now() + 3_600_000) });
    const second = await t.deps.jobs.enqueueOnce('test.ok', { id: 42 });
    expect(second).toBe(first);
    expect((await job(first)).run_at.getTime()).toBeLessThanOrEqual(Date.now());
    await t.deps.jobs.drain();
    expect((await job(first)).status).toBe('done');
    const third = await t.deps.jobs.enqueueOnce('test.ok', { id: 42 });
    expect(third).not.toBe(first);
  });

  it('the worker started with start() runs jobs by itself', async () => {
    const id = await t.deps.jobs.enqueue('test.ok', { n: 'worker' });
    t.deps.jobs.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await job(id)).status !== 'done' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await t.deps.jobs.stop();
    }
    expect((await job(id)).status).toBe('done');
  });
});
