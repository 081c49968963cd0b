/**
 * One owner per table (issue 10 items 3, 4; issue 30 item 3, D-840): every table is owned by the
 * folder that declares its Kysely type (a module's `tables.ts`, or for a platform table of
 * `db/schema.ts` the folder `PLATFORM_TABLE_OWNERS` names). Only the owner's files write it
 * (`insertInto`, `updateTable`, `deleteFrom`, `mergeInto`, raw `insert into`, `update`, `delete
 * from`); another folder reads it (`selectFrom`, joins, raw `from`/`join`) only when the owner
 * lists it as a read view (D-841). Module SQL lives only in repos. Tests, seeds, migrations and
 * test fixtures are exempt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_TABLE_OWNERS } from '../src/db/schema';

const src = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' || e.name === 'seed' ? [] : sourceFiles(full);
    if (!e.name.endsWith('.ts') || e.name.endsWith('.test.ts') || e.name === 'demo-seed.ts' || e.name === 'test-fixtures.ts' || e.name === 'testing.ts') return [];
    return [full];
  });
}

type Source = { rel: string; text: string };
const files: Source[] = sourceFiles(src).map((file) => ({ rel: path.relative(src, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }));

interface Owner {
  owner: string;
  readView: boolean;
}

/** Table keys of `interface <name> { table: Type; ... }` in `text`. */
const tableKeys = (text: string, name: string) => [...(text.match(new RegExp(`interface ${name}\\b[^{]*\\{([^}]*)\\}`))?.[1] ?? '').matchAll(/^\s+([a-z_0-9]+):/gm)].map((m) => m[1]!);

