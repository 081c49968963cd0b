#!/usr/bin/env node
/* global document, window, PopStateEvent -- the functions passed to page.evaluate run in the browser */
// `npm run bench:web`: on the production build served by the compiled server (as `npm start` runs it):
// 1. first-visit timings (issue 11 item 9), each in a fresh browser context (cold cache), median of
//    BENCH_RUNS runs: sign-in (click) → workbench rendered, for a staff and a supplier user; then each
//    main list's first open in the signed-in app (its data not loaded yet; the app may have loaded its
//    code ahead) and its cold load (a new tab with an empty cache opening the list's address with a
//    session);
// 2. the JavaScript /login loads (gzipped) and Lighthouse's scores of /login (skipped with --visits-only).
// Options: --visits-only, --waterfall (prints the requests after the sign-in click and of each cold load). Port: BENCH_WEB_PORT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.BENCH_WEB_PORT ?? 8183);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const visitsOnly = process.argv.includes('--visits-only');
const showWaterfall = process.argv.includes('--waterfall');
const PASSWORD = 'Demo@Pass2026';

/**
 * The lists timed per user: the main list of each module on each side (issue 28 item 6), the staff
 * lists with the administrator, the supplier's with supplier A's administrator, the forwarder's
 * with its administrator. BENCH_USERS=admin,supa_admin limits the accounts.
 */
const ALL_USERS = [
  {
    account: 'admin',
    home: '/home',
    lists: [
      ['suppliers list', '/suppliers/info'],
      ['official suppliers', '/suppliers/official'],
      ['reviews', '/suppliers/reviews'],
      ['freeze', '/suppliers/freeze'],
      ['invitations', '/suppliers/invitations'],
      ['purchase orders', '/orders'],
      ['RFx', '/sourcing/rfx'],
      ['agreements', '/agreements'],
      ['repair orders', '/repair/orders'],
      ['shipments', '/logistics/shipments'],
      ['freight bills', '/logistics/bills'],
      ['users', '/system/users'],
      ['dictionaries', '/system/dictionaries'],
      ['notifications', '/notifications'],
    ],
  },
  {
    account: 'supa_admin',
    home: '/sup/home',
    lists: [
      ['own profile', '/sup/info'],
      ['purchase orders', '/sup/orders'],
      ['RFx', '/sup/rfx'],
      ['agreements', '/sup/agreements'],
      ['repair orders', '/sup/repair-orders'],
      ['notifications', '/notifications'],
    ],
  },
  {
    account: 'fwd_admin',
    home: '/fwd/home',
    lists: [
      ['pick-ups', '/fwd/pickup'],
      ['freight bills', '/fwd/bills'],
    ],
  },
];
const USERS = process.env.BENCH_USERS ? ALL_USERS.filter((u) => process.env.BENCH_USERS.split(',').includes(u.account)) : ALL_USERS;

// Builds what is missing or stale (the web app and the compiled server), exactly as `npm start` does.
if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aerosupply-webbench-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', CAPTCHA_MODE: 'test', LOGIN_RATE_LIMIT_PER_IP: '10000', LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

/**
 * True when the page shows its content: the app rendered (index.html's boot placeholders gone), a
 * level-1 heading, no spinner or skeleton, and every table with rows or its empty text. Runs in the page.
 */
