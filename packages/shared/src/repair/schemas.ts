/**
 * Requests of repair (issue 15): the staff inquiry wizard (part, condition and certificate, repair
 * requirements, shops), the shop's stepped quotation, status updates, release certificates, bills,
 * and the list queries of both sides.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { moment, price, quantity } from '../sourcing/schemas';
import { isoDate } from '../supplier-profile/wizard';
import { DEFAULT_UNIT, noSpaces, optionalField, requiredText, steppedQuantity, text } from '../validation/fields';
import { queryId } from '../validation/ids';
import {
  CERTIFICATE_TYPES, CONDITION_CODES, EQUIPMENT_TYPES, MATERIAL_GROUPS, MAX_SERIALS, PRICING_METHODS, PROCESS_CODES, REPAIR_PRIORITIES, RETURN_DOCUMENT_TYPES,
  RETURN_OUTCOMES, SERIAL_RETURN_CODES, WARRANTY_CODES,
} from './codes';
import { BILL_STATUSES, INQUIRY_GROUPS, INQUIRY_STATUSES, ORDER_STATUSES } from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const code = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalid_enum' });
const count = z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.integer' }).nonnegative({ error: 'validation.not_negative' }).max(1_000_000, { error: 'validation.too_big' });
const percent = z.number({ error: 'validation.invalid_type' }).nonnegative({ error: 'validation.not_negative' }).max(100, { error: 'validation.too_big' });
const paging = {
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
};

// ---- inquiry (staff wizard: step 1 part, 2 condition and certificate, 3 repair requirements, 4 shops) ----

export const inquiryBody = z.strictObject({
  // step 1: the part
  pn: requiredText().pipe(noSpaces),
  description: requiredText(200),
  mpn: opt(text()),
  manufacturer: opt(text()),
  ataChapter: opt(z.string().trim().regex(/^\d{2}(-\d{2}){0,2}$/, { error: 'validation.invalid' })),
  quantity,
  unit: text(10).default(DEFAULT_UNIT).transform((u) => u || DEFAULT_UNIT),
  serialNumbers: z.array(requiredText().pipe(noSpaces)).max(MAX_SERIALS, { error: 'validation.too_big' }).default([]),
  materialGroup: code(MATERIAL_GROUPS),
  equipmentType: opt(code(EQUIPMENT_TYPES)),
  // step 2: condition, certificate, priority, dates
  priority: code(REPAIR_PRIORITIES),
  conditionCode: code(CONDITION_CODES),
  certificateRequirement: code(CERTIFICATE_TYPES),
  demandDate: opt(isoDate),
  arrivalPlace: opt(text()),
  // step 3: repair requirements
  repairLevel: code(PROCESS_CODES),
  pricingMethod: code(PRICING_METHODS),
  faultContent: requiredText(500),
  jobRequirements: opt(text(1000)),
  /** Same serial back (P), any of the customer's serials (C), any serial (E); an exchange is always E (D-455). */
  serialReturnCode: code(SERIAL_RETURN_CODES).default('P'),
  quotationDeadline: moment,
  // step 4: the shops asked
  shops: z.array(z.number({ error: 'validation.invalid_type' }).int().positive()).min(1, { error: 'validation.required' }).max(20, { error: 'validation.too_big' }),
});
export type InquiryBody = z.infer<typeof inquiryBody>;
export type InquiryInput = z.input<typeof inquiryBody>;

export const inquiryListQuery = z.strictObject({
  number: opt(text()),
  pn: opt(text()),
  status: opt(code(INQUIRY_STATUSES)),
  priority: opt(code(REPAIR_PRIORITIES)),
  ...paging,
});
export type InquiryListQuery = z.infer<typeof inquiryListQuery>;

export const shopCandidatesQuery = z.strictObject({ pn: opt(text()), ataChapter: opt(text(10)) });

// ---- the shop's quotation ----

export const quoteTier = z.strictObject({
  startQty: steppedQuantity,
  price,
  deliveryDays: count,
  currency: requiredText(10),
  unit: text(10).default(DEFAULT_UNIT).transform((u) => u || DEFAULT_UNIT),
  manufacturerCode: opt(text()),
  factoryPrice: opt(price),
  alternativePn: opt(noSpaces),
});
export type QuoteTier = z.infer<typeof quoteTier>;

