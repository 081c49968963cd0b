/**
 * End-to-end tests on the production build served by the compiled server (issue 3 item 12, issue
 * 10 item 9). Two workers by default (E2E_WORKERS), each with its own server and data on port
 * E2E_PORT + worker index (fixtures/server.ts): the webServer below builds once and runs the first;
 * the second worker starts its own. A fresh data directory per run.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eWorkers, machineSlowness } from './fixtures/budget';
import { baseUrlFor, buildCommand, readyPath, repoRoot, serverCommand, serverEnv, startTimeoutMs } from './fixtures/server';

const baseURL = baseUrlFor(0);

/**
 * Debian's headless shell (package chromium-headless-shell) when installed: the same Blink without
 * the full browser's UI, about 15% less time per test on the 2-core machine (issue 24, D-448);
 * Debian's Chromium otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // A reused server (E2E_REUSE_SERVER) is one server: one worker then.
  workers: e2eWorkers,
  // One retry everywhere: the runs share a 2-core machine; a test that fails twice fails the gate.
  retries: 1,
  // Each test's timeout comes from its time budget (fixtures/budget.ts, set by the gate fixture).
  timeout: 60_000,
  // An expectation waits 10 s on the reference machine, longer on a slower CPU (D-880).
  expect: { timeout: Math.round(10_000 * machineSlowness) },
  // The gate reporter prints the slowest tests, the time per file and every retry (issue 24).
  reporter: process.env.CI ? [['list'], ['./reporters/gate.ts'], ['html', { open: 'never' }]] : [['list'], ['./reporters/gate.ts']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app turns antd's motion off for readers who ask for less motion: no waiting for fades.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
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
