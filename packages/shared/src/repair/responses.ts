/** Responses of repair: inquiries with each shop's answer, the shop's view, orders with their status history, bills. */
import { z } from 'zod';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import {
  CERTIFICATE_TYPES, CONDITION_CODES, EQUIPMENT_TYPES, MATERIAL_GROUPS, ORDER_KINDS, PRICING_METHODS, PROCESS_CODES, REPAIR_PRIORITIES, RETURN_DOCUMENT_TYPES, RETURN_OUTCOMES,
  SERIAL_RETURN_CODES, WARRANTY_CODES,
} from './codes';
import { BILL_ACTIONS, BILL_STATUSES, CORE_ACTIONS, CORE_STATUSES, INQUIRY_ACTIONS, INQUIRY_GROUPS, INQUIRY_STATUSES, ORDER_ACTIONS, ORDER_STATUSES, QUOTE_ACTIONS, QUOTE_STATUSES } from './workflow';

const s = z.string().nullable();
const n = z.number().nullable();

const company = { companyId: idSchema, companyName: z.string(), companyNameEn: s };

export const inquiryFields = {
  id: idSchema,
  number: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  pn: z.string(),
  description: z.string(),
  mpn: s,
  manufacturer: s,
  ataChapter: s,
  quantity: z.number(),
  unit: z.string(),
  serialNumbers: z.array(z.string()),
  materialGroup: z.enum(MATERIAL_GROUPS),
  equipmentType: z.enum(EQUIPMENT_TYPES).nullable(),
  priority: z.enum(REPAIR_PRIORITIES),
  conditionCode: z.enum(CONDITION_CODES),
  certificateRequirement: z.enum(CERTIFICATE_TYPES),
  demandDate: s,
  arrivalPlace: s,
  repairLevel: z.enum(PROCESS_CODES),
  pricingMethod: z.enum(PRICING_METHODS),
  faultContent: z.string(),
  jobRequirements: s,
  serialReturnCode: z.enum(SERIAL_RETURN_CODES),
  quotationDeadline: timestamp,
  createdBy: z.string(),
  createdAt: timestamp,
};

export const inquiryRow = z.strictObject({
  ...inquiryFields,
  shopCount: z.number().int(),
  submittedCount: z.number().int(),
  expired: z.boolean(),
  actions: actionsOf(INQUIRY_ACTIONS),
});
export type InquiryRow = z.infer<typeof inquiryRow>;
export const inquiryPage = pageOf(inquiryRow);

export const quoteTierView = z.strictObject({
  startQty: z.number(),
  price: z.number(),
  deliveryDays: z.number().int(),
  currency: z.string(),
  unit: z.string(),
  manufacturerCode: s,
  factoryPrice: n,
  alternativePn: s,
});

export const quoteFields = {
  testFee: n,
  repairFee: n,
  renovationFee: n,
  refitFee: n,
  fixedRepairPrice: n,
  fixedRenovationPrice: n,
  paintingFee: n,
  exchangeFee: n,
  handlingRate: n,
  capFee: n,
  claimDays: n,
  liabilityShelfDays: n,
  liabilityFlightHours: n,
  liabilityFlightCycles: n,
  warrantyCode: z.enum(WARRANTY_CODES).nullable(),
  warrantyValue: n,
  leadTimeDays: n,
  certificateType: z.enum(CERTIFICATE_TYPES).nullable(),
  processCode: z.enum(PROCESS_CODES).nullable(),
  currency: s,
  validUntil: s,
  /** null only in another's view of a held draft (issue 27 item 1). */
  manufacturerBearsFreight: z.boolean().nullable(),
  remarks: s,
  serialReturnCode: z.enum(SERIAL_RETURN_CODES).nullable(),
  coreReturnDays: n,
  coreOverdueFee: n,
  noOfferReason: s,
  tiers: z.array(quoteTierView),
};

export const quoteView = z.strictObject({
  id: idSchema,
  ...company,
  status: z.enum(QUOTE_STATUSES),
  ...quoteFields,
  /** The amount a bill is compared with (fixed prices, else the fees). */
  quotedAmount: n,
  /** Its validity date has passed: it can no longer be awarded (D-449). */
  validityPassed: z.boolean(),
  submittedAt: timestamp.nullable(),
  awarded: z.boolean(),
  actions: actionsOf(QUOTE_ACTIONS),
});
export type QuoteView = z.infer<typeof quoteView>;

