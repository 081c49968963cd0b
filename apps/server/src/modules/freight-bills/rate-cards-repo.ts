/** SQL of the freight rate cards (each priced bill of a card is re-checked when the card changes). */
import type { RateCardListQuery } from '@aerosupply/shared/freight-bills/schemas';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import type { FreightRateCardsTable } from './tables';
import { containsPattern } from '../../platform/db/search';
import { day } from './bill-query-repo';
import { markCardBills } from './match-repo';

// ---- rate cards ----

function selectCards(db: Database) {
  return db
    .selectFrom('freight_rate_cards as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select([
      'r.id', 'r.company_id', 'c.name as company_name', 'c.name_en as company_name_en', 'r.origin', 'r.destination', 'r.transport_mode', 'r.currency',
      'r.rate_per_kg', 'r.min_charge', 'r.remark', 'r.updated_at',
    ])
    .select([day('r.effective_from', 'effective_from'), sql<string | null>`r.effective_to::text`.as('effective_to')]);
}
export type RateCardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['executeTakeFirstOrThrow']>>;

export async function listRateCards(db: Database, q: RateCardListQuery) {
  let qb = selectCards(db);
  if (q.forwarderId) qb = qb.where('r.company_id', '=', q.forwarderId);
  if (q.origin) qb = qb.where('r.origin', 'ilike', containsPattern(q.origin));
  if (q.destination) qb = qb.where('r.destination', 'ilike', containsPattern(q.destination));
  if (q.transportMode) qb = qb.where('r.transport_mode', '=', q.transportMode);
  if (q.onDate) qb = qb.where(sql<boolean>`r.effective_from <= ${q.onDate}::date and (r.effective_to is null or r.effective_to >= ${q.onDate}::date)`);
  return pageQuery(db, qb.orderBy('c.name').orderBy('r.origin').orderBy('r.destination').orderBy('r.effective_from', 'desc').orderBy('r.id'), { page: q.page, pageSize: q.pageSize });
}

export const findRateCard = (db: Database, id: number) => selectCards(db).where('r.id', '=', id).executeTakeFirst();

export const lockRateCard = (trx: Database, id: number) => trx.selectFrom('freight_rate_cards').select('id').where('id', '=', id).forUpdate().executeTakeFirst();

export type RateCardValues = Omit<Insertable<FreightRateCardsTable>, 'id' | 'created_by' | 'created_at'>;

/** A card of the same forwarder, route, mode and currency whose period overlaps [from, to]. */
export async function findOverlappingCard(db: Database, v: { company_id: number; origin: string; destination: string; transport_mode: string; currency: string; effective_from: string; effective_to: string | null }, exceptId?: number) {
  let q = db
    .selectFrom('freight_rate_cards')
    .select('id')
    .where('company_id', '=', v.company_id)
    .where(sql<boolean>`upper(origin) = upper(${v.origin}) and upper(destination) = upper(${v.destination})`)
    .where('transport_mode', '=', v.transport_mode)
    .where('currency', '=', v.currency)
    .where(sql<boolean>`daterange(effective_from, effective_to, '[]') && daterange(${v.effective_from}::date, ${v.effective_to}::date, '[]')`);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** Serialises rate card writes of one forwarder (the overlap check then holds). */
export async function lockForwarderCards(trx: Database, companyId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(8501, ${companyId})`.execute(trx);
}

export async function insertRateCard(trx: Database, values: RateCardValues & { created_by: number; created_at: Date }): Promise<number> {
  const id = (await trx.insertInto('freight_rate_cards').values(values).returning('id').executeTakeFirstOrThrow()).id;
  await markCardBills(trx, id);
  return id;
}

export async function updateRateCard(trx: Database, id: number, values: Updateable<FreightRateCardsTable>): Promise<void> {
  await markCardBills(trx, id);
  await trx.updateTable('freight_rate_cards').set(values).where('id', '=', id).execute();
  await markCardBills(trx, id);
}

export async function deleteRateCard(trx: Database, id: number): Promise<void> {
  await markCardBills(trx, id);
  await trx.deleteFrom('freight_rate_cards').where('id', '=', id).execute();
}
