/**
 * What an owning module answers the scorecard for one formula over one period (issue 31, D-634):
 * per supplier a numerator and a denominator, computed by one set-based query, and for one
 * supplier the rows behind them (the evidence). Periods are company-local calendar days.
 */
export interface ScorePeriod {
  /** First and last day of the period, `YYYY-MM-DD`. */
  start: string;
  end: string;
  /** The company's today, for lines not yet whole (late once their day has passed). */
  today: string;
  /** The company's time zone (timestamps are turned into its days). */
  timeZone: string;
}

export interface SupplierMeasure {
  company_id: number;
  num: number;
  den: number;
}

export interface MeasureEvidence {
  ref: string;
  date: string | null;
  due: string | null;
  figure: number | null;
  against: boolean;
}

/** The most evidence rows one answer carries. */
export const EVIDENCE_LIMIT = 500;
