/**
 * The supplier's profile: one row per supplier company, created at registration. Its review and
 * control statuses follow packages/shared/src/suppliers/states.ts; the wizard's data lives in
 * `wizard` (by step) until approved, and structured child tables may be added by the module.
 */
import type { ColumnType, Generated } from 'kysely';
import type { ControlStatus, ReviewStatus } from '@aerosupply/shared/suppliers/states';
import type { ChangeStatus } from '@aerosupply/shared/supplier-profile/schemas';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

export interface SupplierProfilesTable {
  company_id: number;
  supplier_type: 'aircraft' | 'general';
  review_status: StatusColumn<ReviewStatus>;
  control_status: StatusColumn<ControlStatus>;
  blacklisted: ColumnType<boolean, boolean | undefined, boolean>;
  /** Wizard data by step: { general, regions, supply, technology, compliance } (see the module's schemas). */
  wizard: Json<Record<string, unknown>>;
  invitation_id: number | null;
  /** The staff user who invited the supplier (inviting department review, spec 001 §4). */
  inviting_user_id: number | null;
  submitted_at: NullableTimestamp;
  approved_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Timeline entry: kind 'review' | 'control' | 'freeze' | 'blacklist' | 'change' | 'capability' | 'sap'. */
/** Supply category tree, levels I and II (reference data of migration 0301). */
export interface SupplyCategoriesTable {
  code: string;
  parent_code: string | null;
  level: number;
  name_zh: string;
  name_en: string;
  sort: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Staff buyer responsible for a category (spec 001 §5 'a category needs a configured buyer'). */
export interface CategoryBuyersTable {
  id: Generated<number>;
  category_code: string;
  buyer_user_id: number;
  created_at: Timestamp;
}

/** Dates are `YYYY-MM-DD` strings (the pg `date` parser is turned off in db/database.ts). */
type DateCol = ColumnType<string, string, string>;
type NullableDateCol = ColumnType<string | null, string | null | undefined, string | null>;

/** Qualification documents and wizard step-3 qualifications; the expiry watch reads (company_id, end_date). */
export interface SupplierQualificationsTable {
  id: Generated<number>;
  company_id: number;
  doc_type: string | null;
  /** Aviation authority code 0-6 (spec 001 §9). */
  authority: string | null;
  number: string | null;
  certificate_no: string | null;
  scope: string | null;
  start_date: NullableDateCol;
  end_date: NullableDateCol;
  remarks: string | null;
  file_keys: Json<string[]>;
  cancelled: ColumnType<boolean, boolean | undefined, boolean>;
  cancel_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface Stamped {
  id: Generated<number>;
  company_id: number;
  remarks: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupplierAgentVendorsTable extends Stamped {
  vendor_name: string;
  vendor_code: string | null;
  agency_scope: string | null;
  valid_from: NullableDateCol;
  valid_to: DateCol;
  file_keys: Json<string[]>;
}

export interface SupplierAgentPartsTable extends Stamped {
  part_number: string;
  description: string | null;
  oem_code: string | null;
  vendor_name: string | null;
  valid_to: NullableDateCol;
}

/** bigint and numeric come back as strings from pg; the presenter converts them. */
type BigCol = ColumnType<string, number | string, number | string>;
type NullableBigCol = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface SupplierPriceTiersTable extends Stamped {
  oem_code: string;
  part_number: string;
  start_qty: BigCol;
  cutoff_qty: NullableBigCol;
  moq: NullableBigCol;
  price_unit: number | null;
  price: BigCol;
  currency: string;
  min_packaging: NullableBigCol;
  lead_time: number | null;
  lead_time_unit: string | null;
  start_date: DateCol;
  end_date: DateCol;
  stock: NullableBigCol;
  agency_valid_to: NullableDateCol;
}

export interface SupplierShippingAddressesTable extends Stamped {
  label: string | null;
  country: string;
  province: string | null;
  city: string | null;
  address: string;
  postal_code: string | null;
  contact_name: string;
  contact_phone: string;
  contact_email: string | null;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SupplierRepairCapabilitiesTable extends Stamped {
  part_number: string;
  description: string;
  tested: ColumnType<boolean, boolean | undefined, boolean>;
  repaired: ColumnType<boolean, boolean | undefined, boolean>;
  renovated: ColumnType<boolean, boolean | undefined, boolean>;
  refit: ColumnType<boolean, boolean | undefined, boolean>;
  certificate_type: string | null;
  certificate_valid_to: NullableDateCol;
  maintenance_unit: string | null;
  claim_contractor: string | null;
}

/** A change of approved data awaiting staff review (applied by decideChangeRequest). */
export interface SupplierChangeRequestsTable {
  id: Generated<number>;
  company_id: number;
  section: string;
  before: Json<Record<string, unknown>>;
  after: Json<Record<string, unknown>>;
  status: StatusColumn<ChangeStatus>;
  comment: string | null;
  requested_by: number | null;
  requested_by_name: string | null;
  reviewer_user_id: number | null;
  reviewer_name: string | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupplierProfileTables {
  supplier_profiles: SupplierProfilesTable;
  supply_categories: SupplyCategoriesTable;
  category_buyers: CategoryBuyersTable;
  supplier_qualifications: SupplierQualificationsTable;
  supplier_agent_vendors: SupplierAgentVendorsTable;
  supplier_agent_parts: SupplierAgentPartsTable;
  supplier_price_tiers: SupplierPriceTiersTable;
  supplier_shipping_addresses: SupplierShippingAddressesTable;
  supplier_repair_capabilities: SupplierRepairCapabilitiesTable;
  supplier_change_requests: SupplierChangeRequestsTable;
}

declare module '../../db/schema' {
  interface DB extends SupplierProfileTables {}
}

/** Read views (D-841): tables other folders may join in read-only queries (a supplier's names, review and control status, type, qualifications, category buyers and repair capabilities, joined by the review, control, directory, auditor, expiry, SAP, sourcing, repair and registration lists); they are written only here. */
export const READ_VIEWS = ['supplier_profiles', 'supplier_qualifications', 'category_buyers', 'supplier_repair_capabilities'] as const satisfies readonly (keyof SupplierProfileTables)[];
