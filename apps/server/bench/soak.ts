/**
 * `npm run soak`: a bounded soak test (issue 9 item 10). A server runs in a child process on a fresh
 * database (PGlite; PostgreSQL with SOAK_DB=pg); SOAK_USERS simulated users (default 200) of every
 * demo role sign in, browse their lists, save a form and upload a small file, with a short think time
 * between steps, for SOAK_SECONDS (default 600). Prints error counts, p50/p95/p99 per route and the
 * server's memory over time. A benchmark: it prints figures and asserts nothing.
 *
 * The sign-in and per-user upload rate limits are raised for the run: 200 users share one loopback
 * address and 11 demo accounts here, while in real use they come from many of each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, stopServer } from './server';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const USERS = Number(process.env.SOAK_USERS ?? 200);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
const PORT = Number(process.env.SOAK_PORT ?? 8183);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Demo@Pass2026';

/** What each demo account browses: the lists of its menu (GET), then its form save and upload. */
const PERSONAS: Record<string, { lists: string[]; upload: boolean }> = {
  admin: {
    lists: ['/api/admin/users?page=1&pageSize=20', '/api/admin/roles?page=1&pageSize=20', '/api/admin/operation-logs', '/api/admin/account-logs', '/api/admin/outbox', '/api/admin/dict/domains'],
    upload: true,
  },
  '20000001': { lists: ['/api/suppliers/official?pageSize=20', '/api/supplier-control?page=1&pageSize=20', '/api/blacklist?page=1&pageSize=20', '/api/invitations?page=1&pageSize=20', '/api/supplier-changes?page=1&pageSize=20'], upload: true },
  '20000002': { lists: ['/api/supplier-reviews?page=1&pageSize=20', '/api/suppliers/official?pageSize=20&name=%E8%88%AA%E7%A9%BA%E5%99%A8', '/api/suppliers/info?page=1&pageSize=20'], upload: true },
  '20000003': { lists: ['/api/suppliers/finance?page=1&pageSize=20', '/api/supplier-freeze?page=1&pageSize=20'], upload: true },
  '20000004': { lists: ['/api/suppliers/official?pageSize=20&supplierType=aircraft'], upload: false },
  '20000005': { lists: ['/api/sap-sync?page=1&pageSize=20', '/api/auditors?page=1&pageSize=20'], upload: true },
  supa_admin: { lists: ['/api/sup/employees?page=1&pageSize=20', '/api/sup/posts', '/api/sup/info', '/api/sup/qualifications', '/api/sup/changes?page=1&pageSize=20'], upload: true },
  supa_clerk: { lists: ['/api/home/summary'], upload: true },
  supb_admin: { lists: ['/api/sup/employees?page=1&pageSize=20', '/api/sup/info', '/api/sup/qualifications'], upload: true },
  supc_admin: { lists: ['/api/sup/wizard', '/api/registration/mine'], upload: true },
  fwd_admin: { lists: ['/api/profile/info'], upload: true },
};
const ACCOUNTS = Object.keys(PERSONAS);
const COMMON = ['/admin/sys/user/getUserInfo', '/api/home/summary', '/api/profile/preferences'];

// A small valid PDF: the upload sniffing checks the signature.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const latencies = new Map<string, number[]>();
const errors = new Map<string, Map<string, number>>();
let requests = 0;

function routeLabel(method: string, url: string): string {
  return `${method} ${url.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/:id')}`;
}

function record(label: string, ms: number, failure: string | null) {
  requests += 1;
  let list = latencies.get(label);
  if (!list) latencies.set(label, (list = []));
  list.push(ms);
  if (failure) {
    let byKind = errors.get(label);
    if (!byKind) errors.set(label, (byKind = new Map()));
    byKind.set(failure, (byKind.get(failure) ?? 0) + 1);
  }
}

