/**
 * SQL of an RFx's invited bidders: the supplier's invitation and its answer (participation), the
 * bidders' status for reminders, their bidder contacts and the deadline reminder (D-262, D-390).
 */
import { PARTICIPATION_WORKFLOW, type ParticipationStatus } from '@aerosupply/shared/sourcing/workflow';
import type { Database } from '../../db/database';
import { applyTransition, applyTransitionToMany, statusColumn } from '../../platform/workflow/status-writer';

/** A bidder's answer, keyed by its RFx (and `match` its company), moved only by the status writer with PARTICIPATION_WORKFLOW. */
export const PARTICIPATION_STATUS = statusColumn({ table: 'sourcing_rfx_bidders', column: 'participation', key: 'rfx_id', workflow: PARTICIPATION_WORKFLOW });

/** The supplier's invitation to a released RFx, locked, with the RFx's status and deadline. */
export const lockInvitation = (trx: Database, rfxId: number, companyId: number) =>
  trx
    .selectFrom('sourcing_rfx_bidders as b')
    .innerJoin('sourcing_rfx as x', 'x.id', 'b.rfx_id')
    .select(['b.participation', 'x.status', 'x.deadline_at', 'x.number'])
    .where('b.rfx_id', '=', rfxId)
    .where('b.company_id', '=', companyId)
    .where('x.status', '!=', 'not_released')
    .forUpdate(['b'])
    .executeTakeFirst();

type AnswerValues = { decline_reason: string | null; answered_at: Date; answered_by_name: string };

/** The supplier's answer (participate or decline); answers the state reached. */
export async function answerInvitation(trx: Database, rfxId: number, companyId: number, action: 'participate' | 'decline', values: AnswerValues): Promise<ParticipationStatus> {
  return applyTransition(trx, PARTICIPATION_STATUS, { id: rfxId, match: { company_id: companyId }, action, set: values });
}

/** A first submission answers an invitation still unanswered: participating. */
export async function participateBySubmitting(trx: Database, rfxId: number, companyId: number, values: AnswerValues): Promise<void> {
  await applyTransitionToMany(trx, PARTICIPATION_STATUS, { ids: [rfxId], match: { company_id: companyId }, action: 'participate_by_submitting', set: values });
}

/** At the deadline every unanswered invitation of the RFx expires. */
export async function expireUnanswered(trx: Database, rfxId: number, now: Date): Promise<void> {
  await applyTransitionToMany(trx, PARTICIPATION_STATUS, { ids: [rfxId], action: 'expire', set: { answered_at: now } });
}

/** The RFx a supplier was invited to (released ones), newest first, with its answer: the supplier-360 inquiry history. */
export const listInvitationsOf = (db: Database, companyId: number) =>
  db
    .selectFrom('sourcing_rfx_bidders as b')
    .innerJoin('sourcing_rfx as x', 'x.id', 'b.rfx_id')
    .select(['x.id', 'x.number', 'x.description', 'x.status', 'x.released_at', 'x.created_at', 'b.participation'])
    .where('b.company_id', '=', companyId)
    .where('x.status', '!=', 'not_released')
    .orderBy('x.released_at', 'desc')
    .orderBy('x.id', 'desc')
    .limit(200)
    .execute();

// ---- bidders' status and reminders (D-262) ----

function selectBidderStatus(db: Database, rfxId: number) {
  return db
    .selectFrom('sourcing_rfx_bidders as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .leftJoin('sourcing_quotations as q', (j) => j.onRef('q.rfx_id', '=', 'b.rfx_id').onRef('q.company_id', '=', 'b.company_id'))
    .select(['b.company_id', 'b.participation', 'b.last_reminded_at', 'c.vendor_code', 'c.name', 'c.name_en', 'q.status as quotation_status', 'q.version as quotation_version'])
    .where('b.rfx_id', '=', rfxId)
    .orderBy('c.vendor_code')
    .orderBy('c.id');
}
export type BidderStatusRow = Awaited<ReturnType<ReturnType<typeof selectBidderStatus>['execute']>>[number];

/** Every invited bidder of an RFx with its answer, its quotation's status and its last reminder. */
export const listBidderStatus = (db: Database, rfxId: number) => selectBidderStatus(db, rfxId).execute();

/** The same, the bidder rows locked (two reminders at once send one). */
export const lockBidderStatus = (trx: Database, rfxId: number) => selectBidderStatus(trx, rfxId).forUpdate(['b']).execute();

export async function setReminded(trx: Database, rfxId: number, companyIds: readonly number[], now: Date) {
  if (companyIds.length) await trx.updateTable('sourcing_rfx_bidders').set({ last_reminded_at: now }).where('rfx_id', '=', rfxId).where('company_id', 'in', companyIds).execute();
}

// ---- bidder contacts of a quotation and the deadline reminder (D-390) ----

export const listBidderContacts = (db: Database, rfxId: number, companyId: number) =>
  db.selectFrom('sourcing_bidder_contacts').selectAll().where('rfx_id', '=', rfxId).where('company_id', '=', companyId).orderBy('seq').execute();

export async function replaceBidderContacts(
  trx: Database,
  rfxId: number,
  companyId: number,
  rows: { rfx_id: number; company_id: number; seq: number; name: string; phone: string | null; email: string; email_reminder: boolean; updated_at: Date }[],
) {
  await trx.deleteFrom('sourcing_bidder_contacts').where('rfx_id', '=', rfxId).where('company_id', '=', companyId).execute();
  if (rows.length) await trx.insertInto('sourcing_bidder_contacts').values(rows).execute();
}

/**
 * Bidders due a deadline reminder, locked: an open RFx whose deadline falls within (now, until],
 * the bidder neither declined nor expired, no submitted version, not reminded of this deadline yet.
 */
export const lockDueDeadlineReminders = (trx: Database, now: Date, until: Date) =>
  trx
    .selectFrom('sourcing_rfx_bidders as b')
    .innerJoin('sourcing_rfx as r', 'r.id', 'b.rfx_id')
    .leftJoin('sourcing_quotations as q', (j) => j.onRef('q.rfx_id', '=', 'b.rfx_id').onRef('q.company_id', '=', 'b.company_id'))
    .select(['b.rfx_id', 'b.company_id', 'r.number', 'r.description', 'r.deadline_at'])
    .where('r.status', '=', 'open')
    .where('r.deleted_at', 'is', null)
    .where('r.deadline_at', '>', now)
    .where('r.deadline_at', '<=', until)
    .where('b.participation', 'not in', ['declined', 'expired'])
    .where((eb) => eb.or([eb('q.version', 'is', null), eb('q.version', '=', 0)]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('sourcing_deadline_reminders as d').select('d.rfx_id').whereRef('d.rfx_id', '=', 'b.rfx_id').whereRef('d.company_id', '=', 'b.company_id'))))
    .orderBy('b.rfx_id')
    .orderBy('b.company_id')
    .limit(500)
    .forUpdate(['b'])
    .execute();

export async function markDeadlineReminded(trx: Database, rfxId: number, companyId: number, now: Date, mailed: number) {
  await trx.insertInto('sourcing_deadline_reminders').values({ rfx_id: rfxId, company_id: companyId, sent_at: now, mailed }).onConflict((oc) => oc.columns(['rfx_id', 'company_id']).doNothing()).execute();
}
