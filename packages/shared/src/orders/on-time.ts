/**
 * On-time delivery of purchase order lines (issue 26 item 1, D-481). Every date here is a calendar
 * day `YYYY-MM-DD` in the company's time zone (the receipt's moment is turned into its day there
 * before it reaches this rule), so comparing the texts compares the days.
 *
 * A line is measured against a due date twice: the ship date the supplier confirmed, and the
 * original ship date of the first version. Against one due date a line is
 * - `on_time`: its whole quantity received, the day the last of it arrived on or before the due day;
 * - `late`: received after the due day, or not yet whole after the due day has passed (today later);
 * - `open`: not yet whole and the due day not passed;
 * - `unknown`: no due date (a line the supplier never confirmed).
 * Cancelled lines are not measured. An order (or a supplier) is late when any line is, else open
 * when any line is, else unknown when any line has no due date (or there is no line), else on time
 * (every line on time); a rate counts on-time lines over on-time and
 * late ones (open lines are not yet decided), null when none is decided.
 */
export const ON_TIME_OUTCOMES = ['on_time', 'late', 'open', 'unknown'] as const;
export type OnTimeOutcome = (typeof ON_TIME_OUTCOMES)[number];

/** The two due dates a line is measured against. */
export const ON_TIME_BASES = ['confirmed', 'original'] as const;
export type OnTimeBasis = (typeof ON_TIME_BASES)[number];

export interface LineReceipt {
  /** The ordered quantity. */
  quantity: number;
  /** Received so far (all receipts). */
  receivedQty: number;
  /** The day the line became whole (the day of the receipt that completed it); null while it is not. */
  receivedOn: string | null;
}

const EPSILON = 1e-9;
export const isWhole = (l: Pick<LineReceipt, 'quantity' | 'receivedQty'>): boolean => l.receivedQty + EPSILON >= l.quantity;

/** One line against one due day, on `today` (company time zone). */
export function lineOnTime(line: LineReceipt, due: string | null, today: string): OnTimeOutcome {
  if (due === null) return 'unknown';
  if (isWhole(line) && line.receivedOn !== null) return line.receivedOn <= due ? 'on_time' : 'late';
  return today > due ? 'late' : 'open';
}

export interface OnTimeSummary {
  onTime: number;
  late: number;
  open: number;
  unknown: number;
  /** on time / (on time + late), 0..1; null when no line is decided. */
  rate: number | null;
  outcome: OnTimeOutcome;
}

/** The summary of line outcome counts: the rate and the order's (or supplier's) outcome. */
export function summaryOfCounts(c: Pick<OnTimeSummary, 'onTime' | 'late' | 'open' | 'unknown'>): OnTimeSummary {
  const decided = c.onTime + c.late;
  const outcome: OnTimeOutcome = c.late > 0 ? 'late' : c.open > 0 ? 'open' : c.unknown > 0 || c.onTime === 0 ? 'unknown' : 'on_time';
  return { onTime: c.onTime, late: c.late, open: c.open, unknown: c.unknown, rate: decided === 0 ? null : c.onTime / decided, outcome };
}

/** Counts of line outcomes, the rate and the order's (or supplier's) outcome. */
export function summarizeOnTime(outcomes: readonly OnTimeOutcome[]): OnTimeSummary {
  const count = (o: OnTimeOutcome) => outcomes.filter((x) => x === o).length;
  return summaryOfCounts({ onTime: count('on_time'), late: count('late'), open: count('open'), unknown: count('unknown') });
}

/** A line with both due dates, measured against each. */
export interface DatedLine extends LineReceipt {
  confirmedShipDate: string | null;
  originalShipDate: string;
}

export const lineOnTimeBoth = (line: DatedLine, today: string): Record<OnTimeBasis, OnTimeOutcome> => ({
  confirmed: lineOnTime(line, line.confirmedShipDate, today),
  original: lineOnTime(line, line.originalShipDate, today),
});
