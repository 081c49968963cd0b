/** SQL of the blacklist (staff-only records). */
import type { BlacklistListQuery } from '@aerosupply/shared/blacklist/schemas';
import { sql } from 'kysely';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { pageQuery } from '../../platform/db/paging';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import { BLACKLIST_WORKFLOW } from '@aerosupply/shared/blacklist/workflow';

/** An entry with its portal supplier's English name (null for a company typed in). */
const withNameEn = (db: Database) =>
  db.selectFrom('blacklist_entries').select((eb) => eb.selectFrom('companies').select('companies.name_en').whereRef('companies.id', '=', 'blacklist_entries.company_id').as('name_en'));

export async function listEntries(db: Database, q: BlacklistListQuery) {
  let qb = withNameEn(db);
  if (q.supplierCode) qb = qb.where('supplier_code', 'like', `${q.supplierCode}%`);
  if (q.name) qb = qb.where('name', 'ilike', `%${q.name}%`);
  if (q.taxId) qb = qb.where(sql<boolean>`upper(tax_id) = upper(${q.taxId})`);
  if (q.source) qb = qb.where('source', '=', q.source);
  if (q.status) qb = qb.where('status', '=', q.status);
  if (q.createdFrom) qb = qb.where('created_at', '>=', new Date(`${q.createdFrom}T00:00:00Z`));
  if (q.createdTo) qb = qb.where('created_at', '<', new Date(new Date(`${q.createdTo}T00:00:00Z`).getTime() + 86_400_000));
  return pageQuery(db, qb.selectAll('blacklist_entries').orderBy('created_at', 'desc').orderBy('id', 'desc'), q);
}

export const findEntry = (db: Database, id: number) => withNameEn(db).selectAll('blacklist_entries').where('id', '=', id).executeTakeFirst();

export async function listHistory(db: Database, q: { page: number; pageSize: number; entryId?: number; supplierCode?: string; name?: string }) {
  let qb = db.selectFrom('blacklist_history as h').innerJoin('blacklist_entries as e', 'e.id', 'h.entry_id');
  if (q.entryId) qb = qb.where('h.entry_id', '=', q.entryId);
  if (q.supplierCode) qb = qb.where('e.supplier_code', 'like', `${q.supplierCode}%`);
  if (q.name) qb = qb.where('e.name', 'ilike', `%${q.name}%`);
  const rows = qb
    .selectAll('h')
    .select(['e.name', 'e.supplier_code', 'e.tax_id'])
    .select((eb) => eb.selectFrom('companies').select('companies.name_en').whereRef('companies.id', '=', 'e.company_id').as('name_en'));
  return pageQuery(db, rows.orderBy('h.created_at', 'desc').orderBy('h.id', 'desc'), q);
}

/** A supplier's blacklist entries for the staff supplier detail, newest first. */
export const listEntriesOf = (db: Database, companyId: number) => db.selectFrom('blacklist_entries').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').execute();

export type EntryRow = Selectable<DB['blacklist_entries']>;

/** The entry, locked until the end of the transaction. */
export const lockEntry = (db: Database, id: number) => db.selectFrom('blacklist_entries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** A supplier company by id (to list it). */
export const findCompanyById = (db: Database, id: number) =>
  db.selectFrom('companies').select(['id', 'type', 'name', 'vendor_code', 'tax_id']).where('id', '=', id).executeTakeFirst();

/** The supplier company holding this vendor code, if any. */
export const findSupplierByVendorCode = (db: Database, code: string) =>
  db.selectFrom('companies').select(['id', 'name', 'tax_id']).where('vendor_code', '=', code).where('type', '=', 'supplier').executeTakeFirst();

/** An active entry of the same supplier: same company, tax ID (any case) or supplier code. */
export const findActiveDuplicate = (db: Database, ids: { companyId: number | null; taxId: string | null; code: string | null }) =>
  db
    .selectFrom('blacklist_entries')
    .select('id')
    .where('status', '=', 'active')
    .where((eb) => {
      const ors = [];
      if (ids.companyId) ors.push(eb('company_id', '=', ids.companyId));
      if (ids.taxId) ors.push(eb(eb.fn('upper', ['tax_id']), '=', ids.taxId.toUpperCase()));
      if (ids.code) ors.push(eb('supplier_code', '=', ids.code));
      return eb.or(ors);
    })
    .executeTakeFirst();

export const insertEntry = (db: Database, values: Insertable<DB['blacklist_entries']>): Promise<EntryRow> =>
  db.insertInto('blacklist_entries').values(values).returningAll().executeTakeFirstOrThrow();

export const updateEntry = (db: Database, id: number, values: Updateable<DB['blacklist_entries']>): Promise<EntryRow> =>
  db.updateTable('blacklist_entries').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The entry's status, moved only by `applyTransition` with BLACKLIST_WORKFLOW. */
export const BLACKLIST_STATUS = statusColumn({ table: 'blacklist_entries', workflow: BLACKLIST_WORKFLOW });

/** Lifts the entry (remove: active -> removed) with the edit's other values; answers the entry after. */
export async function removeEntry(db: Database, id: number, values: Updateable<DB['blacklist_entries']>): Promise<EntryRow> {
  await applyTransition(db, BLACKLIST_STATUS, { id, action: 'remove', from: 'active', set: values });
  return db.selectFrom('blacklist_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function insertHistory(db: Database, values: Insertable<DB['blacklist_history']>): Promise<void> {
  await db.insertInto('blacklist_history').values(values).execute();
}
