/**
 * The harness every bench shares: the database it runs on (PGlite in memory, or a new PostgreSQL
 * database beside DATABASE_URL, dropped afterwards unless KEEP_DB), the application dependencies
 * over such a database, and the timing figures (percentiles, timed runs), so each bench sets up
 * and measures the same way.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import type { AppDeps } from '../src/platform/context';
import { installModules } from '../src/platform/modules/manifest';
import { MODULES } from '../src/modules';

export interface FreshDatabaseOptions {
  /** The PostgreSQL server to create the database beside; without it PGlite in memory. Defaults to DATABASE_URL. */
  url?: string | undefined;
  /** A PGlite directory to re-use between runs (for tuning only), taken when there is no `url`. */
  pgliteDir?: string | undefined;
  /** Begins the new database's name, so a kept one tells which bench made it. */
  namePrefix?: string;
}

/** A new PostgreSQL database beside `url`; `drop` removes it (kept with KEEP_DB). */
async function createDatabaseBeside(url: string, namePrefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${namePrefix}${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      if (process.env.KEEP_DB) return void console.log(`kept database ${name} (drop it when done)`);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function freshDatabase(options: FreshDatabaseOptions = {}): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; driver: string }> {
  const url = 'url' in options ? options.url : process.env.DATABASE_URL;
  if (!url && options.pgliteDir) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: options.pgliteDir });
    return { handle, drop: async () => handle.close(), driver: `PGlite (${options.pgliteDir})` };
  }
  if (!url) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: null });
    return { handle, drop: async () => handle.close(), driver: 'PGlite (in memory)' };
  }
  const created = await createDatabaseBeside(url, options.namePrefix ?? 'aerosupply_bench_');
  const handle = await openDatabase({ databaseUrl: created.url, dataDir: null });
  return {
    handle,
    driver: 'PostgreSQL',
    drop: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * The application dependencies (all modules installed, demo data) over PGlite in memory, or with
 * DATABASE_URL over a new database beside it; `keepDb` names an existing database there to re-use and keep.
 */
export async function freshDeps(namePrefix: string, keepDb?: string): Promise<{ deps: AppDeps; driver: string; drop: () => Promise<void> }> {
  installModules(MODULES);
  const log = pino({ level: 'warn' });
  const pgUrl = process.env.DATABASE_URL;
  const open = (databaseUrl: string) => createDeps(loadConfig({ ...process.env, NODE_ENV: 'test', DEMO_DATA: 'true', DATABASE_URL: databaseUrl }), log, { inMemory: true });
  if (!pgUrl) {
    const deps = await open('');
    return { deps, driver: 'PGlite (in memory)', drop: () => closeDeps(deps) };
  }
  if (keepDb) {
    const u = new URL(pgUrl);
    u.pathname = `/${keepDb}`;
    const deps = await open(u.toString());
    return { deps, driver: `PostgreSQL (${keepDb}, kept)`, drop: () => closeDeps(deps) };
  }
  const created = await createDatabaseBeside(pgUrl, namePrefix);
  const deps = await open(created.url);
  return {
    deps,
    driver: 'PostgreSQL',
    drop: async () => {
      await closeDeps(deps);
      await created.drop();
    },
  };
}

/** The p-th percentile of times sorted ascending. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** The 95th percentile of the times measured. */
export const p95 = (xs: number[]): number => percentile([...xs].sort((a, b) => a - b), 95);

/** The median (upper middle) of the times measured. */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** p50, p95 and the slowest of the times measured, in milliseconds to one decimal. */
export function stats(times: number[]): { p50: number; p95: number; max: number } {
  const s = [...times].sort((a, b) => a - b);
  return { p50: +percentile(s, 50).toFixed(1), p95: +percentile(s, 95).toFixed(1), max: +s.at(-1)!.toFixed(1) };
}

/** Runs `fn` `runs` times after `warmUp` untimed runs (up to 20 by default); answers the times sorted ascending. */
export async function timeRuns(runs: number, fn: (i: number) => Promise<unknown>, warmUp = Math.min(20, runs)): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await fn(i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b);
}
