/**
 * Requests and answers of outside flows (issue 17 item 2, D-400): an instruction with its cargo
 * lines (typed by hand or copied from a shipment notice's cargo), the pick-up, dispatch, customs
 * and receive steps, one list whose status tabs are filters, and the detail with its timeline.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { CURRENCIES, TRANSPORT_MODES } from '../freight-bills/codes';
import { money, waybillNo, weight } from '../freight-bills/schemas';
import { optionalField, requiredText, text } from '../validation/fields';
import { queryId } from '../validation/ids';
import { OUTSIDE_ACTIONS, OUTSIDE_SCOPES, OUTSIDE_STATUSES, OUTSIDE_TABS } from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalid_enum' });
const decimals = (v: number, places: number) => Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6;
const moment = z.iso.datetime({ offset: true, error: 'validation.date' });

export const OUTSIDE_DIRECTIONS = ['inbound', 'outbound'] as const;
export type OutsideDirection = (typeof OUTSIDE_DIRECTIONS)[number];
export { TRANSPORT_MODES as OUTSIDE_TRANSPORT_MODES, CURRENCIES as OUTSIDE_CURRENCIES };
/** Hand-typed cargo (`editHand`) or copied from a shipment notice's cargo (`edit`), D-405. */
export const OUTSIDE_SOURCES = ['manual', 'cargo'] as const;

/** A quantity: more than 0, at most 3 decimals. */
export const quantity = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') })
  .positive({ error: 'validation.too_small' })
  .max(99_999_999, { error: 'validation.too_big' })
  .refine((v) => decimals(v, 3), { error: 'validation.invalid' });
/** A count that may be 0 (received nothing). */
const countOrZero = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') })
  .nonnegative({ error: 'validation.not_negative' })
  .max(99_999_999, { error: 'validation.too_big' })
  .refine((v) => decimals(v, 3), { error: 'validation.invalid' });
const dimension = z.number({ error: 'validation.invalid_type' }).positive({ error: 'validation.too_small' }).max(99_999, { error: 'validation.too_big' });
const portCode = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(10, { error: 'validation.too_long' }).regex(/^[A-Z0-9]+$/, { error: 'validation.invalid' }));

export const outsideLineBody = z.strictObject({
  partNumber: requiredText(40),
  description: opt(text(200)),
  quantity,
  unit: requiredText(10),
  weightKg: opt(weight),
  lengthCm: opt(dimension),
  widthCm: opt(dimension),
  heightCm: opt(dimension),
  dangerous: z.boolean({ error: 'validation.invalid_type' }).default(false),
});
export type OutsideLineBody = z.infer<typeof outsideLineBody>;

export const outsideBody = z.strictObject({
  direction: oneOf(OUTSIDE_DIRECTIONS),
  scope: oneOf(OUTSIDE_SCOPES),
  shipper: requiredText(120),
  consignee: requiredText(120),
  originPort: portCode,
  destinationPort: portCode,
  transportMode: oneOf(TRANSPORT_MODES),
  /** A forwarder entry of the logistics master data; none: staff carry out the steps. */
  forwarderId: opt(z.number({ error: 'validation.invalid_type' }).int().positive({ error: 'validation.invalid' })),
  /** The shipment notice the cargo was copied from (source `cargo`). */
  sourceShipmentId: opt(z.number({ error: 'validation.invalid_type' }).int().positive({ error: 'validation.invalid' })),
  remark: opt(text(500)),
  lines: z.array(outsideLineBody, { error: 'validation.invalid_type' }).min(1, { error: 'outsideFlows.no_lines' }).max(200, { error: 'validation.too_long' }),
});
export type OutsideBody = z.infer<typeof outsideBody>;
export type OutsideInput = z.input<typeof outsideBody>;

export const pickupBody = z.strictObject({ pickupQty: quantity, picker: requiredText(60), pickedAt: moment });
export type PickupBody = z.infer<typeof pickupBody>;
export const dispatchBody = z.strictObject({ waybillNo, carrier: requiredText(60), flightNo: opt(text(20)), etd: moment });
export type DispatchBody = z.infer<typeof dispatchBody>;
export const customsBody = z.strictObject({ declarationNo: requiredText(30), clearedAt: moment, duties: money, dutiesCurrency: oneOf(CURRENCIES).default('CNY') });
export type CustomsBody = z.infer<typeof customsBody>;
export const receiveBody = z.strictObject({ receivedQty: countOrZero, receiver: requiredText(60), receivedAt: moment, note: opt(text(500)) });
export type ReceiveBody = z.infer<typeof receiveBody>;
/** Roll back and recall: an optional reason, kept on the timeline. */
export const reasonBody = z.strictObject({ reason: opt(text(500)) });
export type ReasonBody = z.infer<typeof reasonBody>;

