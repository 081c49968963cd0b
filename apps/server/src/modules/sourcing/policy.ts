/**
 * Who may do what to a requirement or an RFx now: one answer for the presenters (`actions`) and
 * the services (`assertMay…`), from REQUIREMENT_WORKFLOW and RFX_WORKFLOW.
 */
import {
  PARTICIPATION_WORKFLOW,
  QUOTATION_SAP_WORKFLOW,
  type QuotationSapAction,
  type QuotationSapRecord,
  QUOTATION_WORKFLOW,
  type QuotationAction,
  type QuotationRecord,
  type QuotationStatus,
  type ParticipationAction,
  type ParticipationRecord,
  type ParticipationStatus,
  REQUIREMENT_WORKFLOW,
  RFX_WORKFLOW,
  type RequirementAction,
  type RequirementRecord,
  type RfxAction,
  type RfxApprovalStatus,
  type RfxRecord,
  type RfxStatus,
  type SupplierRfxAction,
} from '@aerosupply/shared/sourcing/workflow';
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

export const requirementActions = (record: RequirementRecord, actor: Actor): RequirementAction[] => allowedActions(REQUIREMENT_WORKFLOW, record, actor);

/** 403 without the permission, 409 once the requirement is in an RFx. */
export const assertMayOnRequirement = (record: RequirementRecord, actor: Actor, action: RequirementAction): void =>
  enforce(decide(REQUIREMENT_WORKFLOW, action, record, actor));

/** Who approves an RFx (D-261): the inquiry approvers of its purchasing org now, and whether release waits for one. */
export interface ApprovalScope {
  required: boolean;
  approverIds: readonly number[];
}

/** No approval asked (tests, and an RFx whose purchasing org has no inquiry approver outside the strict setting). */
export const NO_APPROVAL: ApprovalScope = { required: false, approverIds: [] };

/** The facts of an RFx row the flow reads; the schedule is judged against `now`. */
export function rfxRecord(
  row: {
    status: RfxStatus;
    item_count: number;
    bidder_count: number;
    deadline_at: Date | null;
    opening_at: Date | null;
    password_holder_id: number | null;
    approval_status?: RfxApprovalStatus;
    approval_submitted_by?: number | null;
  },
  now: Date,
  approval: ApprovalScope = NO_APPROVAL,
): RfxRecord {
  const deadline = row.deadline_at ? new Date(row.deadline_at).getTime() : null;
  const opening = row.opening_at ? new Date(row.opening_at).getTime() : null;
  return {
    status: row.status,
    itemCount: row.item_count,
    bidderCount: row.bidder_count,
    scheduleValid: deadline !== null && opening !== null && deadline > now.getTime() && opening >= deadline,
    passwordHolderId: row.password_holder_id,
    approval: row.approval_status ?? 'none',
    approvalRequired: approval.required,
    approverIds: approval.approverIds,
    approvalSubmitterId: row.approval_submitted_by ?? null,
  };
}

export const rfxActions = (record: RfxRecord, actor: Actor): RfxAction[] => allowedActions(RFX_WORKFLOW, record, actor);

/** 403 without the permission (or not the password holder), 409 with the state's or guard's message. */
export const assertMayOnRfx = (record: RfxRecord, actor: Actor, action: RfxAction): void => enforce(decide(RFX_WORKFLOW, action, record, actor));

/** An invited supplier's answer: accepted while the RFx is open and before its deadline (times compared here, not by a job). */
export function participationRecord(row: { participation: ParticipationStatus; status: RfxStatus; deadline_at: Date | null }, now: Date): ParticipationRecord {
  return { participation: row.participation, accepting: row.status === 'open' && row.deadline_at !== null && new Date(row.deadline_at).getTime() > now.getTime() };
}

export const participationActions = (record: ParticipationRecord, actor: Actor): ParticipationAction[] => allowedActions(PARTICIPATION_WORKFLOW, record, actor);

