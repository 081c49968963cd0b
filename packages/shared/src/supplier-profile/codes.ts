/**
 * Option lists of the supplier data wizard and its sub-pages (spec 001 §3). Codes only: the web
 * labels them with `supplierProfile.codes.<list>.<code>`; lists the spec does not enumerate are
 * our choice, as an aviation procurement department would expect them (docs/spec-decisions.md).
 */

/** Enterprise type (ownership) of step 1. */
export const ENTERPRISE_TYPES = ['state_owned', 'private', 'foreign_invested', 'joint_venture', 'listed', 'collective', 'other'] as const;
/** Nature of the supplier (spec 001 §3 'Supplier type values'). */
export const SUPPLIER_NATURE_CODES = ['OEM', 'OEM_AGENT', 'DISTRIBUTOR', 'AIRLINE', 'MANUFACTURER'] as const;
/** Product range (spec 001 §3). */
export const PRODUCT_RANGE_CODES = ['ROTABLE', 'SPARE', 'STANDARD', 'RAW', 'CONSUMABLE', 'APU', 'LANDING_GEAR', 'ENGINE'] as const;
export const LISTING_STATUSES = ['listed', 'unlisted'] as const;
export const DIRECTOR_ROLES = ['chairman', 'director', 'supervisor', 'independent_director'] as const;
export const RELATION_TYPES = ['parent', 'subsidiary', 'affiliate', 'branch', 'shareholder'] as const;
/** How RFQs, bids and purchase orders reach the supplier (step 2). */
export const COMMUNICATION_TYPES = ['portal', 'email', 'edi', 'fax'] as const;
/** Shipping modes: the service modes of spec 001 §9. */
export const SHIPPING_MODES = ['DOOR_DOOR', 'DOOR_PORT', 'FREE_AIR', 'PAID_AIR', 'LAND_FTL', 'LAND_LTL', 'SEA', 'EXPRESS', 'FLIGHT_CARRIED', 'SELF_PICKUP'] as const;
export const CONTACT_CATEGORIES = ['sales', 'technical', 'quality', 'finance', 'logistics', 'aog', 'management'] as const;
export const POSITION_TYPES = ['executive', 'manager', 'staff'] as const;
export const PATENT_TYPES = ['invention', 'utility_model', 'design'] as const;
export const QUALITY_STANDARDS = ['ISO9001', 'AS9100', 'AS9110', 'AS9120', 'ISO14001', 'ISO45001', 'NADCAP', 'OTHER'] as const;
export const DECLARATION_TYPES = ['conflict_of_interest', 'sanctions', 'export_control', 'environment', 'other'] as const;
/** Aviation authority codes 0-6 (spec 001 §9, CODE_TABLES.aviationAuthority). */
export const AUTHORITY_CODES = ['0', '1', '2', '3', '4', '5', '6'] as const;
/** Qualification document types (spec 001 §3 'qualification documents'). */
export const QUALIFICATION_TYPES = [
  'authority_approval',
  'repair_station',
  'production_approval',
  'distributor_accreditation',
  'quality_system',
  'business_licence',
  'import_export_licence',
  'dangerous_goods',
  'other',
] as const;
export const LEAD_TIME_UNITS = ['day', 'week', 'month'] as const;
export const REGION_DECISIONS = ['agree', 'disagree'] as const;
/** Supply regions offered in step 1.2. */
export const SUPPLY_REGIONS = ['CN_NORTH', 'CN_EAST', 'CN_SOUTH', 'CN_SOUTHWEST', 'CN_NORTHWEST', 'CN_NORTHEAST', 'CN_CENTRAL', 'HK_MO_TW', 'ASIA_PACIFIC', 'EUROPE', 'NORTH_AMERICA', 'OTHER'] as const;
export const CURRENCY_CODES = ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'HKD', 'SGD', 'CAD', 'CHF'] as const;
export const PAY_PERIOD_CODES = ['PRE', 'COD', 'N30', 'N45', 'N60', 'N90', 'M30', 'LC'] as const;

/** Every list by name, for the web's selects. */
export const PROFILE_CODE_LISTS = {
  enterpriseType: ENTERPRISE_TYPES,
  nature: SUPPLIER_NATURE_CODES,
  productRange: PRODUCT_RANGE_CODES,
  listingStatus: LISTING_STATUSES,
  directorRole: DIRECTOR_ROLES,
  relationType: RELATION_TYPES,
  communicationType: COMMUNICATION_TYPES,
  shippingMode: SHIPPING_MODES,
  contactCategory: CONTACT_CATEGORIES,
  positionType: POSITION_TYPES,
  patentType: PATENT_TYPES,
  qualityStandard: QUALITY_STANDARDS,
  declarationType: DECLARATION_TYPES,
  authority: AUTHORITY_CODES,
  qualificationType: QUALIFICATION_TYPES,
  leadTimeUnit: LEAD_TIME_UNITS,
  regionDecision: REGION_DECISIONS,
  region: SUPPLY_REGIONS,
  currency: CURRENCY_CODES,
  payPeriod: PAY_PERIOD_CODES,
} as const;
export type ProfileCodeList = keyof typeof PROFILE_CODE_LISTS;