/** The tables a declaring file lists in `READ_VIEWS`. */
const readViews = (text: string) => new Set([...(text.match(/export const READ_VIEWS = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([a-z_0-9]+)'/g)].map((m) => m[1]!));

/** Every table and its owner: the platform's from PLATFORM_TABLE_OWNERS, the others from the file merging them into `DB`. */
function tableOwners(sources: Source[]): Map<string, Owner> {
  const owners = new Map<string, Owner>();
  for (const [table, o] of Object.entries(PLATFORM_TABLE_OWNERS)) owners.set(table, { owner: o.owner, readView: 'readView' in o && o.readView });
  for (const f of sources) {
    if (f.rel === 'db/schema.ts') continue;
    const merged = [...f.text.matchAll(/interface DB extends ([\w\s,]+)\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()).filter(Boolean));
    const views = readViews(f.text);
    for (const name of merged) for (const table of tableKeys(f.text, name)) owners.set(table, { owner: path.posix.dirname(f.rel), readView: views.has(table) });
  }
  // The platform's DB also extends the timeline's tables, declared in their folder.
  const timeline = sources.find((f) => f.rel === 'platform/timeline/tables.ts')!;
  for (const table of tableKeys(timeline.text, 'TimelineTables')) owners.set(table, { owner: 'platform/timeline', readView: readViews(timeline.text).has(table) });
  return owners;
}

const owners = tableOwners(files);

interface Use {
  table: string;
  file: string;
  how: string;
  write: boolean;
}

/** Every use of a known table in `sources`: Kysely builders and raw SQL templates. */
function tableUses(sources: Source[], known: Map<string, Owner>): Use[] {
  const uses: Use[] = [];
  for (const f of sources) {
    for (const m of f.text.matchAll(/\.(insertInto|updateTable|deleteFrom|mergeInto|selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*'([a-z_0-9]+)(?: as \w+)?'/g)) {
      if (known.has(m[2]!)) uses.push({ table: m[2]!, file: f.rel, how: m[1]!, write: /^(insertInto|updateTable|deleteFrom|mergeInto)$/.test(m[1]!) });
    }
    for (const t of f.text.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)) {
      for (const m of t[1]!.matchAll(/\b(insert\s+into|update|delete\s+from|from|join)\s+([a-z_0-9]+)\b/gi)) {
        if (known.has(m[2]!)) uses.push({ table: m[2]!, file: f.rel, how: `sql ${m[1]!.toLowerCase().replace(/\s+/, ' ')}`, write: !/^(from|join)$/i.test(m[1]!) });
      }
    }
  }
  return uses;
}

const inOwner = (u: Use, known: Map<string, Owner>) => u.file.startsWith(`${known.get(u.table)!.owner}/`);
const line = (u: Use, known: Map<string, Owner>) => `${u.file}: ${u.how} ${u.table} (owner ${known.get(u.table)!.owner})`;

/** Writes of a table outside its owner's folder. */
const foreignWrites = (sources: Source[], known = owners) => [...new Set(tableUses(sources, known).filter((u) => u.write && !inOwner(u, known)).map((u) => line(u, known)))];

/** Reads of a table outside its owner's folder that its owner does not list as a read view. */
const foreignReads = (sources: Source[], known = owners) => [...new Set(tableUses(sources, known).filter((u) => !u.write && !inOwner(u, known) && !known.get(u.table)!.readView).map((u) => line(u, known)))];

describe('table owners', () => {
  it('knows every table and gives each an owner folder that exists', () => {
    expect(owners.size).toBeGreaterThan(100);
    const missing = [...owners].filter(([, o]) => !fs.existsSync(path.join(src, o.owner))).map(([t, o]) => `${t}: ${o.owner}`);
    expect(missing).toEqual([]);
    // Every table a migration creates is declared (and so owned).
    const created = fs
      .readdirSync(path.join(src, 'db/migrations'))
      .flatMap((name) => [...fs.readFileSync(path.join(src, 'db/migrations', name), 'utf8').matchAll(/create table (?:if not exists )?([a-z_0-9]+)/gi)].map((m) => m[1]!));
    const dropped = new Set(fs.readdirSync(path.join(src, 'db/migrations')).flatMap((name) => [...fs.readFileSync(path.join(src, 'db/migrations', name), 'utf8').matchAll(/drop table (?:if exists )?([a-z_0-9]+)/gi)].map((m) => m[1]!)));
    expect([...new Set(created)].filter((t) => !owners.has(t) && !dropped.has(t) && !/_(old|new|tmp)$/.test(t))).toEqual([]);
  });

  it("writes every table only in its owner's folder", () => {
    expect(foreignWrites(files)).toEqual([]);
  });

  it("reads another owner's table only through the read views its owner lists", () => {
    expect(foreignReads(files)).toEqual([]);
  });

  it("changes a supplier's review status, control status and blacklist flag only through supplier-profile", () => {
    // supplier_profiles is supplier-profile's: the write rule above covers these columns too.
    expect(owners.get('supplier_profiles')?.owner).toBe('modules/supplier-profile');
    expect(owners.get('users')?.owner).toBe('platform/users');
    expect(owners.get('timeline_entries')?.owner).toBe('platform/timeline');
    expect(owners.get('companies')?.owner).toBe('platform/companies');
  });

  it('finds the writes and reads it is meant to refuse (the scan works)', () => {
    const probe = (rel: string, text: string) => [{ rel, text }];
    expect(foreignWrites(probe('modules/orders/repo.ts', "await db.updateTable('users').set({ enabled: false }).execute();"))).toEqual(['modules/orders/repo.ts: updateTable users (owner platform/users)']);
    expect(foreignWrites(probe('platform/users/repo.ts', "await db.updateTable('users').set({ enabled: false }).execute();"))).toEqual([]);
    expect(foreignWrites(probe('modules/orders/repo.ts', 'await sql`update companies set status = ${s} where id = ${id}`.execute(db);'))).toEqual(['modules/orders/repo.ts: sql update companies (owner platform/companies)']);
    expect(foreignWrites(probe('modules/orders/repo.ts', "db\n    .insertInto('supplier_profiles as p')"))).toEqual(['modules/orders/repo.ts: insertInto supplier_profiles (owner modules/supplier-profile)']);
    expect(foreignReads(probe('modules/orders/repo.ts', "db.selectFrom('sourcing_rfx as r').innerJoin('companies as c', 'c.id', 'r.company_id')"))).toEqual(['modules/orders/repo.ts: selectFrom sourcing_rfx (owner modules/sourcing)']);
    expect(foreignReads(probe('modules/orders/repo.ts', 'sql`select 1 from sessions s join jobs j on true`'))).toEqual([
      'modules/orders/repo.ts: sql from sessions (owner platform/auth)',
      'modules/orders/repo.ts: sql join jobs (owner platform/jobs)',
    ]);
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
