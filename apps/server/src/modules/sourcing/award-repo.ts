/** SQL of awards (issue 13 item 3): an RFx's awards and lines, the live-award lock, the lines' agreements. */
import type { Insertable } from 'kysely';
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
