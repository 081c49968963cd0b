/** SQL of the blacklist (staff-only records). */
import type { BlacklistListQuery } from '@aerosupply/shared/blacklist/schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export async function listEntries(db: Database, q: BlacklistListQuery) {
  let qb = db.selectFrom('blacklist_entries');
  if (q.supplierCode) qb = qb.where('supplier_code', 'like', `${q.supplierCode}%`);
  if (q.name) qb = qb.where('name', 'ilike', `%${q.name}%`);
  if (q.taxId) qb = qb.where(sql<boolean>`upper(tax_id) = upper(${q.taxId})`);
  if (q.source) qb = qb.where('source', '=', q.source);
  if (q.status) qb = qb.where('status', '=', q.status);
  if (q.createdFrom) qb = qb.where('created_at', '>=', new Date(`${q.createdFrom}T00:00:00Z`));
  if (q.createdTo) qb = qb.where('created_at', '<', new Date(new Date(`${q.createdTo}T00:00:00Z`).getTime() + 86_400_000));
  const [rows, total] = await Promise.all([
    qb.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    qb.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const findEntry = (db: Database, id: number) => db.selectFrom('blacklist_entries').selectAll().where('id', '=', id).executeTakeFirst();

export async function listHistory(db: Database, q: { page: number; pageSize: number; entryId?: number; supplierCode?: string; name?: string }) {
  let qb = db.selectFrom('blacklist_history as h').innerJoin('blacklist_entries as e', 'e.id', 'h.entry_id');
  if (q.entryId) qb = qb.where('h.entry_id', '=', q.entryId);
  if (q.supplierCode) qb = qb.where('e.supplier_code', 'like', `${q.supplierCode}%`);
  if (q.name) qb = qb.where('e.name', 'ilike', `%${q.name}%`);
  const [rows, total] = await Promise.all([
    qb.selectAll('h').select(['e.name', 'e.supplier_code', 'e.tax_id']).orderBy('h.created_at', 'desc').orderBy('h.id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    qb.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** A supplier's blacklist entries for the staff supplier detail, newest first. */
export const listEntriesOf = (db: Database, companyId: number) => db.selectFrom('blacklist_entries').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').execute();
