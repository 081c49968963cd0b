/**
 * End-to-end tests on the production build served by the compiled server (issue 3 item 12, issue
 * 10 item 9). Two workers by default (E2E_WORKERS), each with its own server and data on port
 * E2E_PORT + worker index (fixtures/server.ts): the webServer below builds once and runs the first;
 * the second worker starts its own. A fresh data directory per run.
 */
import { defineConfig, devices } from '@playwright/test';
import { baseUrlFor, buildCommand, readyPath, repoRoot, serverCommand, serverEnv, startTimeoutMs } from './fixtures/server';

const baseURL = baseUrlFor(0);

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // A reused server (E2E_REUSE_SERVER) is one server: one worker then.
  workers: process.env.E2E_REUSE_SERVER ? 1 : Number(process.env.E2E_WORKERS ?? 2),
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
    command: `${buildCommand} && ${serverCommand}`,
    cwd: repoRoot,
    url: `${baseURL}${readyPath}`,
    // The build, then a first start with migrations and demo data.
    timeout: 120_000 + startTimeoutMs,
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv(0),
  },
});
