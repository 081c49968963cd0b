/** Agreements and exchange rates (issue 13), migration 0700. */
import type { AgreementCategory, AgreementStatus } from '@aerosupply/shared/agreements/schemas';
import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** numeric: read as text, written as a number. */
type Numeric = ColumnType<string, number | string, number | string>;
/** date: written as `YYYY-MM-DD`, selected with `::text`. */
type DateColumn = ColumnType<string, string, string>;

export interface ExchangeRatesTable {
  id: Generated<number>;
  from_currency: string;
  to_currency: string;
  rate: Numeric;
  valid_from: DateColumn;
  note: string | null;
  updated_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface AgreementsTable {
  id: Generated<number>;
  agreement_no: string;
  version: Generated<number>;
  company_id: number;
  title: string;
  status: StatusColumn<AgreementStatus>;
  currency: string;
  incoterms: string;
  incoterms_place: string | null;
  payment_terms: string;
  valid_from: DateColumn;
  valid_to: DateColumn;
  remark: string | null;
  source: 'manual' | 'award';
  source_ref: string | null;
  buyer_user_id: number | null;
  buyer_name: string;
  /** The approver of the award the agreement came from (migration 1030, D-472). */
  approver_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  approver_name: ColumnType<string | null, string | null | undefined, string | null>;
  total_amount: Numeric;
  total_quantity: Numeric;
  line_count: number;
  refuse_reason: string | null;
  cancel_reason: string | null;
  sent_at: NullableTimestamp;
  answered_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface AgreementLinesTable {
  id: Generated<number>;
  agreement_id: number;
  line_no: number;
  part_number: string;
  description: string | null;
  category: AgreementCategory;
  quantity: Numeric;
  unit: string;
  unit_price: Numeric;
  amount: Numeric;
  lead_time_days: number | null;
  /** The awarded offer (migration 1030, D-470). */
  replaces_pn: ColumnType<string | null, string | null | undefined, string | null>;
  manufacturer_pn: ColumnType<string | null, string | null | undefined, string | null>;
  manufacturer_code: ColumnType<string | null, string | null | undefined, string | null>;
  manufacturer_name: ColumnType<string | null, string | null | undefined, string | null>;
  condition_code: ColumnType<string | null, string | null | undefined, string | null>;
  certificate: ColumnType<string | null, string | null | undefined, string | null>;
  postponed_date: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Charges besides the lines (an awarded offer's other fees; migration 1030, D-471). */
export interface AgreementChargesTable {
  id: Generated<number>;
  agreement_id: number;
  seq: number;
  line_no: number | null;
  name: string;
  amount: Numeric;
}

export interface AgreementClausesTable {
  id: Generated<number>;
  agreement_id: number;
  seq: number;
  contract_type: string;
  contract_no: string;
  contract_name: string;
  clause_no: string;
  clause_text: string;
}

export interface AgreementVersionsTable {
  id: Generated<number>;
  agreement_id: number;
  version: number;
  snapshot: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface AgreementTables {
  exchange_rates: ExchangeRatesTable;
  agreements: AgreementsTable;
  agreement_lines: AgreementLinesTable;
  agreement_clauses: AgreementClausesTable;
  agreement_charges: AgreementChargesTable;
  agreement_versions: AgreementVersionsTable;
}

declare module '../../db/schema' {
  interface DB extends AgreementTables {}
}