function rendered() {
  // index.html's static sign-in shell (hidden off the sign-in page) has a <main> and an <h1> too:
  // nothing counts before React has replaced it.
  if (document.getElementById('boot') || document.getElementById('boot-login')) return false;
  const main = document.querySelector('main') ?? document.body;
  if (!main.querySelector('h1')) return false;
  if (main.querySelector('.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin')) return false;
  for (const table of main.querySelectorAll('.ant-table')) {
    if (!table.querySelector('tr.ant-table-row, .ant-empty')) return false;
  }
  return true;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function newContext(browser) {
  return browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
}

/** One request of a waterfall: start → end (ms from the measurement's start), type, address. */
function line({ req, start }) {
  const timing = req.timing();
  const end = timing.responseEnd > 0 ? Math.round(start + timing.responseEnd) : NaN;
  return `  ${String(start).padStart(5)} → ${String(end).padStart(5)} ms  ${req.resourceType().padEnd(10)} ${req.url().replace(base, '')}`;
}

/** Signs in through the form; returns the milliseconds from the click to the rendered workbench. */
async function signIn(page, user, waterfall) {
  await page.goto(`${base}/login`);
  await page.locator('#username').fill(user.account);
  await page.locator('#password').fill(PASSWORD);
  const captcha = page.locator('#captchaCode');
  if (await captcha.isVisible()) await captcha.fill('TEST');
  // A person takes a few seconds to type: what the page loads meanwhile is done before the click.
  await page.waitForLoadState('networkidle');
  const requests = [];
  let t0 = 0;
  const onRequest = (req) => {
    if (['fetch', 'xhr', 'script', 'stylesheet'].includes(req.resourceType())) requests.push({ req, start: Date.now() - t0 });
  };
  page.on('request', onRequest);
  t0 = Date.now();
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${base}${user.home}`);
  await page.waitForFunction(rendered, null, { polling: 'raf', timeout: 30_000 });
  const ms = Date.now() - t0;
  page.off('request', onRequest);
  if (waterfall) {
    waterfall.push(`Sign-in of ${user.account} (${ms} ms):`, ...requests.map(line));
  }
  return ms;
}

/** In-app navigation (as a menu link does): the router follows a history entry. */
async function openInApp(page, url) {
  const t0 = Date.now();
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2), idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await page.waitForURL(`${base}${url}`);
  await page.waitForFunction(rendered, null, { polling: 'raf', timeout: 30_000 });
  return Date.now() - t0;
}

async function measureVisits(browser) {
  const results = new Map();
  const add = (key, ms) => results.set(key, [...(results.get(key) ?? []), ms]);
  const waterfalls = [];
  for (let run = 0; run < runs; run++) {
    for (const user of USERS) {
      // Sign-in and each list's first open in the app, all with a cold cache.
      const context = await newContext(browser);
      const page = await context.newPage();
      add(`${user.account}: sign-in → workbench`, await signIn(page, user, showWaterfall && run === 0 ? waterfalls : null));
      for (const [name, url] of user.lists) {
        add(`${user.account}: ${name} (first open in the app)`, await openInApp(page, url));
        await openInApp(page, user.home);
      }
      const storage = await context.storageState();
      await context.close();
      // Cold load: a fresh context that holds only the session.
      for (const [name, url] of user.lists) {
        const cold = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', storageState: storage });
        const tab = await cold.newPage();
        const requests = [];
        const t0 = Date.now();
        if (showWaterfall && run === 0) tab.on('request', (req) => requests.push({ req, start: Date.now() - t0 }));
        await tab.goto(`${base}${url}`);
        await tab.waitForFunction(rendered, null, { polling: 'raf', timeout: 30_000 });
        const ms = Date.now() - t0;
        const landed = new URL(tab.url()).pathname;
        add(`${user.account}: ${name} (cold load)${landed === url ? '' : ` [landed on ${landed}]`}`, ms);
        if (requests.length) waterfalls.push(`Cold load of ${url} (${ms} ms):`, ...requests.map(line));
        await cold.close();
      }
    }
  }
  if (waterfalls.length) console.log(`\nRequests of the first run (sign-in from the click; cold loads from the address):\n${waterfalls.join('\n')}`);
  console.log(`\nFirst visits (median of ${runs}, ms; load average ${os.loadavg()[0].toFixed(2)}):`);
  let worst = 0;
  for (const [key, values] of results) {
    const m = median(values);
    worst = Math.max(worst, m);
    console.log(`  ${String(m).padStart(5)}  ${key}   [${values.join(', ')}]`);
  }
  console.log(`  slowest median: ${worst} ms (target < 1000 on a quiet machine)`);
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

  // As a person's browser (navigator.webdriver false): the app loads code ahead only for people (D-170).
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-blink-features=AutomationControlled'] });
  await measureVisits(browser);
  if (visitsOnly) {
    await browser.close();
  } else {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') {
        try {
          scripts.set(res.url(), await res.body());
        } catch {
          /* redirected */
        }
      }
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await browser.close();
    let raw = 0;
    let gz = 0;
    for (const body of scripts.values()) {
      raw += body.length;
      gz += zlib.gzipSync(body, { level: 9 }).length;
    }
    console.log(`\n/login loads ${scripts.size} JavaScript files: ${(raw / 1024).toFixed(0)} KB raw, ${(gz / 1024).toFixed(0)} KB gzipped (budget 300 KB)`);

    const out = path.join(dataDir, 'lighthouse.json');
    const lh = spawnSync(
      'npx',
      ['lighthouse', `${base}/login`, `--chrome-path=${chromePath}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking', '--only-categories=performance,accessibility', '--output=json', `--output-path=${out}`, '--quiet'],
      { cwd: root, stdio: 'inherit' },
    );
    if (lh.status === 0) {
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const score = (c) => Math.round(report.categories[c].score * 100);
      console.log(`Lighthouse /login: performance ${score('performance')} (target 90), accessibility ${score('accessibility')} (target 95)`);
      const metric = (id) => `${report.audits[id].displayValue} (score ${Math.round(report.audits[id].score * 100)})`;
      console.log(
        `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}`,
      );
      if (process.env.LIGHTHOUSE_REPORT) fs.copyFileSync(out, process.env.LIGHTHOUSE_REPORT);
    } else {
      console.log('Lighthouse failed to run');
    }
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
