/** The paging helper over a scratch table of 25 rows (ids 1..25, `grp` = id % 3). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/database';
import { countQuery, decodeKeyset, encodeKeyset, keysetPage, mapPage, pageQuery } from './paging';

let t: TestApp;
let db: Database;
const probe = () => db.withTables<{ paging_probe: { id: number; grp: number } }>();

beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.db;
  await sql`create table paging_probe (id int primary key, grp int not null)`.execute(db);
  await sql`insert into paging_probe select n, n % 3 from generate_series(1, 25) n`.execute(db);
});
afterAll(async () => {
  await sql`drop table if exists paging_probe`.execute(db);
  await t.close();
});

const all = () => probe().selectFrom('paging_probe').select(['id', 'grp']).orderBy('id');

describe('pageQuery with a typed search (D-684)', () => {
  const search = { search: { id: 'paging_probe.id' } };
  it('few matches: the same pages, in order, read from the matches\' ids; past the end and no match are empty', async () => {
    const grp1 = () => all().where('grp', '=', 1);
    const first = await pageQuery(db, grp1(), { page: 1, pageSize: 3 }, search);
    expect(first).toEqual(await pageQuery(db, grp1(), { page: 1, pageSize: 3 }));
    expect(first).toMatchObject({ total: 9, rows: [{ id: 1 }, { id: 4 }, { id: 7 }] });
    expect((await pageQuery(db, grp1(), { page: 3, pageSize: 4 }, search)).rows.map((r) => r.id)).toEqual([25]);
    expect(await pageQuery(db, grp1(), { page: 4, pageSize: 4 }, search)).toMatchObject({ rows: [], total: 9 });
    expect(await pageQuery(db, all().where('id', '>', 100), { page: 1, pageSize: 3 }, search)).toEqual({ rows: [], page: 1, pageSize: 3, total: 0 });
  });

  it('more matches than the cap: the capped total and the page as without the option', async () => {
    const page = await pageQuery(db, all(), { page: 2, pageSize: 5 }, { ...search, countCap: 20 });
    expect(page).toMatchObject({ total: 20, capped: true });
    expect(page.rows.map((r) => r.id)).toEqual([6, 7, 8, 9, 10]);
  });

  it('more matches than "few" on a capped list (D-710): pages within them say "more than few" uncounted, deeper pages count to the cap; rows as without the option', async () => {
    const many = { search: { id: 'paging_probe.id', few: 10 }, countCap: 20 };
    const grp1 = () => all().where('grp', '=', 1); // 9 rows: few
    expect(await pageQuery(db, grp1(), { page: 2, pageSize: 5 }, many)).toEqual(await pageQuery(db, grp1(), { page: 2, pageSize: 5 }));
    const within = await pageQuery(db, all(), { page: 2, pageSize: 5 }, many);
    expect(within).toEqual({ ...(await pageQuery(db, all(), { page: 2, pageSize: 5 })), total: 10, capped: true });
    const deeper = await pageQuery(db, all(), { page: 3, pageSize: 5 }, many);
    expect(deeper).toMatchObject({ total: 20, capped: true });
    expect(deeper.rows.map((r) => r.id)).toEqual([11, 12, 13, 14, 15]);
    // Without a count cap the total stays exact.
    expect(await pageQuery(db, all(), { page: 1, pageSize: 5 }, { search: many.search })).toMatchObject({ total: 25 });
    expect((await pageQuery(db, all(), { page: 1, pageSize: 5 }, { search: many.search })).capped).toBeUndefined();
  });
});

describe('pageQuery: offset pages with their total', () => {
  it('first page: the first rows in order and the exact total, no capped flag', async () => {
    const page = await pageQuery(db, all(), { page: 1, pageSize: 10 });
    expect(page).toEqual({ rows: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, grp: (i + 1) % 3 })), page: 1, pageSize: 10, total: 25 });
  });

  it('last page: the remainder; past the end: no rows, the same total', async () => {
    const last = await pageQuery(db, all(), { page: 3, pageSize: 10 });
    expect(last.rows.map((r) => r.id)).toEqual([21, 22, 23, 24, 25]);
    expect(last.total).toBe(25);
    const past = await pageQuery(db, all(), { page: 4, pageSize: 10 });
    expect(past).toMatchObject({ rows: [], page: 4, total: 25 });
  });

  it('empty: a filter matching nothing answers no rows and total 0', async () => {
    expect(await pageQuery(db, all().where('id', '>', 100), { page: 1, pageSize: 10 })).toEqual({ rows: [], page: 1, pageSize: 10, total: 0 });
  });

  it('capped count: more rows than the cap answer total = cap and capped; at the cap it is exact', async () => {
    const capped = await pageQuery(db, all(), { page: 2, pageSize: 5 }, { countCap: 20 });
    expect(capped).toMatchObject({ total: 20, capped: true });
    expect(capped.rows.map((r) => r.id)).toEqual([6, 7, 8, 9, 10]);
    const exact = await pageQuery(db, all(), { page: 1, pageSize: 5 }, { countCap: 25 });
    expect(exact.total).toBe(25);
    expect('capped' in exact).toBe(false);
  });

  it('counts what the rows count: filters and grouping, ignoring the selection and order; or countFrom', async () => {
    const grouped = probe().selectFrom('paging_probe').select(['grp', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('grp').orderBy('grp');
    const page = await pageQuery(db, grouped, { page: 1, pageSize: 2 });
    expect(page.rows.map((r) => r.grp)).toEqual([0, 1]);
    expect(page.total).toBe(3);
    const filtered = probe().selectFrom('paging_probe').where('grp', '=', 0);
    const byIds = probe().selectFrom('paging_probe').selectAll().where('id', 'in', filtered.select('id')).orderBy('id', 'desc');
    const viaIds = await pageQuery(db, byIds, { page: 1, pageSize: 3 }, { countFrom: filtered });
    expect(viaIds).toMatchObject({ total: 8, rows: [{ id: 24 }, { id: 21 }, { id: 18 }] });
    expect(await countQuery(db, filtered, { countCap: 5 })).toEqual({ total: 5, capped: true });
  });

  it('mapPage presents the rows and keeps the paging fields', async () => {
    const page = mapPage(await pageQuery(db, all(), { page: 1, pageSize: 2 }, { countCap: 3 }), (r) => `#${r.id}`);
    expect(page).toEqual({ rows: ['#1', '#2'], page: 1, pageSize: 2, total: 3, capped: true });
  });
});

describe('keysetPage and its cursor', () => {
  it('pageSize + 1 rows: the page and the cursor of its last row; fewer: the last page (null)', async () => {
    const first = keysetPage(await all().limit(11).execute(), 10, (r) => encodeKeyset([r.id]));
    expect(first.rows).toHaveLength(10);
    const [after] = decodeKeyset(first.nextCursor!)!;
    expect(after).toBe(10);
    const rest = await all().where('id', '>', after as number).limit(11).execute();
    const second = keysetPage(rest, 10, (r) => encodeKeyset([r.id]));
    expect(second.rows.map((r) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(decodeKeyset(second.nextCursor!)).toEqual([20]);
    const end = keysetPage(await all().where('id', '>', 20).limit(11).execute(), 10, (r) => encodeKeyset([r.id]));
    expect(end).toEqual({ rows: [21, 22, 23, 24, 25].map((id) => ({ id, grp: id % 3 })), nextCursor: null });
    expect(keysetPage([], 10, () => 'x')).toEqual({ rows: [], nextCursor: null });
  });

  it('decodes its own cursors and refuses anything else', () => {
    expect(decodeKeyset(encodeKeyset(['2026-01-01T00:00:00.000000Z', 7]))).toEqual(['2026-01-01T00:00:00.000000Z', 7]);
    expect(decodeKeyset('not a cursor')).toBeUndefined();
    expect(decodeKeyset(Buffer.from('{"a":1}').toString('base64url'))).toBeUndefined();
  });
});

describe('pageQuery totals over every page (D-721)', () => {
  // Amount = id, currency by group: grp 0 'CNY', 1 'USD', 2 null (no currency).
  beforeAll(async () => {
    await sql`alter table paging_probe add column currency text`.execute(db);
    await sql`update paging_probe set currency = case grp when 0 then 'CNY' when 1 then 'USD' end`.execute(db);
  });
  const priced = () =>
    db
      .withTables<{ paging_probe: { id: number; grp: number; currency: string | null } }>()
      .selectFrom('paging_probe')
      .select(['id', 'grp', 'currency'])
      .orderBy('id');
  const totals = {
    amount: 'paging_probe.id',
    currency: 'paging_probe.currency',
    ofRow: (r: { id: number; currency: string | null }) => ({ currency: r.currency, amount: r.id }),
  };
  // Sums of ids 1..25 by id % 3: 0 -> 3+6+..+24 = 108, 1 -> 1+4+..+25 = 117, 2 -> 2+5+..+23 = 100.
  const expected = [
    { currency: '', amount: 100 },
    { currency: 'CNY', amount: 108 },
    { currency: 'USD', amount: 117 },
  ];

  it('a later page answers the sums of the whole search per currency; a filter narrows them', async () => {
    expect((await pageQuery(db, priced(), { page: 2, pageSize: 5 }, { totals })).totals).toEqual(expected);
    const grp1 = await pageQuery(db, priced().where('grp', '=', 1), { page: 1, pageSize: 2 }, { totals });
    expect(grp1.totals).toEqual([{ currency: 'USD', amount: 117 }]);
  });

  it('one page holding every row: the same sums, from the rows, without a further query', async () => {
    const page = await pageQuery(db, priced(), { page: 1, pageSize: 100 }, { totals: { ...totals, amount: 'no_such_column' } });
    // A query would have failed on the unknown column: the rows were summed.
    expect(page.totals).toEqual(expected);
  });

  it('a capped count is not summed: no totals', async () => {
    const page = await pageQuery(db, priced(), { page: 1, pageSize: 5 }, { countCap: 20, totals });
    expect(page).toMatchObject({ total: 20, capped: true });
    expect(page.totals).toBeUndefined();
  });
});