export const OUTSIDE_SORTS = ['number', 'createdAt', 'updatedAt'] as const;

export const outsideFilters = {
  /** Instruction number, P/N, waybill or declaration number (contains). */
  keyword: opt(text(60)),
  status: opt(oneOf(OUTSIDE_STATUSES)),
  direction: opt(oneOf(OUTSIDE_DIRECTIONS)),
  scope: opt(oneOf(OUTSIDE_SCOPES)),
  transportMode: opt(oneOf(TRANSPORT_MODES)),
  forwarderId: opt(queryId),
  originPort: opt(text(10)),
  destinationPort: opt(text(10)),
};
export const outsideCountQuery = z.strictObject(outsideFilters);
export type OutsideCountQuery = z.infer<typeof outsideCountQuery>;

export const outsideListQuery = z.strictObject({
  ...outsideFilters,
  tab: oneOf(OUTSIDE_TABS).default('all'),
  sort: z.enum(OUTSIDE_SORTS, { error: 'validation.invalid_enum' }).default('updatedAt'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid_enum' }).default('desc'),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type OutsideListQuery = z.infer<typeof outsideListQuery>;

export const shipmentCargoQuery = z.strictObject({ shipmentNo: requiredText(40) });

export const outsideRow = z.strictObject({
  id: idSchema,
  number: z.string(),
  status: z.enum(OUTSIDE_STATUSES),
  direction: z.enum(OUTSIDE_DIRECTIONS),
  scope: z.enum(OUTSIDE_SCOPES),
  shipper: z.string(),
  consignee: z.string(),
  originPort: z.string(),
  destinationPort: z.string(),
  transportMode: z.enum(TRANSPORT_MODES),
  forwarderId: idSchema.nullable(),
  forwarderName: z.string().nullable(),
  forwarderNameEn: z.string().nullable(),
  source: z.enum(OUTSIDE_SOURCES),
  totalQty: z.number(),
  lineCount: z.number().int(),
  waybillNo: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  actions: actionsOf(OUTSIDE_ACTIONS),
});
export type OutsideRow = z.infer<typeof outsideRow>;
export const outsidePage = pageOf(outsideRow);

export const outsideCounts = z.strictObject(Object.fromEntries(OUTSIDE_TABS.map((t) => [t, z.number().int()])) as Record<(typeof OUTSIDE_TABS)[number], z.ZodNumber>);
export type OutsideCounts = z.infer<typeof outsideCounts>;

export const outsideLine = z.strictObject({
  lineNo: z.number().int(),
  partNumber: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  weightKg: z.number().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  dangerous: z.boolean(),
});
export type OutsideLine = z.infer<typeof outsideLine>;

export const outsideDetail = outsideRow.extend({
  remark: z.string().nullable(),
  sourceShipmentId: idSchema.nullable(),
  sourceShipmentNo: z.string().nullable(),
  lines: z.array(outsideLine),
  pickup: z.strictObject({ pickupQty: z.number(), picker: z.string(), pickedAt: timestamp }).nullable(),
  dispatch: z.strictObject({ waybillNo: z.string(), carrier: z.string(), flightNo: z.string().nullable(), etd: timestamp }).nullable(),
  customs: z.strictObject({ declarationNo: z.string(), clearedAt: timestamp, duties: z.number(), dutiesCurrency: z.enum(CURRENCIES) }).nullable(),
  receipt: z.strictObject({ receivedQty: z.number(), difference: z.number(), receiver: z.string(), receivedAt: timestamp }).nullable(),
  history: z.array(
    z.strictObject({ action: z.string(), fromStatus: z.string().nullable(), toStatus: z.string().nullable(), note: z.string().nullable(), actorName: z.string().nullable(), at: timestamp }),
  ),
});
export type OutsideDetail = z.infer<typeof outsideDetail>;

/** Ports and forwarders of the logistics master data for the form and filters. */
export const outsideOptions = z.strictObject({
  ports: z.array(z.strictObject({ code: z.string(), name: z.string(), nameEn: z.string().nullable() })),
  forwarders: z.array(z.strictObject({ id: idSchema, code: z.string(), name: z.string(), nameEn: z.string().nullable() })),
});
export type OutsideOptions = z.infer<typeof outsideOptions>;

/** A shipment notice's cargo to copy into an instruction. */
export const shipmentCargo = z.strictObject({
  shipmentId: idSchema,
  shipmentNo: z.string(),
  lines: z.array(outsideLine),
});
export type ShipmentCargo = z.infer<typeof shipmentCargo>;
