/** Repair tables (issue 15): inquiries, quotations, orders with status changes and certificates, bills. */
import type { ColumnType, Generated } from 'kysely';
import type { BillStatus, CoreStatus, InquiryStatus, QuoteStatus, RepairOrderStatus } from '@aerosupply/shared/repair/workflow';
import type { RoundStatus } from '@aerosupply/shared/repair/price-rounds';
import type { OrderKind, ReturnOutcome, SerialReturnCode } from '@aerosupply/shared/repair/codes';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** numeric columns: read as text by the drivers, written as numbers. */
type Numeric = ColumnType<string, number, number>;
type NullableNumeric = ColumnType<string | null, number | null | undefined, number | null>;
/** date columns: written and compared as YYYY-MM-DD. */
type DateCol = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface RepairTierJson {
  startQty: number;
  price: number;
  deliveryDays: number;
  currency: string;
  unit: string;
  manufacturerCode: string | null;
  factoryPrice: number | null;
  alternativePn: string | null;
}

export interface RepairInquiriesTable {
  id: Generated<number>;
  number: string;
  status: StatusColumn<InquiryStatus>;
  pn: string;
  description: string;
  mpn: string | null;
  manufacturer: string | null;
  ata_chapter: string | null;
  quantity: Numeric;
  unit: string;
  serial_numbers: Json<string[]>;
  material_group: string;
  equipment_type: string | null;
  priority: string;
  condition_code: string;
  certificate_requirement: string;
  demand_date: DateCol;
  arrival_place: string | null;
  repair_level: string;
  pricing_method: string;
  fault_content: string;
  job_requirements: string | null;
  /** Same serial back (P), any of the customer's serials (C), any serial (E) (issue 27 item 5). */
  serial_return_code: ColumnType<SerialReturnCode, SerialReturnCode | undefined, SerialReturnCode>;
  quotation_deadline: Timestamp;
  created_by: number;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RepairQuotesTable {
  id: Generated<number>;
  inquiry_id: number;
  company_id: number;
  status: StatusColumn<QuoteStatus>;
  test_fee: NullableNumeric;
  repair_fee: NullableNumeric;
  renovation_fee: NullableNumeric;
  refit_fee: NullableNumeric;
  fixed_repair_price: NullableNumeric;
  fixed_renovation_price: NullableNumeric;
  painting_fee: NullableNumeric;
  exchange_fee: NullableNumeric;
  handling_rate: NullableNumeric;
  cap_fee: NullableNumeric;
  claim_days: number | null;
  liability_shelf_days: number | null;
  liability_flight_hours: number | null;
  liability_flight_cycles: number | null;
  warranty_code: string | null;
  warranty_value: number | null;
  lead_time_days: number | null;
  certificate_type: string | null;
  process_code: string | null;
  currency: string | null;
  valid_until: DateCol;
  manufacturer_bears_freight: ColumnType<boolean, boolean | undefined, boolean>;
  remarks: string | null;
  serial_return_code: SerialReturnCode | null;
  /** Exchange: days the customer has to return the core once the unit shipped, and the fee per day overdue. */
  core_return_days: number | null;
  core_overdue_fee: NullableNumeric;
  no_offer_reason: string | null;
  tiers: Json<RepairTierJson[]>;
  awarded: ColumnType<boolean, boolean | undefined, boolean>;
  submitted_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface RepairOrdersTable {
  id: Generated<number>;
  order_no: string;
  sequence_no: ColumnType<number, number | undefined, number>;
  business_type: ColumnType<string, string | undefined, string>;
  inquiry_id: number;
  /** The inquiry's P/N (it never changes), for the P/N filter without a join (D-440). */
  pn: string;
  quote_id: number;
  company_id: number;
  status: StatusColumn<RepairOrderStatus>;
  status_since: Timestamp;
  quoted_lead_days: number | null;
  /** created_at + quoted_lead_days (null without a lead time): overdue when shipped, or now, is later (D-440). */
  due_at: NullableTimestamp;
  quoted_amount: NullableNumeric;
  cap_fee: NullableNumeric;
  currency: string | null;
  process_code: string | null;
  warranty_code: string | null;
  warranty_value: number | null;
  quotation_date: DateCol;
  approval_date: DateCol;
  receipt_date: DateCol;
  completion_date: DateCol;
  planned_completion_date: DateCol;
  supplier_issue_date: DateCol;
  return_waybill_no: string | null;
  shipped_at: NullableTimestamp;
  /** Null until the exchange unit ships; `due` is written with the order's `to_shipped` (D-811). */
  core_status: StatusColumn<CoreStatus> | null;
  core_due_date: DateCol;
  core_waybill_no: string | null;
  core_sent_at: NullableTimestamp;
  core_received_at: NullableTimestamp;
  kind: ColumnType<OrderKind, OrderKind | undefined, OrderKind>;
  /** How the unit left the shop (set with "shipped" on a repair order, D-454). */
  outcome: ReturnOutcome | null;
  serial_return_code: ColumnType<SerialReturnCode, SerialReturnCode | undefined, SerialReturnCode>;
  core_return_days: number | null;
  core_overdue_fee: NullableNumeric;
  /** Days the core came back late and the charge for them, set when the shop receives it (D-456). */
  core_overdue_days: number | null;
  core_overdue_charge: NullableNumeric;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RepairStatusChangesTable {
  id: Generated<string>;
  order_id: number;
  from_status: RepairOrderStatus | null;
  to_status: RepairOrderStatus;
  at: Timestamp;
  actor_id: number | null;
  actor_name: string | null;
  actor_side: 'staff' | 'supplier' | 'system';
  note: string | null;
}

export interface RepairCertificatesTable {
  id: Generated<number>;
  order_id: number;
  serial_no: string;
  certificate_type: string;
  certificate_no: string;
  file_key: string;
  uploaded_at: Timestamp;
}

export interface RepairBillsTable {
  id: Generated<number>;
  order_id: number;
  company_id: number;
  status: StatusColumn<BillStatus>;
  invoice_no: string;
  invoice_amount: Numeric;
  tax_rate: Numeric;
  fixed_price: Numeric;
  equipment_cost: Numeric;
  man_hour_fee: Numeric;
  tax_amount: Numeric;
  total: Numeric;
  currency: string;
  supplier_notes: string | null;
  over_quotation: boolean;
  over_cap: boolean;
  reason: string | null;
  submitted_at: Timestamp;
  reviewed_at: NullableTimestamp;
  reviewer_name: string | null;
}

export interface RepairPriceRoundsTable {
  id: Generated<number>;
  number: string;
  status: StatusColumn<RoundStatus>;
  title: string;
  material_group: string;
  valid_from: ColumnType<Date | string, string, string>;
  valid_to: ColumnType<Date | string, string, string>;
  quotation_deadline: Timestamp;
  lines: Json<{ pn: string; description: string; unit: string }[]>;
  created_by: number;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RepairPriceAnswersTable {
  id: Generated<number>;
  round_id: number;
  company_id: number;
  status: StatusColumn<QuoteStatus>;
  remarks: string | null;
  no_offer_reason: string | null;
  lines: Json<{ pn: string; tiers: RepairTierJson[] }[]>;
  submitted_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface RepairTables {
  repair_price_rounds: RepairPriceRoundsTable;
  repair_price_answers: RepairPriceAnswersTable;
  repair_inquiries: RepairInquiriesTable;
  repair_quotes: RepairQuotesTable;
  repair_orders: RepairOrdersTable;
  repair_status_changes: RepairStatusChangesTable;
  repair_certificates: RepairCertificatesTable;
  repair_bills: RepairBillsTable;
}

declare module '../../db/schema' {
  interface DB extends RepairTables {}
}
