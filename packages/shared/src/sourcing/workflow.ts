/**
 * Sourcing as data (spec 001 §4 'RFx'): a purchase requirement is open until an RFx takes it; an
 * RFx is not released (draft) -> open (released, bidders quote) -> completed (bids opened).
 * Release needs items, bidders and a deadline ahead; opening early is irreversible and only for the
 * team member holding the opening password; only an unreleased RFx may be deleted (D-244).
 */
import { defineWorkflow, type Guard, type WorkflowActor } from '../workflow/machine';

export const REQUIREMENT_STATUSES = ['open', 'in_rfx'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

/** `link` / `unlink`: an RFx's save takes the requirement into it or frees it (system actions, no person takes them alone). */
export const REQUIREMENT_ACTIONS = ['edit', 'delete', 'add_to_rfx', 'link', 'unlink'] as const;
export type RequirementAction = (typeof REQUIREMENT_ACTIONS)[number];

export interface RequirementRecord {
  status: RequirementStatus;
}

export const REQUIREMENT_WORKFLOW = defineWorkflow<RequirementStatus, RequirementAction, RequirementRecord>({
  name: 'sourcing-requirement',
  states: REQUIREMENT_STATUSES,
  actions: REQUIREMENT_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'sourcing.requirement.in_rfx',
  transitions: [
    { action: 'edit', from: 'open', permission: 'sourcing.requirement.manage', actorKinds: ['staff'] },
    { action: 'delete', from: 'open', permission: 'sourcing.requirement.manage', actorKinds: ['staff'] },
    // Taken into an RFx (an item linked to it) by a buyer authoring RFx; the RFx's save marks it in_rfx.
    { action: 'add_to_rfx', from: 'open', permission: 'sourcing.rfx.manage', actorKinds: ['staff'] },
    // An RFx saved again keeps the requirements it already holds, so `link` also starts from in_rfx.
    { action: 'link', from: ['open', 'in_rfx'], to: 'in_rfx', actorKinds: [] },
    { action: 'unlink', from: 'in_rfx', to: 'open', actorKinds: [] },
  ],
});

export const RFX_STATUSES = ['not_released', 'open', 'completed'] as const;
export type RfxStatus = (typeof RFX_STATUSES)[number];

/** `open_at_time`: the job opens an RFx at its opening time (a system action, no person takes it). */
export const RFX_ACTIONS = ['edit', 'submit_approval', 'withdraw_approval', 'approve', 'reject', 'release', 'open_early', 'open_at_time', 'delete', 'copy'] as const;
export type RfxAction = (typeof RFX_ACTIONS)[number];

/**
 * The approval of an unreleased RFx by the inquiry approvers of its purchasing org (D-261): a second
 * dimension of `not_released`, so an RFx awaiting approval is still invisible to suppliers.
 * none -> pending (submit) -> approved (approve) | rejected (reject, with a comment) | none (withdraw).
 * Saving an approved draft again sets it back to none (the approval was of the earlier content).
 */
export const RFX_APPROVAL_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type RfxApprovalStatus = (typeof RFX_APPROVAL_STATUSES)[number];

/** The facts the RFx flow reads (computed by the server's policy from the row and the clock). */
export interface RfxRecord {
  status: RfxStatus;
  itemCount: number;
  bidderCount: number;
  /** Deadline and opening time are set, the deadline is in the future and the opening not before it. */
  scheduleValid: boolean;
  /** The user holding the opening password (a project-team member). */
  passwordHolderId: number | null;
  /** Where the approval stands (D-261). */
  approval: RfxApprovalStatus;
  /** Release needs an approval first: the purchasing org has inquiry approvers (or the strict setting). */
  approvalRequired: boolean;
  /** The inquiry approvers of the RFx's purchasing org now (staff user ids). */
  approverIds: readonly number[];
  /** Who submitted it for approval (may withdraw it; may not approve it). */
  approvalSubmitterId: number | null;
}

export interface RfxActor extends WorkflowActor {
  userId: number;
}

const hasItems: Guard<RfxRecord, RfxActor> = { name: 'has items', test: (r) => r.itemCount > 0, refusal: { status: 409, errorKey: 'sourcing.rfx.no_items' } };
const hasBidders: Guard<RfxRecord, RfxActor> = { name: 'has invited bidders', test: (r) => r.bidderCount > 0, refusal: { status: 409, errorKey: 'sourcing.rfx.no_bidders' } };
const scheduleValid: Guard<RfxRecord, RfxActor> = {
  name: 'deadline ahead, opening not before it',
  test: (r) => r.scheduleValid,
  refusal: { status: 409, errorKey: 'sourcing.rfx.schedule_invalid' },
};
const holdsPassword: Guard<RfxRecord, RfxActor> = {
  name: 'actor holds the opening password',
  test: (r, actor) => r.passwordHolderId === actor.userId,
  refusal: { status: 403, errorKey: 'sourcing.rfx.not_password_holder' },
};

const notPending: Guard<RfxRecord, RfxActor> = {
  name: 'not awaiting approval',
  test: (r) => r.approval !== 'pending',
  refusal: { status: 409, errorKey: 'sourcing.rfx.approval_pending' },
};
const approvalSatisfied: Guard<RfxRecord, RfxActor> = {
  name: 'approved, or no approval needed',
  test: (r) => !r.approvalRequired || r.approval === 'approved',
  refusal: { status: 409, errorKey: 'sourcing.rfx.approval_needed' },
};
const approvalNeeded: Guard<RfxRecord, RfxActor> = {
  name: 'the RFx needs an approval',
  test: (r) => r.approvalRequired,
  refusal: { status: 409, errorKey: 'sourcing.rfx.approval_not_needed' },
};
const notApproved: Guard<RfxRecord, RfxActor> = {
  name: 'not approved yet',
  test: (r) => r.approval !== 'approved',
  refusal: { status: 409, errorKey: 'sourcing.rfx.already_approved' },
};
const hasApprovers: Guard<RfxRecord, RfxActor> = {
  name: 'an inquiry approver for the purchasing org',
  test: (r) => r.approverIds.length > 0,
  refusal: { status: 409, errorKey: 'sourcing.rfx.no_approvers' },
};
const pending: Guard<RfxRecord, RfxActor> = {
  name: 'awaiting approval',
  test: (r) => r.approval === 'pending',
  refusal: { status: 409, errorKey: 'sourcing.rfx.approval_not_pending' },
};
const isApprover: Guard<RfxRecord, RfxActor> = {
  name: 'actor is an inquiry approver of the purchasing org',
  test: (r, actor) => r.approverIds.includes(actor.userId),
  refusal: { status: 403, errorKey: 'sourcing.rfx.not_approver' },
};
const notOwnSubmission: Guard<RfxRecord, RfxActor> = {
  name: 'actor did not submit it (four eyes)',
  test: (r, actor) => r.approvalSubmitterId !== actor.userId,
  refusal: { status: 403, errorKey: 'sourcing.rfx.own_approval' },
};
const isSubmitter: Guard<RfxRecord, RfxActor> = {
  name: 'actor submitted it',
  test: (r, actor) => r.approvalSubmitterId === actor.userId,
  refusal: { status: 403, errorKey: 'sourcing.rfx.not_submitter' },
};

const manage = 'sourcing.rfx.manage';

export const RFX_WORKFLOW = defineWorkflow<RfxStatus, RfxAction, RfxRecord, RfxActor>({
  name: 'sourcing-rfx',
  states: RFX_STATUSES,
  actions: RFX_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'sourcing.rfx.wrong_state',
  transitions: [
    { action: 'edit', from: 'not_released', permission: manage, actorKinds: ['staff'], wrongStateKey: 'sourcing.rfx.released_no_edit', guards: [notPending] },
    {
      action: 'submit_approval', from: 'not_released', permission: manage, actorKinds: ['staff'], wrongStateKey: 'sourcing.rfx.already_released',
      guards: [approvalNeeded, notPending, notApproved, hasApprovers, hasItems, hasBidders, scheduleValid],
    },
    { action: 'withdraw_approval', from: 'not_released', permission: manage, actorKinds: ['staff'], wrongStateKey: 'sourcing.rfx.already_released', guards: [pending, isSubmitter] },
    { action: 'approve', from: 'not_released', permission: manage, actorKinds: ['staff'], wrongStateKey: 'sourcing.rfx.already_released', guards: [pending, isApprover, notOwnSubmission] },
    { action: 'reject', from: 'not_released', permission: manage, actorKinds: ['staff'], wrongStateKey: 'sourcing.rfx.already_released', guards: [pending, isApprover, notOwnSubmission] },
    {
      action: 'release', from: 'not_released', to: 'open', permission: manage, actorKinds: ['staff'], wrongStateKey: 'sourcing.rfx.already_released',
      guards: [notPending, hasItems, hasBidders, scheduleValid, approvalSatisfied],
    },
    { action: 'open_early', from: 'open', to: 'completed', permission: manage, actorKinds: ['staff'], wrongStateKey: 'sourcing.rfx.not_open', guards: [holdsPassword] },
    { action: 'open_at_time', from: 'open', to: 'completed', actorKinds: [], wrongStateKey: 'sourcing.rfx.not_open' },
    { action: 'delete', from: 'not_released', permission: manage, actorKinds: ['staff'], wrongStateKey: 'sourcing.rfx.released_no_delete', guards: [notPending] },
    { action: 'copy', from: ['not_released', 'open', 'completed'], permission: manage, actorKinds: ['staff'] },
  ],
});

export const RFX_APPROVAL_ACTIONS = ['submit_approval', 'withdraw_approval', 'approve', 'reject', 'reset_approval'] as const;
export type RfxApprovalAction = (typeof RFX_APPROVAL_ACTIONS)[number];

export interface RfxApprovalRecord {
  approval: RfxApprovalStatus;
}

/**
 * Where each approval action leads `approval_status` (D-800): who may take an action and its guards
 * are RFX_WORKFLOW's row of the same name; `reset_approval` is the save of an approved draft.
 */
export const RFX_APPROVAL_WORKFLOW = defineWorkflow<RfxApprovalStatus, RfxApprovalAction, RfxApprovalRecord>({
  name: 'sourcing-rfx-approval',
  states: RFX_APPROVAL_STATUSES,
  actions: RFX_APPROVAL_ACTIONS,
  stateOf: (r) => r.approval,
  wrongStateKey: 'sourcing.rfx.approval_not_pending',
  transitions: [
    { action: 'submit_approval', from: ['none', 'rejected'], to: 'pending', permission: manage, actorKinds: ['staff'], wrongStateKey: 'sourcing.rfx.approval_pending' },
    { action: 'withdraw_approval', from: 'pending', to: 'none', permission: manage, actorKinds: ['staff'] },
    { action: 'approve', from: 'pending', to: 'approved', permission: manage, actorKinds: ['staff'] },
    { action: 'reject', from: 'pending', to: 'rejected', permission: manage, actorKinds: ['staff'] },
    { action: 'reset_approval', from: 'approved', to: 'none', actorKinds: [] },
  ],
});

/** An invited supplier's answer (001 §4 'Participation: participate / not participate (reason)'). */
/** `expired`: no answer by the deadline (the deadline job, D-256). */
export const PARTICIPATION_STATUSES = ['pending', 'participating', 'declined', 'expired'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/** `expire`: the deadline job closes an unanswered invitation (a system action); `participate_by_submitting`: a submission answers it. */
export const PARTICIPATION_ACTIONS = ['participate', 'decline', 'expire', 'participate_by_submitting'] as const;
export type ParticipationAction = (typeof PARTICIPATION_ACTIONS)[number];

export interface ParticipationRecord {
  participation: ParticipationStatus;
  /** The RFx is open and its deadline has not passed (the server compares times, not a job). */
  accepting: boolean;
}

const accepting: Guard<ParticipationRecord> = {
  name: 'RFx open and before its deadline',
  test: (r) => r.accepting,
  refusal: { status: 409, errorKey: 'sourcing.bid.closed' },
};

/** A supplier may change its answer until the deadline (D-251). */
export const PARTICIPATION_WORKFLOW = defineWorkflow<ParticipationStatus, ParticipationAction, ParticipationRecord>({
  name: 'sourcing-participation',
  states: PARTICIPATION_STATUSES,
  actions: PARTICIPATION_ACTIONS,
  stateOf: (r) => r.participation,
  wrongStateKey: 'sourcing.bid.already',
  transitions: [
    { action: 'participate', from: ['pending', 'declined'], to: 'participating', permission: 'sup.quotation', actorKinds: ['supplier'], guards: [accepting] },
    { action: 'decline', from: ['pending', 'participating'], to: 'declined', permission: 'sup.quotation', actorKinds: ['supplier'], guards: [accepting] },
    { action: 'expire', from: 'pending', to: 'expired', actorKinds: [] },
    { action: 'participate_by_submitting', from: 'pending', to: 'participating', actorKinds: [] },
  ],
});

/**
 * What an invited supplier may do with an RFx (D-871): its answers, and where its quotation is
 * reached from: `quote` while the RFx is open and it has not declined (the editor), `view_quotation`
 * once the RFx is no longer open (the quotation, read only).
 */
export const SUPPLIER_RFX_ACTIONS = [...PARTICIPATION_ACTIONS, 'quote', 'view_quotation'] as const;
export type SupplierRfxAction = (typeof SUPPLIER_RFX_ACTIONS)[number];

/**
 * A supplier's quotation (001 §4 'Quotation'; D-254): one live quotation per supplier per RFx.
 * `draft` is saved any time before the deadline; `submitted` is sealed until the opening (D-257);
 * `not_quoted` is what the deadline leaves of a quotation never submitted. A submitted quotation
 * may be revised (back to a draft, its submitted version still standing) only when the RFx allows
 * revisions; every submission is kept as a version.
 */
export const QUOTATION_STATUSES = ['draft', 'submitted', 'not_quoted'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** `close_not_quoted` / `close_back_to_submitted`: the deadline job's system actions on a draft never submitted / a revision never submitted. */
export const QUOTATION_ACTIONS = ['save', 'submit', 'revise', 'close_not_quoted', 'close_back_to_submitted'] as const;
export type QuotationAction = (typeof QUOTATION_ACTIONS)[number];

export interface QuotationRecord {
  status: QuotationStatus;
  /** The RFx is released and not yet opened. */
  rfxOpen: boolean;
  /** The deadline has not passed (the server compares times, not the job). */
  beforeDeadline: boolean;
  /** The RFx flag 'revision after submission allowed'. */
  allowRevision: boolean;
  /** The supplier answered "not participate". */
  declined: boolean;
  /** A submitted version exists to revise from (omitted where the flow does not ask). */
  hasSubmittedVersion?: boolean;
  /** The RFx flag 'must reply' is set and the supplier has not answered participate yet (D-565). */
  replyOwed?: boolean;
}

const rfxOpenForQuotes: Guard<QuotationRecord> = { name: 'RFx open', test: (r) => r.rfxOpen, refusal: { status: 409, errorKey: 'sourcing.quote.rfx_closed' } };
const beforeDeadline: Guard<QuotationRecord> = { name: 'before the deadline', test: (r) => r.beforeDeadline, refusal: { status: 409, errorKey: 'sourcing.quote.deadline_passed' } };
const notDeclined: Guard<QuotationRecord> = { name: 'not declined', test: (r) => !r.declined, refusal: { status: 409, errorKey: 'sourcing.quote.declined' } };
const revisionAllowed: Guard<QuotationRecord> = { name: 'RFx allows revisions', test: (r) => r.allowRevision, refusal: { status: 409, errorKey: 'sourcing.quote.no_revision' } };
const hasSubmittedVersion: Guard<QuotationRecord> = {
  name: 'a submitted version to revise from',
  test: (r) => r.hasSubmittedVersion !== false,
  refusal: { status: 409, errorKey: 'sourcing.quote.wrong_state' },
};
const replied: Guard<QuotationRecord> = { name: 'answered participate where the RFx must be replied to', test: (r) => !r.replyOwed, refusal: { status: 409, errorKey: 'sourcing.quote.reply_first' } };
const quoting = [rfxOpenForQuotes, beforeDeadline, notDeclined];
/** A quotation the deadline left not quoted: quoting is closed. */
const closedKeys = { not_quoted: 'sourcing.quote.rfx_closed' } as const;

export const QUOTATION_WORKFLOW = defineWorkflow<QuotationStatus, QuotationAction, QuotationRecord>({
  name: 'sourcing-quotation',
  states: QUOTATION_STATUSES,
  actions: QUOTATION_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'sourcing.quote.wrong_state',
  transitions: [
    { action: 'save', from: 'draft', permission: 'sup.quotation', actorKinds: ['supplier'], guards: [...quoting, replied], refusedKeys: closedKeys },
    { action: 'submit', from: 'draft', to: 'submitted', permission: 'sup.quotation', actorKinds: ['supplier'], wrongStateKey: 'sourcing.quote.already_submitted', guards: [...quoting, replied], refusedKeys: closedKeys },
    { action: 'revise', from: 'submitted', to: 'draft', permission: 'sup.quotation', actorKinds: ['supplier'], guards: [...quoting, revisionAllowed, hasSubmittedVersion] },
    { action: 'close_not_quoted', from: 'draft', to: 'not_quoted', actorKinds: [] },
    { action: 'close_back_to_submitted', from: 'draft', to: 'submitted', actorKinds: [] },
  ],
});

/**
 * SAP sync of an opened quotation through the integration outbox (D-264): queued at the opening
 * (`not_synced`), `synced` when the ERP takes it (at once with the built-in local adapter), or
 * `sync_failed` after the last attempt; a buyer may retry a failed one (back to `not_synced`).
 */
export const QUOTATION_SAP_STATUSES = ['not_synced', 'synced', 'sync_failed'] as const;
export type QuotationSapStatus = (typeof QUOTATION_SAP_STATUSES)[number];
/**
 * `sap_retry` is the buyer's; the rest are the sync's own (system actions): queued at the opening,
 * taken at once by the built-in adapter, taken by the ERP, an attempt failed (queued again), the last one failed.
 */
export const QUOTATION_SAP_ACTIONS = ['sap_retry', 'sap_queue', 'sap_take_locally', 'sap_synced', 'sap_attempt_failed', 'sap_failed'] as const;
export type QuotationSapAction = (typeof QUOTATION_SAP_ACTIONS)[number];
export interface QuotationSapRecord {
  sapStatus: QuotationSapStatus;
}

export const QUOTATION_SAP_WORKFLOW = defineWorkflow<QuotationSapStatus, QuotationSapAction, QuotationSapRecord>({
  name: 'sourcing-quotation-sap',
  states: QUOTATION_SAP_STATUSES,
  actions: QUOTATION_SAP_ACTIONS,
  stateOf: (r) => r.sapStatus,
  wrongStateKey: 'sourcing.sap.not_failed',
  transitions: [
    { action: 'sap_retry', from: 'sync_failed', to: 'not_synced', permission: manage, actorKinds: ['staff'] },
    { action: 'sap_queue', from: 'not_synced', to: 'not_synced', actorKinds: [] },
    { action: 'sap_take_locally', from: ['not_synced', 'sync_failed'], to: 'synced', actorKinds: [] },
    { action: 'sap_synced', from: 'not_synced', to: 'synced', actorKinds: [] },
    { action: 'sap_attempt_failed', from: 'not_synced', to: 'not_synced', actorKinds: [] },
    { action: 'sap_failed', from: 'not_synced', to: 'sync_failed', actorKinds: [] },
  ],
});
