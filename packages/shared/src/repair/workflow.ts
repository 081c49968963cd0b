/**
 * Repair as data (issue 15; spec 001 §4; decisions D-330..D-340 in docs/spec-decisions.md):
 *
 * - the inquiry: sent -> awarded / closed (staff);
 * - the shop's quotation: not filled -> hold (temporary storage) -> submitted / no offer, while the
 *   inquiry accepts answers (sent and before its quotation deadline); staff award a submitted one;
 * - the repair order through the 18 maintenance statuses: one action per target status, its `from`
 *   states and the side that may set it are the state table (REPAIR_ORDER_WORKFLOW);
 * - the repair bill: pending review -> approved / not approved (with a reason) -> pending again.
 */
import { defineWorkflow } from '../workflow/machine';
import type { OrderKind } from './codes';

// ---- inquiry ----

export const INQUIRY_STATUSES = ['sent', 'awarded', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_ACTIONS = ['view', 'close', 'award'] as const;
export type InquiryAction = (typeof INQUIRY_ACTIONS)[number];
export interface InquiryRecord {
  status: InquiryStatus;
}

const INQUIRY_STAFF = { permission: 'repair.inquiry.manage', actorKinds: ['staff'] } as const;

export const INQUIRY_WORKFLOW = defineWorkflow<InquiryStatus, InquiryAction, InquiryRecord>({
  name: 'repair inquiries',
  states: INQUIRY_STATUSES,
  actions: INQUIRY_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'repair.inquiry.wrong_state',
  transitions: [
    { action: 'view', from: INQUIRY_STATUSES, permission: ['repair.inquiry.manage', 'sup.quotation'] },
    { action: 'close', from: 'sent', to: 'closed', ...INQUIRY_STAFF, wrongStateKey: 'repair.inquiry.not_open' },
    // Taken with the award of a quotation (QUOTE_WORKFLOW `award` checks the inquiry is open), never on its own.
    { action: 'award', from: 'sent', to: 'awarded', actorKinds: [], wrongStateKey: 'repair.inquiry.not_open' },
  ],
});

// ---- quotation ----

/** Spec 001 §4 repair quotation status. */
export const QUOTE_STATUSES = ['not_filled', 'hold', 'submitted', 'no_offer'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_ACTIONS = ['save', 'submit', 'no_offer', 'award'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];
export interface QuoteRecord {
  status: QuoteStatus;
  /** The inquiry is sent and its quotation deadline has not passed. */
  accepting: boolean;
  /** The inquiry is still open for an award (sent). */
  inquiryOpen: boolean;
  /** The shop may still transact (not frozen, suspended, deleted or blacklisted). */
  canTransact: boolean;
  /** The quotation's own validity date has passed (today in the company's time zone is after it). */
  validityPassed: boolean;
}

const SHOP_QUOTE = { permission: 'sup.quotation', actorKinds: ['supplier'] } as const;
const accepting = { name: 'inquiry accepts answers', test: (r: QuoteRecord) => r.accepting, refusal: { status: 409, errorKey: 'repair.quote.closed' } } as const;

export const QUOTE_WORKFLOW = defineWorkflow<QuoteStatus, QuoteAction, QuoteRecord>({
  name: 'repair quotations',
  states: QUOTE_STATUSES,
  actions: QUOTE_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'repair.quote.wrong_state',
  transitions: [
    { action: 'save', from: ['not_filled', 'hold'], to: 'hold', ...SHOP_QUOTE, wrongStateKey: 'repair.quote.answered', guards: [accepting] },
    { action: 'submit', from: ['not_filled', 'hold'], to: 'submitted', ...SHOP_QUOTE, wrongStateKey: 'repair.quote.answered', guards: [accepting] },
    { action: 'no_offer', from: ['not_filled', 'hold'], to: 'no_offer', ...SHOP_QUOTE, wrongStateKey: 'repair.quote.answered', guards: [accepting] },
    {
      action: 'award',
      from: 'submitted',
      permission: 'repair.inquiry.manage',
      actorKinds: ['staff'],
      wrongStateKey: 'repair.quote.not_awardable',
      guards: [
        { name: 'inquiry not yet awarded or closed', test: (r) => r.inquiryOpen, refusal: { status: 409, errorKey: 'repair.inquiry.not_open' } },
        { name: 'shop may transact', test: (r) => r.canTransact, refusal: { status: 409, errorKey: 'repair.shop_cannot_transact' } },
        // A quotation past its validity binds the shop no longer (issue 27 item 4, D-449).
        { name: 'quotation still valid', test: (r) => !r.validityPassed, refusal: { status: 409, errorKey: 'repair.quote.validity_passed' } },
      ],
    },
  ],
});

/** The shop's list groups (spec 001 §2/§4): to answer, answered, no longer answerable. */
export const INQUIRY_GROUPS = ['pending', 'processed', 'expired'] as const;
export type InquiryGroup = (typeof INQUIRY_GROUPS)[number];
export function inquiryGroupOf(status: QuoteStatus, accepting: boolean): InquiryGroup {
  if (status === 'submitted' || status === 'no_offer') return 'processed';
  return accepting ? 'pending' : 'expired';
}

// ---- repair order: the 18 maintenance statuses ----

/** Spec 001 §4, in the spec's order. */
export const ORDER_STATUSES = [
  'to_be_updated',
  'received',
  'entry_test',
  'troubleshooting',
  'under_repair',
  'prepare_quotation',
  'quotation_to_be_approved',
  'waiting_spares',
  'stopped_awaiting_material',
  'repair_finished',
  'factory_test',
  'shipped',
  'payment_revoked',
  'rejected_first_instance',
  'payment_agreed',
  'contractor_completed',
  'bill_to_be_updated',
  'closed',
  // An exchange order's first status: a serviceable unit is to ship from the shop's stock (issue 27 item 5, D-456).
  'to_ship',
] as const;
export type RepairOrderStatus = (typeof ORDER_STATUSES)[number];

/** Shop progress (the shop's turn-around time runs while the order is in one of these). */
export const SHOP_STATUSES: readonly RepairOrderStatus[] = [
  'to_ship', 'to_be_updated', 'received', 'entry_test', 'troubleshooting', 'under_repair', 'prepare_quotation', 'quotation_to_be_approved',
  'waiting_spares', 'stopped_awaiting_material', 'repair_finished', 'factory_test',
];
/** The payment side: after shipping, bill and payment (D-335). */
export const PAYMENT_STATUSES: readonly RepairOrderStatus[] = ['shipped', 'bill_to_be_updated', 'rejected_first_instance', 'payment_agreed', 'payment_revoked', 'contractor_completed', 'closed'];

/** Order actions: `to_<status>` sets that status (one per status but the first), plus the order's other acts. */
export const ORDER_ACTIONS = [
  'view',
  'to_received',
  'to_entry_test',
  'to_troubleshooting',
  'to_under_repair',
  'to_prepare_quotation',
  'to_quotation_to_be_approved',
  'to_waiting_spares',
  'to_stopped_awaiting_material',
  'to_repair_finished',
  'to_factory_test',
  'to_shipped',
  'to_bill_to_be_updated',
  'to_rejected_first_instance',
  'to_payment_agreed',
  'to_payment_revoked',
  'to_contractor_completed',
  'to_closed',
  'approve_quotation',
  'upload_certificate',
  'submit_bill',
] as const;
export type RepairOrderAction = (typeof ORDER_ACTIONS)[number];
export type StatusAction = Extract<RepairOrderAction, `to_${string}`>;
/** The first statuses of a repair order and of an exchange order: no action sets them. */
export type InitialStatus = 'to_be_updated' | 'to_ship';
export const INITIAL_STATUS: Record<OrderKind, InitialStatus> = { repair: 'to_be_updated', exchange: 'to_ship' };
export const statusAction = (s: Exclude<RepairOrderStatus, InitialStatus>): StatusAction => `to_${s}` as StatusAction;
export const statusOfAction = (a: StatusAction): RepairOrderStatus => a.slice(3) as RepairOrderStatus;

export interface RepairOrderRecord {
  status: RepairOrderStatus;
  /**
   * Shipping: does the outcome asked for (or, without one, some outcome) fit the status? Repaired and
   * overhauled units ship after the factory test; no fault found, beyond economic repair and scrapped
   * ones from the shop's findings (D-454); an exchange unit from stock.
   */
  outcomeFits: boolean;
  /** Serials still without the document the outcome needs (a release certificate, a test or teardown report, a scrap certificate). */
  documentsMissing: number;
  /** A bill pending review or approved exists. */
  billOpen: boolean;
}

const SHOP = { permission: 'sup.purchaseOrder', actorKinds: ['supplier'] } as const;
const STAFF = { permission: 'repair.order.manage', actorKinds: ['staff'] } as const;
const FINANCE = { permission: 'repair.bill.review', actorKinds: ['staff'] } as const;
/** Set only inside another use case (the bill's review, D-380): no person holds a side that may take it; checked with stateRefusal. */
const BY_REVIEW = { actorKinds: [] } as const;
const WORKING: RepairOrderStatus[] = ['received', 'entry_test', 'troubleshooting', 'under_repair', 'waiting_spares', 'stopped_awaiting_material'];
const BILLABLE: RepairOrderStatus[] = ['shipped', 'bill_to_be_updated', 'rejected_first_instance', 'payment_revoked'];
const wrong = 'repair.order.status_jump';

/**
 * The state table (D-334): which status may follow which, and which side sets it. The shop works
 * the part from receipt to shipping; it asks the customer to approve its repair quotation and staff
 * approve (under repair) or the shop ships the part back unrepaired (BER). After shipping the bill
 * and payment statuses are set by the bill's review and by staff (finance).
 */
export const REPAIR_ORDER_WORKFLOW = defineWorkflow<RepairOrderStatus, RepairOrderAction, RepairOrderRecord>({
  name: 'repair orders',
  states: ORDER_STATUSES,
  actions: ORDER_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: wrong,
  transitions: [
    { action: 'view', from: ORDER_STATUSES, permission: ['repair.order.view', 'sup.purchaseOrder'] },
    { action: 'to_received', from: 'to_be_updated', to: 'received', ...SHOP },
    { action: 'to_entry_test', from: 'received', to: 'entry_test', ...SHOP },
    { action: 'to_troubleshooting', from: ['entry_test'], to: 'troubleshooting', ...SHOP },
    // The shop resumes work after waiting; staff approve the shop's repair quotation with `approve_quotation` (to under repair).
    { action: 'to_under_repair', from: ['entry_test', 'troubleshooting', 'waiting_spares', 'stopped_awaiting_material'], to: 'under_repair', ...SHOP },
    { action: 'to_prepare_quotation', from: ['entry_test', 'troubleshooting', 'under_repair'], to: 'prepare_quotation', ...SHOP },
    { action: 'to_quotation_to_be_approved', from: 'prepare_quotation', to: 'quotation_to_be_approved', ...SHOP },
    { action: 'to_waiting_spares', from: ['under_repair', 'troubleshooting'], to: 'waiting_spares', ...SHOP },
    { action: 'to_stopped_awaiting_material', from: ['under_repair', 'waiting_spares', 'quotation_to_be_approved'], to: 'stopped_awaiting_material', ...SHOP },
    { action: 'to_repair_finished', from: ['under_repair'], to: 'repair_finished', ...SHOP },
    { action: 'to_factory_test', from: ['repair_finished'], to: 'factory_test', ...SHOP },
    {
      action: 'to_shipped',
      from: ['entry_test', 'troubleshooting', 'quotation_to_be_approved', 'stopped_awaiting_material', 'factory_test', 'to_ship'],
      to: 'shipped',
      ...SHOP,
      guards: [
        { name: 'the outcome fits the status', test: (r) => r.outcomeFits, refusal: { status: 409, errorKey: 'repair.outcome_not_now' } },
        { name: 'the outcome\'s document per serial', test: (r) => r.documentsMissing === 0, refusal: { status: 409, errorKey: 'repair.certificate_required' } },
      ],
    },
    { action: 'to_bill_to_be_updated', from: ['shipped', 'rejected_first_instance', 'payment_revoked'], to: 'bill_to_be_updated', permission: ['sup.purchaseOrder', 'repair.bill.review'] },
    // Only the bill's review sets these two (not approved / approved), in its own transaction (D-380): open to no person.
    { action: 'to_rejected_first_instance', from: ['bill_to_be_updated', 'payment_revoked'], to: 'rejected_first_instance', ...BY_REVIEW },
    { action: 'to_payment_agreed', from: ['bill_to_be_updated', 'payment_revoked'], to: 'payment_agreed', ...BY_REVIEW },
    { action: 'to_payment_revoked', from: ['payment_agreed'], to: 'payment_revoked', ...FINANCE },
    { action: 'to_contractor_completed', from: ['payment_agreed'], to: 'contractor_completed', ...FINANCE },
    { action: 'to_closed', from: ['contractor_completed'], to: 'closed', ...STAFF },
    { action: 'approve_quotation', from: 'quotation_to_be_approved', to: 'under_repair', ...STAFF },
    { action: 'upload_certificate', from: [...WORKING, 'repair_finished', 'factory_test', 'quotation_to_be_approved', 'to_ship'], ...SHOP, wrongStateKey: 'repair.order.certificate_closed' },
    {
      action: 'submit_bill',
      from: BILLABLE,
      ...SHOP,
      wrongStateKey: 'repair.bill.not_finished',
      guards: [{ name: 'no bill pending or approved', test: (r) => !r.billOpen, refusal: { status: 409, errorKey: 'repair.bill.exists' } }],
    },
  ],
});


// ---- exchange: the core's return (D-347) ----

/** The customer's unserviceable core on an exchange order: due back to the shop once the unit shipped, sent (with a waybill), received by the shop. */
export const CORE_STATUSES = ['due', 'sent', 'received'] as const;
export type CoreStatus = (typeof CORE_STATUSES)[number];
export const CORE_ACTIONS = ['send_core', 'receive_core'] as const;
export type CoreAction = (typeof CORE_ACTIONS)[number];

export const CORE_WORKFLOW = defineWorkflow<CoreStatus, CoreAction, { status: CoreStatus }>({
  name: 'exchange cores',
  states: CORE_STATUSES,
  actions: CORE_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'repair.core.wrong_state',
  transitions: [
    { action: 'send_core', from: 'due', to: 'sent', ...STAFF },
    { action: 'receive_core', from: 'sent', to: 'received', ...SHOP, wrongStateKey: 'repair.core.not_sent' },
  ],
});

// ---- bill ----

export const BILL_STATUSES = ['pending_review', 'approved', 'not_approved'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
export const BILL_ACTIONS = ['approve', 'reject', 'resubmit', 'reopen'] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];
export interface BillRecord {
  status: BillStatus;
}

export const BILL_WORKFLOW = defineWorkflow<BillStatus, BillAction, BillRecord>({
  name: 'repair bills',
  states: BILL_STATUSES,
  actions: BILL_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'repair.bill.wrong_state',
  transitions: [
    { action: 'approve', from: 'pending_review', to: 'approved', ...FINANCE, wrongStateKey: 'repair.bill.not_pending' },
    { action: 'reject', from: 'pending_review', to: 'not_approved', ...FINANCE, wrongStateKey: 'repair.bill.not_pending' },
    { action: 'resubmit', from: 'not_approved', to: 'pending_review', ...SHOP, wrongStateKey: 'repair.bill.not_rejected' },
    // Revoking consent to payment withdraws the approval: the bill is reviewed again (D-380). Taken inside that status update only.
    { action: 'reopen', from: 'approved', to: 'pending_review', ...BY_REVIEW },
  ],
});

/** What the bill's review does to the order (D-336). */
export const BILL_ORDER_OUTCOME: Record<'approve' | 'reject', RepairOrderStatus> = { approve: 'payment_agreed', reject: 'rejected_first_instance' };
