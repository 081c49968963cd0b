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
 * SQL lives only in repos (a module's `repo.ts` or `*-repo.ts`, and `tables.ts` for its types): a
 * module file that builds a Kysely query (`selectFrom`, `insertInto`, `updateTable`, `deleteFrom`)
 * or runs raw SQL (sql`...`.execute) anywhere else fails. Services call the repo's named functions
 * with their `trx`.
 */
const QUERY = /\b(db|trx|q|tx)\s*\.\s*(selectFrom|insertInto|updateTable|deleteFrom)\(|\.\s*(selectFrom|insertInto|updateTable|deleteFrom)\('|\bsql(<[^`]*>)?`[^`]*`\s*\.\s*execute\(/;
const isRepo = (rel: string) => /(^|\/|-)repo\.ts$|\/tables\.ts$/.test(rel);

/** Module files other than repos that build or run queries. */
const sqlOutsideRepos = (sources: { rel: string; text: string }[]) => sources.filter((f) => f.rel.startsWith('modules/') && !isRepo(f.rel) && QUERY.test(f.text)).map((f) => f.rel);

describe('SQL lives in repos', () => {
  it('no module file but a repo builds or runs queries', () => {
    expect(sqlOutsideRepos(files)).toEqual([]);
  });

  it('finds a query it is meant to refuse (the scan works)', () => {
    const repos = files.filter((f) => f.rel.startsWith('modules/') && isRepo(f.rel) && !f.rel.endsWith('/tables.ts'));
    expect(repos.length).toBeGreaterThan(10);
    // Every repo, read as if it were a service, is found: the scan sees each query form the repos use.
    const asServices = repos.map((f) => ({ rel: f.rel.replace(/repo\.ts$/, 'service.ts'), text: f.text }));
    expect(sqlOutsideRepos(asServices)).toEqual(asServices.map((f) => f.rel));
    expect(
      sqlOutsideRepos([
        { rel: 'modules/x/service.ts', text: "await trx.selectFrom('users').selectAll().execute();" },
        { rel: 'modules/x/jobs.ts', text: 'const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db);' },
        { rel: 'modules/x/home.ts', text: "db\n    .updateTable('files')" },
      ]),
    ).toEqual(['modules/x/service.ts', 'modules/x/jobs.ts', 'modules/x/home.ts']);
  });
});
