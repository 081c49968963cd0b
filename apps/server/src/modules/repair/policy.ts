/**
 * Who may do what to a repair inquiry, quotation, order or bill now: one answer for the presenters
 * (`actions`) and the services (`assertMay…`), from the workflows of @aerosupply/shared/repair/workflow.
 */
import {
  BILL_WORKFLOW, INQUIRY_WORKFLOW, ORDER_STATUSES, QUOTE_WORKFLOW, REPAIR_ORDER_WORKFLOW, statusAction, statusOfAction,
  type BillAction, type BillStatus, type InquiryAction, type InquiryStatus, type QuoteAction, type QuoteRecord, type QuoteStatus,
  type RepairOrderAction, type RepairOrderRecord, type RepairOrderStatus, type StatusAction,
} from '@aerosupply/shared/repair/workflow';
import { DEFAULT_TIME_ZONE, formatDate } from '@aerosupply/shared/format/dates';
import type { ReturnOutcome } from '@aerosupply/shared/repair/codes';
import { shippingCheck, type ShippingFacts } from '@aerosupply/shared/repair/returns';
import { allowedActions, decide, stateRefusal } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

export const inquiryActions = (row: { status: InquiryStatus }, actor: Actor): InquiryAction[] => allowedActions(INQUIRY_WORKFLOW, row, actor);
export const assertMayOnInquiry = (row: { status: InquiryStatus }, actor: Actor, action: InquiryAction): void => enforce(decide(INQUIRY_WORKFLOW, action, row, actor));

/** Does the inquiry accept answers now (sent and before its quotation deadline)? */
export const isAccepting = (inquiry: { status: InquiryStatus; quotation_deadline: Date | string }, now: Date) =>
  inquiry.status === 'sent' && new Date(inquiry.quotation_deadline).getTime() > now.getTime();

/** The company's calendar day (the shared default zone): a quotation's validity date is a day there (D-449). */
export const companyToday = (now: Date): string => formatDate(now, false, DEFAULT_TIME_ZONE);

/** Has a validity date (`YYYY-MM-DD`) passed today? A quotation without one does not expire. */
export const validityPassed = (validUntil: string | null | undefined, now: Date): boolean => !!validUntil && validUntil < companyToday(now);

export function quoteRecord(quote: { status: QuoteStatus; valid_until_text?: string | null }, inquiry: { status: InquiryStatus; quotation_deadline: Date | string }, now: Date, canTransact = true): QuoteRecord {
  return { status: quote.status, accepting: isAccepting(inquiry, now), inquiryOpen: inquiry.status === 'sent', canTransact, validityPassed: validityPassed(quote.valid_until_text, now) };
}
export const quoteActions = (record: QuoteRecord, actor: Actor): QuoteAction[] => allowedActions(QUOTE_WORKFLOW, record, actor);
export const assertMayOnQuote = (record: QuoteRecord, actor: Actor, action: QuoteAction): void => enforce(decide(QUOTE_WORKFLOW, action, record, actor));

export interface OrderFacts {
  status: RepairOrderStatus;
  /** What shipping reads: the order's kind, serials, serial return code and documents filed. */
  shipping: Omit<ShippingFacts, 'status'>;
  bill_open: boolean;
}
/** The record the state table reads; `outcome` is the one asked for when shipping (none when listing the actions). */
const orderRecord = (row: OrderFacts, outcome: ReturnOutcome | null = null): RepairOrderRecord => ({
  status: row.status,
  ...shippingCheck({ ...row.shipping, status: row.status }, outcome),
  billOpen: row.bill_open,
});

export const orderActions = (row: OrderFacts, actor: Actor): RepairOrderAction[] => allowedActions(REPAIR_ORDER_WORKFLOW, orderRecord(row), actor);
export const assertMayOnOrder = (row: OrderFacts, actor: Actor, action: RepairOrderAction, outcome: ReturnOutcome | null = null): void =>
  enforce(decide(REPAIR_ORDER_WORKFLOW, action, orderRecord(row, outcome), actor));
/**
 * For the statuses no person sets (payment agreed, rejected at first instance: D-380): the use case
 * that sets them (the bill's review) checks only that the table allows the move from the order's state.
 */
export const assertOrderStateAllows = (row: OrderFacts, action: RepairOrderAction): void => enforce(stateRefusal(REPAIR_ORDER_WORKFLOW, action, row.status));

/**
 * The action that sets `status` for this actor: staff approving the shop's repair quotation set
 * "under repair" with `approve_quotation`; "to be updated" and "to ship" are only orders' first statuses.
 */
export function actionForStatus(status: RepairOrderStatus, actor: Actor): RepairOrderAction | null {
  if (status === 'to_be_updated' || status === 'to_ship') return null;
  if (status === 'under_repair' && actor.companyType === 'staff') return 'approve_quotation';
  return statusAction(status);
}

/** The statuses this actor may set now (the state table read for one order). */
export function nextStatuses(row: OrderFacts, actor: Actor): RepairOrderStatus[] {
  const allowed = new Set(orderActions(row, actor));
  return ORDER_STATUSES.filter((s) => {
    const a = actionForStatus(s, actor);
    return a !== null && allowed.has(a);
  });
}

export const isStatusAction = (a: RepairOrderAction): a is StatusAction => a.startsWith('to_');
export { statusOfAction };

export const billActions = (row: { status: BillStatus }, actor: Actor): BillAction[] => allowedActions(BILL_WORKFLOW, row, actor);
export const assertMayOnBill = (row: { status: BillStatus }, actor: Actor, action: BillAction): void => enforce(decide(BILL_WORKFLOW, action, row, actor));
/** `reopen` is taken only inside the revocation of consent to payment (D-380): the state alone is checked. */
export const assertBillStateAllows = (row: { status: BillStatus }, action: BillAction): void => enforce(stateRefusal(BILL_WORKFLOW, action, row.status));

/**
 * A held quotation is the shop's unsent draft (spec 001 §4 "hold (temporary storage)"): anyone but
 * the shop sees that it exists, nothing of its content (issue 27 item 1).
 */
export const isPrivateDraft = (status: string, ownerCompanyId: number, actor: Actor): boolean => status === 'hold' && actor.companyId !== ownerCompanyId;
