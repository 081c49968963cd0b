/** Questionnaire templates and forwarder evaluations (issue 17 item 6; migration 0940). */
import type { ColumnType, Generated } from 'kysely';
import type { Question } from '@aerosupply/shared/forwarder-evaluations/schemas';
import type { EvaluationStatus } from '@aerosupply/shared/forwarder-evaluations/workflow';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** numeric: read as text, written as a number. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
/** date: selected as text (`::text`), written as `YYYY-MM-DD`. */
type DateText = ColumnType<string, string, string>;

export interface StoredAnswer {
  value: number | null;
  comment: string | null;
}

/** What the closing froze beside the four scores: the counts behind the rates and the weights used. */
export interface StoredMeasures {
  deliveredWithEta: number;
  onTimeCount: number;
  bills: number;
  billsReturned: number;
  weights: { questionnaire: number; onTime: number; billAccuracy: number };
}

export interface EvaluationTemplatesTable {
  id: Generated<number>;
  name: string;
  name_en: string;
  description: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  version: ColumnType<number, number | undefined, number>;
  questions: Json<Question[]>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ForwarderEvaluationsTable {
  id: Generated<number>;
  company_id: number;
  template_id: number | null;
  template_version: number;
  title: string;
  title_en: string;
  questions: Json<Question[]>;
  answers: Json<StoredAnswer[]>;
  comment: string | null;
  remark: string | null;
  period_from: DateText;
  period_to: DateText;
  due_date: DateText;
  status: StatusColumn<EvaluationStatus>;
  return_reason: string | null;
  close_comment: string | null;
  questionnaire_score: Numeric;
  on_time_rate: Numeric;
  bill_accuracy: Numeric;
  total_score: Numeric;
  measures: Json<StoredMeasures | null>;
  initiated_by: number | null;
  initiated_by_name: string | null;
  submitted_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ForwarderEvaluationTables {
  evaluation_templates: EvaluationTemplatesTable;
  forwarder_evaluations: ForwarderEvaluationsTable;
}

declare module '../../db/schema' {
  interface DB extends ForwarderEvaluationTables {}
}