export const assertMayAnswer = (record: ParticipationRecord, actor: Actor, action: ParticipationAction): void => enforce(decide(PARTICIPATION_WORKFLOW, action, record, actor));

/** The facts of an invited supplier's RFx: its answer (and whether answers are accepted), the RFx open. */
export interface SupplierRfxRecord extends ParticipationRecord {
  rfxOpen: boolean;
}

export function supplierRfxRecord(row: { participation: ParticipationStatus; status: RfxStatus; deadline_at: Date | null }, now: Date): SupplierRfxRecord {
  return { ...participationRecord(row, now), rfxOpen: row.status === 'open' };
}

/**
 * The supplier's answers and the way to its quotation (D-871): `quote` while the RFx is open and it
 * has not declined, `view_quotation` once the RFx is no longer open; for the holders of
 * `sup.quotation`, whom the supplier RFx routes already require.
 */
export function supplierRfxActions(record: SupplierRfxRecord, actor: Actor): SupplierRfxAction[] {
  const answers: SupplierRfxAction[] = participationActions(record, actor);
  if (actor.companyType !== 'supplier' || !actor.permissions.has('sup.quotation')) return answers;
  if (!record.rfxOpen) return [...answers, 'view_quotation'];
  return record.participation === 'declined' ? answers : [...answers, 'quote'];
}

/**
 * The facts of a quotation the flow reads: the RFx open, its deadline ahead (times compared here,
 * so a submission after the deadline is refused before any job runs), the revision flag, the answer.
 */
export function quotationRecord(
  status: QuotationStatus,
  rfx: { status: RfxStatus; deadline_at: Date | null; allow_revision: boolean; participation: ParticipationStatus; must_reply?: boolean },
  now: Date,
): QuotationRecord {
  return {
    status,
    rfxOpen: rfx.status === 'open',
    beforeDeadline: rfx.deadline_at !== null && new Date(rfx.deadline_at).getTime() > now.getTime(),
    allowRevision: rfx.allow_revision,
    declined: rfx.participation === 'declined',
    // 'Must reply' (D-565): the supplier answers participate before it quotes.
    replyOwed: rfx.must_reply === true && rfx.participation === 'pending',
  };
}

export const quotationActions = (record: QuotationRecord, actor: Actor): QuotationAction[] => allowedActions(QUOTATION_WORKFLOW, record, actor);

/** 403 without the post, 409 with the RFx's or the quotation's message (deadline passed, closed, revision not allowed). */
export const assertMayOnQuotation = (record: QuotationRecord, actor: Actor, action: QuotationAction): void => enforce(decide(QUOTATION_WORKFLOW, action, record, actor));

/**
 * May a reminder go to this bidder now (D-262)? The RFx takes quotations (released, before its
 * deadline), the bidder has neither submitted a quotation nor declined, and its last reminder is at
 * least `intervalMinutes` old.
 */
export function bidderRemindable(
  rfx: { status: RfxStatus; deadline_at: Date | null },
  bidder: { participation: ParticipationStatus; quotation_version: number | null; last_reminded_at: Date | null },
  now: Date,
  intervalMinutes: number,
): boolean {
  const quoting = rfx.status === 'open' && rfx.deadline_at !== null && new Date(rfx.deadline_at).getTime() > now.getTime();
  const quoted = (bidder.quotation_version ?? 0) > 0;
  const rested = bidder.last_reminded_at === null || now.getTime() - new Date(bidder.last_reminded_at).getTime() >= intervalMinutes * 60_000;
  return quoting && !quoted && bidder.participation !== 'declined' && bidder.participation !== 'expired' && rested;
}

/** A failed SAP sync of an opened quotation may be retried by a buyer (D-264). */
export const quotationSapActions = (record: QuotationSapRecord, actor: Actor): QuotationSapAction[] => allowedActions(QUOTATION_SAP_WORKFLOW, record, actor);

export const assertMayOnQuotationSap = (record: QuotationSapRecord, actor: Actor, action: QuotationSapAction): void => enforce(decide(QUOTATION_SAP_WORKFLOW, action, record, actor));