export const inquiryDetail = z.strictObject({
  ...inquiryFields,
  expired: z.boolean(),
  quotes: z.array(quoteView),
  order: z.strictObject({ id: idSchema, orderNo: z.string() }).nullable(),
  actions: actionsOf(INQUIRY_ACTIONS),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;

export const shopCandidate = z.strictObject({
  ...company,
  /** Why suggested: the P/N is in its repair capability, it quoted the ATA chapter before, it repairs other parts, or neither (any official supplier). */
  match: z.enum(['pn', 'ata', 'capability', 'none']),
  capabilityPn: s,
  canTransact: z.boolean(),
  reasonKey: s,
  /** The shop's current list price of the P/N (its submitted price from a price round valid today, D-342). */
  listPrice: z.strictObject({ price: z.number(), currency: z.string(), startQty: z.number(), roundNumber: z.string() }).nullable(),
});
export type ShopCandidate = z.infer<typeof shopCandidate>;
export const shopCandidates = z.array(shopCandidate);

/** The shop's inquiry: the inquiry without the other shops, with its own quotation. */
export const supplierInquiry = z.strictObject({
  ...inquiryFields,
  group: z.enum(INQUIRY_GROUPS),
  quote: quoteView,
});
export type SupplierInquiry = z.infer<typeof supplierInquiry>;
export const supplierInquiryPage = pageOf(supplierInquiry);

// ---- orders ----

export const statusChange = z.strictObject({
  id: idSchema,
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  at: timestamp,
  actorName: s,
  actorSide: z.enum(['staff', 'supplier', 'system']),
  note: s,
  /** Hours spent in `toStatus` (until the next change or now). */
  hours: z.number(),
});

export const certificateView = z.strictObject({
  serialNo: z.string(),
  /** A release certificate or a findings document (D-454); null while missing. */
  certificateType: z.enum(RETURN_DOCUMENT_TYPES).nullable(),
  certificateNo: s,
  fileKey: s,
  fileName: s,
  uploadedAt: timestamp.nullable(),
});

export const orderRow = z.strictObject({
  id: idSchema,
  orderNo: z.string(),
  sequenceNo: z.number().int(),
  businessType: z.string(),
  /** A repair through the maintenance statuses, or an exchange shipped from stock (D-456). */
  kind: z.enum(ORDER_KINDS),
  ...company,
  inquiryId: idSchema,
  inquiryNumber: z.string(),
  pn: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  priority: z.enum(REPAIR_PRIORITIES),
  status: z.enum(ORDER_STATUSES),
  statusSince: timestamp,
  quotedLeadDays: n,
  /** Days since the order was awarded (to shipping, or until now). */
  turnaroundDays: z.number(),
  overdue: z.boolean(),
  processCode: z.enum(PROCESS_CODES).nullable(),
  warrantyCode: z.enum(WARRANTY_CODES).nullable(),
  warrantyValue: n,
  currency: s,
  quotedAmount: n,
  capFee: n,
  quotationDate: s,
  approvalDate: s,
  receiptDate: s,
  completionDate: s,
  plannedCompletionDate: s,
  supplierIssueDate: s,
  returnWaybillNo: s,
  /** How the unit left the shop (null until shipped, and on an exchange, D-454). */
  outcome: z.enum(RETURN_OUTCOMES).nullable(),
  serialReturnCode: z.enum(SERIAL_RETURN_CODES),
  createdAt: timestamp,
  /** Exchange with core return (D-347, D-456): null on a repair; its status null until the unit ships. */
  core: z
    .strictObject({
      status: z.enum(CORE_STATUSES).nullable(),
      returnDays: n,
      dueDate: s,
      waybillNo: s,
      sentAt: timestamp.nullable(),
      receivedAt: timestamp.nullable(),
      overdue: z.boolean(),
      /** Days past the due date (until received, or today) and their charge at the quotation's fee per day (null without a fee). */
      overdueDays: z.number().int(),
      overdueFee: n,
      overdueCharge: n,
      actions: actionsOf(CORE_ACTIONS),
    })
    .nullable(),
  actions: actionsOf(ORDER_ACTIONS),
});
export type RepairOrderRow = z.infer<typeof orderRow>;
export const orderPage = pageOf(orderRow);

export const billView = z.strictObject({
  id: idSchema,
  orderId: idSchema,
  orderNo: z.string(),
  ...company,
  status: z.enum(BILL_STATUSES),
  invoiceNo: z.string(),
  invoiceAmount: z.number(),
  taxRate: z.number(),
  fixedPrice: z.number(),
  equipmentCost: z.number(),
  manHourFee: z.number(),
  taxAmount: z.number(),
  total: z.number(),
  currency: z.string(),
  supplierNotes: s,
  quotedAmount: n,
  capFee: n,
  overQuotation: z.boolean(),
  overCap: z.boolean(),
  /** How far the bill's amount before tax is over the quoted amount of the performed tier, and over the cap (null when not over). */
  quotationExcess: n,
  capExcess: n,
  reason: s,
  submittedAt: timestamp,
  reviewedAt: timestamp.nullable(),
  reviewerName: s,
  actions: actionsOf(BILL_ACTIONS),
});
export type BillView = z.infer<typeof billView>;
export const billPage = pageOf(billView);

export const orderDetail = z.strictObject({
  ...orderRow.shape,
  serialNumbers: z.array(z.string()),
  certificates: z.array(certificateView),
  history: z.array(statusChange),
  /** Hours spent per status over the whole history. */
  hoursByStatus: z.record(z.string(), z.number()),
  bill: billView.nullable(),
  /** The statuses this actor may set now (from the state table). */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  /** The outcomes a repair unit may ship with from its status now (D-454). */
  shipOutcomes: z.array(z.enum(RETURN_OUTCOMES)),
  /** Units still without a document for the best outcome now (or, for an exchange, without a release certificate). */
  documentsMissing: z.number().int(),
});
export type RepairOrderDetail = z.infer<typeof orderDetail>;
