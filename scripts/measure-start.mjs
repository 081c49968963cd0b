#!/usr/bin/env node
// `npm run measure:start` (issue 10 item 7): cold start and memory of the compiled server (`npm start`
// runs `node apps/server/dist/main.js`) against the TypeScript run used before (`npx tsx
// apps/server/src/main.ts`). Per way: the first start on an empty PGlite DATA_DIR (migrations and demo
// data), then MEASURE_RUNS restarts on that data; start = process start to the first 200 of
// /api/health; memory = resident set size of the whole process tree (npx and tsx add processes) and
// of the serving process, after start and after a few hundred requests (sign-ins, user info, lists,
// the web page). Port: MEASURE_PORT (default 8184).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.MEASURE_PORT ?? 8184);
const base = `http://127.0.0.1:${port}`;
const restarts = Number(process.env.MEASURE_RUNS ?? 3);

const WAYS = [
  ['compiled (npm start)', process.execPath, ['apps/server/dist/main.js']],
  ['tsx (before)', 'npx', ['tsx', 'apps/server/src/main.ts']],
];

if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

/** Resident set sizes in MB: the process tree under `pid` and its largest process (the server). */
function rss(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  let largest = 0;
  const walk = (p) => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      total += kb;
      largest = Math.max(largest, kb);
    } catch {
      /* gone */
    }
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return { tree: Math.round(total / 1024), server: Math.round(largest / 1024) };
}

async function waitForHealth(child, t0) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - t0;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function json(res) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** A few hundred ordinary requests: sign-ins (argon2), user info, list pages, the web page. */
async function exercise() {
  const tokens = [];
  for (const account of ['admin', '20000001', '20000002', 'supa_admin', 'supb_admin']) {
    const { captchaKey } = await json(await fetch(`${base}/api/auth/captcha`));
    const body = new URLSearchParams({ grant_type: 'password', username: account, password: 'Demo@Pass2026', captchaKey, captchaCode: 'TEST' });
    const res = await fetch(`${base}/oauth/token`, { method: 'POST', body });
    if (!res.ok) throw new Error(`sign-in ${account}: ${res.status} ${await res.text()}`);
    tokens.push((await res.json()).access_token);
  }
  const staff = tokens[0];
  for (let i = 0; i < 40; i++) {
    const auth = { headers: { Authorization: `Bearer ${tokens[i % tokens.length]}` } };
    await fetch(`${base}/admin/sys/user/getUserInfo`, auth);
    await fetch(`${base}/api/notifications/unread-count`, auth);
    await fetch(`${base}/api/suppliers/info?pageNo=1&pageSize=20`, { headers: { Authorization: `Bearer ${staff}` } });
    await fetch(`${base}/api/admin/users?pageNo=1&pageSize=20`, { headers: { Authorization: `Bearer ${staff}` } });
    await fetch(`${base}/login`);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(cmd, args, dataDir) {
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', CAPTCHA_MODE: 'test', LOGIN_RATE_LIMIT_PER_IP: '10000', LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const startMs = await waitForHealth(child, t0);
    await new Promise((r) => setTimeout(r, 1000));
    const afterStart = rss(child.pid);
    await exercise();
    const afterRequests = rss(child.pid);
    return { startMs, afterStart, afterRequests };
  } finally {
    // The whole group: npx and tsx leave the server as a grandchild.
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await new Promise((r) => setTimeout(r, 300));
  }
}

console.log(`\nCold start and memory (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} cores)`);
for (const [name, cmd, args] of WAYS) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aerosupply-start-'));
  try {
    const first = await measure(cmd, args, dataDir);
    const again = [];
    for (let i = 0; i < restarts; i++) again.push(await measure(cmd, args, dataDir));
    const last = again.at(-1) ?? first;
    console.log(`\n${name}`);
    console.log(`  first start (empty DATA_DIR, migrations + demo data): ${Math.round(first.startMs)} ms`);
    console.log(`  restart (median of ${again.length}): ${Math.round(median(again.map((r) => r.startMs)))} ms   [${again.map((r) => Math.round(r.startMs)).join(', ')}]`);
    console.log(`  RSS after start: ${last.afterStart.server} MB server, ${last.afterStart.tree} MB all processes`);
    console.log(`  RSS after ~200 requests: ${last.afterRequests.server} MB server, ${last.afterRequests.tree} MB all processes`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
