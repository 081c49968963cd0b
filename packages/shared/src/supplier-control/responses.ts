/** Responses of supplier control and the freeze / unfreeze flow. */
import { z } from 'zod';
import { actionsOf, fileKeyList, idSchema, pageOf, timestamp } from '../contracts';
import { timelineEntry } from '../supplier-review/responses';
import { CONTROL_ACTIONS, FREEZE_REQUEST_ACTIONS, FREEZE_REQUEST_STATUSES } from './workflow';
import { CONTROL_STATUSES, REVIEW_STATUSES, SUPPLIER_TYPES } from '../suppliers/states';
import { supplierNameFields } from '../suppliers/responses';

/** A supplier as supplier control lists it. */
export const controlRow = z.strictObject({
  companyId: idSchema,
  ...supplierNameFields,
  taxId: z.string().nullable(),
  vendorType: z.enum(SUPPLIER_TYPES),
  purchaseOrg: z.string().nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  controlStatus: z.enum(CONTROL_STATUSES),
  suspended: z.boolean(),
  deleted: z.boolean(),
  frozen: z.boolean(),
  blacklisted: z.boolean(),
  /** The freeze / unfreeze request awaiting finance, if any. */
  pendingRequestId: idSchema.nullable(),
  updatedAt: timestamp,
  actions: actionsOf(CONTROL_ACTIONS),
});
export type ControlRow = z.infer<typeof controlRow>;
export const controlPage = pageOf(controlRow);


/** A freeze / unfreeze request. */
export const freezeRow = z.strictObject({
  id: idSchema,
  requestNo: z.string(),
  companyId: idSchema,
  ...supplierNameFields,
  controlStatus: z.enum(CONTROL_STATUSES),
  kind: z.enum(['freeze', 'unfreeze']),
  status: z.enum(FREEZE_REQUEST_STATUSES),
  /** Step of the three-step flow: 2 awaiting finance, 3 decided. */
  step: z.number().int(),
  reason: z.string(),
  attachments: fileKeyList,
  statusBefore: z.enum(CONTROL_STATUSES).nullable(),
  requestedBy: z.string(),
  requestedAt: timestamp,
  financeUser: z.string().nullable(),
  financeComment: z.string().nullable(),
  financeAttachments: fileKeyList,
  decidedAt: timestamp.nullable(),
  actions: actionsOf(FREEZE_REQUEST_ACTIONS),
});
export type FreezeRow = z.infer<typeof freezeRow>;
export const freezePage = pageOf(freezeRow);

/** GET /api/supplier-control/:companyId and the answer of a control action. */
export const controlDetail = controlRow.extend({
  timeline: z.array(timelineEntry),
  freezeRequests: z.array(freezeRow),
});
export type ControlDetail = z.infer<typeof controlDetail>;

/** GET /api/supplier-freeze/:id and the answer of every freeze step: the request with the supplier's other requests. */
export const freezeDetail = freezeRow.extend({ history: z.array(freezeRow) });
export type FreezeDetail = z.infer<typeof freezeDetail>;
