/**
 * Code tables of repair (spec 001 §3, §9; ../shared/docs/domain-reference.md). Every value is a
 * stable code; the web shows the labels of locales repair.json (`repair.code.<table>.<code>`).
 */

/** Priority (domain reference): aircraft on ground, work stoppage, urgent stock replenishment, routine. */
export const REPAIR_PRIORITIES = ['AOG', 'WSP', 'USR', 'RTN'] as const;
export type RepairPriority = (typeof REPAIR_PRIORITIES)[number];

/** Part condition codes (two-letter sale condition) of the part sent and of the part asked for back. */
export const CONDITION_CODES = ['FN', 'NE', 'NS', 'OH', 'SV', 'RP', 'IN', 'IT', 'AR', 'US', 'BER', 'SCRAP'] as const;
export type ConditionCode = (typeof CONDITION_CODES)[number];

/** Release certificates a shop may issue (and an inquiry may require). */
export const CERTIFICATE_TYPES = ['EASA_FORM_1', 'FAA_8130_3', 'CAAC_AAC_038', 'DUAL_FAA_EASA', 'TCCA_FORM_ONE', 'COC'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
/** The certificates that release a repaired part to service (required per serial before "shipped"). */
export const RELEASE_CERTIFICATES = ['EASA_FORM_1', 'FAA_8130_3', 'CAAC_AAC_038', 'DUAL_FAA_EASA', 'TCCA_FORM_ONE'] as const satisfies readonly CertificateType[];

/** Repair process codes (Spec 2000): the repair level asked for and the tier a shop performed. */
export const PROCESS_CODES = ['T', 'R', 'O', 'B', 'E', 'M', 'C', 'L', 'P', 'X', 'U', 'A', 'S'] as const;
export type ProcessCode = (typeof PROCESS_CODES)[number];

/** Pricing methods of a repair quote (D-333). */
export const PRICING_METHODS = ['fixed_price', 'time_material', 'not_to_exceed', 'flat_rate_exchange'] as const;
export type PricingMethod = (typeof PRICING_METHODS)[number];

/** Wheel filter material groups (spec 001 §9), also the inquiry's material group. */
export const MATERIAL_GROUPS = ['chemicals', 'components', 'spare_parts', 'standard_parts', 'raw_material', 'landing_gear', 'engine'] as const;
export type MaterialGroup = (typeof MATERIAL_GROUPS)[number];

/** Repair equipment types (spec 001 §9, 13 kinds). */
export const EQUIPMENT_TYPES = [
  'rotable_3y', 'rotable_10y', 'rotable_15y', 'engine_qec', 'refit_only', 'time_control', 'repairable_ordered',
  'repairable_unordered', 'ov_outsourced', 'tyre', 'airborne_software', 'self_made', 'third_party',
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** Warranty codes: unit (C cycles, D days, H hours) x start (I installation, P purchase, R receipt). */
export const WARRANTY_CODES = ['CI', 'CP', 'CR', 'DI', 'DP', 'DR', 'HI', 'HP', 'HR'] as const;
export type WarrantyCode = (typeof WARRANTY_CODES)[number];
/** The unit of a warranty code's value. */
export const warrantyUnit = (code: WarrantyCode): 'cycles' | 'days' | 'hours' => (code[0] === 'C' ? 'cycles' : code[0] === 'D' ? 'days' : 'hours');

/** Serial number return (domain reference): the same serial, any serial of the customer, any serial (exchange). */
export const SERIAL_RETURN_CODES = ['P', 'C', 'E'] as const;
export type SerialReturnCode = (typeof SERIAL_RETURN_CODES)[number];

/** Days the customer has to return the core of an exchange order, from the unit's shipping, unless the quotation says otherwise (D-347, D-456). */
export const CORE_RETURN_DAYS = 30;

/**
 * How a unit leaves the shop (issue 27 item 2, D-454): repaired or overhauled with an airworthiness
 * release per serial; no fault found with a test report; beyond economic repair with a teardown
 * report; scrapped with a scrap (mutilation) certificate. Only the first two release the part to service.
 */
export const RETURN_OUTCOMES = ['repaired', 'overhauled', 'no_fault_found', 'beyond_economic_repair', 'scrapped'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

/** The shop's findings documents for a unit that is not released to service. */
export const FINDING_DOCUMENTS = ['TEST_REPORT', 'TEARDOWN_REPORT', 'SCRAP_CERTIFICATE'] as const;
/** Every document a shop may file per serial on a repair order. */
export const RETURN_DOCUMENT_TYPES = [...RELEASE_CERTIFICATES, ...FINDING_DOCUMENTS] as const;
export type ReturnDocumentType = (typeof RETURN_DOCUMENT_TYPES)[number];

/** The documents each outcome needs per serial (any one of them). */
export const OUTCOME_DOCUMENTS: Record<ReturnOutcome, readonly ReturnDocumentType[]> = {
  repaired: RELEASE_CERTIFICATES,
  overhauled: RELEASE_CERTIFICATES,
  no_fault_found: ['TEST_REPORT'],
  beyond_economic_repair: ['TEARDOWN_REPORT'],
  scrapped: ['SCRAP_CERTIFICATE'],
};

/** Repair orders go through the maintenance statuses; exchange orders ship a unit from stock and wait for the core (issue 27 item 5). */
export const ORDER_KINDS = ['repair', 'exchange'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Business type of a repair order (spec 001 §9: 2 = send for repair). */
export const REPAIR_BUSINESS_TYPE = '2';

/** At most this many serial numbers on one inquiry line. */
export const MAX_SERIALS = 50;
