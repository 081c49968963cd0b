/** Electronic freight bills and rate cards (spec 001 §3 'Electronic bill'; issue 17). */
import type { ColumnType, Generated } from 'kysely';
import type { BillStatus } from '@aerosupply/shared/freight-bills/workflow';
import type { NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** numeric: read as text, written as a number. */
type Numeric = ColumnType<string, number | string, number | string>;
/** date: selected as text (`::text`), written as `YYYY-MM-DD`. */
type DateText = ColumnType<string, string, string>;

export interface FreightBillsTable {
  id: Generated<number>;
  company_id: number;
  number: string;
  invoice_no: string;
  invoice_date: DateText;
  transport_mode: string;
  material_level: string;
  origin: string;
  destination: string;
  transport_level: string;
  billing_mode: string;
  net_weight: Numeric;
  weight_unit: string;
  currency: string;
  invoice_amount: Numeric;
  total_freight: Numeric;
  fee_operation: Numeric;
  fee_level: Numeric;
  fee_billing: Numeric;
  fee_route: Numeric;
  fee_additional: Numeric;
  waybill_nos: ColumnType<string[], string[] | undefined, string[]>;
  remark: string | null;
  status: StatusColumn<BillStatus>;
  source: ColumnType<'manual' | 'import', 'manual' | 'import' | undefined, 'manual' | 'import'>;
  feedback_date: ColumnType<string | null, string | null | undefined, string | null>;
  review_comment: string | null;
  reviewer_user_id: number | null;
  reviewer_name: string | null;
  submitted_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The stored match summary read by report E (D-437): difference rows of the difference list and their amount at stake. */
  match_differences: ColumnType<number | null, number | null | undefined, number | null>;
  match_amount: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  /** FREIGHT_MATCH_STRICT when checked. */
  match_strict: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** When the summary was computed (database clock); null: to be (re)checked. */
  match_checked_at: NullableTimestamp;
  /** When something the summary depends on last changed (a summary computed before it is not stored). */
  match_dirty_at: NullableTimestamp;
}

/** A bill's waybills as rows (D-436): written only with the bill, by this module's repo. */
export interface FreightBillWaybillsTable {
  bill_id: number;
  company_id: number;
  waybill: string;
}

export interface FreightRateCardsTable {
  id: Generated<number>;
  /** The forwarder company the card prices. */
  company_id: number;
  origin: string;
  destination: string;
  transport_mode: string;
  currency: string;
  rate_per_kg: Numeric;
  min_charge: Numeric;
  effective_from: DateText;
  effective_to: ColumnType<string | null, string | null | undefined, string | null>;
  remark: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FreightBillTables {
  freight_bills: FreightBillsTable;
  freight_bill_waybills: FreightBillWaybillsTable;
  freight_rate_cards: FreightRateCardsTable;
}

declare module '../../db/schema' {
  interface DB extends FreightBillTables {}
}
