/**
 * Every module uses the injectable clock (issue 30 item 2): server code under modules/ and platform/
 * reads the time from `deps.now()` or a `now: Date` it is given, never from `new Date()` without
 * arguments or `Date.now()`, so a test that moves the clock moves all of it. The scan reads each
 * file's syntax tree; tests, seeds, demo data and test helpers are exempt. PENDING only shrinks.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { runtimeSourceFiles } from './runtime-sources';

const src = path.resolve(import.meta.dirname, '../src');
const ROOTS = ['modules', 'platform'];

/** Files that keep the wall clock on purpose (each says why in a comment where it reads it). */
const WALL_CLOCK = new Map<string, string>([
  ['platform/jobs/queue.ts', "run_at and finished_at are compared with the database's now() when a job is claimed"],
  ['platform/auth/actor-repo.ts', 'the token cache ages in real time, whatever the application clock says'],
  ['platform/auth/sso-client.ts', "the provider's discovery document is cached for 10 minutes of real time"],
]);

/** Files still reading the wall clock, moved onto the clock by the engineers of their modules; only shrinks. */
const PENDING = new Set<string>([]);

const isDate = (e: ts.Expression) => ts.isIdentifier(e) && e.text === 'Date';

/** `line: text` of every wall-clock read in `text`. */
export function wallClockReads(rel: string, text: string): string[] {
  const found: string[] = [];
  const file = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);
  const visit = (n: ts.Node) => {
    const emptyNew = ts.isNewExpression(n) && isDate(n.expression) && (n.arguments === undefined || n.arguments.length === 0);
    const now = ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && isDate(n.expression.expression) && n.expression.name.text === 'now';
    if (emptyNew || now) found.push(`${file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1}: ${n.getText(file)}`);
    ts.forEachChild(n, visit);
  };
  visit(file);
  return found;
}

describe('the injectable clock', () => {
  const offenders = new Map(
    ROOTS.flatMap((root) => runtimeSourceFiles(path.join(src, root)))
      .map((f) => path.relative(src, f).split(path.sep).join('/'))
      .map((rel) => [rel, wallClockReads(rel, fs.readFileSync(path.join(src, rel), 'utf8'))] as const)
      .filter(([, reads]) => reads.length > 0),
  );

  it('reads the time only from deps.now() or a given now in modules and platform', () => {
    const unexpected = [...offenders].filter(([rel]) => !PENDING.has(rel) && !WALL_CLOCK.has(rel)).map(([rel, reads]) => `${rel}: ${reads.join(' | ')}`);
    expect(unexpected).toEqual([]);
  });

  it('lists no pending file that no longer reads the wall clock (PENDING only shrinks)', () => {
    expect([...PENDING].filter((rel) => !offenders.has(rel)).sort()).toEqual([]);
  });

  it('exempts only files that still keep the wall clock', () => {
    expect([...WALL_CLOCK.keys()].filter((rel) => !offenders.has(rel)).sort()).toEqual([]);
  });

  it('finds the reads it is meant to refuse (the scan works)', () => {
    const sample = 'const a = new Date();\nconst b = Date.now();\nconst c = new Date(b);\nconst d = new Date;\nconst e = performance.now();';
    expect(wallClockReads('m.ts', sample)).toEqual(['1: new Date()', '2: Date.now()', '4: new Date']);
  });
});
