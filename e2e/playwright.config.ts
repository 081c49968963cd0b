/**
 * End-to-end tests on the production build served by the real server (issue 3 item 12).
 * One worker; a fresh data directory per run; captchas shown but the code TEST accepted
 * (CAPTCHA_MODE=test is refused in production).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${PORT}`;
// Workers load this file too: the directory is made once and passed on through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'aerosupply-e2e-'));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The run builds into its own directory: a rebuild of apps/web/dist by someone else during the run
// would otherwise pull the files from under the server (it lists them at start).
const webDist = join(process.env.E2E_DATA_DIR, 'web');

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  // One retry everywhere: the runs share a 2-core machine; a test that fails twice fails the gate.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `npx vite build apps/web --outDir ${webDist} --emptyOutDir && node scripts/compress-dist.mjs ${webDist} && npx tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${baseURL}/admin/sys/user/getLoginType`,
    timeout: 240_000,
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST: webDist,
      CAPTCHA_MODE: 'test',
      LOGIN_RATE_LIMIT_PER_IP: '10000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000',
      NODE_ENV: 'test',
    },
  },
});
