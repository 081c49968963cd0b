/** All SQL of the dictionaries: `dict_items` holds the TC_* lists and the code tables (global, not company-owned). */
import { sql } from 'kysely';
import type { Page } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';

export type DictItemRow = {
  id: number;
  domain: string;
  value: string;
  text_zh: string;
  text_en: string;
  extra: Record<string, unknown> | null;
  sort: number;
  enabled: boolean;
  updated_at: Date;
};

/** Enabled items of the given domains, in display order. */
export async function findEnabledItems(db: Database, domains: readonly string[]): Promise<DictItemRow[]> {
  if (domains.length === 0) return [];
  return db
    .selectFrom('dict_items')
    .selectAll()
    .where('domain', 'in', domains)
    .where('enabled', '=', true)
    .orderBy('domain')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Item counts per domain (total and enabled). */
export async function countByDomain(db: Database): Promise<{ domain: string; total: number; enabled: number }[]> {
  const rows = await db
    .selectFrom('dict_items')
    .select(['domain', sql<string>`count(*)`.as('total'), sql<string>`count(*) filter (where enabled)`.as('enabled')])
    .groupBy('domain')
    .execute();
  return rows.map((r) => ({ domain: r.domain, total: Number(r.total), enabled: Number(r.enabled) }));
}

export interface ItemFilter {
  domains: readonly string[];
  q?: string;
  enabled?: boolean;
}

function filtered(db: Database, f: ItemFilter) {
  let query = db.selectFrom('dict_items').where('domain', 'in', f.domains);
  if (f.enabled !== undefined) query = query.where('enabled', '=', f.enabled);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('value', 'ilike', like), eb('text_zh', 'ilike', like), eb('text_en', 'ilike', like)]));
  }
  return query;
}

/** A page of items (dictionaries are small: an exact count is cheap). */
export async function findItemsPage(db: Database, f: ItemFilter, page: number, pageSize: number): Promise<Page<DictItemRow>> {
  return pageQuery(db, filtered(db, f).selectAll().orderBy('domain').orderBy('sort').orderBy('id'), { page, pageSize });
}

export async function findItemById(db: Database, id: number): Promise<DictItemRow | undefined> {
  return db.selectFrom('dict_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findItemByValue(db: Database, domain: string, value: string): Promise<DictItemRow | undefined> {
  return db.selectFrom('dict_items').selectAll().where('domain', '=', domain).where('value', '=', value).executeTakeFirst();
}

/** The next sort position at the end of a domain. */
export async function nextSort(db: Database, domain: string): Promise<number> {
  const row = await db.selectFrom('dict_items').select(sql<number | null>`max(sort)`.as('m')).where('domain', '=', domain).executeTakeFirst();
  return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
}

export async function insertItem(
  db: Database,
  values: { domain: string; value: string; text_zh: string; text_en: string; sort: number; enabled: boolean; extra: Record<string, unknown> | null },
): Promise<DictItemRow> {
  return db
    .insertInto('dict_items')
    .values({ ...values, extra: values.extra === null ? null : JSON.stringify(values.extra) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateItem(
  db: Database,
  id: number,
  patch: Partial<{ text_zh: string; text_en: string; sort: number; enabled: boolean; extra: Record<string, unknown> | null }>,
  now: Date,
): Promise<DictItemRow | undefined> {
  const { extra, ...rest } = patch;
  return db
    .updateTable('dict_items')
    .set({ ...rest, ...(extra !== undefined ? { extra: extra === null ? null : JSON.stringify(extra) } : {}), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteItem(db: Database, id: number): Promise<void> {
  await db.deleteFrom('dict_items').where('id', '=', id).execute();
}

/** Which of `values` are enabled items of `domain` (the code check of written fields, D-560). */
export async function findKnownValues(db: Database, domain: string, values: readonly string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db.selectFrom('dict_items').select('value').where('domain', '=', domain).where('value', 'in', values).where('enabled', '=', true).execute();
  return new Set(rows.map((r) => r.value));
}
