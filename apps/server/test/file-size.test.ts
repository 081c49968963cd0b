/**
 * Files split at their seams (issue 30 item 4): no source file of the server, web, shared package,
 * end-to-end tests or scripts runs past 400 lines; a file that grows past it is split where its parts meet.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const ROOTS = ['apps/server/src', 'apps/server/test', 'apps/server/bench', 'apps/web/src', 'packages/shared/src', 'e2e', 'scripts'];
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return ['node_modules', 'dist', 'test-results', 'playwright-report'].includes(e.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [full] : [];
  });
}

describe('file size', () => {
  it(`keeps every source file within ${MAX_LINES} lines`, () => {
    const files = ROOTS.flatMap((r) => sourceFiles(path.join(repo, r)));
    expect(files.length).toBeGreaterThan(1000);
    const long = files
      .map((f) => ({ file: path.relative(repo, f), lines: fs.readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines}`);
    expect(long).toEqual([]);
  });
});
