/**
 * Logistics reports (issue 17 item 5; old `/logistics/npd/reportA`-`reportE`, `throughput`; D-370):
 * built from the report row and milestones of spec 001 §3. Report A is the milestone status per
 * waybill (the report row: waybills, part numbers, forwarder, status, the flags of pick-up,
 * dispatch, clearance, last-leg pick-up and delivery) with shipments per status as its chart;
 * throughput is shipments, deliveries and gross weight per base and month; report D is the cost per
 * kg per forwarder and month from electronic bills. Staff only.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { idSchema, pageOf, timestamp } from '../contracts';
import { CURRENCIES, TRANSPORT_MODES } from '../freight-bills/codes';
import { BILL_STATUSES } from '../freight-bills/workflow';
import { DIRECTIONS, MILESTONES, SHIPMENT_STATUSES } from '../logistics/workflow';
import { isoDate } from '../supplier-profile/wizard';
import { optionalField, text } from '../validation/fields';
import { queryId } from '../validation/ids';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalid_enum' });

const dates = {
  /** Notice created on or after / on or before (China time). */
  from: opt(isoDate),
  to: opt(isoDate),
};
const checkDates = (v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'logisticsReports.dates_order' });
};

export const reportAFilters = {
  direction: opt(oneOf(DIRECTIONS)),
  status: opt(oneOf(SHIPMENT_STATUSES)),
  forwarderId: opt(queryId),
  waybillNo: opt(text(30)),
  /** The notice's contract number (exact, case-insensitive; issue 26 item 13, D-533). */
  contractNo: opt(text(40)),
  partNumber: opt(text(40)),
  ...dates,
};

export const reportAQuery = z
  .strictObject({
    ...reportAFilters,
    page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
  })
  .superRefine(checkDates);
export type ReportAQuery = z.infer<typeof reportAQuery>;

/** The report row of 001 §3 for one shipment (waybill). */
export const reportARow = z.strictObject({
  shipmentId: idSchema,
  number: z.string(),
  direction: oneOf(DIRECTIONS),
  masterWaybill: z.string().nullable(),
  houseWaybill: z.string().nullable(),
  awb: z.string().nullable(),
  /** The contract number on the notice (D-533). */
  contractNo: z.string().nullable(),
  /** The first part numbers of its cargo, comma separated, and how many lines it has. */
  partNumbers: z.string(),
  cargoLines: z.number().int(),
  forwarderName: z.string().nullable(),
  forwarderNameEn: z.string().nullable(),
  status: oneOf(SHIPMENT_STATUSES),
  lastMilestone: z.enum(MILESTONES).nullable(),
  lastAt: timestamp.nullable(),
  pickedUp: z.boolean(),
  dispatched: z.boolean(),
  cleared: z.boolean(),
  lastLegPickedUp: z.boolean(),
  delivered: z.boolean(),
  createdAt: timestamp,
});
export type ReportARow = z.infer<typeof reportARow>;
export const reportAPage = pageOf(reportARow);

/** Report A's chart: shipments per status for the same filters. */
export const reportAChart = z.strictObject({ byStatus: z.array(z.strictObject({ status: oneOf(SHIPMENT_STATUSES), count: z.number().int() })) });
export type ReportAChart = z.infer<typeof reportAChart>;

export const throughputQuery = z
  .strictObject({
    direction: opt(oneOf(DIRECTIONS)),
    forwarderId: opt(queryId),
    base: opt(text(20)),
    ...dates,
  })
  .superRefine(checkDates);
export type ThroughputQuery = z.infer<typeof throughputQuery>;

/**
 * One base and month: the base is the company's own end of the shipment (destination port of
 * inbound, origin port of outbound shipments); the month is the notice's creation month in China time.
 */
export const throughputRow = z.strictObject({
  month: z.string(),
  base: z.string(),
  shipments: z.number().int(),
  delivered: z.number().int(),
  grossKg: z.number(),
});
export type ThroughputRow = z.infer<typeof throughputRow>;
export const throughputAnswer = z.strictObject({ rows: z.array(throughputRow), capped: z.boolean() });
export type ThroughputAnswer = z.infer<typeof throughputAnswer>;

/** The first columns of a row per forwarder, invoice month and currency (reports D and E). */
const forwarderMonthColumns = {
  month: z.string(),
  forwarderId: idSchema,
  forwarderName: z.string(),
  forwarderNameEn: z.string().nullable(),
  currency: oneOf(CURRENCIES),
};

/**
 * Report D: cost per kg per forwarder and month (invoice month) from electronic bills of one
 * currency (amounts are not converted); approved bills unless another status is asked.
 */
export const reportDQuery = z
  .strictObject({
    forwarderId: opt(queryId),
    transportMode: opt(oneOf(TRANSPORT_MODES)),
    currency: oneOf(CURRENCIES).default('CNY'),
    status: oneOf(BILL_STATUSES).default('approved'),
    ...dates,
  })
  .superRefine(checkDates);
