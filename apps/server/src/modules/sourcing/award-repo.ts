/** SQL of awards (issue 13 item 3): an RFx's awards and lines, the live-award lock, the lines' agreements. */
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { AwardStatus } from '@aerosupply/shared/sourcing/award';
import type { SourcingAwardLinesTable, SourcingAwardsTable } from './award-tables';

/** Inserts a pending award; null when the RFx already has a pending or approved one (the partial unique index). */
export async function insertAward(trx: Database, values: Insertable<SourcingAwardsTable>): Promise<number | null> {
  const row = await trx
    .insertInto('sourcing_awards')
    .values(values)
    .onConflict((oc) => oc.column('rfx_id').where('status', 'in', ['pending', 'approved']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertAwardLines(trx: Database, rows: readonly Insertable<SourcingAwardLinesTable>[]) {
  if (rows.length) await trx.insertInto('sourcing_award_lines').values([...rows]).execute();
}

export const listAwards = (db: Database, rfxId: number) =>
  db.selectFrom('sourcing_awards').selectAll().where('rfx_id', '=', rfxId).orderBy('id', 'desc').execute();
export type AwardRowDb = Awaited<ReturnType<typeof listAwards>>[number];

export const liveAward = (db: Database, rfxId: number) =>
  db.selectFrom('sourcing_awards').select('id').where('rfx_id', '=', rfxId).where('status', 'in', ['pending', 'approved']).executeTakeFirst();

export const lockAward = (trx: Database, id: number) => trx.selectFrom('sourcing_awards').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export async function setAwardStatus(trx: Database, id: number, from: AwardStatus, values: { status: AwardStatus; decided_at: Date; comment: string | null }): Promise<boolean> {
  const res = await trx.updateTable('sourcing_awards').set(values).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export const listAwardLines = (db: Database, awardIds: readonly number[]) =>
  awardIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('sourcing_award_lines as l')
        .innerJoin('sourcing_rfx_items as i', 'i.id', 'l.rfx_item_id')
        .innerJoin('companies as c', 'c.id', 'l.company_id')
        .select(['l.award_id', 'l.rfx_item_id', 'l.company_id', 'l.quotation_id', 'l.quantity', 'l.unit_price', 'l.currency', 'l.agreement_id', 'l.agreement_no'])
        .select(['i.line_no', 'i.material_pn', 'i.description', 'i.unit', 'i.purchase_category', 'i.material_type', 'c.name', 'c.name_en'])
        .where('l.award_id', 'in', awardIds)
        .orderBy('l.award_id')
        .orderBy('i.line_no')
        .orderBy('c.vendor_code')
        .execute();
export type AwardLineRowDb = Awaited<ReturnType<typeof listAwardLines>>[number];

export async function setLineAgreement(trx: Database, awardId: number, companyId: number, agreement: { id: number; agreementNo: string }) {
  await trx
    .updateTable('sourcing_award_lines')
    .set({ agreement_id: agreement.id, agreement_no: agreement.agreementNo })
    .where('award_id', '=', awardId)
    .where('company_id', '=', companyId)
    .execute();
}

/** Staff users (enabled) by id, with their names (the approver must be one of the inquiry approvers). */
export const userNames = (db: Database, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('users').select(['id', 'real_name']).where('id', 'in', ids).execute();

// ---- rounds (D-284) ----

export const roundInfo = (db: Database, id: number) =>
  db.selectFrom('sourcing_rfx').select(['id', 'number', 'round', 'parent_rfx_id', 'status', 'deadline_at', 'opened_at']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

/** The live next round of an RFx, if any. */
export const nextRoundOf = (db: Database, parentId: number) =>
  db.selectFrom('sourcing_rfx').select(['id', 'number', 'round', 'parent_rfx_id', 'status', 'deadline_at', 'opened_at']).where('parent_rfx_id', '=', parentId).where('deleted_at', 'is', null).executeTakeFirst();

/** Locks the RFx row (rounds of one RFx are started one at a time). */
export const lockRfxRow = (trx: Database, id: number) => trx.selectFrom('sourcing_rfx').select(['id', 'round']).where('id', '=', id).forUpdate().executeTakeFirst();

export async function linkRound(trx: Database, id: number, parentId: number, round: number) {
  await trx.updateTable('sourcing_rfx').set({ parent_rfx_id: parentId, round }).where('id', '=', id).execute();
}

/** One offer of the comparison (submitted quotations' items). */
export interface ComparisonOfferRow {
  quotation_id: number;
  rfx_item_id: number;
  no_bid: boolean;
  quote_qty: number | null;
  unit_price: number | null;
  currency: string | null;
  price_unit: number;
  vat_rate: number | null;
  other_fees: { name: string; amount: number }[] | null;
  lead_time_days: number | null;
  postponed: boolean;
  postponed_date: string | null;
  condition_code: string | null;
  certificate: string | null;
  alternative_pn: string | null;
}

type OfferTuple = [number, number, boolean, number | null, number | null, string | null, number, number | null, { name: string; amount: number }[] | null, number | null, boolean, string | null, string | null, string | null];

/**
 * The offers of an RFx's submitted quotations, read as one JSON array of tuples (PGlite hands over
 * 20,000 rows several times slower than one text value); alternates come in a second, small query.
 */
export async function comparisonOffers(db: Database, rfxId: number): Promise<ComparisonOfferRow[]> {
  const res = await sql<{ rows: string | null }>`
    select json_agg(json_build_array(i.quotation_id, i.rfx_item_id, i.no_bid, i.quote_qty, i.unit_price, i.currency, i.price_unit, i.vat_rate,
                                     i.other_fees, i.lead_time_days, i.postponed, i.postponed_date, i.condition_code, i.certificate))::text as rows
      from sourcing_quotation_items i
      join sourcing_quotations q on q.id = i.quotation_id
     where q.rfx_id = ${rfxId} and q.status = 'submitted'`.execute(db);
  const alternates = await db
    .selectFrom('sourcing_quotation_items as i')
    .innerJoin('sourcing_quotations as q', 'q.id', 'i.quotation_id')
    .select(['i.quotation_id', 'i.rfx_item_id', 'i.alternative_pn'])
    .where('q.rfx_id', '=', rfxId)
    .where('q.status', '=', 'submitted')
    .where('i.alternative_pn', 'is not', null)
    .execute();
  const alt = new Map(alternates.map((a) => [`${a.quotation_id}:${a.rfx_item_id}`, a.alternative_pn]));
  const tuples = JSON.parse(res.rows[0]?.rows ?? '[]') as OfferTuple[];
  return tuples.map((t) => ({
    quotation_id: t[0], rfx_item_id: t[1], no_bid: t[2], quote_qty: t[3], unit_price: t[4], currency: t[5], price_unit: t[6], vat_rate: t[7],
    other_fees: t[8], lead_time_days: t[9], postponed: t[10], postponed_date: t[11], condition_code: t[12], certificate: t[13], alternative_pn: alt.get(`${t[0]}:${t[1]}`) ?? null,
  }));
}
