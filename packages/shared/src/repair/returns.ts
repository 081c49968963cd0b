/**
 * How a unit leaves the shop (issue 27 items 2 and 5, D-454..D-456): which outcomes fit the order's
 * status, and how many units still lack the document their outcome needs. Read by the state table's
 * guards (through the server's policy) and by the order screen.
 */
import { OUTCOME_DOCUMENTS, RELEASE_CERTIFICATES, RETURN_OUTCOMES, type OrderKind, type ReturnOutcome, type SerialReturnCode } from './codes';
import type { RepairOrderStatus } from './workflow';

/** The statuses from which a repair unit may ship with each outcome. */
export const OUTCOME_FROM: Record<ReturnOutcome, readonly RepairOrderStatus[]> = {
  repaired: ['factory_test'],
  overhauled: ['factory_test'],
  no_fault_found: ['entry_test', 'troubleshooting', 'factory_test'],
  beyond_economic_repair: ['entry_test', 'troubleshooting', 'quotation_to_be_approved', 'stopped_awaiting_material'],
  scrapped: ['entry_test', 'troubleshooting', 'quotation_to_be_approved', 'stopped_awaiting_material'],
};

/** The outcomes a repair order may ship with from its status (none for an exchange order: its unit ships from stock). */
export function outcomesFrom(kind: OrderKind, status: RepairOrderStatus): ReturnOutcome[] {
  return kind === 'exchange' ? [] : RETURN_OUTCOMES.filter((o) => OUTCOME_FROM[o].includes(status));
}

export interface ShippingFacts {
  kind: OrderKind;
  status: RepairOrderStatus;
  /** The customer's serial numbers on the order (may be empty). */
  serialNumbers: readonly string[];
  /** Same serial back (P) or any serial (C, E): with P each document must name one of the order's serials. */
  serialReturn: SerialReturnCode;
  /** The documents filed, one per serial. */
  documents: readonly { serialNo: string; type: string }[];
}

/** Units to document: one per serial on the order, at least one. */
const unitsOf = (f: ShippingFacts) => Math.max(1, f.serialNumbers.length);

/** Units still without a document the outcome accepts (an exchange unit needs a release certificate). */
export function documentsMissingFor(f: ShippingFacts, outcome: ReturnOutcome | null): number {
  const accepted: readonly string[] = f.kind === 'exchange' || outcome === null ? RELEASE_CERTIFICATES : OUTCOME_DOCUMENTS[outcome];
  const counted = f.documents.filter((d) => accepted.includes(d.type) && (f.kind === 'exchange' || f.serialReturn !== 'P' || f.serialNumbers.length === 0 || f.serialNumbers.includes(d.serialNo)));
  return Math.max(0, unitsOf(f) - counted.length);
}

/**
 * Shipping as the state table reads it: with an outcome asked for, whether it fits and what it lacks;
 * without one (listing the actions), the best outcome that fits the status now.
 */
export function shippingCheck(f: ShippingFacts, outcome: ReturnOutcome | null): { outcomeFits: boolean; documentsMissing: number } {
  if (f.kind === 'exchange') return { outcomeFits: f.status === 'to_ship' && outcome === null, documentsMissing: documentsMissingFor(f, null) };
  const fitting = outcomesFrom(f.kind, f.status);
  if (outcome !== null) return { outcomeFits: fitting.includes(outcome), documentsMissing: documentsMissingFor(f, outcome) };
  if (fitting.length === 0) return { outcomeFits: false, documentsMissing: documentsMissingFor(f, null) };
  return { outcomeFits: true, documentsMissing: Math.min(...fitting.map((o) => documentsMissingFor(f, o))) };
}

/**
 * An exchange core's lateness on `today` (D-456): the days past its due date (both `YYYY-MM-DD`) and
 * their charge at the quotation's fee per day, to the cent (null without a fee). The order fixes it
 * when the core is received and shows it running until then.
 */
export function coreOverdue(dueDate: string | null, today: string, feePerDay: number | null): { days: number; charge: number | null } {
  const days = dueDate ? Math.max(0, Math.round((Date.parse(today) - Date.parse(dueDate)) / 86_400_000)) : 0;
  return { days, charge: feePerDay === null ? null : Math.round(days * feePerDay * 100) / 100 };
}
