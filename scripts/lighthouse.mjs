#!/usr/bin/env node
/* global location -- the function passed to page.waitForFunction runs in the browser */
// `npm run bench:lighthouse` (issue 28 item 6): Lighthouse's performance and accessibility scores of
// /login and of a main list of each side, on the production build served by the compiled server
// (as `npm start` runs it; PGlite with the demo data in a temporary directory), and the JavaScript
// /login loads (gzip -9 of the built files, as Lighthouse's run fetched them).
// Each page is audited from a cold HTTP cache (signed-in pages keep only the session). Lighthouse's
// defaults: mobile emulation, simulated slow 4G and a 4x slower CPU. Not part of the test gate.
// Options: --pages=login,staff,supplier (default all), --runs=N (median score of N runs, default 1),
// --verbose (every failing audit and the JavaScript files), --save=<dir> (the last run's report of each page as JSON). Port: LIGHTHOUSE_PORT; browser: CHROMIUM_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 20000 + Math.floor(Math.random() * 20000));
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(arg('runs') ?? 1);
const verbose = process.argv.includes('--verbose');
const PASSWORD = 'Demo@Pass2026';

/** The audited pages: the sign-in page, and the main list of each side with its demo account. */
const PAGES = [
  { key: 'login', label: '/login', path: '/login', account: null },
  { key: 'staff', label: 'staff: purchase orders (/orders)', path: '/orders', account: 'admin' },
  { key: 'supplier', label: 'supplier: own orders (/sup/orders)', path: '/sup/orders', account: 'supa_admin' },
];
const wanted = arg('pages')?.split(',');
const pages = PAGES.filter((p) => !wanted || wanted.includes(p.key));

if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aerosupply-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', CAPTCHA_MODE: 'test', LOGIN_RATE_LIMIT_PER_IP: '10000', LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dist = path.join(root, 'apps/web/dist');

/** Signs in through the form in the audited browser, then empties its HTTP cache (the session stays). */
async function signIn(browser, account) {
  const page = await browser.newPage();
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.type('#username', account);
  await page.type('#password', PASSWORD);
  if (await page.$('#captchaCode')) await page.type('#captchaCode', 'TEST');
  await Promise.all([page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 60_000 }), page.click('[data-testid="login-submit"]')]);
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 }).catch(() => {});
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

async function audit(target) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    if (target.account) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await signIn(browser, target.account);
      await browser.disconnect();
    }
    const result = await lighthouse(`${base}${target.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Signed-in pages keep their session (local storage); the cache was emptied above.
      disableStorageReset: Boolean(target.account),
    });
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** gzip -9 size of the built JavaScript files a run fetched. */
function scriptSizes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  let raw = 0;
  let gz = 0;
  let files = 0;
  const list = [];
  for (const r of requests) {
    if (r.resourceType !== 'Script' || !r.url.startsWith(base)) continue;
    const file = path.join(dist, new URL(r.url).pathname);
    if (!fs.existsSync(file)) continue;
    const body = fs.readFileSync(file);
    raw += body.length;
    gz += zlib.gzipSync(body, { level: 9 }).length;
    files += 1;
    list.push({ name: path.basename(file), gz: zlib.gzipSync(body, { level: 9 }).length });
  }
  list.sort((a, b) => b.gz - a.gz);
  return { files, raw, gz, list };
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 3000 || server.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const lines = [];
  for (const target of pages) {
    const perf = [];
    const a11y = [];
    let last;
    for (let run = 0; run < runs; run++) {
      last = await audit(target);
      perf.push(Math.round(last.categories.performance.score * 100));
      a11y.push(Math.round(last.categories.accessibility.score * 100));
    }
    const metric = (id) => last.audits[id]?.displayValue ?? '-';
    const js = scriptSizes(last);
    if (arg('save')) fs.writeFileSync(path.join(arg('save'), `lighthouse-${target.key}.json`), JSON.stringify(last));
    lines.push(
      `${target.label.padEnd(40)} performance ${String(median(perf)).padStart(3)} [${perf.join(', ')}]   accessibility ${String(median(a11y)).padStart(3)} [${a11y.join(', ')}]`,
      `    FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}; JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(0)} KB raw, ${(js.gz / 1024).toFixed(1)} KB gzipped`,
    );
    if (verbose) for (const f of js.list) lines.push(`    ${(f.gz / 1024).toFixed(1).padStart(6)} KB gz  ${f.name}`);
    const failing = Object.values(last.audits).filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) && (verbose || a.scoreDisplayMode === 'binary'));
    for (const a of failing) lines.push(`    - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    console.log(lines.slice(-2 - failing.length - (verbose ? js.list.length : 0)).join('\n'));
  }
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs})` : ''} at load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}; targets: performance >= 95, accessibility 100, /login JavaScript <= 200 KB gzipped`);
  console.log(lines.join('\n'));
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