const fee = opt(price);
export const quoteBody = z.strictObject({
  /** false: hold (temporary storage); true: submit. */
  submit: z.boolean(),
  testFee: fee,
  repairFee: fee,
  renovationFee: fee,
  refitFee: fee,
  fixedRepairPrice: fee,
  fixedRenovationPrice: fee,
  paintingFee: fee,
  exchangeFee: fee,
  handlingRate: opt(percent),
  capFee: fee,
  claimDays: opt(count),
  liabilityShelfDays: opt(count),
  liabilityFlightHours: opt(count),
  liabilityFlightCycles: opt(count),
  warrantyCode: opt(code(WARRANTY_CODES)),
  warrantyValue: opt(count),
  leadTimeDays: opt(count),
  certificateType: opt(code(CERTIFICATE_TYPES)),
  processCode: opt(code(PROCESS_CODES)),
  currency: opt(text(10)),
  validUntil: opt(isoDate),
  manufacturerBearsFreight: z.boolean().default(false),
  remarks: opt(text(500)),
  /** The serial return the shop offers (D-455). */
  serialReturnCode: opt(code(SERIAL_RETURN_CODES)),
  /** Exchange: days to return the core once the unit shipped, and the fee per day overdue (D-456). */
  coreReturnDays: opt(count.min(1, { error: 'validation.too_small' })),
  coreOverdueFee: fee,
  tiers: z.array(quoteTier).max(20, { error: 'validation.too_big' }).default([]),
});
export type QuoteBody = z.infer<typeof quoteBody>;
export type QuoteInput = z.input<typeof quoteBody>;

export const noOfferBody = z.strictObject({ reason: requiredText(200) });

export const supplierInquiryQuery = z.strictObject({
  group: code(INQUIRY_GROUPS).default('pending'),
  pn: opt(text()),
  materialGroup: opt(code(MATERIAL_GROUPS)),
  ...paging,
});
export type SupplierInquiryQuery = z.infer<typeof supplierInquiryQuery>;

// ---- orders ----

export const orderListQuery = z.strictObject({
  orderNo: opt(text()),
  pn: opt(text()),
  status: opt(code(ORDER_STATUSES)),
  /** Shop progress, payment side or finished (D-335). */
  stage: opt(code(['shop', 'payment', 'closed'] as const)),
  overdue: opt(z.enum(['true', 'false']).transform((v) => v === 'true')),
  companyId: opt(queryId),
  ...paging,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const statusBody = z.strictObject({
  status: code(ORDER_STATUSES),
  note: opt(text(500)),
  /** The process tier the shop performed (with repair finished / shipped). */
  processCode: opt(code(PROCESS_CODES)),
  /** Warranty given (with shipped). */
  warrantyCode: opt(code(WARRANTY_CODES)),
  warrantyValue: opt(count),
  returnWaybillNo: opt(text()),
  /** How the unit leaves the shop (required with shipped on a repair order, D-454). */
  outcome: opt(code(RETURN_OUTCOMES)),
});
export type StatusBody = z.infer<typeof statusBody>;

export const coreSentBody = z.strictObject({ waybillNo: requiredText() });

export const approveQuotationBody = z.strictObject({ note: opt(text(500)) });

export const certificateBody = z.strictObject({
  serialNo: requiredText().pipe(noSpaces),
  /** A release certificate or, for a unit not released, the shop's findings document (D-454). */
  certificateType: code(RETURN_DOCUMENT_TYPES),
  certificateNo: requiredText(),
  fileKey: requiredText(80),
});
export type CertificateBody = z.infer<typeof certificateBody>;

// ---- bills ----

const money = price;
export const billBody = z.strictObject({
  invoiceNo: requiredText(),
  invoiceAmount: money,
  taxRate: percent,
  fixedPrice: money,
  equipmentCost: money,
  manHourFee: money,
  taxAmount: money,
  total: money,
  currency: requiredText(10),
  supplierNotes: opt(text(500)),
});
export type BillBody = z.infer<typeof billBody>;
export type BillInput = z.input<typeof billBody>;

export const billRejectBody = z.strictObject({ reason: requiredText(200) });
/** Approving a bill: an optional comment for the order's history (issue 27 item 7). */
export const billApproveBody = z.strictObject({ comment: optionalField(text(200)) });

export const billListQuery = z.strictObject({
  status: opt(code(BILL_STATUSES)),
  orderNo: opt(text()),
  invoiceNo: opt(text()),
  /** Staff: one shop's bills. */
  companyId: opt(queryId),
  flagged: opt(z.enum(['true', 'false']).transform((v) => v === 'true')),
  ...paging,
});
export type BillListQuery = z.infer<typeof billListQuery>;

export { quantity };
