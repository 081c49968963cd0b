/**
 * The staff review chain of a submitted supplier as data (spec 001 §4 'Supplier review status'):
 * pre-qualification, then assessment (both while "to be evaluated"), then the buyer's approval
 * (business review by the inviting department), submission to OA, the OA decision, submission to
 * quality audit (QAUDIT), its decision, and the sync to SAP. The server enforces these rows; the
 * web displays them and the `actions` the server lists. The sub-stage, auditor routing and a
 * pending SAP sync are guards on the record (`ReviewRecord`).
 */
import type { StaffPermission } from '../permissions';
import { EDITABLE_REVIEW_STATUSES, REVIEW_STATUSES, type ReviewStatus } from '../suppliers/states';
import { defineWorkflow, wrongStateRefusal, type Guard, type Transition, type WorkflowActor } from '../workflow/machine';

/** Sub-stage of `to_be_evaluated`: pre-qualification first, then the assessment. */
export const REVIEW_STAGES = ['prequalification', 'assessment'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

/** Auditor types of the auditor authorisation (spec 001 §2): pre-qualification or qualification examination. */
export const AUDITOR_TYPES = ['prequalification', 'examination'] as const;
export type AuditorType = (typeof AUDITOR_TYPES)[number];

export const REVIEW_ACTIONS = [
  'prequalify_pass',
  'prequalify_return',
  'prequalify_reject',
  'assess_pass',
  'assess_return',
  'assess_reject',
  'business_approve',
  'business_return',
  'business_reject',
  'submit_oa',
  'oa_approve',
  'oa_fail',
  'resubmit_oa',
  'oa_return',
  'submit_qaudit',
  'qaudit_pass',
  'qaudit_fail',
  'resubmit_qaudit',
  'qaudit_return',
  'sync_sap',
] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Work queues of the chain (one per step), used by the task lists and home-page counts. */
export const REVIEW_QUEUES = ['preaudit', 'audit', 'business', 'oaSubmit', 'oa', 'qauditSubmit', 'qaudit', 'sap'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** What the review flow reads from a supplier record (the server's policy maps its row to it). */
export interface ReviewRecord {
  reviewStatus: ReviewStatus;
  /** Sub-stage of `to_be_evaluated` (null reads as pre-qualification). */
  stage: ReviewStage | null;
  /** The actor is an auditor of that type authorised for the supplier's scope. */
  canPrequalify: boolean;
  canExamine: boolean;
  /** A SAP sync of the supplier is waiting in the integration outbox. */
  sapPending: boolean;
}

export interface ReviewTransition extends Transition<ReviewStatus, ReviewAction, ReviewRecord> {
  action: ReviewAction;
  from: ReviewStatus;
  /** Only for `to_be_evaluated`: the sub-stage the action applies to. */
  stage?: ReviewStage;
  to: ReviewStatus;
  toStage?: ReviewStage;
  permission: StaffPermission;
  queue: ReviewQueue;
  /** The actor must be an auditor authorised for the supplier's scope (auditor routing). */
  auditorType?: AuditorType;
  /** The action carries an assessment form (pinggu1 / pinggu2). */
  form?: 'prequalification' | 'assessment';
  /** Decision kind, for button styles and confirmations. */
  kind: 'pass' | 'return' | 'reject' | 'submit';
  /** The target status is reached asynchronously (SAP sync through the integration outbox). */
  async?: boolean;
}

const WRONG_STATE = 'supplier_review.wrong_state';

const atStage = (stage: ReviewStage): Guard<ReviewRecord> => ({
  name: `stage is ${stage}`,
  test: (r) => (r.stage ?? 'prequalification') === stage,
  refusal: wrongStateRefusal(WRONG_STATE),
});
const routedAuditor = (type: AuditorType): Guard<ReviewRecord> => ({
  name: `actor is a routed ${type} auditor`,
  test: (r) => (type === 'prequalification' ? r.canPrequalify : r.canExamine),
  refusal: { status: 403, errorKey: 'supplier_review.not_authorised_auditor' },
});
const sapIdle: Guard<ReviewRecord> = { name: 'no SAP sync pending', test: (r) => !r.sapPending, refusal: wrongStateRefusal('supplier_review.sync_in_progress') };

/** A row of the chain, its guards derived from the stage, auditor type and asynchronous hand-over. */
const t = (row: Omit<ReviewTransition, 'guards'>): ReviewTransition => ({
  ...row,
  guards: [...(row.stage ? [atStage(row.stage)] : []), ...(row.auditorType ? [routedAuditor(row.auditorType)] : []), ...(row.async ? [sapIdle] : [])],
});

export const REVIEW_TRANSITIONS: readonly ReviewTransition[] = [
  // Pre-qualification by an auditor of type 'prequalification' (supplierPreaudit, pinggu1).
  t({ action: 'prequalify_pass', from: 'to_be_evaluated', stage: 'prequalification', to: 'to_be_evaluated', toStage: 'assessment', permission: 'supplier.preaudit', queue: 'preaudit', auditorType: 'prequalification', form: 'prequalification', kind: 'pass' }),
  t({ action: 'prequalify_return', from: 'to_be_evaluated', stage: 'prequalification', to: 'returned', permission: 'supplier.preaudit', queue: 'preaudit', auditorType: 'prequalification', kind: 'return' }),
  t({ action: 'prequalify_reject', from: 'to_be_evaluated', stage: 'prequalification', to: 'rejected', permission: 'supplier.preaudit', queue: 'preaudit', auditorType: 'prequalification', kind: 'reject' }),
  // Assessment (qualification examination) by an auditor of type 'examination' (supplierAudit, pinggu2).
  t({ action: 'assess_pass', from: 'to_be_evaluated', stage: 'assessment', to: 'pending_business_review', permission: 'supplier.audit', queue: 'audit', auditorType: 'examination', form: 'assessment', kind: 'pass' }),
  t({ action: 'assess_return', from: 'to_be_evaluated', stage: 'assessment', to: 'returned', permission: 'supplier.audit', queue: 'audit', auditorType: 'examination', kind: 'return' }),
  t({ action: 'assess_reject', from: 'to_be_evaluated', stage: 'assessment', to: 'rejected', permission: 'supplier.audit', queue: 'audit', auditorType: 'examination', kind: 'reject' }),
  // The buyer's approval: business review by the inviting department.
  t({ action: 'business_approve', from: 'pending_business_review', to: 'approved', permission: 'supplier.review.inviting', queue: 'business', kind: 'pass' }),
  t({ action: 'business_return', from: 'pending_business_review', to: 'returned', permission: 'supplier.review.inviting', queue: 'business', kind: 'return' }),
  t({ action: 'business_reject', from: 'pending_business_review', to: 'rejected', permission: 'supplier.review.inviting', queue: 'business', kind: 'reject' }),
  // Initial business review submits to OA; OA approvers decide (in the portal, behind the adapter).
  t({ action: 'submit_oa', from: 'approved', to: 'oa_under_review', permission: 'supplier.review.business', queue: 'oaSubmit', kind: 'submit' }),
  t({ action: 'oa_approve', from: 'oa_under_review', to: 'oa_approved', permission: 'supplier.review.oa', queue: 'oa', kind: 'pass' }),
  t({ action: 'oa_fail', from: 'oa_under_review', to: 'oa_failed', permission: 'supplier.review.oa', queue: 'oa', kind: 'reject' }),
  t({ action: 'resubmit_oa', from: 'oa_failed', to: 'oa_under_review', permission: 'supplier.review.business', queue: 'oaSubmit', kind: 'submit' }),
  t({ action: 'oa_return', from: 'oa_failed', to: 'returned', permission: 'supplier.review.business', queue: 'oaSubmit', kind: 'return' }),
  // Quality approval submits to QAUDIT; quality auditors decide.
  t({ action: 'submit_qaudit', from: 'oa_approved', to: 'qaudit_under_review', permission: 'supplier.review.quality', queue: 'qauditSubmit', kind: 'submit' }),
  t({ action: 'qaudit_pass', from: 'qaudit_under_review', to: 'qaudit_passed', permission: 'supplier.review.quality', queue: 'qaudit', kind: 'pass' }),
  t({ action: 'qaudit_fail', from: 'qaudit_under_review', to: 'qaudit_failed', permission: 'supplier.review.quality', queue: 'qaudit', kind: 'reject' }),
  t({ action: 'resubmit_qaudit', from: 'qaudit_failed', to: 'qaudit_under_review', permission: 'supplier.review.quality', queue: 'qauditSubmit', kind: 'submit' }),
  t({ action: 'qaudit_return', from: 'qaudit_failed', to: 'returned', permission: 'supplier.review.quality', queue: 'qauditSubmit', kind: 'return' }),
  // Master data syncs to SAP (vendor code assigned; the supplier becomes official).
  t({ action: 'sync_sap', from: 'qaudit_passed', to: 'synchronized_to_sap', permission: 'supplier.sync.sap', queue: 'sap', kind: 'submit', async: true }),
];

export const REVIEW_WORKFLOW = defineWorkflow<ReviewStatus, ReviewAction, ReviewRecord, WorkflowActor, ReviewTransition>({
  name: 'supplier-review',
  states: REVIEW_STATUSES,
  actions: REVIEW_ACTIONS,
  stateOf: (r) => r.reviewStatus,
  transitions: REVIEW_TRANSITIONS,
  wrongStateKey: WRONG_STATE,
});

/** The transitions possible from a status (and stage, for `to_be_evaluated`). */
export function transitionsFrom(status: ReviewStatus, stage: ReviewStage | null): ReviewTransition[] {
  return REVIEW_TRANSITIONS.filter((tr) => tr.from === status && (tr.stage === undefined || tr.stage === (stage ?? 'prequalification')));
}

/** The transition of `action`, if any. */
export function findTransition(action: string): ReviewTransition | undefined {
  return REVIEW_TRANSITIONS.find((tr) => tr.action === action);
}

/** Status (and stage) pairs each queue works on. */
export function queueSources(queue: ReviewQueue): { status: ReviewStatus; stage?: ReviewStage }[] {
  const seen = new Map<string, { status: ReviewStatus; stage?: ReviewStage }>();
  for (const tr of REVIEW_TRANSITIONS) {
    if (tr.queue !== queue) continue;
    seen.set(`${tr.from}/${tr.stage ?? ''}`, tr.stage ? { status: tr.from, stage: tr.stage } : { status: tr.from });
  }
  return [...seen.values()];
}

/** Permission needed to work a queue. */
export function queuePermission(queue: ReviewQueue): StaffPermission {
  return REVIEW_TRANSITIONS.find((tr) => tr.queue === queue)!.permission;
}

/** Review statuses a supplier counts as "official" in (vendor code assigned, synchronised). */
export const OFFICIAL_REVIEW_STATUSES: readonly ReviewStatus[] = ['synchronized_to_sap'];

/** The supplier's own submissions of its registration, before (and after a return from) the chain. */
export const SUBMISSION_ACTIONS = ['submit', 'resubmit'] as const;
export type SubmissionAction = (typeof SUBMISSION_ACTIONS)[number];

/**
 * The review status column of a supplier's profile as one flow: the supplier submits (the wizard,
 * from draft, returned or rejected) or resubmits a returned registration, then the staff chain moves
 * it. Only the status writer reads the submission rows; who may submit is supplier-profile's and
 * registration's check, so the web keeps listing the chain's actions from REVIEW_WORKFLOW.
 */
export const REVIEW_STATUS_WORKFLOW = defineWorkflow<ReviewStatus, ReviewAction | SubmissionAction, ReviewRecord>({
  name: 'supplier review status',
  states: REVIEW_STATUSES,
  actions: [...SUBMISSION_ACTIONS, ...REVIEW_ACTIONS],
  stateOf: (r) => r.reviewStatus,
  transitions: [
    { action: 'submit', from: EDITABLE_REVIEW_STATUSES, to: 'to_be_evaluated', actorKinds: ['supplier'], wrongStateKey: 'supplierProfile.not_editable' },
    { action: 'resubmit', from: 'returned', to: 'to_be_evaluated', actorKinds: ['supplier'], wrongStateKey: 'registration.not_returned' },
    ...REVIEW_TRANSITIONS,
  ],
  wrongStateKey: WRONG_STATE,
});

/** An approval handed to OA or QAUDIT: pending until the chain's decision step records it. */
export const APPROVAL_TASK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalTaskStatus = (typeof APPROVAL_TASK_STATUSES)[number];
export const APPROVAL_TASK_ACTIONS = ['approve', 'reject'] as const;
export type ApprovalTaskAction = (typeof APPROVAL_TASK_ACTIONS)[number];

/** Decided only by the review chain's oa_/qaudit_ steps (system actions: no user is offered them). */
export const APPROVAL_TASK_WORKFLOW = defineWorkflow<ApprovalTaskStatus, ApprovalTaskAction, { status: ApprovalTaskStatus }>({
  name: 'approval tasks',
  states: APPROVAL_TASK_STATUSES,
  actions: APPROVAL_TASK_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: WRONG_STATE,
  transitions: [
    { action: 'approve', from: 'pending', to: 'approved', actorKinds: [] },
    { action: 'reject', from: 'pending', to: 'rejected', actorKinds: [] },
  ],
});
