/**
 * `npm run bench`: the figures the issues ask for, measured on this machine over loopback with
 * autocannon against a server in a child process (PGlite, then PostgreSQL when reachable).
 * Prints the figures; asserts nothing (tests do that).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { root, startServer, stopServer } from './server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const results: string[] = [];

async function login(port: number, account: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: account, password: 'Demo@Pass2026' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function cannon(label: string, opts: autocannon.Options) {
  const r = await autocannon({ duration: DURATION, ...opts });
  const line = `${label.padEnd(58)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
  console.log(line);
  results.push(line);
  return r;
}

async function suite(name: string, env: Record<string, string>) {
  const port = Number(env.PORT);
  const { child, ready } = startServer(env);
  const firstStartMs = await ready;
  console.log(`\n## ${name} (first start incl. migrations + demo data: ${firstStartMs} ms)`);
  try {
    const token = await login(port, 'supa_admin');
    await cannon(`${name}: GET /api/health (bare JSON ceiling), 50 conn`, { url: `http://127.0.0.1:${port}/api/health`, connections: 50 });
    await cannon(`${name}: GET getUserInfo, 50 conn`, {
      url: `http://127.0.0.1:${port}/admin/sys/user/getUserInfo`,
      connections: 50,
      headers: { authorization: `Bearer ${token}` },
    });
    await cannon(`${name}: POST /oauth/token password sign-ins, 16 conn`, {
      url: `http://127.0.0.1:${port}/oauth/token`,
      method: 'POST',
      connections: 16,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: '20000001', password: 'Demo@Pass2026' }).toString(),
    });
  } finally {
    await stopServer(child);
  }
  // Cold start on the existing data: process start to first answer.
  const again = startServer(env);
  const coldMs = await again.ready;
  const line = `${name}: cold start to first answer on existing data         ${coldMs} ms`;
  console.log(line);
  results.push(line);
  await stopServer(again.child);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aerosupply-bench-'));
// BENCH_ONLY=<name> runs only that module bench (e.g. sourcing); the HTTP suites and the others are skipped.
const only = process.env.BENCH_ONLY;
if (!only) await suite('PGlite', { PORT: '8181', DATA_DIR: dataDir });

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let pgReachable = false;
const dbName = `aerosupply_bench_${Date.now()}`;
try {
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  await c.connect();
  await c.query(`create database ${dbName}`);
  await c.end();
  pgReachable = true;
} catch (err) {
  console.log(`\nPostgreSQL not reachable at ${pgUrl}: skipped (${(err as Error).message})`);
}
if (pgReachable && !only) {
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  try {
    await suite('PostgreSQL', { PORT: '8182', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'aerosupply-bench-pg-')), DATABASE_URL: url.toString() });
  } finally {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  }
} else if (pgReachable) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
}

// Module benchmarks: each generates its data and prints its own figures; a non-zero exit means a
// figure is over its target (or the bench failed). BENCH_ONLY=<name> runs only that one.
const MODULE_BENCHES: { name: string; databases: ('pglite' | 'pg')[]; nodeArgs?: string[] }[] = [
  { name: 'official-search', databases: ['pglite', 'pg'] },
  // issue 12: 50,000 RFx, 300,000 quotations; lists, a 500-item quotation, opening 100 x 100
  { name: 'sourcing', databases: ['pglite', 'pg'] },
  // issue 13: comparison of an RFx with 100 bidders x 200 items
  { name: 'award', databases: ['pglite'] },
  // issue 13: agreement report over 100,000 lines, Excel export memory
  { name: 'agreements', databases: ['pg'], nodeArgs: ['--expose-gc'] },
  // issue 14: 1,000,000 orders (PGlite: 100,000); lists, intake, PDF
  { name: 'orders', databases: ['pglite', 'pg'] },
  // issue 15: repair order lists and an order's timeline
  { name: 'repair', databases: ['pglite', 'pg'] },
  // issue 16: shipment query by any number, forwarder work lists (500,000 shipments; PGlite 100,000)
  { name: 'logistics', databases: ['pglite', 'pg'] },
  // issue 16: an 8 MB POD photo upload keeps the server's memory flat (streamed; 64 MB as the control)
  { name: 'pod-upload', databases: ['pglite'], nodeArgs: ['--expose-gc'] },
  // issue 17: the 10,000-row bill workbook upload
  { name: 'freight-bills', databases: ['pglite'] },
  // issue 31: one month of the supplier scorecard for 1,000 suppliers over 1,000,000 order lines; scorecard + trend p95
  { name: 'supplier-scorecard', databases: ['pg'] },
  // issue 17: reports A-E and throughput over 1,000,000 milestone events, a month's reconciliation of
  // 100,000 shipments, report A's Excel export memory
  { name: 'logistics-reports', databases: ['pg'], nodeArgs: ['--expose-gc'] },
  // issue 28 item 6: every typed search of the sourcing, agreement, freight-bill, consignment and allotment lists (D-715)
  { name: 'searches', databases: ['pg'] },
  // issue 33: events enqueued per second and what they add to an order acknowledgement (D-650)
  { name: 'webhooks', databases: ['pglite', 'pg'] },
];
const runModuleBench = (name: string, nodeArgs: string[], env: Record<string, string>) =>
  new Promise<void>((resolve) => {
    const file = path.join(root, 'apps/server/bench', `${name}.ts`);
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      if (code !== 0) console.log(`${name} bench exited ${code} (over target or failed)`);
      resolve();
    });
  });
if (only && !MODULE_BENCHES.some((b) => b.name === only)) console.log(`BENCH_ONLY=${only}: no such bench (${MODULE_BENCHES.map((b) => b.name).join(', ')})`);
for (const bench of MODULE_BENCHES) {
  if (only && only !== bench.name) continue;
  if (bench.databases.includes('pglite')) await runModuleBench(bench.name, bench.nodeArgs ?? [], {});
  if (bench.databases.includes('pg') && pgReachable) await runModuleBench(bench.name, bench.nodeArgs ?? [], { DATABASE_URL: pgUrl });
}

console.log('\n## Summary');
for (const line of results) console.log(line);
fs.rmSync(dataDir, { recursive: true, force: true });