/** One request, timed; a failure is any network error, non-2xx status or envelope code other than 200. */
async function call(method: string, url: string, init: { token?: string; body?: string | FormData; headers?: Record<string, string> } = {}) {
  const label = routeLabel(method, url);
  const t0 = performance.now();
  try {
    const res = await fetch(BASE + url, {
      method,
      body: init.body,
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), 'accept-language': Math.random() < 0.5 ? 'zh-CN' : 'en-US', ...init.headers },
    });
    const text = await res.text();
    let failure: string | null = res.ok ? null : `HTTP ${res.status}`;
    if (!failure && res.headers.get('content-type')?.includes('json')) {
      const body = JSON.parse(text) as { code?: number; errorKey?: string };
      if (body.code !== undefined && body.code !== 200) failure = `code ${body.code} ${body.errorKey ?? ''}`;
    }
    if (failure && !res.ok) failure += ` ${text.slice(0, 80)}`;
    record(label, performance.now() - t0, failure);
    return { ok: !failure, text };
  } catch (err) {
    record(label, performance.now() - t0, `network ${(err as Error).message}`);
    return { ok: false, text: '' };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

async function signIn(account: string): Promise<string | null> {
  const { ok, text } = await call('POST', '/oauth/token', {
    body: new URLSearchParams({ grant_type: 'password', username: account, password: PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return ok ? (JSON.parse(text) as { access_token: string }).access_token : null;
}

async function simulatedUser(n: number, until: number) {
  const account = ACCOUNTS[n % ACCOUNTS.length];
  const persona = PERSONAS[account];
  // Spread the sign-ins over the first seconds, as people arrive.
  await sleep(Math.random() * Math.min(20_000, SECONDS * 100));
  let token = await signIn(account);
  let step = 0;
  while (Date.now() < until) {
    await think();
    if (!token) {
      token = await signIn(account);
      continue;
    }
    step += 1;
    const lists = [...COMMON, ...persona.lists];
    if (step % 10 === 0) {
      await call('POST', '/api/profile/preferences', {
        token,
        body: JSON.stringify({ dataJson: JSON.stringify({ deliveryAddress: `Soak ${n} ${step}` }) }),
        headers: { 'content-type': 'application/json' },
      });
    } else if (persona.upload && step % 15 === 7) {
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), `soak-${n}-${step}.pdf`);
      await call('POST', '/api/files/upload', { token, body: form });
    } else {
      await call('GET', lists[step % lists.length], { token });
    }
  }
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aerosupply-soak-'));
const env: Record<string, string> = { DATA_DIR: dataDir };
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `aerosupply_soak_${Date.now()}`;
if (process.env.SOAK_DB === 'pg') {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(`create database ${dbName}`);
  await c.end();
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  env.DATABASE_URL = url.toString();
}

const { child: server, ready } = startServer({
  ...env,
  LOGIN_RATE_LIMIT_PER_IP: '100000',
  LOGIN_RATE_LIMIT_PER_ACCOUNT: '100000',
  // About 18 simulated users share each demo account; the per-user upload limit is for one person.
  UPLOAD_RATE_LIMIT_PER_USER: '100000',
  PORT: String(PORT),
});
await ready;
const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`soak: ${USERS} users, ${SECONDS} s, think ${THINK_MS} ms ±50%, ${database}, server pid ${server.pid}`);
const memory: Array<[number, number]> = [];
const t0 = Date.now();
const sampler = setInterval(() => {
  const mb = rssMb(server.pid!);
  memory.push([Math.round((Date.now() - t0) / 1000), mb]);
  const errs = [...errors.values()].reduce((s, m) => s + [...m.values()].reduce((a, b) => a + b, 0), 0);
  console.log(`  t=${String(Math.round((Date.now() - t0) / 1000)).padStart(4)} s  requests ${String(requests).padStart(7)}  errors ${errs}  server RSS ${mb} MB`);
}, Math.max(5_000, Math.min(30_000, (SECONDS * 1000) / 20)));

const until = Date.now() + SECONDS * 1000;
await Promise.all(Array.from({ length: USERS }, (_, n) => simulatedUser(n, until)));
clearInterval(sampler);
const elapsed = (Date.now() - t0) / 1000;

console.log(`\n## Soak on ${database}: ${USERS} users, ${elapsed.toFixed(0)} s, ${requests} requests (${(requests / elapsed).toFixed(0)} req/s)`);
console.log(`${'route'.padEnd(44)} ${'count'.padStart(7)} ${'errors'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}  (ms)`);
let errorTotal = 0;
for (const [label, list] of [...latencies.entries()].sort()) {
  const sorted = [...list].sort((a, b) => a - b);
  const errs = [...(errors.get(label)?.values() ?? [])].reduce((a, b) => a + b, 0);
  errorTotal += errs;
  console.log(
    `${label.padEnd(44)} ${String(list.length).padStart(7)} ${String(errs).padStart(7)} ${pct(sorted, 50).toFixed(0).padStart(7)} ${pct(sorted, 95).toFixed(0).padStart(7)} ${pct(sorted, 99).toFixed(0).padStart(7)}`,
  );
}
console.log(`errors in all: ${errorTotal}`);
for (const [label, byKind] of errors) for (const [kind, count] of byKind) console.log(`  ${label}: ${count} x ${kind}`);
const settled = memory.filter(([t]) => t >= Math.min(60, SECONDS / 5));
if (settled.length >= 2) {
  const first = settled[0][1];
  const last = settled[settled.length - 1][1];
  const peak = Math.max(...settled.map(([, mb]) => mb));
  console.log(`server RSS after warm-up: first ${first} MB, last ${last} MB, peak ${peak} MB (growth ${last - first} MB)`);
}

await stopServer(server);
fs.rmSync(dataDir, { recursive: true, force: true });
if (env.DATABASE_URL) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
}
