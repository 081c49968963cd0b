#!/usr/bin/env node
// `npm test`: the whole gate, in order, stopping at the first failure: lint, typecheck, unit tests,
// API tests on PGlite, the same API tests on PostgreSQL (when reachable), end-to-end tests.
// `npm test -- <prefix>...` runs only the steps whose names start with a prefix. `--concurrent` runs
// the API tests on PostgreSQL and the end-to-end tests at the same time (each prints its output when
// it ends): faster on a machine with cores to spare, slower and less steady on a busy 2-core one.
import { spawn, spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['unit', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['api (PGlite)', ['npx', 'vitest', 'run', '--project', 'api']],
  ['api (PostgreSQL)', ['node', 'scripts/test-pg.mjs'], 'concurrent'],
  ['e2e', ['npm', 'run', 'e2e'], 'concurrent'],
];
const args = process.argv.slice(2);
const concurrent = args.includes('--concurrent');
const only = args.filter((a) => !a.startsWith('--'));
const started = Date.now();
const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(0);
/** Each finished step's time, printed as a table at the end (issue 24: where the gate's minutes go). */
const timings = [];

function printTimings() {
  if (!timings.length) return;
  console.log('\nTime per step:');
  for (const { name, secs, ok } of timings) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(18)} ${String(secs).padStart(5)} s`);
  console.log(`  ${'total'.padEnd(20)} ${String(seconds(started)).padStart(5)} s`);
}

function done(name, t0, ok = true) {
  timings.push({ name, secs: seconds(t0), ok });
}

function fail(name, t0, status) {
  done(name, t0, false);
  console.error(`\n✗ ${name} failed after ${seconds(t0)}s`);
  printTimings();
  process.exit(status ?? 1);
}

/** Runs steps at once, each output kept and printed whole when it ends. */
async function runTogether(group) {
  const runs = group.map(([name, [cmd, ...cmdArgs]]) => {
    const t0 = Date.now();
    console.log(`\n=== ${name} (started, output when it ends) ===`);
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    return new Promise((resolve) => child.on('close', (status) => resolve({ name, t0, status, output: Buffer.concat(output) })));
  });
  const results = [];
  for (const run of runs) {
    const result = await run;
    console.log(`\n=== ${result.name} (output) ===`);
    process.stdout.write(result.output);
    results.push(result);
  }
  for (const { name, t0, status } of results) {
    if (status !== 0) fail(name, t0, status);
    done(name, t0);
    console.log(`✓ ${name} (${seconds(t0)}s)`);
  }
}

const selected = steps.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
for (let i = 0; i < selected.length; i++) {
  const [name, [cmd, ...cmdArgs], mode] = selected[i];
  if (concurrent && mode === 'concurrent') {
    const group = selected.slice(i).filter((step) => step[2] === 'concurrent');
    await runTogether(group);
    i += group.length - 1;
    continue;
  }
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, cmdArgs, { stdio: 'inherit' });
  if (res.status !== 0) fail(name, t0, res.status);
  done(name, t0);
  console.log(`✓ ${name} (${seconds(t0)}s)`);
}
printTimings();
console.log(`\nAll checks passed in ${seconds(started)}s`);
