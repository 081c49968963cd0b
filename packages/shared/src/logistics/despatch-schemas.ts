/** A supplier's despatches (D-530): the packing list against open order lines, and how it is shown. */
import { z } from 'zod';
import { actionsOf, timestamp } from '../contracts';
import { optionalField, requiredText, text } from '../validation/fields';
import { DESPATCH_ACTIONS, DESPATCH_STATES } from './despatch';
import { positive } from './schemas';
import { SHIPMENT_STATUSES } from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);

export const despatchBody = z.strictObject({
  packingListNo: requiredText(40),
  shipDate: z.iso.date({ error: 'validation.date' }),
  receivingPlace: requiredText(),
  tradeTerm: requiredText(10),
  remark: opt(text(500)),
  lines: z
    .array(z.strictObject({ orderItemId: z.number().int().positive(), quantity: positive(), batch: opt(text(40)), boxNo: opt(text(40)) }))
    .min(1, { error: 'logistics.select_one_item' })
    .max(200),
});
export type DespatchBody = z.infer<typeof despatchBody>;
export const despatchLineView = z.strictObject({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderItemId: z.number().int(),
  itemNo: z.number().int(),
  partNumber: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  batch: z.string().nullable(),
  boxNo: z.string().nullable(),
});
export const despatchView = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  packingListNo: z.string(),
  shipDate: z.string(),
  receivingPlace: z.string(),
  tradeTerm: z.string(),
  remark: z.string().nullable(),
  shipment: z.strictObject({ id: z.number().int(), number: z.string(), status: z.enum(SHIPMENT_STATUSES) }).nullable(),
  /** Where the despatch stands (D-530) and what the actor may do with it now. */
  state: z.enum(DESPATCH_STATES),
  actions: actionsOf(DESPATCH_ACTIONS),
  supplierName: z.string(),
  supplierNameEn: z.string().nullable(),
  createdAt: timestamp,
  lines: z.array(despatchLineView),
});
export type DespatchView = z.infer<typeof despatchView>;
export const despatchList = z.array(despatchView);
/** An order line the supplier may despatch against, with what is still open on it. */
export const openOrderLine = z.strictObject({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderItemId: z.number().int(),
  itemNo: z.number().int(),
  partNumber: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  despatched: z.number(),
  openQty: z.number(),
  unit: z.string(),
});
export type OpenOrderLine = z.infer<typeof openOrderLine>;
export const openOrderLines = z.array(openOrderLine);

export const despatchQuery = z.strictObject({ orderNo: opt(text(20)), open: opt(z.enum(['true', 'false'])) });
