/**
 * The one paging helper of the repos (issue 10 item 4). Two kinds of list:
 *
 * - Offset pages (`pageQuery`): `{ rows, page, pageSize, total, capped? }`, the shared `pageOf`
 *   contract. The total is counted over the same query (its selection and order dropped, so joins,
 *   grouping count as the rows do; not for `select distinct`). A list that may hold a million rows passes
 *   `countCap`: the count stops at `countCap + 1` rows and answers `total: countCap, capped: true`
 *   ("at least"), so a page never costs an exact count of the whole table.
 * - Keyset pages (`keysetPage`): the repo reads `pageSize + 1` rows after the cursor in a stable
 *   order; the extra row says whether a next page exists. `encodeKeyset` / `decodeKeyset` turn the
 *   last row's sort values into an opaque cursor and back (the caller checks the values' shape and
 *   answers its own 400).
 */
import type { Page } from '@aerosupply/shared';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface PageOptions {
  /** Count at most this many rows; more answer `total: countCap, capped: true`. */
  countCap?: number;
  /**
   * The query to count when it is simpler than the rows' (e.g. rows selected by `id in (filtered
   * ids)`: count the filtered ids). Default: the rows' query.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filtered query; only its row count is read
  countFrom?: SelectQueryBuilder<any, any, unknown>;
  /**
   * A typed search is among the filters; `id` is the rows' id column (e.g. `o.id`). The matches'
   * ids are read first (at most SEARCH_FEW_ROWS + 1, through the search's own index); when there are
   * few, they are the total and the page is read from them, instead of walking the sort order's
   * index: a rare match far down that order made the walk read most of the table (D-684). More
   * matches page as before; a list with `countCap` then answers "more than `few`" on the pages
   * within those first matches without counting further (D-710), deeper pages count as before.
   * `few`: SEARCH_FEW_ROWS unless a test sets it.
   */
  search?: { id: string; few?: number };
  /**
   * A list with amounts (issue 28 item 1, D-721): the sums over every row of the search, per
   * currency (`amount` and `currency` are columns of the counted query). Not summed when the count
   * is capped (the answer then has no `totals`); read from the rows themselves, without a query,
   * when the first page holds every row (`ofRow`).
   */
  totals?: { amount: string; currency: string; ofRow: (row: never) => { currency: string | null; amount: number | string | null } };
}

type Totals = NonNullable<Page<unknown>['totals']>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Sums per currency, in currency order (amounts of different currencies are never added). */
function sumRows<O>(rows: readonly O[], ofRow: (row: O) => { currency: string | null; amount: number | string | null }): Totals {
  const sums = new Map<string, number>();
  for (const r of rows) {
    const { currency, amount } = ofRow(r);
    if (amount === null || amount === '') continue;
    sums.set(currency ?? '', (sums.get(currency ?? '') ?? 0) + Number(amount));
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount: round2(amount) }));
}

/** The sums of the counted query, per currency: one grouped aggregate over the same filters. */
async function sumQuery<QDB, TB extends keyof QDB, O>(db: Database, query: SelectQueryBuilder<QDB, TB, O>, totals: NonNullable<PageOptions['totals']>): Promise<Totals> {
  const inner = query
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select([sql.ref(totals.amount).as('amount'), sql.ref(totals.currency).as('currency')]);
  const rows = await db
    .selectFrom(inner.as('summed'))
    .select([sql<string>`coalesce(summed.currency, '')`.as('currency'), sql<string>`sum(summed.amount)::text`.as('amount')])
    .where(sql.ref('summed.amount'), 'is not', null)
    .groupBy(sql`coalesce(summed.currency, '')`)
    .orderBy(sql`coalesce(summed.currency, '')`)
    .execute();
  return rows.map((r) => ({ currency: r.currency, amount: round2(Number(r.amount)) }));
}

/** The totals of a page's search, when asked for and cheap enough (see `PageOptions.totals`). */
async function pageTotals<QDB, TB extends keyof QDB, O>(
  db: Database,
  query: SelectQueryBuilder<QDB, TB, O>,
  page: PageRequest,
  rows: O[],
  count: { total: number; capped: boolean },
  totals: PageOptions['totals'],
): Promise<{ totals?: Totals }> {
  if (!totals || count.capped) return {};
  if (page.page === 1 && rows.length >= count.total) return { totals: sumRows(rows, totals.ofRow as (row: O) => { currency: string | null; amount: number | string | null }) };
  return { totals: await sumQuery(db, query, totals) };
}

