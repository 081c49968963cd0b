#!/usr/bin/env node
// `npm run bench:web`: on the production build, the JavaScript /login loads (gzipped) and the
// Lighthouse performance and accessibility scores of /login, with Debian's chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = 8183;
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (spawnSync('npm', ['run', 'build', '-w', '@aerosupply/web'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aerosupply-webbench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
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
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
