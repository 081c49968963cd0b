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
  month: z.string(),
  forwarderId: idSchema,
  forwarderName: z.string(),
  forwarderNameEn: z.string().nullable(),
  currency: oneOf(CURRENCIES),
  bills: z.number().int(),
  weightKg: z.number(),
  totalFreight: z.number(),
  /** Total freight ÷ weight in kg, 2 decimals. */
  costPerKg: z.number(),
});
export type ReportDRow = z.infer<typeof reportDRow>;
export const reportDAnswer = z.strictObject({ rows: z.array(reportDRow), capped: z.boolean() });
export type ReportDAnswer = z.infer<typeof reportDAnswer>;
