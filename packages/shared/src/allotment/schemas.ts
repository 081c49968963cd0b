/** Requests and responses of inter-base allotment (issue 17 item 1; D-391..D-396). */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { isoDate } from '../supplier-profile/wizard';
import { optionalField, requiredText, text } from '../validation/fields';
import { ALLOT_BASE_CODES, ALLOT_PRIORITIES, ALLOT_UNITS } from './codes';
import { ALLOT_ACTIONS, ALLOT_STAGE_NAMES, ALLOT_STATUSES } from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalid_enum' });
const decimals = (v: number, places: number) => Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6;
const numberError = (i: { input: unknown }) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type');

/** A quantity: more than 0, at most 3 decimals. */
export const allotQuantity = z
  .number({ error: numberError })
  .positive({ error: 'validation.too_small' })
  .max(99_999_999, { error: 'validation.too_big' })
  .refine((v) => decimals(v, 3), { error: 'validation.invalid' });
/** A received quantity: 0 or more. */
const receivedQuantity = z
  .number({ error: numberError })
  .nonnegative({ error: 'validation.not_negative' })
  .max(99_999_999, { error: 'validation.too_big' })
  .refine((v) => decimals(v, 3), { error: 'validation.invalid' });

const partNumber = requiredText(40).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9\-./ ]*$/, { error: 'validation.invalid' }));

export const allotLineBody = z.strictObject({
  partNumber,
  description: opt(text(200)),
  quantity: allotQuantity,
  unit: oneOf(ALLOT_UNITS).default('EA'),
});

export const allotBody = z
  .strictObject({
    fromBase: oneOf(ALLOT_BASE_CODES),
    toBase: oneOf(ALLOT_BASE_CODES),
    requiredDate: isoDate,
    priority: oneOf(ALLOT_PRIORITIES),
    reason: requiredText(200),
    remark: opt(text(500)),
    lines: z.array(allotLineBody, { error: 'validation.required' }).min(1, { error: 'allotment.lines_required' }).max(200, { error: 'validation.too_big' }),
  })
  .superRefine((b, ctx) => {
    if (b.fromBase === b.toBase) ctx.addIssue({ code: 'custom', path: ['toBase'], message: 'allotment.same_base' });
  });
export type AllotBody = z.infer<typeof allotBody>;

/** The note of a step; required (`allotment.reason_required`) for the actions of REASON_ACTIONS. */
export const allotNoteBody = z.strictObject({ note: opt(text(500)) });
export type AllotNoteBody = z.infer<typeof allotNoteBody>;

export const allotPickUpBody = z.strictObject({ picker: requiredText(60), note: opt(text(500)) });
export type AllotPickUpBody = z.infer<typeof allotPickUpBody>;

export const ALLOT_TRANSPORT_TYPES = ['land', 'air'] as const;
export const allotDispatchBody = z.strictObject({
  waybill: requiredText(30).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9\-/]*$/, { error: 'validation.invalid' })),
  carrier: requiredText(60),
  transportType: oneOf(ALLOT_TRANSPORT_TYPES).default('land'),
  etd: isoDate,
  note: opt(text(500)),
});
export type AllotDispatchBody = z.infer<typeof allotDispatchBody>;

export const allotTransitBody = z.strictObject({ base: oneOf(ALLOT_BASE_CODES), note: opt(text(500)) });
export type AllotTransitBody = z.infer<typeof allotTransitBody>;

export const allotReceiveBody = z.strictObject({
  lines: z.array(z.strictObject({ lineId: idSchema, receivedQty: receivedQuantity }), { error: 'validation.required' }).min(1, { error: 'allotment.lines_required' }),
  /** Required when a received quantity differs from the quantity sent. */
  note: opt(text(500)),
});
export type AllotReceiveBody = z.infer<typeof allotReceiveBody>;

export const ALLOT_SORTS = ['number', 'requiredDate', 'priority', 'updatedAt'] as const;

export const allotListQuery = z.strictObject({
  stage: oneOf(ALLOT_STAGE_NAMES as [string, ...string[]]).default('demand'),
  /** Allotment number, part number or waybill (part of it). */
  q: opt(text(40)),
  status: opt(oneOf(ALLOT_STATUSES)),
  fromBase: opt(oneOf(ALLOT_BASE_CODES)),
  toBase: opt(oneOf(ALLOT_BASE_CODES)),
  priority: opt(oneOf(ALLOT_PRIORITIES)),
  requiredFrom: opt(isoDate),
  requiredTo: opt(isoDate),
  sort: oneOf(ALLOT_SORTS).default('updatedAt'),
  order: oneOf(['asc', 'desc']).default('desc'),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type AllotListQuery = z.infer<typeof allotListQuery>;

export const allotRow = z.strictObject({
  id: idSchema,
  number: z.string(),
  status: oneOf(ALLOT_STATUSES),
  fromBase: z.string(),
  toBase: z.string(),
  requiredDate: z.string(),
  priority: oneOf(ALLOT_PRIORITIES),
  reason: z.string(),
  partNumbers: z.array(z.string()),
  lineCount: z.number().int(),
  totalQty: z.number(),
  waybill: z.string().nullable(),
  shipmentNumber: z.string().nullable(),
  createdByName: z.string(),
  updatedAt: timestamp,
  actions: actionsOf(ALLOT_ACTIONS),
});
export type AllotRow = z.infer<typeof allotRow>;
export const allotPage = pageOf(allotRow);
/** How many allotments each of the five screens holds now ("counts" of 001 §7 admin/allot/instruct; D-535). */
export const allotCounts = z.strictObject({ demand: z.number().int(), instruct: z.number().int(), pickUp: z.number().int(), dispatch: z.number().int(), deliver: z.number().int() });
export type AllotCounts = z.infer<typeof allotCounts>;

export const allotLine = z.strictObject({
  id: idSchema,
  lineNo: z.number().int(),
  partNumber: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  pickedQty: z.number(),
  receivedQty: z.number().nullable(),
  /** Quantity sent minus received (null before receipt). */
  difference: z.number().nullable(),
});
export type AllotLine = z.infer<typeof allotLine>;

export const allotDetail = allotRow.extend({
  remark: z.string().nullable(),
  picker: z.string().nullable(),
  carrier: z.string().nullable(),
  transportType: z.string().nullable(),
  etd: z.string().nullable(),
  transitBase: z.string().nullable(),
  lastNote: z.string().nullable(),
  shipmentId: idSchema.nullable(),
  createdAt: timestamp,
  lines: z.array(allotLine),
  /** The shipment's milestones (D-392). */
  milestones: z.array(z.strictObject({ milestone: z.string(), at: timestamp, actorName: z.string() })),
  history: z.array(z.strictObject({ action: z.string(), fromStatus: z.string().nullable(), toStatus: z.string().nullable(), note: z.string().nullable(), actorName: z.string().nullable(), at: timestamp })),
});
export type AllotDetail = z.infer<typeof allotDetail>;