export type ReportDQuery = z.infer<typeof reportDQuery>;

export const reportDRow = z.strictObject({
  ...forwarderMonthColumns,
  bills: z.number().int(),
  weightKg: z.number(),
  totalFreight: z.number(),
  /** Total freight ÷ weight in kg, 2 decimals. */
  costPerKg: z.number(),
});
export type ReportDRow = z.infer<typeof reportDRow>;
export const reportDAnswer = z.strictObject({ rows: z.array(reportDRow), capped: z.boolean() });
export type ReportDAnswer = z.infer<typeof reportDAnswer>;

/** Reports B and C: forwarder (first leg), direction and dates. */
const forwarderMonthQuery = z
  .strictObject({
    forwarderId: opt(queryId),
    direction: opt(oneOf(DIRECTIONS)),
    ...dates,
  })
  .superRefine(checkDates);

/** Report B: cycle times per leg, first-leg forwarder and notice month (D-372). */
export const reportBQuery = forwarderMonthQuery;
export type ReportBQuery = z.infer<typeof reportBQuery>;

/** The legs of report B, each between two milestones of the shipment. */
export const CYCLE_LEGS = ['response', 'pickUp', 'dispatch', 'clearance', 'lastLegPickUp', 'delivery', 'total'] as const;
export type CycleLeg = (typeof CYCLE_LEGS)[number];

const legStat = z.strictObject({
  /** Shipments that have both milestones of the leg. */
  count: z.number().int(),
  /** Average and median hours (1 decimal); null when no shipment has the leg. */
  avgHours: z.number().nullable(),
  medianHours: z.number().nullable(),
});
export type LegStat = z.infer<typeof legStat>;

export const reportBRow = z.strictObject({
  month: z.string(),
  forwarderId: idSchema,
  forwarderName: z.string(),
  forwarderNameEn: z.string().nullable(),
  shipments: z.number().int(),
  /** Domestic forwarder notified → picked up (D-534). */
  response: legStat,
  pickUp: legStat,
  dispatch: legStat,
  clearance: legStat,
  /** International forwarder notified → international picked up (D-534). */
  lastLegPickUp: legStat,
  delivery: legStat,
  total: legStat,
});
export type ReportBRow = z.infer<typeof reportBRow>;
export const reportBAnswer = z.strictObject({ rows: z.array(reportBRow), capped: z.boolean() });
export type ReportBAnswer = z.infer<typeof reportBAnswer>;

/** Report C: on-time delivery per first-leg forwarder and delivery month (D-373); dates are delivery dates. */
export const reportCQuery = forwarderMonthQuery;
export type ReportCQuery = z.infer<typeof reportCQuery>;

export const reportCRow = z.strictObject({
  month: z.string(),
  forwarderId: idSchema,
  forwarderName: z.string(),
  forwarderNameEn: z.string().nullable(),
  /** Shipments delivered in the month. */
  delivered: z.number().int(),
  /** Of those, with an ETA (the expected date). */
  withEta: z.number().int(),
  /** Delivered on or before the ETA's day (China time). */
  onTime: z.number().int(),
  late: z.number().int(),
  /** onTime ÷ withEta in per cent (1 decimal); null without any ETA. */
  onTimeRate: z.number().nullable(),
});
export type ReportCRow = z.infer<typeof reportCRow>;
export const reportCAnswer = z.strictObject({ rows: z.array(reportCRow), capped: z.boolean() });
export type ReportCAnswer = z.infer<typeof reportCAnswer>;

/** Report E: bill accuracy per forwarder and invoice month, one currency (D-374). */
export const reportEQuery = z
  .strictObject({
    forwarderId: opt(queryId),
    currency: oneOf(CURRENCIES).default('CNY'),
    ...dates,
  })
  .superRefine(checkDates);
export type ReportEQuery = z.infer<typeof reportEQuery>;

export const reportERow = z.strictObject({
  ...forwarderMonthColumns,
  /** Bills submitted for review (not drafts). */
  bills: z.number().int(),
  /** Bills returned at least once. */
  returned: z.number().int(),
  /** returned ÷ bills in per cent (1 decimal). */
  returnedShare: z.number(),
  /** Bills with at least one difference of the difference list (D-369). */
  withDifferences: z.number().int(),
  /** Sum of the differences' amounts at stake. */
  amountAtStake: z.number(),
  totalFreight: z.number(),
});
export type ReportERow = z.infer<typeof reportERow>;
export const reportEAnswer = z.strictObject({ rows: z.array(reportERow), capped: z.boolean(), truncated: z.boolean() });
export type ReportEAnswer = z.infer<typeof reportEAnswer>;