/** Up to this many matches of a typed search, the page is read from their ids (D-684). */
export const SEARCH_FEW_ROWS = 1000;

/** The total of a query: exact, or capped at `countCap` (then `capped: true`). */
export async function countQuery<QDB, TB extends keyof QDB, O>(
  db: Database,
  query: SelectQueryBuilder<QDB, TB, O>,
  opts: PageOptions = {},
): Promise<{ total: number; capped: boolean }> {
  let inner = query.clearSelect().clearOrderBy().clearLimit().clearOffset().select(sql<number>`1`.as('one'));
  if (opts.countCap !== undefined) inner = inner.limit(opts.countCap + 1);
  const row = await db.selectFrom(inner.as('counted')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const n = Number(row.n);
  return opts.countCap !== undefined && n > opts.countCap ? { total: opts.countCap, capped: true } : { total: n, capped: false };
}

/**
 * One offset page of `query` (filtered, selected and ordered; the order must end on a unique
 * column so pages never overlap) and its total. `capped` is present only when the count stopped.
 */
export async function pageQuery<QDB, TB extends keyof QDB, O>(
  db: Database,
  query: SelectQueryBuilder<QDB, TB, O>,
  page: PageRequest,
  opts: PageOptions = {},
): Promise<Page<O>> {
  const paged = (q: SelectQueryBuilder<QDB, TB, O>) => q.limit(page.pageSize).offset((page.page - 1) * page.pageSize).execute();
  const answer = async (rows: O[], count: { total: number; capped: boolean }, counted: SelectQueryBuilder<QDB, TB, O>): Promise<Page<O>> => ({
    rows,
    page: page.page,
    pageSize: page.pageSize,
    total: count.total,
    ...(count.capped ? { capped: true } : {}),
    ...(await pageTotals(db, counted, page, rows, count, opts.totals)),
  });
  if (opts.search) {
    // The matches' ids, at most one more than "few": few answers the total and the page at once.
    const id = sql.ref(opts.search.id);
    const few = opts.search.few ?? SEARCH_FEW_ROWS;
    const matches = await (opts.countFrom ?? query).clearSelect().clearOrderBy().clearLimit().clearOffset().select(id.as('search_id')).limit(few + 1).execute();
    const cap = opts.countCap;
    if (matches.length <= few) {
      const ids = (matches as { search_id: number | string }[]).map((m) => Number(m.search_id));
      const count = cap !== undefined && ids.length > cap ? { total: cap, capped: true } : { total: ids.length, capped: false };
      const fewRows = query.where(sql<boolean>`${id} = any(${sql.val(ids)}::bigint[])`);
      return answer(ids.length ? await paged(fewRows) : [], count, fewRows);
    }
    // Many matches on a capped list: counting on to the cap read up to 10,000 more matches (a
    // two-character term: 130,000 index entries) for a total no one pages through (D-710).
    if (cap !== undefined && page.page * page.pageSize <= few) return answer(await paged(query), { total: Math.min(cap, few), capped: true }, query);
  }
  const [rows, count] = await Promise.all([paged(query), countQuery(db, opts.countFrom ?? query, opts)]);
  return answer(rows, count, (opts.countFrom ?? query) as SelectQueryBuilder<QDB, TB, O>);
}

/** The same page with each row presented. */
export function mapPage<R, T>(page: Page<R>, present: (row: R) => T): Page<T> {
  return { ...page, rows: page.rows.map(present) };
}

/**
 * A keyset page from the `pageSize + 1` rows a repo read: the first `pageSize` rows, and the
 * cursor of the last of them when the extra row shows there is more (else null).
 */
export function keysetPage<R>(rows: R[], pageSize: number, cursorOf: (last: R) => string | null): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > pageSize && last !== undefined ? cursorOf(last) : null };
}

/** An opaque cursor of the last row's sort values (base64url of their JSON array). */
export const encodeKeyset = (values: readonly unknown[]): string => Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');

/** The sort values of a cursor, or undefined when it is not one (the caller answers its 400). */
export function decodeKeyset(cursor: string): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
