/**
 * Requests and answers of electronic freight bills (spec 001 §3 'Electronic bill', issue 17 item 3)
 * and rate cards (issue 17 item 4): the forwarder's bill, the staff review, rate cards per
 * forwarder and route with effective dates, and the expected amount a card gives a bill.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, fileRef, idSchema, pageOf, timestamp } from '../contracts';
import { isoDate } from '../supplier-profile/wizard';
import { optionalField, requiredText, text } from '../validation/fields';
import { queryId } from '../validation/ids';
import { BILLING_MODES, CURRENCIES, MATERIAL_LEVELS, TRANSPORT_LEVELS, TRANSPORT_MODES, WEIGHT_UNITS } from './codes';
import { BILL_ACTIONS, BILL_STATUSES } from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalid_enum' });
const decimals = (v: number, places: number) => Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6;

/** Money: not negative, at most 2 decimals, below 10^11. */
export const money = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') })
  .nonnegative({ error: 'validation.not_negative' })
  .max(99_999_999_999, { error: 'validation.too_big' })
  .refine((v) => decimals(v, 2), { error: 'validation.invalid' });

/** A weight: more than 0, at most 3 decimals. */
export const weight = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') })
  .positive({ error: 'validation.too_small' })
  .max(999_999_999, { error: 'validation.too_big' })
  .refine((v) => decimals(v, 3), { error: 'validation.invalid' });

/** A rate per kg: not negative, at most 4 decimals. */
export const rate = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') })
  .nonnegative({ error: 'validation.not_negative' })
  .max(9_999_999, { error: 'validation.too_big' })
  .refine((v) => decimals(v, 4), { error: 'validation.invalid' });

/** Waybill (master or house) numbers the bill charges for. */
export const waybillNo = z.string({ error: 'validation.invalid_type' }).trim().min(1, { error: 'validation.required' }).max(30, { error: 'validation.too_long' }).regex(/^[A-Za-z0-9-]+$/, { error: 'validation.invalid' });
export const waybillNos = z.array(waybillNo).max(50, { error: 'validation.too_long' });

const place = requiredText(60);

/** Every field of 001 §3 the forwarder enters; total freight is computed (D-362). */
export const billBody = z.strictObject({
  invoiceNo: requiredText(30),
  invoiceDate: isoDate,
  transportMode: oneOf(TRANSPORT_MODES),
  materialLevel: oneOf(MATERIAL_LEVELS),
  origin: place,
  destination: place,
  transportLevel: oneOf(TRANSPORT_LEVELS),
  billingMode: oneOf(BILLING_MODES),
  netWeight: weight,
  weightUnit: oneOf(WEIGHT_UNITS),
  currency: oneOf(CURRENCIES).default('CNY'),
  invoiceAmount: money,
  feeOperation: money,
  feeLevel: money,
  feeBilling: money,
  feeRoute: money,
  feeAdditional: money,
  waybillNos: waybillNos.default([]),
  remark: opt(text(500)),
  fileKeys: z.array(z.string().trim().min(1).max(64, { error: 'validation.too_long' })).max(20, { error: 'validation.too_long' }).default([]),
});
export type BillBody = z.infer<typeof billBody>;
export type BillInput = z.input<typeof billBody>;

/** "Edit bill number" (001 §2 admin/ap calls). */
export const billNumberBody = z.strictObject({ number: requiredText(30).regex(/^[A-Za-z0-9-]+$/, { error: 'validation.invalid' }) });
export type BillNumberBody = z.infer<typeof billNumberBody>;

/** The reviewer's return: the reason is required. */
export const billReturnBody = z.strictObject({ reason: z.string({ error: 'freightBills.reason_required' }).trim().min(1, { error: 'freightBills.reason_required' }).max(500, { error: 'validation.too_long' }) });
export const billApproveBody = z.strictObject({ comment: opt(text(500)) });

export const BILL_SORTS = ['number', 'invoiceDate', 'updatedAt'] as const;

