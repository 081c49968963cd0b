/**
 * One owner per table (issue 10 items 3, 4): users are written only through platform/users, a
 * supplier's statuses only through supplier-profile, the timeline only through platform/timeline,
 * and module SQL only in repos. Tests, seeds, migrations and test fixtures are exempt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' || e.name === 'seed' ? [] : sourceFiles(full);
    if (!e.name.endsWith('.ts') || e.name.endsWith('.test.ts') || e.name === 'demo-seed.ts' || e.name === 'test-fixtures.ts' || e.name === 'testing.ts') return [];
    return [full];
  });
}

const files = sourceFiles(src).map((file) => ({ rel: path.relative(src, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }));

/** Files (outside `owner`) holding a write statement on `table` whose next few lines match `columns`. */
function writers(table: string, owner: string, columns?: RegExp): string[] {
  const write = new RegExp(`\\.(insertInto|updateTable|deleteFrom)\\('${table}'\\)`, 'g');
  return files
    .filter((f) => !f.rel.startsWith(owner))
    .filter((f) => [...f.text.matchAll(write)].some((m) => !columns || columns.test(f.text.slice(m.index, m.index + 400).split(/\.execute/)[0]!)))
    .map((f) => f.rel);
}

describe('table owners', () => {
  it('writes users only through platform/users', () => {
    expect(writers('users', 'platform/users/')).toEqual([]);
  });

  it("changes a supplier's review status, control status and blacklist flag only through supplier-profile", () => {
    expect(writers('supplier_profiles', 'modules/supplier-profile/', /review_status|control_status|blacklisted/)).toEqual([]);
  });

  it('writes the timeline only through platform/timeline', () => {
    expect(writers('timeline_entries', 'platform/timeline/')).toEqual([]);
  });

  it('finds a write it is meant to refuse (the scan works)', () => {
    expect(writers('users', 'modules/')).toContain('platform/users/repo.ts');
    expect(writers('supplier_profiles', 'nowhere/', /review_status/)).toContain('modules/supplier-profile/repo.ts');
  });
});

/**
 * Module files other than repos that still build queries. The list may only shrink: a new file
 * with SQL outside a repo fails, and so does a listed file that no longer has any (remove it).
 */
const SQL_OUTSIDE_REPOS_LEFT = [
  'modules/account-recovery/codes.ts',
  'modules/auditors/inquiry-approvers.ts',
  'modules/auditors/service.ts',
  'modules/blacklist/service.ts',
  'modules/expiry-watch/service.ts',
  'modules/files/cleanup.ts',
  'modules/files/download-tokens.ts',
  'modules/sap-sync/service.ts',
  'modules/supplier-control/can-transact.ts',
  'modules/supplier-control/service.ts',
  'modules/supplier-directory/service.ts',
  'modules/supplier-profile/contacts.ts',
  'modules/supplier-profile/demo-files.ts',
  'modules/supplier-profile/home-tasks.ts',
  'modules/supplier-review/approval-adapter.ts',
  'modules/supplier-review/home-tasks.ts',
  'modules/supplier-review/service.ts',
];

describe('SQL lives in repos', () => {
  it('no module file but a repo builds queries, except the shrinking list', () => {
    const query = /\b(db|trx|q|tx)\s*\.\s*(selectFrom|insertInto|updateTable|deleteFrom)\(|\.\s*(selectFrom|insertInto|updateTable|deleteFrom)\('/;
    const found = files.filter((f) => f.rel.startsWith('modules/') && !/(^|\/|-)repo\.ts$|\/tables\.ts$/.test(f.rel) && query.test(f.text)).map((f) => f.rel);
    expect(found.sort()).toEqual([...SQL_OUTSIDE_REPOS_LEFT].sort());
  });
});
