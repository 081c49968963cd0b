/**
 * The database a bench runs on: PGlite in memory, or with DATABASE_URL a new PostgreSQL database
 * beside it, dropped afterwards (kept with KEEP_DB). Shared by the benches so each sets up the same way.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';

export async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; driver: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: null });
    return { handle, drop: async () => handle.close(), driver: 'PGlite (in memory)' };
  }
  const name = `aerosupply_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: u.toString(), dataDir: null });
  return {
    handle,
    driver: 'PostgreSQL',
    drop: async () => {
      await handle.close();
      if (process.env.KEEP_DB) return void console.log(`kept database ${name} (drop it when done)`);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The 95th percentile of the times measured. */
export const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(0.95 * xs.length) - 1)]!;
