/**
 * The server's run-time source files under `dir`, for the scans of the code (status writes, the
 * clock): migrations, seeds, demo data, tests and test helpers are left out.
 */
import fs from 'node:fs';
import path from 'node:path';

export function runtimeSourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' || e.name === 'seed' ? [] : runtimeSourceFiles(full);
    if (!e.name.endsWith('.ts') || e.name.endsWith('.test.ts') || /demo/.test(e.name) || e.name === 'test-fixtures.ts' || e.name === 'testing.ts') return [];
    return [full];
  });
}
