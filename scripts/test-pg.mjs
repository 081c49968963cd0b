#!/usr/bin/env node
// Runs the API suite against a PostgreSQL server (TEST_DATABASE_URL, default the local one);
// skips with a message when none is reachable.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
} catch (err) {
  console.warn(`\n[test:api:pg] SKIPPED: no PostgreSQL reachable at ${url} (${err.message}).\n`);
  process.exit(0);
}
console.log(`[test:api:pg] API suite on PostgreSQL at ${url}`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: { ...process.env, TEST_DB: 'pg', TEST_DATABASE_URL: url } });
process.exit(run.status ?? 1);
