/** Sourcing tables (issue 12): requirements, RFx with items, team and invited bidders. */
import type { ColumnType, Generated } from 'kysely';
import type { ParticipationStatus, QuotationSapStatus, QuotationStatus, RequirementStatus, RfxApprovalStatus, RfxStatus } from '@aerosupply/shared/sourcing/workflow';
import type { ContractTypeCode } from '@aerosupply/shared/codes/contract-types';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** numeric columns: read as text by the drivers, written as numbers. */
type Numeric = ColumnType<string, number, number>;
type NullableNumeric = ColumnType<string | null, number | null | undefined, number | null>;
/** date columns: written and compared as YYYY-MM-DD. */
type DateCol = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface RfxClauseJson {
  /** A code of the `contractType` table (migration 1031 typed the free texts before it, D-474). */
  contractType: ContractTypeCode;
  contractNo: string | null;
  contractName: string | null;
  clauseNo: string | null;
  clauseText: string;
}
export interface RfxTextJson {
  kind: 'question' | 'note';
  type: 'technical' | 'commercial' | 'quality' | 'logistics' | 'general';
  text: string;
}

export interface SourcingRequirementsTable {
  id: Generated<number>;
  number: string;
  status: StatusColumn<RequirementStatus>;
  material_type: string | null;
  material_pn: string;
  description: string;
  quantity: Numeric;
  unit: string;
  required_date: DateCol;
  plant: string | null;
  purchase_org: string | null;
  purchase_group: string | null;
  delivery_location: string | null;
  budget_price: NullableNumeric;
  currency: string | null;
  manufacturer_code: string | null;
  manufacturer_name: string | null;
  remark: string | null;
  rfx_id: number | null;
  requester_id: number;
  requester_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SourcingRfxTable {
  id: Generated<number>;
  number: string;
  type: string;
  description: string;
  purchase_org: string;
  purchase_group: string | null;
  plant: string | null;
  status: StatusColumn<RfxStatus>;
  released_at: NullableTimestamp;
  deadline_at: NullableTimestamp;
  opening_at: NullableTimestamp;
  technical_open_at: NullableTimestamp;
  opened_at: NullableTimestamp;
  bid_validity_days: number | null;
  incoterms: string | null;
  delivery_location: string | null;
  delivery_address: string | null;
  payment_term: string | null;
  payment_note: string | null;
  delivery_type: 'one_time' | 'batches' | 'on_call' | null;
  first_delivery_date: DateCol;
  last_delivery_date: DateCol;
  allow_revision: boolean;
  show_budget_price: boolean;
  must_quote_all: boolean;
  consignment: boolean;
  accept_alternatives: boolean;
  must_reply: boolean;
  texts: Json<RfxTextJson[]>;
  password_holder_id: number | null;
  password_hash: string | null;
  item_count: number;
  bidder_count: number;
  /** A deleted draft is kept (hidden), so an action racing the delete answers 409, not 404 (D-244). */
  deleted_at: NullableTimestamp;
  /** Set when the deadline closed quoting (the deadline job or the opening; D-256). */
  quoting_closed_at: NullableTimestamp;
  /** Approval before release (D-261, migration 0630). */
  approval_status: StatusColumn<RfxApprovalStatus>;
  approval_submitted_by: number | null;
  approval_submitted_by_name: string | null;
  approval_submitted_at: NullableTimestamp;
  approval_decided_by_name: string | null;
  approval_decided_at: NullableTimestamp;
  approval_comment: string | null;
  created_by: number;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SourcingRfxItemsTable {
  id: Generated<number>;
  rfx_id: number;
  line_no: number;
  requirement_id: number | null;
  material_type: string | null;
  material_pn: string;
  description: string;
  purchase_category: string | null;
  delivery_type: 'one_time' | 'batches' | 'on_call' | null;
  delivery_note: string | null;
  delivery_deadline: DateCol;
  first_delivery_date: DateCol;
  payment_term: string | null;
  payment_note: string | null;
  detailed_requirements: string | null;
  accept_replacement: boolean;
  special_requirements: string | null;
  quantity: Numeric;
  unit: string;
  budget_price: NullableNumeric;
  budget_currency: string | null;
  show_budget_price: boolean;
  incoterms: string | null;
  delivery_location: string | null;
  delivery_address: string | null;
  consignment: boolean;
  manufacturer_code: string | null;
  manufacturer_name: string | null;
  clauses: Json<RfxClauseJson[]>;
}

export interface SourcingRfxTeamTable {
  rfx_id: number;
  user_id: number;
}

export interface SourcingRfxBiddersTable {
  rfx_id: number;
  company_id: number;
  invited_at: NullableTimestamp;
  participation: StatusColumn<ParticipationStatus>;
  decline_reason: string | null;
  answered_at: NullableTimestamp;
  answered_by_name: string | null;
  /** The last reminder e-mail to this bidder (D-262). */
  last_reminded_at: NullableTimestamp;
}

export interface QuotationAnswerJson { textIndex: number; answer: string }
export interface SupplierQuestionJson { type: RfxTextJson['type']; text: string }
export interface OtherFeeJson { name: string; amount: number }

export interface SourcingQuotationsTable {
  id: Generated<number>;
  number: string;
  rfx_id: number;
  company_id: number;
  status: StatusColumn<QuotationStatus>;
  version: ColumnType<number, number | undefined, number>;
  validity_days: number | null;
  currency: string | null;
  incoterms: string | null;
  delivery_location: string | null;
  payment_term: string | null;
  payment_note: string | null;
  remark: string | null;
  answers: Json<QuotationAnswerJson[]>;
  supplier_questions: Json<SupplierQuestionJson[]>;
  item_count: ColumnType<number, number | undefined, number>;
  submitted_at: NullableTimestamp;
  submitted_by_name: string | null;
  opened_at: NullableTimestamp;
  sap_sync_status: StatusColumn<QuotationSapStatus>;
  /** SAP sync through the integration outbox (D-264, migration 0631). */
  sap_sync_attempts: ColumnType<number, number | undefined, number>;
  sap_sync_error: string | null;
  sap_synced_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A draft's working copy, or (after the opening) the opened version's items; never a sealed price before the opening (D-257). */
export interface SourcingQuotationItemsTable {
  quotation_id: number;
  rfx_item_id: number;
  line_no: number;
  no_bid: boolean;
  quote_qty: NullableNumeric;
  unit_price: NullableNumeric;
  currency: string | null;
  price_unit: number;
  vat_rate: NullableNumeric;
  other_fees: Json<OtherFeeJson[]>;
  lead_time_days: number | null;
  condition_code: string | null;
  certificate: string | null;
  postponed: boolean;
  postponed_date: DateCol;
  alternative_pn: string | null;
  manufacturer_pn: string | null;
  manufacturer_code: string | null;
  manufacturer_name: string | null;
  special_notes: string | null;
}

export interface SourcingQuotationVersionsTable {
  quotation_id: number;
  version: number;
  /** AES-256-GCM of the submitted quotation under the RFx's key (D-257). */
  sealed: string;
  seal_hash: string;
  submitted_at: Timestamp;
  submitted_by_name: string;
}

export interface SourcingOpeningLogTable {
  seq: Generated<number>;
  rfx_id: number;
  at: Timestamp;
  actor_id: number | null;
  actor_name: string | null;
  how: 'early' | 'scheduled';
  quotation_count: number;
  quotations_hash: string;
  prev_hash: string;
  hash: string;
}

/** The supplier's bidder contacts of its quotation for an RFx (D-390). */
export interface SourcingBidderContactsTable {
  id: Generated<number>;
  rfx_id: number;
  company_id: number;
  seq: number;
  name: string;
  phone: string | null;
  email: string;
  email_reminder: boolean;
  updated_at: Timestamp;
}

/** The deadline reminder, sent once per RFx and supplier (D-390). */
export interface SourcingDeadlineRemindersTable {
  rfx_id: number;
  company_id: number;
  sent_at: Timestamp;
  mailed: number;
}

export interface SourcingTables {
  sourcing_requirements: SourcingRequirementsTable;
  sourcing_rfx: SourcingRfxTable;
  sourcing_rfx_items: SourcingRfxItemsTable;
  sourcing_rfx_team: SourcingRfxTeamTable;
  sourcing_rfx_bidders: SourcingRfxBiddersTable;
  sourcing_quotations: SourcingQuotationsTable;
  sourcing_quotation_items: SourcingQuotationItemsTable;
  sourcing_quotation_versions: SourcingQuotationVersionsTable;
  sourcing_opening_log: SourcingOpeningLogTable;
  sourcing_bidder_contacts: SourcingBidderContactsTable;
  sourcing_deadline_reminders: SourcingDeadlineRemindersTable;
}

declare module '../../db/schema' {
  interface DB extends SourcingTables {}
}
