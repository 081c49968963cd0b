/** SQL of awards (issue 13 item 3): an RFx's awards and lines, the live-award lock, the lines' agreements. */
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database';
import { AWARD_WORKFLOW, type AwardAction, type AwardStatus } from '@aerosupply/shared/sourcing/award';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
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

/** The award's status, moved only by the status writer with AWARD_WORKFLOW. */
export const AWARD_STATUS = statusColumn({ table: 'sourcing_awards', workflow: AWARD_WORKFLOW });

/** Approves or rejects a pending award; 409 sourcing.award.decided (the workflow's message) when it is no longer pending. */
export const decideAwardRow = (trx: Database, id: number, action: AwardAction, values: { decided_at: Date; comment: string | null }): Promise<AwardStatus> =>
  applyTransition(trx, AWARD_STATUS, { id, action, set: values });

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

/** Field and record separators of the offers' text (control characters no offer field holds; stripped from the one free text). */
const FIELD = '\x1f';
const RECORD = '\x1e';
const numberOr = (v: string) => (v === '' ? null : Number(v));
const textOr = (v: string) => (v === '' ? null : v);

/**
 * The offers of an RFx's submitted quotations, read as one delimited text (PGlite hands over
 * 20,000 rows several times slower than one text value, and builds text faster than JSON).
 * `concat` writes a null as '', which is read back as null.
 */
export async function comparisonOffers(db: Database, rfxId: number): Promise<ComparisonOfferRow[]> {
  const res = await sql<{ rows: string | null }>`
    select string_agg(concat(i.quotation_id, ${FIELD}::text, i.rfx_item_id, ${FIELD}::text, i.no_bid::int, ${FIELD}::text, i.quote_qty, ${FIELD}::text,
                             i.unit_price, ${FIELD}::text, i.currency, ${FIELD}::text, i.price_unit, ${FIELD}::text, i.vat_rate, ${FIELD}::text,
                             i.other_fees::text, ${FIELD}::text, i.lead_time_days, ${FIELD}::text, i.postponed::int, ${FIELD}::text, i.postponed_date, ${FIELD}::text,
                             i.condition_code, ${FIELD}::text, i.certificate, ${FIELD}::text, translate(i.alternative_pn, ${FIELD + RECORD}::text, '')), ${RECORD}::text) as rows
      from sourcing_quotation_items i
      join sourcing_quotations q on q.id = i.quotation_id
     where q.rfx_id = ${rfxId} and q.status = 'submitted'`.execute(db);
  const text = res.rows[0]?.rows;
  if (!text) return [];
  return text.split(RECORD).map((record) => {
    const f = record.split(FIELD);
    return {
      quotation_id: Number(f[0]), rfx_item_id: Number(f[1]), no_bid: f[2] === '1', quote_qty: numberOr(f[3]!), unit_price: numberOr(f[4]!), currency: textOr(f[5]!),
      price_unit: Number(f[6]), vat_rate: numberOr(f[7]!), other_fees: f[8] ? (JSON.parse(f[8]) as { name: string; amount: number }[]) : null,
      lead_time_days: numberOr(f[9]!), postponed: f[10] === '1', postponed_date: textOr(f[11]!), condition_code: textOr(f[12]!), certificate: textOr(f[13]!), alternative_pn: textOr(f[14]!),
    };
  });
}