export const billListQuery = z.strictObject({
  number: opt(text()),
  invoiceNo: opt(text()),
  status: opt(oneOf(BILL_STATUSES)),
  transportMode: opt(oneOf(TRANSPORT_MODES)),
  forwarderId: opt(queryId),
  waybillNo: opt(text(30)),
  invoiceFrom: opt(isoDate),
  invoiceTo: opt(isoDate),
  /** Only bills whose billed amount differs from their rate card's. */
  differs: opt(z.enum(['true', 'false'], { error: 'validation.invalid_enum' })),
  sort: z.enum(BILL_SORTS, { error: 'validation.invalid_enum' }).default('updatedAt'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid_enum' }).default('desc'),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type BillListQuery = z.infer<typeof billListQuery>;

/** What the bill's rate card gives (null fields: no card for its forwarder, route, mode, currency and date). */
export const billExpectation = z.strictObject({
  rateCardId: idSchema,
  ratePerKg: z.number(),
  minCharge: z.number(),
  weightKg: z.number(),
  expectedAmount: z.number(),
  /** Total freight minus expected amount. */
  difference: z.number(),
});
export type BillExpectation = z.infer<typeof billExpectation>;

/**
 * Matching to shipments (issue 17 item 4, D-367): `matched` when every waybill names a shipment
 * of the bill's forwarder, `unmatched` otherwise, `not_available` for a bill without waybills.
 */
export const SHIPMENT_MATCH_STATES = ['not_available', 'matched', 'unmatched'] as const;

/** The differences a reviewer sees before approving (D-367): what the bill says vs the shipments. */
export const MATCH_DIFFERENCE_KINDS = ['weight', 'chargeable_weight', 'route', 'duplicate', 'rate'] as const;
export type MatchDifferenceKind = (typeof MATCH_DIFFERENCE_KINDS)[number];

/** A shipment the bill charges for, as the logistics module answers it (the forwarder's own legs only). */
export const matchedShipment = z.strictObject({
  waybill: z.string(),
  shipmentId: idSchema,
  shipmentNumber: z.string(),
  grossWeight: z.number().nullable(),
  chargeableWeight: z.number().nullable(),
  originPort: z.string(),
  destinationPort: z.string(),
  transportType: z.string(),
  serviceMode: z.string().nullable(),
  etd: timestamp.nullable(),
  atd: timestamp.nullable(),
  ata: timestamp.nullable(),
});
export type MatchedShipment = z.infer<typeof matchedShipment>;

/**
 * One difference: `billValue` what the bill says, `shipmentValue` what the shipments (or the rate
 * card, for `rate`; the other bill's number, for `duplicate`) say, `amount` the money at stake in
 * the bill's currency (null when no rate card prices it).
 */
export const matchDifference = z.strictObject({
  kind: z.enum(MATCH_DIFFERENCE_KINDS),
  waybill: z.string().nullable(),
  billValue: z.string(),
  shipmentValue: z.string(),
  amount: z.number().nullable(),
});
export type MatchDifference = z.infer<typeof matchDifference>;

export const shipmentMatchSchema = z.strictObject({
  state: z.enum(SHIPMENT_MATCH_STATES),
  unmatched: z.array(z.string()),
  shipments: z.array(matchedShipment),
  differences: z.array(matchDifference),
  /** Sum of the amounts at stake. */
  amountAtStake: z.number(),
});
export type ShipmentMatchView = z.infer<typeof shipmentMatchSchema>;

export const billRow = z.strictObject({
  id: idSchema,
  number: z.string(),
  forwarderId: idSchema,
  forwarderName: z.string(),
  forwarderNameEn: z.string().nullable(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  transportMode: oneOf(TRANSPORT_MODES),
  origin: z.string(),
  destination: z.string(),
  netWeight: z.number(),
  weightUnit: oneOf(WEIGHT_UNITS),
  currency: oneOf(CURRENCIES),
  invoiceAmount: z.number(),
  totalFreight: z.number(),
  expectedAmount: z.number().nullable(),
  difference: z.number().nullable(),
  status: oneOf(BILL_STATUSES),
  waybillNos: z.array(z.string()),
  updatedAt: timestamp,
  actions: actionsOf(BILL_ACTIONS),
});
export type BillRow = z.infer<typeof billRow>;
export const billPage = pageOf(billRow);

export const billDetail = billRow.extend({
  materialLevel: oneOf(MATERIAL_LEVELS),
  transportLevel: oneOf(TRANSPORT_LEVELS),
  billingMode: oneOf(BILLING_MODES),
  feeOperation: z.number(),
  feeLevel: z.number(),
  feeBilling: z.number(),
  feeRoute: z.number(),
  feeAdditional: z.number(),
  remark: z.string().nullable(),
  /** The day the reviewer answered (001 §3 'feedback date'; D-360). */
  feedbackDate: z.string().nullable(),
  reviewComment: z.string().nullable(),
  reviewerName: z.string().nullable(),
  source: z.enum(['manual', 'import']),
  submittedAt: timestamp.nullable(),
  createdAt: timestamp,
  expectation: billExpectation.nullable(),
  shipmentMatch: shipmentMatchSchema,
  files: z.array(fileRef),
  history: z.array(
    z.strictObject({ action: z.string(), fromStatus: z.string().nullable(), toStatus: z.string().nullable(), note: z.string().nullable(), actorName: z.string().nullable(), at: timestamp }),
  ),
});
export type BillDetail = z.infer<typeof billDetail>;

// ---- rate cards ----

export const rateCardBody = z
  .strictObject({
    forwarderId: z.number({ error: 'freightBills.not_forwarder' }).int().positive({ error: 'freightBills.not_forwarder' }),
    origin: place,
    destination: place,
    transportMode: oneOf(TRANSPORT_MODES),
    currency: oneOf(CURRENCIES).default('CNY'),
    ratePerKg: rate,
    minCharge: money.default(0),
    effectiveFrom: isoDate,
    effectiveTo: opt(isoDate),
    remark: opt(text(200)),
  })
  .superRefine((v, ctx) => {
    if (v.effectiveTo && v.effectiveTo < v.effectiveFrom) ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: 'freightBills.dates_order' });
    if (v.origin.toUpperCase() === v.destination.toUpperCase()) ctx.addIssue({ code: 'custom', path: ['destination'], message: 'freightBills.same_place' });
  });
export type RateCardBody = z.infer<typeof rateCardBody>;
export type RateCardInput = z.input<typeof rateCardBody>;

export const rateCardListQuery = z.strictObject({
  forwarderId: opt(queryId),
  origin: opt(text()),
  destination: opt(text()),
  transportMode: opt(oneOf(TRANSPORT_MODES)),
  /** Cards in force on this day. */
  onDate: opt(isoDate),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type RateCardListQuery = z.infer<typeof rateCardListQuery>;

export const RATE_CARD_ACTIONS = ['edit', 'delete'] as const;

export const rateCardView = z.strictObject({
  id: idSchema,
  forwarderId: idSchema,
  forwarderName: z.string(),
  forwarderNameEn: z.string().nullable(),
  origin: z.string(),
  destination: z.string(),
  transportMode: oneOf(TRANSPORT_MODES),
  currency: oneOf(CURRENCIES),
  ratePerKg: z.number(),
  minCharge: z.number(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  remark: z.string().nullable(),
  updatedAt: timestamp,
  actions: actionsOf(RATE_CARD_ACTIONS),
});
export type RateCardView = z.infer<typeof rateCardView>;
export const rateCardPage = pageOf(rateCardView);

/** Forwarder companies for the rate card picker. */
export const forwarderOption = z.strictObject({ id: idSchema, name: z.string(), nameEn: z.string().nullable() });
export const forwarderOptions = z.array(forwarderOption);
export type ForwarderOption = z.infer<typeof forwarderOption>;

// ---- cross-bill difference list (old `/logistics/npd/standingbookDifference`, D-369) ----

/** What the list shows: the differences of the shipment match, and waybills naming no shipment of the forwarder. */
export const DIFFERENCE_LIST_KINDS = [...MATCH_DIFFERENCE_KINDS, 'unmatched'] as const;
export type DifferenceListKind = (typeof DIFFERENCE_LIST_KINDS)[number];

export const DIFFERENCE_SORTS = ['amount', 'invoiceDate', 'number'] as const;

export const differenceListQuery = z.strictObject({
  forwarderId: opt(queryId),
  status: opt(oneOf(BILL_STATUSES)),
  kind: opt(z.enum(DIFFERENCE_LIST_KINDS, { error: 'validation.invalid_enum' })),
  number: opt(text()),
  invoiceNo: opt(text()),
  waybillNo: opt(text(30)),
  invoiceFrom: opt(isoDate),
  invoiceTo: opt(isoDate),
  /** Only differences with at least this amount at stake (absolute value). */
  minAmount: opt(z.coerce.number({ error: 'validation.invalid_type' }).nonnegative({ error: 'validation.not_negative' }).max(99_999_999_999, { error: 'validation.too_big' })),
  sort: z.enum(DIFFERENCE_SORTS, { error: 'validation.invalid_enum' }).default('amount'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid_enum' }).default('desc'),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type DifferenceListQuery = z.infer<typeof differenceListQuery>;

/** One difference of one bill (`key` = bill id and position, stable for a given state of the bill). */
export const differenceRow = z.strictObject({
  key: z.string(),
  billId: idSchema,
  number: z.string(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  forwarderId: idSchema,
  forwarderName: z.string(),
  forwarderNameEn: z.string().nullable(),
  status: oneOf(BILL_STATUSES),
  origin: z.string(),
  destination: z.string(),
  currency: oneOf(CURRENCIES),
  kind: z.enum(DIFFERENCE_LIST_KINDS),
  waybill: z.string().nullable(),
  billValue: z.string(),
  /** What the shipments, the rate card or (duplicate) the other bill say; null for an unmatched waybill. */
  shipmentValue: z.string().nullable(),
  amount: z.number().nullable(),
});
export type DifferenceRow = z.infer<typeof differenceRow>;

/** Totals of the filtered differences per kind and currency (amounts are not converted). */
export const differenceSummary = z.strictObject({ kind: z.enum(DIFFERENCE_LIST_KINDS), currency: oneOf(CURRENCIES), count: z.number().int(), amount: z.number() });
export type DifferenceSummary = z.infer<typeof differenceSummary>;

export const differencePage = pageOf(differenceRow).extend({
  summary: z.array(differenceSummary),
  /** Bills compared; `truncated` when the filters matched more than the list compares at once. */
  billsScanned: z.number().int(),
  truncated: z.boolean(),
});
export type DifferencePage = z.infer<typeof differencePage>;
