import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/database';
import { caseless, containsPattern, containsText } from './search';

describe('typed "contains" searches', () => {
  it('uses the case-sensitive operator only for terms without case', () => {
    expect(caseless('4500012345')).toBe(true);
    expect(caseless('发动机部')).toBe(true);
    expect(caseless('PO-2026/01')).toBe(false);
    expect(caseless('b000')).toBe(false);
    expect(caseless('ß')).toBe(false);
  });

  it('escapes the pattern characters of the term', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('containsText on the database: the same rows as `ilike` for every kind of term (D-681, D-711)', () => {
  let t: TestApp;
  let db: Database;
  const VALUES = [
    'B000123456', 'B000123457', 'b000123456-01', 'XB000123456', 'B000012345', 'PO-2026/01-000123', 'po-2026/01-000124', '4500012345', '450001234',
    '航材采购部 Materials Purchasing', '发动机部 Engine Shop', 'ENGINE SHOP 7', 'Straße 12345678', 'STRASSE 12345678', '50%_a\\b12345678', 'Ünïcödé-000123456',
  ];
  const TERMS = [
    'B000123456', 'b000123456', '000123456', 'B00012345', '12345', '45', 'PO-2026/01-000123', 'PO-2026/01', '4500012345', '发动机部', '采购部 Materials',
    'engine shop', 'Straße 12345678', 'e 12345678', '50%_a\\b12345678', '%_a\\b1234', 'ünïcödé-000123456', 'X', 'B000123456-01', 'nothing at all',
  ];

  beforeAll(async () => {
    t = await createTestApp();
    db = t.deps.db;
    await sql`create table contains_probe (id int primary key, v text)`.execute(db);
    await sql`create index contains_probe_trgm on contains_probe using gin (v gin_trgm_ops)`.execute(db);
    await db.withTables<{ contains_probe: { id: number; v: string } }>().insertInto('contains_probe').values(VALUES.map((v, i) => ({ id: i + 1, v }))).execute();
  });
  afterAll(async () => {
    await sql`drop table if exists contains_probe`.execute(db);
    await t.close();
  });

  it.each(TERMS)('%s', async (term) => {
    const probe = db.withTables<{ contains_probe: { id: number; v: string } }>();
    const ids = async (cond: ReturnType<typeof sql<boolean>>) => (await probe.selectFrom('contains_probe').select('id').where(cond).orderBy('id').execute()).map((r) => r.id);
    const expected = await ids(sql<boolean>`v ilike ${containsPattern(term)}`);
    expect(await ids(containsText('v', term))).toEqual(expected);
    // The expectation is not vacuous for the whole numbers the narrowing serves.
    if (term === 'B000123456') expect(expected).toEqual([1, 3, 4]);
  });
});
