/**
 * RPA (issue 17 item 7; old `/logistics/rpa/index`, 001 L31, L156 "RPA excel upload and
 * download"; D-420..D-423): a robot books shipments into the company's ERP. Staff download, as Excel,
 * the shipments at a milestone that needs robot work (a task), the robot does the booking and its
 * results come back as an Excel upload through the import pipeline; a shipment booked successfully
 * for a task is not downloaded again, a failed one is.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { idSchema, pageOf, timestamp } from '../contracts';
import { DIRECTIONS, type Milestone } from '../logistics/workflow';
import { isoDate } from '../supplier-profile/wizard';
import { optionalField, text } from '../validation/fields';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalid_enum' });

/**
 * The robot's tasks (D-420): the goods receipt of a delivered shipment in the ERP, and the customs
 * entry (declaration) booking of a shipment that cleared customs. Each is due at one milestone.
 */
export const RPA_TASKS = ['goods_receipt', 'customs_entry'] as const;
export type RpaTask = (typeof RPA_TASKS)[number];
export const RPA_TASK_MILESTONE: Record<RpaTask, Milestone> = {
  goods_receipt: 'delivered',
  customs_entry: 'customs_cleared',
};

/** What the robot answers for a shipment and task. */
export const RPA_RESULTS = ['success', 'failed'] as const;
export type RpaResult = (typeof RPA_RESULTS)[number];

/** Which shipments the download lists: not yet booked (never processed or failed) or only the failed ones. */
export const RPA_SCOPES = ['todo', 'failed'] as const;

const checkDates = (v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'logisticsRpa.dates_order' });
};

/** GET /api/logistics-rpa/download: the task's shipments, one row per cargo line (D-421). */
export const rpaDownloadQuery = z
  .strictObject({
    task: oneOf(RPA_TASKS).default('goods_receipt'),
    scope: oneOf(RPA_SCOPES).default('todo'),
    direction: opt(oneOf(DIRECTIONS)),
    /** The task's milestone reached on or after / on or before (China date). */
    from: opt(isoDate),
    to: opt(isoDate),
  })
  .superRefine(checkDates);
export type RpaDownloadQuery = z.infer<typeof rpaDownloadQuery>;

/** How many shipments the download would list now, per task (the page's counters). */
export const rpaPending = z.strictObject({
  tasks: z.array(z.strictObject({ task: oneOf(RPA_TASKS), todo: z.number().int(), failed: z.number().int() })),
});
export type RpaPending = z.infer<typeof rpaPending>;

export const RPA_RESULT_SORTS = ['processedAt', 'uploadedAt', 'shipmentNumber'] as const;

export const rpaResultFilters = {
  task: opt(oneOf(RPA_TASKS)),
  result: opt(oneOf(RPA_RESULTS)),
  direction: opt(oneOf(DIRECTIONS)),
  shipmentNumber: opt(text(30)),
  documentNo: opt(text(40)),
  /** Processed on or after / on or before (China date). */
  from: opt(isoDate),
  to: opt(isoDate),
};

export const rpaResultQuery = z
  .strictObject({
    ...rpaResultFilters,
    sort: z.enum(RPA_RESULT_SORTS, { error: 'validation.invalid_enum' }).default('processedAt'),
    order: z.enum(['asc', 'desc'], { error: 'validation.invalid_enum' }).default('desc'),
    page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
  })
  .superRefine(checkDates);
export type RpaResultQuery = z.infer<typeof rpaResultQuery>;

/** The latest result of one shipment and task (D-422). */
export const rpaResultRow = z.strictObject({
  id: idSchema,
  shipmentId: idSchema,
  shipmentNumber: z.string(),
  direction: oneOf(DIRECTIONS),
  task: oneOf(RPA_TASKS),
  result: oneOf(RPA_RESULTS),
  documentNo: z.string().nullable(),
  processedAt: timestamp,
  message: z.string().nullable(),
  /** Results uploaded for this shipment and task so far. */
  attempts: z.number().int(),
  uploadedByName: z.string(),
  uploadedAt: timestamp,
});
export type RpaResultRow = z.infer<typeof rpaResultRow>;
export const rpaResultPage = pageOf(rpaResultRow);
