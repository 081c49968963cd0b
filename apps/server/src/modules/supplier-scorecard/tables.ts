/** Supplier scorecard tables (issue 31; migration 1110). */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/columns';

/** numeric: read as text, written as a number. */
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface ScorecardCriteriaSetsTable {
  id: Generated<number>;
  grade_a: Numeric;
  grade_b: Numeric;
  grade_c: Numeric;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Generated<Date>;
}

export interface ScorecardCriteriaTable {
  set_id: number;
  position: number;
  formula: string;
  weight: number;
  grade_a: Numeric;
  grade_b: Numeric;
  grade_c: Numeric;
  param: NullableNumeric;
}

export interface SupplierScoresTable {
  id: Generated<number>;
  company_id: number;
  period_kind: 'month' | 'quarter';
  period: string;
  set_id: number;
  total: NullableNumeric;
  grade: string | null;
  delivery: NullableNumeric;
  quality: NullableNumeric;
  cost: NullableNumeric;
  service: NullableNumeric;
  computed_at: Timestamp;
}

export interface SupplierScoreCriteriaTable {
  score_id: number;
  formula: string;
  weight: number;
  numerator: Numeric;
  denominator: Numeric;
  value: NullableNumeric;
  score: NullableNumeric;
  grade: string | null;
}

export interface ScorecardRunsTable {
  period_kind: 'month' | 'quarter';
  period: string;
  set_id: number;
  suppliers: number;
  computed_at: Timestamp;
  computed_by_name: string | null;
  closed_at: NullableTimestamp;
}

export interface ScorecardTables {
  scorecard_criteria_sets: ScorecardCriteriaSetsTable;
  scorecard_criteria: ScorecardCriteriaTable;
  supplier_scores: SupplierScoresTable;
  supplier_score_criteria: SupplierScoreCriteriaTable;
  scorecard_runs: ScorecardRunsTable;
}

declare module '../../db/schema' {
  interface DB extends ScorecardTables {}
}
