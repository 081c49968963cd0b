#!/usr/bin/env node
// `npm test`: the whole gate, in order, stopping at the first failure: lint, typecheck, unit tests,
// API tests on PGlite, the same API tests on PostgreSQL (when reachable), end-to-end tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['unit', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['api (PGlite)', ['npx', 'vitest', 'run', '--project', 'api']],
  ['api (PostgreSQL)', ['node', 'scripts/test-pg.mjs']],
  ['e2e', ['npm', 'run', 'e2e']],
];
const only = process.argv.slice(2);
const started = Date.now();
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  const secs = ((Date.now() - t0) / 1000).toFixed(0);
  if (res.status !== 0) {
    console.error(`\n✗ ${name} failed after ${secs}s`);
    process.exit(res.status ?? 1);
  }
  console.log(`✓ ${name} (${secs}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
